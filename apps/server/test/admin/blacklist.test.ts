import {
  createBlacklist,
  deleteBlacklist,
  exportBlacklist,
  exportBlacklistStatus,
  importBlacklist,
  importBlacklistErrors,
  importBlacklistStatus,
  listBlacklist,
  updateBlacklist,
} from '@zhiyu/contract/modules/admin/blacklist';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPlatformBlacklisted } from '../../src/modules/admin/blacklist/service.ts';
import { platformBlacklist } from '../../src/modules/admin/blacklist/table.ts';
import { auditLogs } from '../../src/platform/audit/table.ts';
import { multipart, readXlsx, xlsx } from '../fixtures/xlsx.ts';
import type { Api } from '../helpers/api.ts';
import { call, PASSWORDS, type TestApp, testApp, tokenFor } from '../helpers/app.ts';
import { dbDigest } from '../helpers/db.ts';

let t: TestApp;
const tok: Record<string, string> = {};
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
  for (const u of ['admin', 'channel', 'tenant']) tok[u] = (await tokenFor(t.app, u, PASSWORDS[u])).authorization;
});
afterAll(() => t.close());

type Row = { id: string; phone: string; reason: string; expiresAt: number | null; expired: boolean };
const post = <T = Row>(endpoint: Api, payload: object, who = 'admin') =>
  call<T>(t.app, { method: 'POST', url: endpoint.path, token: tok[who], payload });
const list = (q: string, who = 'admin') =>
  call<{ list: Row[]; total: number }>(t.app, { url: `${listBlacklist.path}?${q}`, token: tok[who] });
const DAY = 24 * 3600 * 1000;
// Jobs (import, export) only exist in the jobs table and the files they write.
const JOB_TABLES = ['jobs', 'stored_files', 'file_chunks'];

const JOB_STATUS = { import: importBlacklistStatus, export: exportBlacklistStatus };

async function waitJob(kind: 'import' | 'export', jobId: string) {
  for (let i = 0; i < 300; i++) {
    const r = await call<{
      status: number | boolean;
      message: string;
      hasErrorFile?: boolean;
      files?: { url: string }[];
    }>(t.app, { url: `${JOB_STATUS[kind].path}?jobId=${jobId}`, token: tok.admin });
    const s = r.body.data.status;
    if (s === 1 || s === 2 || s === true || r.body.data.message) return r.body.data;
    await new Promise((res) => setTimeout(res, 50));
  }
  throw new Error('job did not finish');
}
async function importRows(rows: unknown[][]) {
  const r = await call<{ jobId: string }>(t.app, {
    method: 'POST',
    url: importBlacklist.path,
    token: tok.admin,
    ...multipart([{ name: 'bl.xlsx', data: await xlsx(rows) }]),
  });
  expect(r.body.code).toBe('000000');
  return { jobId: r.body.data.jobId, ...(await waitJob('import', r.body.data.jobId)) };
}

