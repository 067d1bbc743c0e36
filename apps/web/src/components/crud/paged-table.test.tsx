import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocalPagedTable, PagedTable } from './paged-table.tsx';

type R = { id: string; n: number };
const rows: R[] = Array.from({ length: 23 }, (_, i) => ({ id: `r${i}`, n: i }));
const columns = [{ key: 'n', dataIndex: 'n', title: 'n', sorter: (a: R, b: R) => a.n - b.n }];
const cells = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent);

describe('tables of the kit keep the one pagination', () => {
  it('a server-paged table shows total, sizes 5 to 100 and a jumper, never antd’s own pager', () => {
    render(
      <PagedTable<R>
        rowKey="id"
        columns={columns}
        dataSource={rows.slice(0, 10)}
        paging={{ pageNum: 1, pageSize: 10, total: 23, onChange: () => undefined }}
      />,
    );
    const pager = screen.getByTestId('list-pagination');
    expect(pager.querySelector('[data-part="total"]')?.textContent).toContain('23');
    expect(pager.querySelector('[data-part="sizes"]')).toBeTruthy();
    expect(pager.querySelector('.ant-pagination-options-quick-jumper')).toBeTruthy();
    expect(document.querySelectorAll('.ant-pagination').length).toBe(1);
  });

  it('rows in hand are paged by 10 and sorted across every page', () => {
    render(<LocalPagedTable<R> rowKey="id" columns={columns} dataSource={rows} paginationTestId="local" />);
    expect(cells()).toHaveLength(10);
    const pager = screen.getByTestId('local');
    fireEvent.click(within(pager).getByTitle('3'));
    expect(cells()).toEqual(['20', '21', '22']);
    fireEvent.click(screen.getByText('n'));
    fireEvent.click(screen.getByText('n'));
    fireEvent.click(within(pager).getByTitle('1'));
    expect(cells()[0]).toBe('22');
  });
});
