import { fireEvent, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../platform/i18n/index.ts';
import type { LoadMoreQuery } from '../select-load-more/select-load-more.tsx';
import { renderForm } from './test-utils.tsx';
import type { SchemaColumn } from './types.ts';

beforeAll(() => changeLanguage('zh-CN'));

const BOTS = Array.from({ length: 30 }, (_, i) => ({ id: `b${i + 1}`, name: `机器人${i + 1}` }));

/** A select column whose options come a page at a time (`pages`). */
function pagedColumn(calls: LoadMoreQuery[], extra: Partial<SchemaColumn> = {}): SchemaColumn {
  return {
    dataIndex: 'botId',
    title: 'Bot',
    valueType: 'select',
    pages: {
      key: `bots-${Math.random()}`,
      load: async (q: LoadMoreQuery) => {
        calls.push(q);
        const rows = BOTS.filter((b) => !q.name || b.name.includes(q.name));
        return { list: rows.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize), total: rows.length };
      },
      label: (b: { name: string }) => b.name,
      value: (b: { id: string }) => b.id,
      disabled: (b: { id: string }) => b.id === 'b2',
    },
    ...extra,
  };
}

describe('select with pages (requirements §7 select load-more)', { timeout: 30_000 }, () => {
  it('asks page 1 of 20, loads the next page at the end of the list, and submits the chosen value', async () => {
    const calls: LoadMoreQuery[] = [];
    const view = renderForm([pagedColumn(calls, { required: true })]);
    await waitFor(() => expect(calls).toEqual([{ pageNum: 1, pageSize: 20 }]));
    fireEvent.mouseDown(view.container.querySelector('#schema_botId')?.closest('.ant-select') as Element);
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="机器人1"]')).not.toBeNull());
    expect(document.querySelector('.ant-select-item-option[title="机器人2"]')?.className).toContain(
      'ant-select-item-option-disabled',
    );
    for (const el of document.querySelectorAll('.ant-select-dropdown *')) fireEvent.scroll(el);
    await waitFor(() => expect(calls).toContainEqual({ pageNum: 2, pageSize: 20 }));
    fireEvent.click(document.querySelector('.ant-select-item-option[title="机器人1"]') as Element);
    view.submit();
    await waitFor(() => expect(view.submitted).toEqual([{ botId: 'b1' }]));
  });

  it('sends the typed name to the server instead of filtering the loaded page', async () => {
    const calls: LoadMoreQuery[] = [];
    const view = renderForm([pagedColumn(calls)]);
    await waitFor(() => expect(calls.length).toBe(1));
    const input = view.container.querySelector('#schema_botId') as HTMLInputElement;
    fireEvent.mouseDown(input.closest('.ant-select') as Element);
    fireEvent.change(input, { target: { value: '机器人25' } });
    await waitFor(() => expect(calls).toContainEqual({ pageNum: 1, pageSize: 20, name: '机器人25' }), {
      timeout: 3000,
    });
    await waitFor(() =>
      expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent)).toEqual(['机器人25']),
    );
  });
});
