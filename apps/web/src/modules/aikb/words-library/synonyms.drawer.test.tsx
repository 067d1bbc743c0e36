import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  createSynonym,
  deleteSynonyms,
  listBuiltinSynonyms,
  listSynonyms,
  updateSynonym,
} from '@zhiyu/contract/modules/aikb/synonym';
import { STORAGE_KEYS as K } from '@zhiyu/contract/rules/session';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { setItem } from '../../../platform/session/storage.ts';
import { SynonymsButton } from './synonyms.drawer.tsx';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/request/call.ts', () => ({ call }));
vi.mock('../../../platform/request/toast.ts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

vi.setConfig({ testTimeout: 30_000 });
const AT = Date.UTC(2026, 10, 28, 2, 0, 0);
const OWN = [
  { id: 's1', words: ['携号转网', '转网', '换运营商'], updater: 'tenant', createdAt: AT, updatedAt: AT },
  { id: 's2', words: ['宽带', '网线'], updater: 'ops', createdAt: AT, updatedAt: AT },
];
const BUILTIN = [
  { id: 'builtin-1', words: ['退货', '退掉', '退回'] },
  { id: 'builtin-2', words: ['发票', '票据'] },
];
const page = <T,>(list: T[], q: { pageNum?: number; pageSize?: number } = {}) => ({
  list,
  total: list.length,
  totalCapped: false,
  pageNum: q.pageNum ?? 1,
  pageSize: q.pageSize ?? 10,
});
type Q = { query?: { word?: string; pageNum?: number; pageSize?: number } };
const matching = <T extends { words: string[] }>(rows: T[], q?: Q['query']) =>
  rows.filter((r) => !q?.word || r.words.some((w) => w.includes(String(q.word))));

beforeEach(async () => {
  await changeLanguage('zh-CN');
  call.mockReset();
  call.mockImplementation((endpoint: unknown, opts: Q) => {
    if (endpoint === listSynonyms) return Promise.resolve(page(matching(OWN, opts.query), opts.query));
    if (endpoint === listBuiltinSynonyms) return Promise.resolve(page(matching(BUILTIN, opts.query), opts.query));
    if (endpoint === createSynonym || endpoint === updateSynonym)
      return Promise.resolve({ ...OWN[0], id: 's9', words: ['a'] });
    if (endpoint === deleteSynonyms) return Promise.resolve({ deleted: 1 });
    return Promise.reject(new Error('unexpected call'));
  });
  setItem(K.apiWhiteList, ['aikb.synonym.list', 'aikb.synonym.create', 'aikb.synonym.update', 'aikb.synonym.delete']);
  setItem(K.btnWhiteList, [
    { id: 'aikb.synonym.add-button' },
    { id: 'aikb.synonym.edit-button' },
    { id: 'aikb.synonym.delete-button' },
  ]);
});
afterEach(() => changeLanguage('zh-CN'));

function show() {
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SynonymsButton />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

// Role queries over antd tables are very slow in jsdom: elements are found by test id, class or text.
const WAIT = { timeout: 10_000 };
const drawer = () => screen.getByTestId('synonyms-drawer');
const rowsOf = (scope: HTMLElement) => Array.from(scope.querySelectorAll<HTMLElement>('tr.ant-table-row'));
const squash = (s: string | null) => (s ?? '').replace(/\s/g, '');
const buttons = (scope: ParentNode, label: string) =>
  Array.from(scope.querySelectorAll('button')).filter((b) => squash(b.textContent) === label);
/** A button by its label (antd spaces out a two-character CJK label). */
const button = (scope: ParentNode, label: string) => {
  const [found] = buttons(scope, label);
  if (!found) throw new Error(`no button ${label}`);
  return found;
};
const headers = (scope: ParentNode) => Array.from(scope.querySelectorAll('th')).map((h) => h.textContent);
const tab = (label: string) =>
  Array.from(drawer().querySelectorAll<HTMLElement>('[role=tab]')).find((e) => e.textContent === label);
const mainOf = (row: HTMLElement) => row.querySelector('[data-testid=synonym-main]');
/** The open dialog titled `title`. */
const dialogOf = (title: string) =>
  waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-modal')).find(
      (m) => m.querySelector('.ant-modal-title')?.textContent === title,
    );
    if (!found) throw new Error(`no dialog ${title}`);
    return found;
  }, WAIT);
const open = async () => {
  fireEvent.click(screen.getByTestId('kb-synonyms'));
  await within(drawer()).findByText('携号转网', {}, WAIT);
};
const search = (scope: HTMLElement, word: string) => {
  fireEvent.change(within(scope).getByPlaceholderText('输入词语的一部分'), { target: { value: word } });
  fireEvent.click(button(scope, '查询'));
};
const typeWords = (dialog: HTMLElement, text: string) => {
  fireEvent.change(dialog.querySelector('#edit_words') as HTMLTextAreaElement, { target: { value: text } });
  fireEvent.click(button(dialog, '保存'));
};

