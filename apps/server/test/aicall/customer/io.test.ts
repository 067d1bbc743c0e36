import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  downloadCustomerExport,
  exportCustomers,
  exportCustomersStatus,
  importCustomersErrors,
  listCustomers,
} from '@zhiyu/contract/modules/aicall/customer';
import { createAttribute, deleteAttributes } from '@zhiyu/contract/modules/aicall/customer-attribute';
import { describe, expect, it } from 'vitest';
import { readXlsx, xlsx } from '../../fixtures/xlsx.ts';
import { call } from '../../helpers/app.ts';
import { client, importFile, tokenWith, waitJob } from '../../helpers/customer.ts';
import { dbDigest, expectRefused } from '../../helpers/db.ts';
import { signedIn } from '../../helpers/signed-in.ts';

interface Customer {
  id: string;
  name: string;
  phone: string;
  tags: string[];
  attrs: Record<string, string | number>;
}

const s = signedIn('tenant');
const api = () => client(s.t);
const find = async (phone: string) =>
  (await api().get<{ list: Customer[]; total: number }>(listCustomers, s.token, { phone })).body.data;
const HEAD = ['姓名', '手机号', '标签', '意向产品', '年龄', '上次联系'];
const errorsOf = async (jobId: string) => {
  const r = await s.app.inject({
    url: `${importCustomersErrors.path}?jobId=${jobId}`,
    headers: { authorization: s.token },
  });
  return (await readXlsx(r.rawPayload)).slice(1);
};

describe('customer import', () => {
  it('imports a good file: numbers normalised, tags split, attributes typed', async () => {
    const r = await importFile(s.t, 'customer', s.token, [
      HEAD,
      ['赵一', '+86 137-0000-0001', '新客户，VIP客户', '宽带套餐', '41', '2026-03-01'],
      ['钱二', 13700000002, '', '', 28.5, ''],
      ['', '010-87654321', '老客户', '家庭保险', '', ''],
    ]);
    expect([r.status, r.message]).toEqual([1, '导入成功']);
    const a = (await find('13700000001')).list[0];
    expect(a).toMatchObject({ name: '赵一', tags: ['新客户', 'VIP客户'] });
    expect(a.attrs).toEqual({
      'attr-2001-product': '宽带套餐',
      'attr-2001-age': 41,
      'attr-2001-last-contact': new Date(2026, 2, 1).getTime(),
    });
    expect((await find('13700000002')).list[0].attrs).toEqual({ 'attr-2001-age': 28.5 });
    expect((await find('01087654321')).total).toBe(1);
  });

  it('any bad row imports nothing, and the error workbook says why on each row', async () => {
    const before = await dbDigest(s.db, ['jobs', 'stored_files', 'file_chunks']);
    const r = await importFile(s.t, 'customer', s.token, [
      HEAD,
      ['好行', '13600000001', '', '', '', ''],
      ['坏号码', '1360000', '', '', '', ''],
      ['重复行', '136-0000-0001', '', '', '', ''],
      ['已存在', '13800131007', '', '', '', ''],
      ['坏选项', '13600000005', '', '黄金', '', ''],
      ['坏数字', '13600000006', '', '', '三十', ''],
      ['坏日期', '13600000007', '', '', '', '2026-13-01'],
    ]);
    expect([r.status, r.message, r.hasErrorFile]).toEqual([2, '导入失败：6处错误，请下载错误文件查看', true]);
    expect(await dbDigest(s.db, ['jobs', 'stored_files', 'file_chunks'])).toEqual(before);
    const rows = await errorsOf(r.jobId);
    expect(rows.map((x) => [x[0], x[1]])).toEqual([
      [3, '手机号'],
      [4, '手机号'],
      [6, '意向产品'],
      [7, '年龄'],
      [8, '上次联系'],
      [5, '手机号'],
    ]);
    expect(String(rows[0][2])).toContain('号码格式不正确');
    expect(String(rows[1][2])).toContain('第2行重复');
    expect(String(rows[2][2])).toContain('宽带套餐');
    expect(String(rows[5][2])).toContain('客户已存在');
  });

  it('a required attribute needs its column and a value on every row', async () => {
    const attr = await client(s.t).post<{ id: string }>(createAttribute, s.token, {
      name: '来源',
      type: 'text',
      required: 1,
    });
    const noColumn = await importFile(s.t, 'customer', s.token, [HEAD, ['甲', '13500000001', '', '', '', '']]);
    expect([noColumn.status, noColumn.message]).toEqual([2, '缺少必填列：来源']);
    const blank = await importFile(s.t, 'customer', s.token, [
      [...HEAD, '来源'],
      ['甲', '13500000001', '', '', '', '', '展会'],
      ['乙', '13500000002', '', '', '', '', ''],
    ]);
    expect(blank.status).toBe(2);
    expect((await errorsOf(blank.jobId)).map((x) => [x[0], x[1], String(x[2]).slice(0, 8)])).toEqual([
      [3, '来源', '「来源」为必填项'],
    ]);
    expect((await find('13500000001')).total).toBe(0);
    await client(s.t).post(deleteAttributes, s.token, { ids: [attr.body.data.id], removeValues: true });
  });

  it('reads a LibreOffice-written file: numbers stored as numbers stay exact text', async () => {
    await client(s.t).post(createAttribute, s.token, { name: '登记日期', type: 'date' });
    const buf = readFileSync(path.join(import.meta.dirname, '../../fixtures/people-libreoffice.xlsx'));
    const r = await importFile(s.t, 'customer', s.token, buf, 'people.xlsx');
    expect([r.status, r.message]).toEqual([1, '导入成功']);
    const z = (await find('13800138000')).list[0];
    expect(z.name).toBe('张三');
    expect(Object.values(z.attrs)).toContain(new Date(2024, 2, 15).getTime());
    expect((await find('13912345678')).list[0].name).toBe('李四');
    expect((await find('13700001111')).list[0].name).toBe('王五');
  });

  it('refuses a file without the phone column and an empty sheet', async () => {
    expect((await importFile(s.t, 'customer', s.token, [['姓名'], ['甲']])).message).toBe('缺少必填列：手机号');
    expect((await importFile(s.t, 'customer', s.token, [HEAD])).message).toBe('工作表为空');
  });
});

