/**
 * User import and export (issue 4 "import/export where an operator would expect it: users"):
 * all-or-nothing imports with per-row errors, the tenant quota counted over the whole file, scope,
 * and an export that reads the imported users back.
 */
import {
  exportManagedUsers,
  exportManagedUsersStatus,
  importManagedUsers,
  importManagedUsersErrors,
  importManagedUsersStatus,
} from '@zhiyu/contract/modules/admin/user-io';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../../src/platform/audit/table.ts';
import { rowsOf } from '../../../src/platform/db/client.ts';
import { users } from '../../../src/platform/identity/table.ts';
import { DEMO } from '../../../src/platform/seed/demo-data.ts';
import { tenants } from '../../../src/platform/tenancy/table.ts';
import { multipart, readXlsx, xlsx } from '../../fixtures/xlsx.ts';
import { callApi, injectApi } from '../../helpers/api.ts';
import { PASSWORDS, type TestApp, testApp, tokenFor } from '../../helpers/app.ts';
import { dbDigest } from '../../helpers/db.ts';

let t: TestApp;
const tok: Record<string, string> = {};
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
  for (const who of ['admin', 'channel', 'tenant', 'tenant2'])
    tok[who] = (await tokenFor(t.app, who, PASSWORDS[who])).authorization;
});
afterAll(() => t.close());

const HEADER = ['用户名', '昵称', '密码', '手机号', '邮箱', '备注'];

async function upload(who: string, rows: unknown[][], tenantId?: string) {
  const body = multipart([{ name: 'users.xlsx', data: await xlsx(rows) }]);
  return callApi<{ jobId: string }>(t.app, importManagedUsers, { query: { tenantId }, token: tok[who], ...body });
}

async function wait(who: string, jobId: string) {
  for (let i = 0; i < 400; i++) {
    const r = await callApi<{ status: number; message: string; hasErrorFile?: boolean; imported?: number }>(
      t.app,
      importManagedUsersStatus,
      { query: { jobId }, token: tok[who] },
    );
    if (r.body.data.status === 1 || r.body.data.status === 2) return r.body.data;
    await new Promise((res) => setTimeout(res, 50));
  }
  throw new Error('import did not finish');
}

async function runImport(who: string, rows: unknown[][], tenantId?: string) {
  const r = await upload(who, rows, tenantId);
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  return { jobId: r.body.data.jobId, ...(await wait(who, r.body.data.jobId)) };
}

const imported = (prefix: string) =>
  t.db
    .select()
    .from(users)
    .where(like(users.username, `${prefix}%`));
const row = (name: string, pw = 'Import#Pass2026') => [name, `昵称${name}`, pw, '13800001234', '', ''];