describe('platform blacklist: add, normalise, duplicates, edit, delete', () => {
  it('normalises a number (spaces, dashes, brackets, full-width digits) and keeps a leading +', async () => {
    const a = await post(createBlacklist, { phone: ' +86 (135) 0000-1111 ', reason: '投诉' });
    expect([a.body.code, a.body.data.phone]).toEqual(['000000', '+8613500001111']);
    const b = await post(createBlacklist, { phone: '１３５０００２２２２２', reason: '' });
    expect(b.body.data.phone).toBe('13500022222');
    const [row] = await t.db.select().from(platformBlacklist).where(eq(platformBlacklist.id, a.body.data.id));
    expect(row.createdBy).toBe('admin');
  });

  it('refuses bad numbers (100001 naming phone) and changes nothing', async () => {
    const before = await dbDigest(t.db);
    for (const phone of ['', '1234', '123456789012345678901', '138-abc-0000', '++8613800000000', '86+138000', '   ']) {
      const r = await post(createBlacklist, { phone });
      expect([r.status, r.body.code, r.body.msg], phone).toEqual([400, '100001', '参数错误: phone']);
    }
    expect(await dbDigest(t.db)).toEqual(before);
  });

  it('a number already listed (in any spelling) is 100003, and changes nothing', async () => {
    const before = await dbDigest(t.db);
    const r = await post(createBlacklist, { phone: '138 0013 8000' });
    expect([r.status, r.body.code, r.body.msg]).toEqual([409, '100003', '数据已存在: 号码「13800138000」已在黑名单中']);
    expect(await dbDigest(t.db)).toEqual(before);
  });

  it('refuses an expiry in the past on add; edit changes reason and expiry; delete and batch delete', async () => {
    const before = await dbDigest(t.db);
    const past = await post(createBlacklist, { phone: '13511112222', expiresAt: Date.now() - 1000 });
    expect([past.body.code, past.body.msg]).toEqual(['100001', '参数错误: expiresAt：到期时间须晚于当前时间']);
    expect(await dbDigest(t.db)).toEqual(before);

    const a = await post(createBlacklist, { phone: '13511112222', reason: 'a', expiresAt: Date.now() + DAY });
    const e = await post(updateBlacklist, { id: a.body.data.id, reason: '改了', expiresAt: null });
    expect(e.body.data).toMatchObject({ phone: '13511112222', reason: '改了', expiresAt: null, expired: false });
    const missing = await post(updateBlacklist, { id: 'nope', reason: 'x', expiresAt: null });
    expect(missing.body.code).toBe('100002');
    const b = await post(createBlacklist, { phone: '13511113333' });
    const c = await post(createBlacklist, { phone: '13511114444' });
    const d = await post<{ deleted: number }>(deleteBlacklist, { ids: [a.body.data.id] });
    expect(d.body.data.deleted).toBe(1);
    const batch = await post<{ deleted: number }>(deleteBlacklist, { ids: [b.body.data.id, c.body.data.id, 'nope'] });
    expect(batch.body.data.deleted).toBe(2);
    expect((await list('phone=1351111')).body.data.total).toBe(0);
  });

  it('lists with filters: phone contains, reason, created range, sort', async () => {
    const byPhone = await list('phone=00138');
    expect(byPhone.body.data.list.map((r) => r.phone)).toEqual(['13800138000']);
    const byReason = await list(`reason=${encodeURIComponent('监管')}`);
    expect(byReason.body.data.list.map((r) => r.phone)).toEqual(['13900139000']);
    const recent = await list(`createdFrom=${Date.now() - 7 * DAY}`);
    expect(recent.body.data.list.map((r) => r.phone)).not.toContain('13800138000');
    const sorted = await list('sortField=phone&sortOrder=ASC&pageSize=100');
    const phones = sorted.body.data.list.map((r) => r.phone);
    expect(phones).toEqual([...phones].sort());
    const expired = (await list('phone=02088886666')).body.data.list[0];
    expect(expired.expired).toBe(true);
  });

  it('writes an audit row per change with the number masked', async () => {
    const a = await post(createBlacklist, { phone: '13622223333', reason: '审计' });
    await post(updateBlacklist, { id: a.body.data.id, reason: '审计2', expiresAt: null });
    await post(deleteBlacklist, { ids: [a.body.data.id] });
    const rows = await t.db.select().from(auditLogs).where(eq(auditLogs.entityId, a.body.data.id));
    expect(rows.map((r) => r.action).sort()).toEqual(['create', 'delete', 'update']);
    for (const r of rows) {
      expect(r).toMatchObject({ entity: 'blacklist', actorName: 'admin', entityName: '136****3333' });
      expect(JSON.stringify(r)).not.toContain('13622223333');
    }
    const upd = rows.find((r) => r.action === 'update') as { before: unknown; after: unknown };
    expect([(upd.before as { reason: string }).reason, (upd.after as { reason: string }).reason]).toEqual([
      '审计',
      '审计2',
    ]);
  });

  it('is the operator’s alone: channel and tenant admins are refused and nothing changes', async () => {
    const before = await dbDigest(t.db);
    for (const who of ['channel', 'tenant']) {
      expect((await list('', who)).body.code).toBe('100403');
      expect((await post(createBlacklist, { phone: '13700001111' }, who)).body.code).toBe('100403');
      expect((await post(deleteBlacklist, { ids: ['bl-demo-1'] }, who)).body.code).toBe('100403');
    }
    expect(await dbDigest(t.db)).toEqual(before);
  });
});

describe('platform blacklist: isPlatformBlacklisted for the call modules', () => {
  it('finds a listed number in any spelling, ignores expired entries and unknown numbers', async () => {
    const now = Date.now();
    expect(await isPlatformBlacklisted(t.db, '138-0013-8000', now)).toBe(true);
    expect(await isPlatformBlacklisted(t.db, '+8613700137000', now)).toBe(true);
    // The temporary entry stops counting once it expires.
    expect(await isPlatformBlacklisted(t.db, '+8613700137000', now + 91 * DAY)).toBe(false);
    expect(await isPlatformBlacklisted(t.db, '02088886666', now)).toBe(false);
    expect(await isPlatformBlacklisted(t.db, '13000000000', now)).toBe(false);
    expect(await isPlatformBlacklisted(t.db, '', now)).toBe(false);
  });
});

