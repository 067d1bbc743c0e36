import { fireEvent, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { GrantTree, type GrantTreeNode } from './grant-tree.tsx';

const NODES: GrantTreeNode[] = [
  { id: '/aicall', parentId: null, type: 0, grantable: true, validity: 0 },
  { id: '/aicall/crm-filed/list', parentId: '/aicall', type: 1, grantable: true, validity: 0 },
  { id: 'aicall.tag.list', parentId: '/aicall/crm-filed/list', type: 3, grantable: true, validity: 0 },
  { id: 'aicall.tag.add-button', parentId: '/aicall/crm-filed/list', type: 2, grantable: true, validity: 0 },
  { id: 'aicall.tag.delete-button', parentId: '/aicall/crm-filed/list', type: 2, grantable: false, validity: 1 },
];

function Harness({ onChange }: { onChange: (s: string[]) => void }) {
  const [checked, setChecked] = useState<Set<string>>(new Set());
  return (
    <GrantTree
      nodes={NODES}
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        onChange([...next].sort());
      }}
    />
  );
}

const checkbox = (c: HTMLElement, id: string) =>
  c.querySelector(`[data-node-id="${id}"]`)?.closest('.ant-tree-treenode')?.querySelector('.ant-tree-checkbox');

const switcher = (c: HTMLElement, id: string) =>
  c.querySelector(`[data-node-id="${id}"]`)?.closest('.ant-tree-treenode')?.querySelector('.ant-tree-switcher');

describe('<GrantTree>', () => {
  it('opens with directories unfolded and menus folded; a menu unfolds to its buttons and interfaces', async () => {
    const { container } = render(<Harness onChange={() => {}} />);
    // The tree mounts one frame after its container.
    await waitFor(() => expect(container.querySelector('[data-node-id="/aicall/crm-filed/list"]')).not.toBeNull());
    expect(container.querySelector('[data-node-id="aicall.tag.list"]')).toBeNull();
    fireEvent.click(switcher(container, '/aicall/crm-filed/list') as Element);
    expect(container.querySelector('[data-node-id="aicall.tag.list"]')).not.toBeNull();
  });

  it('shows type tags, names and the invalid mark; ticking a menu ticks its grantable buttons and interfaces', async () => {
    const seen: string[][] = [];
    const { container } = render(<Harness onChange={(s) => seen.push(s)} />);
    await waitFor(() => expect(container.querySelector('[data-node-id="/aicall/crm-filed/list"]')).not.toBeNull());
    fireEvent.click(switcher(container, '/aicall/crm-filed/list') as Element);
    expect(container.textContent).toContain('Menu');
    expect(container.textContent).toContain('Customer attributes');
    expect(container.textContent).toContain('Invalid');
    expect(checkbox(container, 'aicall.tag.delete-button')?.className).toContain('ant-tree-checkbox-disabled');
    fireEvent.click(checkbox(container, '/aicall/crm-filed/list') as Element);
    expect(seen.at(-1)).toEqual(['/aicall', '/aicall/crm-filed/list', 'aicall.tag.add-button', 'aicall.tag.list']);
    fireEvent.click(checkbox(container, 'aicall.tag.add-button') as Element);
    expect(seen.at(-1)).toEqual(['/aicall', '/aicall/crm-filed/list', 'aicall.tag.list']);
    expect(checkbox(container, 'aicall.tag.list')?.className).toContain('ant-tree-checkbox-checked');
  });
});
