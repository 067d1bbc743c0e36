import {
  createDomain,
  createTrade,
  deleteDomain,
  deleteTrade,
  exportTrades,
  exportTradesStatus,
  importTrades,
  importTradesStatus,
  updateDomain,
  updateTrade,
} from '@zhiyu/contract/modules/admin/trade';
import { listTrades } from '@zhiyu/contract/modules/lookups/trade';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botCases } from '../../src/modules/admin/botcase/table.ts';
import { domains, domainTrades, trades } from '../../src/modules/lookups/trade/table.ts';
import { auditLogs } from '../../src/platform/audit/table.ts';
import { multipart, readXlsx, xlsx } from '../fixtures/xlsx.ts';
import type { Api } from '../helpers/api.ts';
import { call, PASSWORDS, type TestApp, testApp, tokenFor } from '../helpers/app.ts';
import { dbDigest } from '../helpers/db.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
  admin = (await tokenFor(t.app, 'admin', PASSWORDS.admin)).authorization;
});
afterAll(() => t.close());

const post = <T = { id: string }>(endpoint: Api, payload: unknown, token = admin) =>
  call<T>(t.app, { method: 'POST', url: endpoint.path, token, payload: payload as object });
const tree = async () =>
  (
    await call<{ id: string; name: string; children: { id: string; name: string }[] }[]>(t.app, {
      url: listTrades.path,
      token: admin,
    })
  ).body.data;

/** Polls a job status path as the import dialog and export button do. */
async function poll<T extends { status: unknown }>(path: string, done: (d: T) => boolean) {
  for (let i = 0; i < 200; i++) {
    const r = await call<T>(t.app, { url: path, token: admin });
    if (done(r.body.data)) return r.body.data;
    await new Promise((res) => setTimeout(res, 50));
  }
  throw new Error(`${path} did not finish`);
}

describe('industry tree editing (operator)', () => {
  let top: string;
  it('creates a top-level trade and a sub-trade; the public tree shows them', async () => {
    const a = await post(createTrade, { name: '测试行业', parentId: null, sort: 50 });
    expect(a.body.code).toBe('000000');
    top = a.body.data.id;
    const b = await post(createTrade, { name: '测试子行业', parentId: top });
    expect(b.body.code).toBe('000000');
    const node = (await tree()).find((n) => n.id === top);
    expect(node?.children.map((c) => c.name)).toEqual(['测试子行业']);
    const [row] = await t.db.select().from(auditLogs).where(eq(auditLogs.entityId, top));
    expect(row).toMatchObject({ action: 'create', entity: 'trade', actorName: 'admin' });
  });

  it('refuses bad input and changes nothing', async () => {
    const [sub] = await t.db.select().from(trades).where(eq(trades.name, '测试子行业'));
    const before = await dbDigest(t.db);
    const cases: [unknown, string][] = [
      [{ name: '' }, '100001'],
      [{ name: 'x'.repeat(31) }, '100001'],
      [{ name: '   ' }, '100001'],
      [{ name: '测试行业', parentId: null }, '100003'],
      [{ name: '孙行业', parentId: sub.id }, '140202'],
      [{ name: '无主', parentId: 'no-such' }, '100002'],
      [{ name: 'ok', sort: -1 }, '100001'],
    ];
    for (const [body, code] of cases)
      expect((await post(createTrade, body)).body.code, JSON.stringify(body)).toBe(code);
    // A trade with sub-trades cannot move under another trade (the tree is two levels deep).
    const finance = (await tree())[0].id;
    expect((await post(updateTrade, { id: top, name: '测试行业', parentId: finance })).body.code).toBe('140202');
    expect(await dbDigest(t.db)).toEqual(before);
  });

  it('refuses deleting a trade with sub-trades or used by bot cases, deletes it otherwise', async () => {
    const r = await post(deleteTrade, { id: top });
    expect([r.body.code, r.body.msg]).toEqual(['140200', '该行业下仍有1个子行业，无法删除']);
    const [sub] = await t.db.select().from(trades).where(eq(trades.parentId, top));
    await t.db.insert(botCases).values({ id: 'case-t', name: '案例', tradeId: sub.id });
    expect((await post(deleteTrade, { id: sub.id })).body.code).toBe('140201');
    await t.db.delete(botCases).where(eq(botCases.id, 'case-t'));
    expect((await post<{ deleted: number }>(deleteTrade, { id: sub.id })).body.data.deleted).toBe(1);
    expect((await post<{ deleted: number }>(deleteTrade, { id: top })).body.data.deleted).toBe(1);
    expect((await tree()).some((n) => n.id === top)).toBe(false);
  });

  it('edits domains and the trades they serve', async () => {
    const [first, second] = await tree();
    const d = await post(createDomain, { name: '测试领域', tradeIds: [first.id] });
    expect(d.body.code).toBe('000000');
    expect((await post(createDomain, { name: '测试领域', tradeIds: [first.id] })).body.code).toBe('100003');
    expect((await post(createDomain, { name: '空领域', tradeIds: [] })).body.code).toBe('100001');
    expect((await post(createDomain, { name: '坏领域', tradeIds: ['nope'] })).body.code).toBe('100002');
    await post(updateDomain, { id: d.body.data.id, name: '测试领域2', tradeIds: [second.id, first.id] });
    const links = await t.db.select().from(domainTrades).where(eq(domainTrades.domainId, d.body.data.id));
    expect(links.map((l) => l.tradeId).sort()).toEqual([first.id, second.id].sort());
    await post(deleteDomain, { id: d.body.data.id });
    expect(await t.db.select().from(domains).where(eq(domains.id, d.body.data.id))).toEqual([]);
  });

  it('is the operator’s alone', async () => {
    for (const who of ['channel', 'tenant']) {
      const token = (await tokenFor(t.app, who, PASSWORDS[who])).authorization;
      expect((await post(createTrade, { name: '越权' }, token)).body.code, who).toBe('100403');
    }
  });
});

