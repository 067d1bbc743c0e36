import { describe, expect, it } from 'vitest';
import { halfChecked, indexNodes, type LogicNode, matching, toggle } from './grant-logic.ts';

const N = (id: string, parentId: string | null, type: LogicNode['type'], grantable = true): LogicNode => ({
  id,
  parentId,
  type,
  grantable,
});
const ix = indexNodes([
  N('/aicall', null, 0),
  N('/aicall/crm', '/aicall', 1),
  N('tag.list', '/aicall/crm', 3),
  N('tag.add-button', '/aicall/crm', 2),
  N('tag.delete-button', '/aicall/crm', 2, false),
  N('/aicall/log', '/aicall', 1),
]);
const sorted = (s: Set<string>) => [...s].sort();

describe('grant editor rules', () => {
  it('checking a menu checks its grantable buttons and interfaces and its directory', () => {
    expect(sorted(toggle(ix, new Set(), '/aicall/crm', true))).toEqual([
      '/aicall',
      '/aicall/crm',
      'tag.add-button',
      'tag.list',
    ]);
  });

  it('checking a button checks its menu and directory, not its siblings', () => {
    expect(sorted(toggle(ix, new Set(), 'tag.add-button', true))).toEqual(['/aicall', '/aicall/crm', 'tag.add-button']);
  });

  it('unchecking a menu unchecks below it, and an emptied directory; a menu may stay without buttons', () => {
    const all = toggle(ix, new Set(), '/aicall/crm', true);
    expect(sorted(toggle(ix, all, '/aicall/crm', false))).toEqual([]);
    expect(sorted(toggle(ix, all, 'tag.add-button', false))).toEqual(['/aicall', '/aicall/crm', 'tag.list']);
    const two = toggle(ix, toggle(ix, new Set(), '/aicall/log', true), 'tag.list', true);
    expect(sorted(toggle(ix, two, '/aicall/crm', false))).toEqual(['/aicall', '/aicall/log']);
  });

  it('shows half-checked ancestors and finds nodes with their ancestors', () => {
    expect(halfChecked(ix, new Set(['tag.list']))).toEqual(['/aicall/crm', '/aicall']);
    expect(sorted(matching(ix, (id) => id, 'LIST') ?? new Set())).toEqual(['/aicall', '/aicall/crm', 'tag.list']);
    expect(matching(ix, (id) => id, '  ')).toBeNull();
  });

  it('stays fast on 2,000 nodes', () => {
    const many: LogicNode[] = [N('root', null, 0)];
    for (let m = 0; m < 100; m++) {
      many.push(N(`m${m}`, 'root', 1));
      for (let b = 0; b < 19; b++) many.push(N(`m${m}.b${b}`, `m${m}`, b % 2 ? 2 : 3));
    }
    const big = indexNodes(many);
    const t0 = performance.now();
    const all = toggle(big, new Set(), 'root', true);
    halfChecked(big, toggle(big, all, 'm5', false));
    expect(all.size).toBe(2001);
    expect(performance.now() - t0).toBeLessThan(100);
  });
});
