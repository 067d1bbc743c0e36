import {
  createAttribute,
  deleteAttributes,
  listAllAttributes,
  listAttributes,
  updateAttribute,
} from '@zhiyu/contract/modules/aicall/customer-attribute';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../../src/modules/aicall/customer/table.ts';
import { DEMO } from '../../src/platform/seed/demo-data.ts';
import { PASSWORDS, tokenFor } from '../helpers/app.ts';
import { client, tokenWith } from '../helpers/customer.ts';
import { expectRefused } from '../helpers/db.ts';
import { signedIn } from '../helpers/signed-in.ts';

interface Attr {
  id: string;
  name: string;
  type: string;
  required: 0 | 1;
  options: string[];
  sort: number;
  valueCount: number;
}
interface Page<T> {
  list: T[];
  total: number;
}

const s = signedIn('tenant');
const api = () => client(s.t);
const list = (q: Record<string, unknown> = {}, tk = s.token) =>
  api().get<Page<Attr>>(listAttributes, tk, { pageSize: 100, ...q });
const add = (body: unknown, tk = s.token) => api().post<Attr>(createAttribute, tk, body);

describe('customer attributes', () => {
  it('lists the seeded attributes in column order with how many customers carry each', async () => {
    const r = await list();
    expect(r.body.code).toBe('000000');
    expect(r.body.data.list.map((a) => [a.name, a.type])).toEqual([
      ['意向产品', 'select'],
      ['年龄', 'number'],
      ['上次联系', 'date'],
    ]);
    expect(r.body.data.list[0].options).toContain('宽带套餐');
    expect(r.body.data.list[0].valueCount).toBe(45);
    const all = await api().get<Attr[]>(listAllAttributes, s.token);
    expect(all.body.data.map((a) => a.name)).toEqual(['意向产品', '年龄', '上次联系']);
  });

  it('creates, edits and deletes an attribute; names are unique per app', async () => {
    const r = await add({ name: ' 城市 ', type: 'select', options: ['北京', '上海'], sort: 9, required: 1 });
    expect(r.body.code, r.body.msg).toBe('000000');
    expect(r.body.data).toMatchObject({
      name: '城市',
      type: 'select',
      required: 1,
      options: ['北京', '上海'],
      valueCount: 0,
    });
    const dup = await expectRefused(s.db, () => add({ name: '城市', type: 'text' }), '100003');
    expect(dup).toContain('城市');
    const e = await api().post<Attr>(updateAttribute, s.token, {
      id: r.body.data.id,
      name: '所在城市',
      type: 'select',
      options: ['北京'],
    });
    expect(e.body.data).toMatchObject({ name: '所在城市', options: ['北京'], required: 0 });
    const d = await api().post<{ deleted: number }>(deleteAttributes, s.token, { ids: [r.body.data.id] });
    expect(d.body.data).toEqual({ deleted: 1, valuesRemoved: 0 });
    expect((await list({ name: '城市' })).body.data.total).toBe(0);
  });

  it.each([
    [{ type: 'text' }, 'name'],
    [{ name: '', type: 'text' }, 'name'],
    [{ name: 'x'.repeat(21), type: 'text' }, 'name'],
    [{ name: 'a', type: 'color' }, 'type'],
    [{ name: 'a', type: 'select' }, 'options'],
    [{ name: 'a', type: 'select', options: Array.from({ length: 51 }, (_, i) => `o${i}`) }, 'options'],
    [{ name: 'a', type: 'select', options: ['x', 'x'] }, 'options'],
    [{ name: 'a', type: 'text', options: ['x'] }, 'options'],
    [{ name: 'a', type: 'text', sort: -1 }, 'sort'],
    [{ name: 'a', type: 'text', required: 2 }, 'required'],
  ])('refuses %j with 100001 naming %s, changing nothing', async (body, field) => {
    const msg = await expectRefused(s.db, () => add(body), '100001');
    expect(msg).toContain(field);
  });

  it('deleting an attribute customers carry asks to confirm, then removes the values with it', async () => {
    const [age] = (await list({ name: '年龄' })).body.data.list;
    expect(age.valueCount).toBe(48);
    const msg = await expectRefused(s.db, () => api().post(deleteAttributes, s.token, { ids: [age.id] }), '150020');
    expect(msg).toContain('年龄（48）');
    const ok = await api().post<{ deleted: number; valuesRemoved: number }>(deleteAttributes, s.token, {
      ids: [age.id],
      removeValues: true,
    });
    expect(ok.body.data).toEqual({ deleted: 1, valuesRemoved: 48 });
    const left = await s.db
      .select({ attrs: customers.attrs })
      .from(customers)
      .where(and(eq(customers.tenantId, DEMO.tenant1), eq(customers.appId, DEMO.appid1)));
    expect(left.some((c) => age.id in c.attrs)).toBe(false);
    expect(left.some((c) => 'attr-2001-product' in c.attrs)).toBe(true);
  });

  it('refuses a type change or removing an option while customers carry values', async () => {
    const [p] = (await list({ name: '意向产品' })).body.data.list;
    await expectRefused(
      s.db,
      () => api().post(updateAttribute, s.token, { ...p, type: 'text', options: [] }),
      '150023',
    );
    const msg = await expectRefused(
      s.db,
      () => api().post(updateAttribute, s.token, { ...p, options: p.options.filter((o) => o !== '宽带套餐') }),
      '150024',
    );
    expect(msg).toContain('宽带套餐');
    const more = await api().post<Attr>(updateAttribute, s.token, { ...p, options: [...p.options, '手机套餐'] });
    expect(more.body.data.options).toContain('手机套餐');
  });

  it('keeps each tenant to its own attributes', async () => {
    const t3 = (await tokenFor(s.app, 'tenant3', PASSWORDS.tenant3)).authorization;
    expect((await list({}, t3)).body.data.total).toBe(0);
    const [mine] = (await list()).body.data.list;
    await expectRefused(s.db, () => api().post(updateAttribute, t3, { ...mine, name: 'stolen' }), '100002');
    const d = await api().post<{ deleted: number }>(deleteAttributes, t3, { ids: [mine.id], removeValues: true });
    expect(d.body.data.deleted).toBe(0);
    expect((await list()).body.data.list[0].id).toBe(mine.id);
  });

  it('needs the interface codes: 100403 otherwise, nothing changes', async () => {
    const viewer = await tokenWith(s.t, ['/aicall/crm-filed/list', 'aicall.attribute.list']);
    expect((await list({}, viewer)).body.code).toBe('000000');
    await expectRefused(s.db, () => add({ name: 'nope', type: 'text' }, viewer), '100403');
    await expectRefused(s.db, () => api().post(deleteAttributes, viewer, { ids: ['attr-2001-age'] }), '100403');
    // The customer screen reads the column list with its own code.
    const customerOnly = await tokenWith(s.t, ['/aicall/crm/list', 'aicall.customer.list']);
    expect((await api().get(listAllAttributes, customerOnly)).body.code).toBe('000000');
    expect((await list({}, customerOnly)).body.code).toBe('100403');
  });
});
