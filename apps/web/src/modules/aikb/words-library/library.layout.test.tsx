import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { CategoryNode } from '@zhiyu/contract/modules/aikb/category';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import LibraryDetailPanel from './library-detail.panel.tsx';

vi.setConfig({ testTimeout: 30_000 });

const TREE: CategoryNode[] = [
  { id: 'c1', name: 'Logistics', labelName: 'Logistics', parentId: null, itemCount: 0, children: [] },
];

vi.mock('./kb.api.ts', async (orig) => ({
  ...(await orig<typeof import('./kb.api.ts')>()),
  fetchTree: vi.fn(() => Promise.resolve(TREE)),
  libraryById: vi.fn(() => Promise.resolve({ id: 'l1', name: 'FAQ' })),
  fetchKnowledge: vi.fn(() => Promise.resolve({ list: [], total: 0, pageNum: 1, pageSize: 10 })),
}));
vi.mock('../document/documents.panel.tsx', () => ({ DocumentsPanel: () => null }));

function screenOf() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={['/aikb/words-library?library=l1']}>
        <LibraryDetailPanel libraryId="l1" onBack={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => changeLanguage('zh-CN'));

describe('a library: the label tree in a left column', () => {
  it('keeps the tree and the list side by side (the row never wraps), the filters in the right column', async () => {
    await changeLanguage('zh-CN');
    screenOf();
    const layout = await screen.findByTestId('kb-library-layout', {}, { timeout: 10_000 });
    expect(layout.className).toContain('ant-row-no-wrap');
    const [left, right] = Array.from(layout.children) as HTMLElement[];
    expect(left.dataset.testid).toBe('kb-tree-column');
    expect(left.style.flex).toBe('0 0 280px');
    expect(right.dataset.testid).toBe('kb-list-column');
    await waitFor(() => expect(right.querySelector('[data-testid="search-form"]')).not.toBeNull(), { timeout: 10_000 });
    expect(left.querySelector('[data-testid="search-form"]')).toBeNull();
  });

  it('the root of the tree is 全部分类 / All categories, not the scenes of the shared tree', async () => {
    await changeLanguage('zh-CN');
    const { unmount } = screenOf();
    const tree = await screen.findByTestId('kb-tree', {}, { timeout: 10_000 });
    await waitFor(() => expect(tree.textContent).toContain('全部分类'), { timeout: 10_000 });
    expect(tree.textContent).not.toContain('全部场景');
    unmount();
    await changeLanguage('en-US');
    screenOf();
    const en = await screen.findByTestId('kb-tree', {}, { timeout: 10_000 });
    await waitFor(() => expect(en.textContent).toContain('All categories'), { timeout: 10_000 });
  });
});
