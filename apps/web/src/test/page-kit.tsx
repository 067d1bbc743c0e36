import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS as K } from '@zhiyu/contract/rules/session';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { Mock } from 'vitest';
import { setItem } from '../platform/session/storage.ts';

/**
 * What the page tests of list screens share: drawing a page at its route with a query client of
 * its own, reading the table, finding the open dialog and a select's option, answering the list's
 * CRUD calls from fixed rows, and granting the page's buttons.
 */

/** Draws `node` at `path`, with a query client of its own that does not retry (as the app's). */
export function drawAt(path: string, node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
    </MemoryRouter>,
  );
  return { client, ...view };
}

/** The table's column titles, as shown. */
export const headers = () => [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent?.trim());

/** The table row holding `text`. */
export function rowOf(text: string): HTMLElement {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row ${text}`);
  return row as HTMLElement;
}

/** The open dialog holding the field `#fieldId`, once it is in the page. */
export const dialogWith = (fieldId: string) =>
  waitFor(() => {
    const open = [
      ...document.querySelectorAll<HTMLElement>('.ant-modal-wrap:not([style*="display: none"]) .ant-modal'),
    ];
    const el = open.find((m) => m.querySelector(`#${fieldId}`));
    if (!el) throw new Error('no dialog');
    return el;
  });

/** Opens the select `#id` (or the one holding an element) and picks its option titled `label`. */
export async function choose(id: string | Element, label: string) {
  const at = typeof id === 'string' ? document.querySelector(`#${id}`) : id;
  fireEvent.mouseDown(at?.closest('.ant-select') as Element);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')]
      .filter((o) => o.getAttribute('title') === label)
      .at(-1);
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  fireEvent.click(option);
}

/** One page of `list`, as a list endpoint answers. */
export const pageOf = <T,>(list: T[], pageSize = 10) => ({
  list,
  total: list.length,
  totalCapped: false,
  pageNum: 1,
  pageSize,
});

type Body = { body?: Record<string, unknown> };
export interface CrudEndpoints {
  list: unknown;
  create: unknown;
  update: unknown;
  remove: unknown;
}

/**
 * Answers the mocked `call` for a list page: the list gives `rows`, a create or an update gives
 * `base` with what was sent (a create with `newId`), a delete says one row went; anything in
 * `more` is tried first, and any other endpoint is refused, so an unexpected call fails the test.
 */
export function serveCrud<T extends object>(
  call: Mock,
  ends: CrudEndpoints,
  rows: () => T[],
  base: T,
  newId: string,
  more: (endpoint: unknown, args?: Body) => Promise<unknown> | undefined = () => undefined,
) {
  call.mockReset();
  call.mockImplementation((endpoint: unknown, args?: Body) => {
    const special = more(endpoint, args);
    if (special) return special;
    if (endpoint === ends.list) return Promise.resolve(pageOf(rows()));
    if (endpoint === ends.create) return Promise.resolve({ ...base, ...args?.body, id: newId });
    if (endpoint === ends.update) return Promise.resolve({ ...base, ...args?.body });
    if (endpoint === ends.remove) return Promise.resolve({ deleted: 1 });
    return Promise.reject(new Error('unexpected call'));
  });
}

/** Grants the buttons `${prefix}.${b}-button`, as the login's button list would. */
export function grantButtons(prefix: string, buttons = ['add', 'edit', 'delete']) {
  setItem(
    K.btnWhiteList,
    buttons.map((b) => ({ id: `${prefix}.${b}-button` })),
  );
}
