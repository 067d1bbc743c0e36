import { fireEvent, render, screen } from '@testing-library/react';
import { STORAGE_KEYS as K } from '@zhiyu/contract/rules/session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../platform/i18n/index.ts';
import { resetToasts } from '../../platform/request/toast.ts';
import { ExportButton } from './export-button.tsx';

// What the server answers, by path; every call is recorded in order.
type Route = (n: number) => { status?: number; body?: unknown; binary?: boolean };
let calls: string[];
let saved: string[];

function serve(routes: Record<string, Route>) {
  const seen: Record<string, number> = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://x').pathname;
      calls.push(path);
      seen[path] = (seen[path] ?? 0) + 1;
      const r = routes[path]?.(seen[path]) ?? { status: 404, body: { code: '100404', msg: '接口不存在' } };
      if (r.binary) return new Response('xlsx', { headers: { 'content-type': 'application/octet-stream' } });
      return new Response(JSON.stringify(r.body), {
        status: r.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

const ok = (data: unknown) => ({ body: { code: '000000', msg: 'ok', data } });
/** Toasts shown since this test began (earlier ones close on their own timers, as in the app). */
let earlier = new Set<Element>();
const toast = () =>
  [...document.querySelectorAll('.ant-message-notice')].filter((n) => !earlier.has(n)).map((n) => n.textContent ?? '');

beforeEach(async () => {
  earlier = new Set(document.querySelectorAll('.ant-message-notice'));
  await changeLanguage('zh-CN');
  calls = [];
  saved = [];
  resetToasts();
  localStorage.setItem(K.authorization, 'tok');
  URL.createObjectURL = () => 'blob:x';
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
// Toasts are left to antd: taking their nodes away behind React's back left it work to do after
// the file's jsdom was gone (an unhandled "window is not defined" on a loaded machine).
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ExportButton (requirements §4 async export)', () => {
  it('polls while status is false, even when a message comes with it, then downloads every file', async () => {
    serve({
      '/x/export': () => ok({ jobId: 'j1' }),
      '/x/export/status': (n) =>
        n < 3
          ? ok({ status: false, message: '正在导出', files: [] })
          : ok({ status: true, message: '', files: [{ name: 'a.xlsx', url: '/x/export/download?jobId=j1' }] }),
      '/x/export/download': () => ({ binary: true }),
    });
    render(<ExportButton action="/x/export" statusPath="/x/export/status" body={() => ({})} pollMs={5} />);
    fireEvent.click(screen.getByRole('button'));
    await vi.waitFor(() => expect(saved).toEqual(['a.xlsx']), { timeout: 3000 });
    expect(calls).toEqual([
      '/x/export',
      '/x/export/status',
      '/x/export/status',
      '/x/export/status',
      '/x/export/download',
    ]);
    await vi.waitFor(() => expect(toast()).toContain('导出成功'), { timeout: 5000 });
  });

  it('without a status path, downloads the files the export call answered (polling is optional)', async () => {
    serve({
      '/y/export': () => ok({ status: true, message: '', files: [{ name: 'b.xlsx', url: '/y/file?id=1' }] }),
      '/y/file': () => ({ binary: true }),
    });
    render(<ExportButton action="/y/export" body={() => ({})} />);
    fireEvent.click(screen.getByRole('button'));
    await vi.waitFor(() => expect(saved).toEqual(['b.xlsx']), { timeout: 3000 });
    expect(calls).toEqual(['/y/export', '/y/file']);
    // The export settles (its message shown) before the test ends: nothing renders after teardown.
    await vi.waitFor(() => expect(toast()).toContain('导出成功'), { timeout: 5000 });
  });

  it('a failed export (130006) shows its message and stops polling, downloading nothing', async () => {
    serve({
      '/z/export': () => ok({ jobId: 'j3' }),
      '/z/export/status': () => ({ status: 422, body: { code: '130006', msg: '导出失败: 磁盘已满', data: null } }),
    });
    render(<ExportButton action="/z/export" statusPath="/z/export/status" body={() => ({})} pollMs={5} />);
    fireEvent.click(screen.getByRole('button'));
    await vi.waitFor(() => expect(toast()).toContain('导出失败: 磁盘已满'), { timeout: 3000 });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toEqual(['/z/export', '/z/export/status']);
    expect(saved).toEqual([]);
  });
});
