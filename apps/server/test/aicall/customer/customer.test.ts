import {
  createCustomer,
  deleteCustomers,
  listCustomers,
  updateCustomer,
} from '@zhiyu/contract/modules/aicall/customer';
import { createAttribute, deleteAttributes } from '@zhiyu/contract/modules/aicall/customer-attribute';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORDS, tokenFor } from '../../helpers/app.ts';
import { client, tokenWith } from '../../helpers/customer.ts';
import { expectRefused } from '../../helpers/db.ts';
import { signedIn } from '../../helpers/signed-in.ts';

interface Customer {
  id: string;
  name: string;
  phone: string;
  phoneMasked: boolean;
  tags: string[];
  attrs: Record<string, string | number>;
  createdAt: number;
}
interface Page<T> {
  list: T[];
  total: number;
}

const s = signedIn('tenant');
const api = () => client(s.t);
const list = (q: Record<string, unknown> = {}, tk = s.token) =>
  api().get<Page<Customer>>(listCustomers, tk, { pageSize: 100, ...q });
const add = (body: Record<string, unknown>, tk = s.token) => api().post<Customer>(createCustomer, tk, body);
const PRODUCT = 'attr-2001-product';
const AGE = 'attr-2001-age';
const LAST = 'attr-2001-last-contact';
let masked: string;
beforeAll(async () => {
  masked = await tokenWith(s.t, [
    '/aicall/crm/list',
    'aicall.customer.list',
    'aicall.customer.create',
    'aicall.customer.update',
  ]);
});

