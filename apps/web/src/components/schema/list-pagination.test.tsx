import { fireEvent, render, waitFor } from '@testing-library/react';
import { WIDGET_PAGE_SIZES } from '@zhiyu/contract/list';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../platform/i18n/index.ts';
import { ListPagination } from './list-pagination.tsx';
import './test-utils.tsx';

beforeAll(() => changeLanguage('zh-CN'));

/** The parts of requirements §9's layout, in the order they appear in the DOM. */
function partsInOrder(root: HTMLElement): string[] {
  const parts: [string, string][] = [
    ['total', '[data-part=total]'],
    ['sizes', '.ant-select'],
    ['prev', '.ant-pagination-prev'],
    ['pager', '.ant-pagination-item'],
    ['next', '.ant-pagination-next'],
    ['jumper', '.ant-pagination-options-quick-jumper'],
  ];
  const all = [...root.querySelectorAll('*')];
  return parts
    .map(([name, sel]) => [name, all.indexOf(root.querySelector(sel) as Element)] as const)
    .filter(([, i]) => i >= 0)
    .sort((a, b) => a[1] - b[1])
    .map(([name]) => name);
}

describe('ListPagination (requirements §9)', () => {
  it('lays out total, sizes, prev, pager, next, jumper in this order', () => {
    const { container } = render(<ListPagination pageNum={1} pageSize={10} total={95} onChange={() => {}} />);
    expect(partsInOrder(container)).toEqual(['total', 'sizes', 'prev', 'pager', 'next', 'jumper']);
    expect(container.textContent).toContain('共 95 条');
    expect(container.querySelectorAll('.ant-pagination-options-size-changer')).toHaveLength(0);
  });

  it('offers table sizes 5, 10, 20, 50, 100 and widget sizes 10, 20, 50, 100', async () => {
    const pick = async (sizes?: readonly number[]) => {
      const view = render(<ListPagination pageNum={1} pageSize={10} total={5} sizes={sizes} onChange={() => {}} />);
      fireEvent.mouseDown(view.container.querySelector('.ant-select-selector, .ant-select') as Element);
      await waitFor(() => expect(document.querySelector('.ant-select-dropdown')).not.toBeNull());
      const labels = [...document.querySelectorAll('.ant-select-item-option')].map((e) => e.textContent);
      view.unmount();
      return labels;
    };
    expect(await pick()).toEqual(['5 条/页', '10 条/页', '20 条/页', '50 条/页', '100 条/页']);
    expect(await pick(WIDGET_PAGE_SIZES)).toEqual(['10 条/页', '20 条/页', '50 条/页', '100 条/页']);
  });

  it('shows 10,000+ when the server stopped counting', () => {
    const { container } = render(
      <ListPagination pageNum={1} pageSize={10} total={10_000} totalCapped onChange={() => {}} />,
    );
    expect(container.querySelector('[data-part=total]')?.textContent).toBe('共 10,000+ 条');
  });

  it('a new size keeps the page to the caller (the list state resets it); a page click keeps the size', () => {
    const calls: [number, number][] = [];
    const { container } = render(
      <ListPagination pageNum={1} pageSize={10} total={95} onChange={(p, s) => calls.push([p, s])} />,
    );
    fireEvent.click(container.querySelector('.ant-pagination-item-3') as Element);
    expect(calls).toEqual([[3, 10]]);
  });
});