describe('platform blacklist: import and export (shared jobs)', () => {
  it('imports numbers all at once: normalised, with reason and expiry; audited', async () => {
    const r = await importRows([
      ['号码', '原因', '到期时间'],
      ['139 1000 0001', '导入一', ''],
      ['+86 139-1000-0002', '导入二', '2099-12-31'],
      [13910000003, '导入三', '2099-01-02 08:30:00'],
    ]);
    expect([r.status, r.message]).toEqual([1, '导入成功']);
    const rows = (await list('phone=139100000&sortField=phone&sortOrder=ASC')).body.data.list;
    expect(rows.map((x) => [x.phone, x.reason])).toEqual([
      ['+8613910000002', '导入二'],
      ['13910000001', '导入一'],
      ['13910000003', '导入三'],
    ]);
    expect(new Date(rows[0].expiresAt ?? 0).getHours()).toBe(23);
    expect(rows[1].expiresAt).toBeNull();
    const [trail] = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'import'));
    expect(trail).toMatchObject({ entity: 'blacklist', actorName: 'admin', entityId: r.jobId, entityName: '3' });
    expect(JSON.stringify(trail.after)).not.toContain('13910000001');
  });

  it('bad numbers fail the whole file with a per-row error workbook; nothing is imported', async () => {
    const before = await dbDigest(t.db, JOB_TABLES);
    const r = await importRows([
      ['Phone', 'Reason', 'Expires at'],
      ['13920000001', 'ok', ''],
      ['12ab', 'bad', ''],
      ['13920000003', 'bad date', '31/12/2099'],
      ['13920000004', 'past', '2001-01-01'],
    ]);
    expect([r.status, r.message, r.hasErrorFile]).toEqual([2, '导入失败：3处错误，请下载错误文件查看', true]);
    expect(await dbDigest(t.db, JOB_TABLES)).toEqual(before);
    const file = await t.app.inject({
      url: `${importBlacklistErrors.path}?jobId=${r.jobId}`,
      headers: { authorization: tok.admin },
    });
    const rows = await readXlsx(file.rawPayload);
    expect(rows.slice(1).map((x) => [x[0], x[1]])).toEqual([
      [3, 'phone'],
      [4, 'expiresAt'],
      [5, 'expiresAt'],
    ]);
  });

  it('duplicates (already listed, or repeated in the file) are per-row errors; nothing is imported', async () => {
    const before = await dbDigest(t.db, JOB_TABLES);
    const r = await importRows([
      ['号码', '原因'],
      ['13930000001', 'a'],
      ['138 0013 8000', 'listed'],
      ['139-3000-0001', 'again'],
      ['13930000002', 'ok'],
    ]);
    expect([r.status, r.message, r.hasErrorFile]).toEqual([2, '导入失败：2处错误，请下载错误文件查看', true]);
    expect(await dbDigest(t.db, JOB_TABLES)).toEqual(before);
    const file = await t.app.inject({
      url: `${importBlacklistErrors.path}?jobId=${r.jobId}`,
      headers: { authorization: tok.admin },
    });
    const rows = (await readXlsx(file.rawPayload)).slice(1).sort((a, b) => Number(a[0]) - Number(b[0]));
    expect(rows).toEqual([
      [3, 'phone', '号码已在黑名单中 / already blacklisted'],
      [4, 'phone', '号码与第2行重复 / repeats row 2'],
    ]);
  });

  it('a missing number column or an empty sheet is refused', async () => {
    expect((await importRows([['原因'], ['x']])).message).toBe('缺少必填列：号码');
    expect((await importRows([['号码']])).message).toBe('工作表为空');
  });

  it('exports the filtered numbers in full with reason and expiry; the file re-reads to the same rows', async () => {
    const r = await call<{ jobId: string }>(t.app, {
      method: 'POST',
      url: exportBlacklist.path,
      token: tok.admin,
      payload: { filter: { phone: '139100' }, columns: ['phone', 'reason', 'expiresAt'] },
    });
    expect(r.body.code).toBe('000000');
    const s = await waitJob('export', r.body.data.jobId);
    expect(s.status).toBe(true);
    const file = await t.app.inject({ url: s.files?.[0].url ?? '', headers: { authorization: tok.admin } });
    expect(file.statusCode).toBe(200);
    const rows = await readXlsx(file.rawPayload);
    expect(rows[0]).toEqual(['号码', '原因', '到期时间']);
    // One import wrote them at one instant: their order is the id's, so compare sorted.
    const body = rows
      .slice(1)
      .map((x) => [String(x[0]).replace(/^'/, ''), x[1], x[2] ?? ''])
      .sort((a, b) => String(a[0]).slice(-1).localeCompare(String(b[0]).slice(-1)));
    expect(body).toEqual([
      ['13910000001', '导入一', ''],
      ['+8613910000002', '导入二', '2099-12-31 23:59:59'],
      ['13910000003', '导入三', '2099-01-02 08:30:00'],
    ]);
    // A channel admin may not start or read it.
    const other = await call(t.app, {
      url: `${exportBlacklistStatus.path}?jobId=${r.body.data.jobId}`,
      token: tok.channel,
    });
    expect(other.body.code).toBe('100403');
  });
});