describe('user import', () => {
  it('a tenant admin imports users into their tenant: tenant users of its first app, must change password, audited', async () => {
    const s = await runImport('tenant', [HEADER, row('imp_a1'), row('imp_a2'), row('imp_a3')]);
    expect([s.status, s.message, s.imported]).toEqual([1, '导入成功', 3]);
    const got = await imported('imp_a');
    expect(got.map((u) => [u.username, u.level, u.tenantId, u.appId, u.mustChangePassword]).sort()).toEqual([
      ['imp_a1', 'tenant', DEMO.tenant1, DEMO.appid1, true],
      ['imp_a2', 'tenant', DEMO.tenant1, DEMO.appid1, true],
      ['imp_a3', 'tenant', DEMO.tenant1, DEMO.appid1, true],
    ]);
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'import'), eq(auditLogs.entityName, 'imp_a1')));
    expect(audits).toHaveLength(1);
    expect(audits[0].actorName).toBe('tenant');
    expect(JSON.stringify(audits)).not.toContain('Import#Pass2026');
    expect(JSON.stringify(audits)).not.toContain('argon2');
  });

  it('bad rows fail the whole file with a per-row error workbook; nothing is imported', async () => {
    const before = await imported('imp_b');
    const s = await runImport('tenant', [
      HEADER,
      row('imp_b1'),
      row('imp_b2', 'short'),
      ['imp b3', '昵称', 'Import#Pass2026'],
      row('imp_b4', 'imp_b4'),
    ]);
    expect(s.status).toBe(2);
    expect(s.message).toBe('导入失败：4处错误，请下载错误文件查看');
    expect(await imported('imp_b')).toEqual(before);
    const errors = await injectApi(t.app, importManagedUsersErrors, { query: { jobId: s.jobId }, token: tok.tenant });
    const sheet = await readXlsx(errors.rawPayload);
    expect(sheet.slice(1).map((r) => [r[0], r[1]])).toEqual([
      [3, 'password'],
      [4, 'username'],
      [5, 'password'],
      [5, 'password'],
    ]);
  });

  it('a username already taken, in the file or in the database, fails everything (100003)', async () => {
    const s1 = await runImport('tenant', [HEADER, row('imp_c1'), row('agent')]);
    expect([s1.status, s1.message]).toEqual([2, '用户名「agent」不可用']);
    const s2 = await runImport('tenant', [HEADER, row('imp_c2'), row('IMP_C2')]);
    expect([s2.status, s2.message]).toEqual([2, '数据已存在: 用户名「IMP_C2」在文件中重复']);
    expect(await imported('imp_c')).toEqual([]);
  });

  it('the user quota is counted over the whole file: one past it → 140005, nothing imported', async () => {
    const [{ n }] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from users where tenant_id = ${DEMO.tenant2}`),
    );
    await t.db
      .update(tenants)
      .set({ userQuota: n + 2 })
      .where(eq(tenants.id, DEMO.tenant2));
    const s = await runImport('tenant2', [HEADER, row('imp_q1'), row('imp_q2'), row('imp_q3')]);
    expect([s.status, s.message]).toEqual([2, `已达到账号上限（${n + 2}个），无法新增用户`]);
    expect(await imported('imp_q')).toEqual([]);
    const ok = await runImport('tenant2', [HEADER, row('imp_q1'), row('imp_q2')]);
    expect(ok.status).toBe(1);
    await t.db.update(tenants).set({ userQuota: null }).where(eq(tenants.id, DEMO.tenant2));
  });

  it('importing into a tenant outside the scope → 140008 at upload, nothing stored', async () => {
    const before = await dbDigest(t.db);
    expect((await upload('tenant', [HEADER, row('imp_x1')], DEMO.tenant2)).body.code).toBe('140008');
    expect((await upload('channel', [HEADER, row('imp_x1')], DEMO.tenant3)).body.code).toBe('140008');
    expect((await upload('admin', [HEADER, row('imp_x1')])).body.code).toBe('100001');
    expect(await dbDigest(t.db)).toEqual(before);
  });

  it("another admin cannot poll someone else's import job (100002)", async () => {
    const s = await runImport('admin', [HEADER, row('imp_o1')], DEMO.tenant3);
    expect(s.status).toBe(1);
    const r = await callApi(t.app, importManagedUsersStatus, { query: { jobId: s.jobId }, token: tok.tenant });
    expect(r.body.code).toBe('100002');
  });
});

describe('user export', () => {
  async function exportFile(who: string, filter: Record<string, unknown>, columns?: string[]) {
    const r = await callApi<{ jobId: string }>(t.app, exportManagedUsers, {
      token: tok[who],
      body: { filter, ...(columns ? { columns } : {}) },
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    for (let i = 0; i < 400; i++) {
      const s = await callApi<{ status: boolean; files: { url: string }[] }>(t.app, exportManagedUsersStatus, {
        query: { jobId: r.body.data.jobId },
        token: tok[who],
      });
      if (s.body.data.status) {
        const f = await t.app.inject({ url: s.body.data.files[0].url, headers: { authorization: tok[who] } });
        return readXlsx(f.rawPayload);
      }
      await new Promise((res) => setTimeout(res, 50));
    }
    throw new Error('export did not finish');
  }

  it('round trip: the imported users come back in the export of their tenant, phones masked', async () => {
    await runImport('tenant', [HEADER, row('imp_rt1'), row('imp_rt2')]);
    const sheet = await exportFile('tenant', { view: 'all', username: 'imp_rt' });
    expect(sheet[0]).toEqual(['用户名', '昵称', '级别', '渠道', '租户', '角色', '手机号', '邮箱', '状态', '创建时间']);
    // One import's users share their created time; the export orders them by (created, id).
    const byName = sheet.slice(1).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(byName.map((r) => r.slice(0, 7))).toEqual([
      ['imp_rt1', '昵称imp_rt1', '租户', '渠道A', '知语演示租户', undefined, '138****1234'],
      ['imp_rt2', '昵称imp_rt2', '租户', '渠道A', '知语演示租户', undefined, '138****1234'],
    ]);
  });

  it("exports only the caller's scope, and the chosen columns", async () => {
    const tenantSheet = await exportFile('tenant', { view: 'all' }, ['username']);
    const names = tenantSheet.slice(1).map((r) => r[0]);
    expect(names).toContain('agent');
    expect(names).not.toContain('tenant2');
    expect(names).not.toContain('admin');
    expect(tenantSheet[0]).toEqual(['用户名']);
    const channelSheet = await exportFile('channel', { view: 'all' }, ['username']);
    expect(channelSheet.map((r) => r[0])).toContain('tenant2');
    expect(channelSheet.map((r) => r[0])).not.toContain('tenant3');
  });

  it('a filter outside the scope is refused (140008) and enqueues nothing', async () => {
    const before = await dbDigest(t.db);
    const r = await callApi(t.app, exportManagedUsers, {
      token: tok.tenant,
      body: { filter: { view: 'all', tenantId: DEMO.tenant2 } },
    });
    expect(r.body.code).toBe('140008');
    expect(await dbDigest(t.db)).toEqual(before);
  });
});