describe('the synonyms of the tenant, from the libraries toolbar', () => {
  it('shows no button without the list interface code', () => {
    setItem(K.apiWhiteList, ['aikb.library.list']);
    show();
    expect(screen.queryByTestId('kb-synonyms')).toBeNull();
  });

  it('lists the groups with their words, the main word marked, who saved them and when', async () => {
    show();
    expect(screen.getByTestId('kb-synonyms').textContent).toBe('同义词');
    await open();
    const d = drawer();
    expect(d.textContent).toContain('同义词对本租户所有知识库生效，保存后立即用于知识检索');
    expect(tab('自定义同义词')?.getAttribute('aria-selected')).toBe('true');
    expect(tab('内置词库')).toBeTruthy();
    expect(headers(d)).toEqual(expect.arrayContaining(['同义词', '更新人', '更新时间', '操作']));
    const [first, second] = rowsOf(d);
    const tags = Array.from(first.querySelectorAll('.ant-tag')).map((tag) => tag.textContent);
    expect(tags).toEqual(['携号转网', '转网', '换运营商']);
    expect(mainOf(first)?.textContent).toBe('携号转网');
    expect(mainOf(first)?.className).toContain('blue');
    expect(mainOf(second)?.textContent).toBe('宽带');
    expect(first.textContent).toContain('tenant');
    expect(first.textContent).toMatch(/2026-11-2[89] \d\d:00:00/);
    expect(buttons(first, '编辑')).toHaveLength(1);
    expect(buttons(first, '删除')).toHaveLength(1);
    expect(call).toHaveBeenCalledWith(listSynonyms, { query: { pageNum: 1, pageSize: 10 } });
  });

  it('the word filter sends word and lists only the matching groups', async () => {
    show();
    await open();
    search(screen.getByTestId('synonyms-own'), '宽');
    await waitFor(
      () => expect(call).toHaveBeenCalledWith(listSynonyms, { query: { pageNum: 1, pageSize: 10, word: '宽' } }),
      WAIT,
    );
    await waitFor(() => expect(rowsOf(drawer())).toHaveLength(1), WAIT);
    expect(rowsOf(drawer())[0].textContent).toContain('网线');
  });

  it('the add dialog explains the words and posts them, first word first', async () => {
    show();
    await open();
    fireEvent.click(screen.getByTestId('synonym-add'));
    const dialog = await dialogOf('新增同义词');
    expect(dialog.textContent).toContain('第一个词为主词，其余词都按主词检索');
    expect(dialog.textContent).toContain('不能是单个汉字');
    typeWords(dialog, '携号转网, 换个运营商，转网');
    await waitFor(
      () => expect(call).toHaveBeenCalledWith(createSynonym, { body: { words: ['携号转网', '换个运营商', '转网'] } }),
      WAIT,
    );
  });

  it('the dialog refuses one word and a single Chinese character before anything is sent', async () => {
    show();
    await open();
    fireEvent.click(screen.getByTestId('synonym-add'));
    const dialog = await dialogOf('新增同义词');
    typeWords(dialog, '携号转网');
    expect(await within(dialog).findByText('每组需要 2–20 个词', {}, WAIT)).toBeTruthy();
    typeWords(dialog, '携号转网,网');
    expect(await within(dialog).findByText('同义词不能是单个汉字：「网」', {}, WAIT)).toBeTruthy();
    expect(call).not.toHaveBeenCalledWith(createSynonym, expect.anything());
  });

  it('edit starts from the row and saves it with its id', async () => {
    show();
    await open();
    fireEvent.click(button(rowsOf(drawer())[1], '编辑'));
    const dialog = await dialogOf('编辑同义词');
    const box = dialog.querySelector('#edit_words') as HTMLTextAreaElement;
    await waitFor(() => expect(box.value).toBe('宽带,网线'), WAIT);
    typeWords(dialog, '宽带,网线,光猫');
    await waitFor(
      () => expect(call).toHaveBeenCalledWith(updateSynonym, { body: { id: 's2', words: ['宽带', '网线', '光猫'] } }),
      WAIT,
    );
  });

  it('the built-in tab lists the lexicon groups read-only, filtered by word', async () => {
    show();
    await open();
    fireEvent.click(tab('内置词库') as HTMLElement);
    const pane = await screen.findByTestId('synonyms-builtin', {}, WAIT);
    await within(pane).findByText('退掉', {}, WAIT);
    expect(call).toHaveBeenCalledWith(listBuiltinSynonyms, { query: { pageNum: 1, pageSize: 10 } });
    expect(rowsOf(pane)).toHaveLength(2);
    expect(mainOf(rowsOf(pane)[0])?.textContent).toBe('退货');
    expect(headers(pane)).toEqual(['同义词']);
    expect(buttons(pane, '编辑')).toHaveLength(0);
    expect(within(pane).queryByTestId('synonym-add')).toBeNull();
    search(pane, '票');
    await waitFor(
      () => expect(call).toHaveBeenCalledWith(listBuiltinSynonyms, { query: { pageNum: 1, pageSize: 10, word: '票' } }),
      WAIT,
    );
    await waitFor(() => expect(rowsOf(pane)).toHaveLength(1), WAIT);
    expect(rowsOf(pane)[0].textContent).toContain('票据');
  });

  it('speaks English in en-US', async () => {
    await changeLanguage('en-US');
    show();
    expect(screen.getByTestId('kb-synonyms').textContent).toBe('Synonyms');
    await open();
    const d = drawer();
    expect(d.textContent).toContain('Synonyms apply to every library of the tenant');
    expect(tab('Our synonyms')).toBeTruthy();
    expect(tab('Built-in')).toBeTruthy();
    expect(headers(d)).toEqual(expect.arrayContaining(['Synonyms', 'Updated by', 'Updated', 'Actions']));
  });
});