describe('industry tree import and export', () => {
  const upload = async (rows: unknown[][]) => {
    const r = await call<{ jobId: string }>(t.app, {
      method: 'POST',
      url: importTrades.path,
      token: admin,
      ...multipart([{ name: 'trades.xlsx', data: await xlsx(rows) }]),
    });
    expect(r.body.code).toBe('000000');
    return poll<{ status: number; message: string }>(
      `${importTradesStatus.path}?jobId=${r.body.data.jobId}`,
      (d) => d.status === 1 || d.status === 2,
    );
  };

  it('exports the tree and re-imports it to the same tree', async () => {
    const before = await tree();
    const r = await post<{ jobId: string }>(exportTrades, { filter: {} });
    const st = await poll<{ status: boolean; message: string; files: { url: string }[] }>(
      `${exportTradesStatus.path}?jobId=${r.body.data.jobId}`,
      (d) => d.status === true || d.message !== '',
    );
    expect(st.status).toBe(true);
    const file = await t.app.inject({ url: st.files[0].url, headers: { authorization: admin } });
    const rows = await readXlsx(file.rawPayload);
    expect(rows[0]).toEqual(['行业名称', '上级行业', '排序']);
    expect(rows.length - 1).toBe(before.reduce((n, x) => n + 1 + x.children.length, 0));
    expect((await upload(rows)).status).toBe(1);
    expect(await tree()).toEqual(before);
  });

  it('adds new trades from a file, parents before children', async () => {
    const res = await upload([
      ['行业名称', '上级行业', '排序'],
      ['导入行业', '', 7],
      ['导入子行业', '导入行业', 1],
    ]);
    expect(res).toMatchObject({ status: 1, message: '导入成功' });
    const node = (await tree()).find((n) => n.name === '导入行业');
    expect(node?.children.map((c) => c.name)).toEqual(['导入子行业']);
  });

  it('fails the whole file on an unknown parent and keeps nothing of it', async () => {
    const before = await dbDigest(t.db);
    const res = await upload([
      ['行业名称', '上级行业'],
      ['应当回滚', ''],
      ['孤儿', '不存在的行业'],
    ]);
    expect(res.status).toBe(2);
    expect(res.message).toContain('不存在的行业');
    expect((await tree()).some((n) => n.name === '应当回滚')).toBe(false);
    // Only the job's own bookkeeping (job row, stored upload) may differ.
    const after = await dbDigest(t.db);
    expect(after.trades).toEqual(before.trades);
  });
});