describe('customer list', () => {
  it('pages the demo customers newest first, numbers in full for the tenant admin', async () => {
    const r = await list({ pageSize: 10 });
    expect(r.body.code).toBe('000000');
    expect(r.body.data.total).toBe(60);
    expect(r.body.data.list).toHaveLength(10);
    const times = r.body.data.list.map((c) => c.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(r.body.data.list[0]).toMatchObject({ phone: '13800131413', phoneMasked: false });
  });

  it('masks every number for a user without the full-phone button (requirements §5)', async () => {
    const r = await list({ pageSize: 100 }, masked);
    expect(r.body.data.total).toBe(60);
    expect(r.body.data.list.every((c) => /^138\*{4}\d{4}$/.test(c.phone) && c.phoneMasked)).toBe(true);
    expect(JSON.stringify(r.body.data)).not.toContain('13800131413');
  });

  it('searches by name part, phone digits, tag, created range and an attribute value', async () => {
    expect((await list({ name: '王' })).body.data.list.every((c) => c.name.includes('王'))).toBe(true);
    expect((await list({ phone: '0131007' })).body.data.list.map((c) => c.phone)).toEqual(['13800131007']);
    const vip = (await list({ tag: 'VIP客户' })).body.data.list;
    expect(vip.length).toBeGreaterThan(0);
    expect(vip.every((c) => c.tags.includes('VIP客户'))).toBe(true);
    const all = (await list({ sortField: 'createdAt', sortOrder: 'ASC' })).body.data.list;
    const range = await list({ createdFrom: all[3].createdAt, createdTo: all[5].createdAt });
    expect(range.body.data.total).toBe(3);
    const broadband = (await list({ attrId: PRODUCT, attrValue: '宽带套餐' })).body.data.list;
    expect(broadband.length).toBe(15);
    expect(broadband.every((c) => c.attrs[PRODUCT] === '宽带套餐')).toBe(true);
    const age = all.find((c) => c.attrs[AGE] !== undefined) as Customer;
    const sameAge = (await list({ attrId: AGE, attrValue: String(age.attrs[AGE]) })).body.data.list;
    expect(sameAge.every((c) => c.attrs[AGE] === age.attrs[AGE])).toBe(true);
    const dated = all.find((c) => c.attrs[LAST] !== undefined) as Customer;
    const d = new Date(dated.attrs[LAST] as number);
    const day = `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
    expect((await list({ attrId: LAST, attrValue: day })).body.data.list.map((c) => c.id)).toContain(dated.id);
  });

  it('without the full-phone button, a number search takes only the last four digits or the whole number', async () => {
    expect((await list({ phone: '1007' }, masked)).body.data.list.map((c) => c.phone)).toEqual(['138****1007']);
    expect((await list({ phone: '138 0013 1007' }, masked)).body.data.total).toBe(1);
    expect((await list({ phone: '0131007' }, masked)).body.code).toBe('150021');
    expect((await list({ phone: '13800' }, masked)).body.code).toBe('150021');
  });

  it('refuses a bad attribute filter', async () => {
    expect((await list({ attrId: AGE, attrValue: 'old' })).body.code).toBe('100001');
    expect((await list({ attrId: 'attr-nope', attrValue: 'x' })).body.code).toBe('100002');
    expect((await list({ pageSize: 7 })).body.code).toBe('100001');
  });

  it("never lists another tenant's customers", async () => {
    expect(JSON.stringify((await list()).body.data)).not.toContain('ISO-MARK');
    const t3 = (await tokenFor(s.app, 'tenant3', PASSWORDS.tenant3)).authorization;
    const theirs = (await list({}, t3)).body.data;
    expect(theirs.total).toBe(1);
    expect(theirs.list[0].name).toContain('ISO-MARK');
  });
});

describe('customer create, edit, delete', () => {
  it('creates a customer: number normalised, tags by the tag-entry rule, attributes typed', async () => {
    const r = await add({
      name: ' 测试客户 ',
      phone: '+86 139-1234-0001',
      tags: ['新客户', '新客户', ` ${'长'.repeat(40)}`],
      attrs: { [PRODUCT]: '理财产品', [AGE]: '35', [LAST]: '2026-01-15' },
    });
    expect(r.body.code, r.body.msg).toBe('000000');
    expect(r.body.data).toMatchObject({ name: '测试客户', phone: '13912340001', tags: ['新客户', '长'.repeat(30)] });
    expect(r.body.data.attrs).toEqual({ [PRODUCT]: '理财产品', [AGE]: 35, [LAST]: new Date(2026, 0, 15).getTime() });
    expect((await list({ pageSize: 5 })).body.data.list[0].id).toBe(r.body.data.id);
    const again = await expectRefused(s.db, () => add({ phone: '13912340001' }), '100003');
    expect(again).toContain('13912340001');
  });

  it.each([
    [{ phone: '12345' }, 'phone'],
    [{ phone: '' }, 'phone'],
    [{}, 'phone'],
    [{ phone: '13912340002', name: 'x'.repeat(51) }, 'name'],
    [{ phone: '13912340002', attrs: { [AGE]: 'thirty' } }, '年龄'],
    [{ phone: '13912340002', attrs: { [PRODUCT]: '黄金' } }, '意向产品'],
    [{ phone: '13912340002', attrs: { [LAST]: '2026-02-30' } }, '上次联系'],
    [{ phone: '13912340002', attrs: { 'attr-2003-x': 'v' } }, 'attr-2003-x'],
    [{ phone: '13912340002', tags: Array.from({ length: 51 }, (_, i) => `t${i}`) }, 'tags'],
  ])('refuses %j with 100001 naming %s, changing nothing', async (body, field) => {
    const msg = await expectRefused(s.db, () => add(body), '100001');
    expect(msg).toContain(field);
  });

  it('enforces a required attribute on create and edit', async () => {
    const attr = await client(s.t).post<{ id: string }>(createAttribute, s.token, {
      name: '客户等级',
      type: 'select',
      options: ['A', 'B'],
      required: 1,
    });
    const msg = await expectRefused(s.db, () => add({ phone: '13912340003' }), '100001');
    expect(msg).toContain('客户等级');
    const ok = await add({ phone: '13912340003', attrs: { [attr.body.data.id]: 'A' } });
    expect(ok.body.code).toBe('000000');
    await expectRefused(
      s.db,
      () => api().post(updateCustomer, s.token, { id: ok.body.data.id, name: 'x', attrs: {} }),
      '100001',
    );
    await client(s.t).post(deleteAttributes, s.token, { ids: [attr.body.data.id], removeValues: true });
  });

  it('edits keep the number when none is sent (the masked form cannot send it back)', async () => {
    const [c] = (await list({ phone: '1007' }, masked)).body.data.list;
    const r = await api().post<Customer>(updateCustomer, masked, {
      id: c.id,
      name: '改名',
      tags: 'a,b，c',
      attrs: c.attrs,
    });
    expect(r.body.data).toMatchObject({ name: '改名', phone: '138****1007', tags: ['a', 'b', 'c'] });
    expect((await list({ phone: '13800131007' })).body.data.list[0].name).toBe('改名');
    const other = (await list({ phone: '13800131014' })).body.data.list[0];
    await expectRefused(
      s.db,
      () => api().post(updateCustomer, s.token, { id: other.id, phone: '13800131007' }),
      '100003',
    );
  });

  it('batch deletes only its own customers', async () => {
    const a = await add({ phone: '13912340011' });
    const b = await add({ phone: '13912340012' });
    const r = await api().post<{ deleted: number }>(deleteCustomers, s.token, {
      ids: [a.body.data.id, b.body.data.id, 'cust-2003-1'],
    });
    expect(r.body.data.deleted).toBe(2);
    const t3 = (await tokenFor(s.app, 'tenant3', PASSWORDS.tenant3)).authorization;
    expect((await list({}, t3)).body.data.total).toBe(1);
    await expectRefused(s.db, () => api().post(updateCustomer, t3, { id: 'cust-2001-001', name: 'x' }), '100002');
  });

  it('needs the interface codes: 100403 otherwise, nothing changes', async () => {
    await expectRefused(s.db, () => api().post(deleteCustomers, masked, { ids: ['cust-2001-001'] }), '100403');
    const none = await tokenWith(s.t, ['/aicall/crm-filed/list']);
    expect((await list({}, none)).body.code).toBe('100403');
    await expectRefused(s.db, () => add({ phone: '13912340021' }, none), '100403');
  });
});