describe('customer export', () => {
  const exportAs = async (token: string, filter: Record<string, unknown> = {}) => {
    const r = await api().post<{ jobId: string }>(exportCustomers, token, { filter });
    expect(r.body.code, r.body.msg).toBe('000000');
    const st = await waitJob<{ status: boolean }>(
      s.t,
      `${exportCustomersStatus.path}?jobId=${r.body.data.jobId}`,
      token,
    );
    expect(st.status).toBe(true);
    const file = await s.app.inject({
      url: `${downloadCustomerExport.path}?jobId=${r.body.data.jobId}`,
      headers: { authorization: token },
    });
    return { jobId: r.body.data.jobId, rows: await readXlsx(file.rawPayload) };
  };

  it('writes every attribute column; numbers in full with the permission, as text', async () => {
    const { rows } = await exportAs(s.token, { tag: 'VIP客户' });
    expect(rows[0]).toEqual(['姓名', '手机号', '标签', '登记日期', '意向产品', '年龄', '上次联系', '创建时间']);
    expect(rows.length).toBeGreaterThan(2);
    expect(rows.slice(1).every((x) => typeof x[1] === 'string' && /^1\d{10}$/.test(x[1] as string))).toBe(true);
    expect(rows.slice(1).every((x) => String(x[2]).includes('VIP客户'))).toBe(true);
    const dated = rows.slice(1).filter((x) => x[6]);
    expect(dated.length).toBeGreaterThan(0);
    for (const x of dated) expect(String(x[6])).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('masks numbers for a user without the full-phone button, who cannot fetch a full export either', async () => {
    const plain = await tokenWith(s.t, ['/aicall/crm/list', 'aicall.customer.list', 'aicall.customer.export']);
    const { rows } = await exportAs(plain);
    expect(rows.slice(1).every((x) => /^\d{3}\*+\d{4}$/.test(String(x[1])))).toBe(true);
    const full = await api().post<{ jobId: string }>(exportCustomers, s.token, { filter: {} });
    await waitJob(s.t, `${exportCustomersStatus.path}?jobId=${full.body.data.jobId}`, s.token);
    const r = await call(s.app, {
      url: `${downloadCustomerExport.path}?jobId=${full.body.data.jobId}`,
      token: plain,
    });
    expect(r.body.code).toBe('100403');
    expect((await api().post(exportCustomers, plain, { filter: { phone: '138001' } })).body.code).toBe('150021');
  });

  it('an export reads back through the import: every row is recognised as the existing customer', async () => {
    const { rows } = await exportAs(s.token, { tag: '新客户' });
    const before = rows.length - 1;
    const r = await importFile(s.t, 'customer', s.token, await xlsx(rows));
    expect(r.status).toBe(2);
    expect((await errorsOf(r.jobId)).length).toBe(before);
  });

  it('needs the export and import codes', async () => {
    const viewer = await tokenWith(s.t, ['/aicall/crm/list', 'aicall.customer.list']);
    await expectRefused(s.db, () => api().post(exportCustomers, viewer, { filter: {} }), '100403');
  });
});
