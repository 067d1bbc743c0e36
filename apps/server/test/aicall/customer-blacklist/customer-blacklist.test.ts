import {
  createCustomerBlacklist,
  deleteCustomerBlacklist,
  downloadCustomerBlacklistExport,
  exportCustomerBlacklist,
  exportCustomerBlacklistStatus,
  importCustomerBlacklistErrors,
  listCustomerBlacklist,
} from '@zhiyu/contract/modules/aicall/customer-blacklist';
import { describe, expect, it } from 'vitest';
import { isBlacklisted } from '../../../src/modules/aicall/customer-blacklist/check.ts';
import { DEMO } from '../../../src/platform/seed/demo-data.ts';
import { readXlsx } from '../../fixtures/xlsx.ts';
import { PASSWORDS, tokenFor } from '../../helpers/app.ts';
import { client, importFile, tokenWith, waitJob } from '../../helpers/customer.ts';
import { dbDigest, expectRefused } from '../../helpers/db.ts';
import { signedIn } from '../../helpers/signed-in.ts';

interface Entry {
  id: string;
  phone: string;
  phoneMasked: boolean;
  reason: string;
  createdBy: string;
}
interface Page {
  list: Entry[];
  total: number;
}

const s = signedIn('tenant');
const api = () => client(s.t);
const list = (q: Record<string, unknown> = {}, tk = s.token) =>
  api().get<Page>(listCustomerBlacklist, tk, { pageSize: 100, ...q });
const listed = (phone: string) => isBlacklisted(s.db, DEMO.tenant1, DEMO.appid1, phone, Date.now());

describe('customer blacklist', () => {
  it('lists the demo entries newest first; masked without the full-phone button', async () => {
    const r = await list();
    expect(r.body.data.list.map((e) => e.phone)).toEqual(['01062345678', '13800139002', '13800131007']);
    const plain = await tokenWith(s.t, ['/aicall/crm-black/list', 'aicall.blacklist.list']);
    const m = await list({}, plain);
    expect(m.body.data.list.map((e) => e.phone)).toEqual(['010****5678', '138****9002', '138****1007']);
    expect((await list({ phone: '9002' }, plain)).body.data.total).toBe(1);
    expect((await list({ phone: '0013900' }, plain)).body.code).toBe('150021');
    expect((await list({ phone: '0013900' })).body.data.total).toBe(1);
  });

  it('adds a number in its stored form, which the dialer check then finds', async () => {
    expect(await listed('13912349999')).toBe(false);
    const r = await api().post<Entry>(createCustomerBlacklist, s.token, {
      phone: '+86 139 1234 9999',
      reason: ' 投诉 ',
    });
    expect(r.body.data).toMatchObject({ phone: '13912349999', reason: '投诉', createdBy: 'tenant' });
    expect(await listed('139-1234-9999')).toBe(true);
    const dup = await expectRefused(
      s.db,
      () => api().post(createCustomerBlacklist, s.token, { phone: '13912349999' }),
      '100003',
    );
    expect(dup).toContain('13912349999');
    await expectRefused(s.db, () => api().post(createCustomerBlacklist, s.token, { phone: '99' }), '100001');
    await expectRefused(
      s.db,
      () => api().post(createCustomerBlacklist, s.token, { phone: '13912348888', reason: 'x'.repeat(201) }),
      '100001',
    );
    const d = await api().post<{ deleted: number }>(deleteCustomerBlacklist, s.token, {
      ids: [r.body.data.id, 'cbl-2003-1'],
    });
    expect(d.body.data.deleted).toBe(1);
    expect(await listed('13912349999')).toBe(false);
  });

  it('imports all or nothing, with duplicates reported per row', async () => {
    const before = await dbDigest(s.db, ['jobs', 'stored_files', 'file_chunks']);
    const bad = await importFile(s.t, 'customer-blacklist', s.token, [
      ['号码', '原因'],
      ['13911110001', '甲'],
      ['13911110001', '重复'],
      ['13800139002', '已在'],
      ['abc', ''],
    ]);
    expect([bad.status, bad.message]).toEqual([2, '导入失败：3处错误，请下载错误文件查看']);
    expect(await dbDigest(s.db, ['jobs', 'stored_files', 'file_chunks'])).toEqual(before);
    const errs = await s.app.inject({
      url: `${importCustomerBlacklistErrors.path}?jobId=${bad.jobId}`,
      headers: { authorization: s.token },
    });
    const rows = (await readXlsx(errs.rawPayload)).slice(1);
    expect(rows.map((x) => x[0])).toEqual([3, 5, 4]);
    const ok = await importFile(s.t, 'customer-blacklist', s.token, [
      ['Phone', 'Reason'],
      [13911110001, '甲'],
      ['0086 139 1111 0002', ''],
    ]);
    expect([ok.status, ok.message]).toEqual([1, '导入成功']);
    const added = (await list({ phone: '139111100' })).body.data.list.map((e) => [e.phone, e.createdBy]);
    expect(added.sort()).toEqual([
      ['13911110001', 'tenant'],
      ['13911110002', 'tenant'],
    ]);
    expect(await listed('13911110002')).toBe(true);
  });

  it('exports the entries; numbers masked unless the requester may see them', async () => {
    const exp = async (tk: string) => {
      const r = await api().post<{ jobId: string }>(exportCustomerBlacklist, tk, { filter: {} });
      await waitJob(s.t, `${exportCustomerBlacklistStatus.path}?jobId=${r.body.data.jobId}`, tk);
      const f = await s.app.inject({
        url: `${downloadCustomerBlacklistExport.path}?jobId=${r.body.data.jobId}`,
        headers: { authorization: tk },
      });
      return readXlsx(f.rawPayload);
    };
    const full = await exp(s.token);
    expect(full[0]).toEqual(['号码', '原因', '添加人', '创建时间']);
    expect(full.slice(1).map((x) => x[0])).toContain('13800139002');
    const plain = await tokenWith(s.t, ['/aicall/crm-black/list', 'aicall.blacklist.list', 'aicall.blacklist.export']);
    const masked = await exp(plain);
    expect(masked.slice(1).map((x) => x[0])).toContain('138****9002');
  });

  it('keeps tenants apart and checks every code', async () => {
    const t3 = (await tokenFor(s.app, 'tenant3', PASSWORDS.tenant3)).authorization;
    const theirs = (await list({}, t3)).body.data;
    expect(theirs.list.map((e) => e.reason)).toEqual(['ISO-MARK-2003']);
    expect(JSON.stringify((await list()).body.data)).not.toContain('ISO-MARK');
    // The same number on tenant 2003's list does not block tenant 2001's calls.
    expect(await listed('13800137000')).toBe(false);
    // The platform blacklist (demo: 13800138000) counts for every tenant.
    expect(await listed('+86 138 0013 8000')).toBe(true);
    const viewer = await tokenWith(s.t, ['/aicall/crm-black/list', 'aicall.blacklist.list']);
    await expectRefused(s.db, () => api().post(createCustomerBlacklist, viewer, { phone: '13911112222' }), '100403');
    await expectRefused(s.db, () => api().post(deleteCustomerBlacklist, viewer, { ids: ['cbl-2001-1'] }), '100403');
    await expectRefused(s.db, () => api().post(exportCustomerBlacklist, viewer, { filter: {} }), '100403');
  });
});
