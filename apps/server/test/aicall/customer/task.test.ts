import { addCustomersToTask, listCustomers, listCustomerTaskOptions } from '@zhiyu/contract/modules/aicall/customer';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboundTasks, taskCustomers } from '../../../src/modules/aicall/task/table.ts';
import { DEMO } from '../../../src/platform/seed/demo-data.ts';
import { PASSWORDS, tokenFor } from '../../helpers/app.ts';
import { client, tokenWith } from '../../helpers/customer.ts';
import { expectRefused } from '../../helpers/db.ts';
import { signedIn } from '../../helpers/signed-in.ts';

const s = signedIn('tenant');
const api = () => client(s.t);
type Added = { added: number; skipped: number };
const addTo = (body: Record<string, unknown>, tk = s.token) => api().post<Added>(addCustomersToTask, tk, body);

const task = (id: string, status: string, tenantId: string = DEMO.tenant1, appId: string = DEMO.appid1) => ({
  id,
  tenantId,
  appId,
  name: `任务 ${id}`,
  botId: 'bot-x',
  botVersion: 1,
  execution: { type: 0 as const },
  windows: {},
  redial: { classes: [], times: 0, intervalMin: 5 },
  status: status as 'notStarted',
});
const countOf = async (id: string) =>
  (await s.db.select({ n: outboundTasks.customerCount }).from(outboundTasks).where(eq(outboundTasks.id, id)))[0].n;

beforeAll(async () => {
  await s.db
    .insert(outboundTasks)
    .values([
      task('t-open', 'notStarted'),
      task('t-run', 'paused'),
      task('t-stopped', 'stopped'),
      task('t-done', 'completed'),
      task('t-other', 'notStarted', DEMO.tenant3, DEMO.appid3),
    ]);
});

describe('add customers to an outbound task', () => {
  it('offers only the open tasks of the scope', async () => {
    const r = await api().get<{ id: string }[]>(listCustomerTaskOptions, s.token);
    expect(r.body.data.map((t) => t.id).sort()).toEqual(['t-open', 't-run']);
  });

  it('adds the chosen customers as waiting rows, skips those already in, and counts the task', async () => {
    const r = await addTo({ taskId: 't-open', ids: ['cust-2001-001', 'cust-2001-002'] });
    expect(r.body.data).toEqual({ added: 2, skipped: 0 });
    const again = await addTo({ taskId: 't-open', ids: ['cust-2001-002', 'cust-2001-003'] });
    expect(again.body.data).toEqual({ added: 1, skipped: 1 });
    const rows = await s.db.select().from(taskCustomers).where(eq(taskCustomers.taskId, 't-open'));
    expect(rows.map((x) => x.customerId).sort()).toEqual(['cust-2001-001', 'cust-2001-002', 'cust-2001-003']);
    expect(
      rows.every((x) => x.status === 'waiting' && x.tenantId === DEMO.tenant1 && /^1380013\d{4}$/.test(x.phone)),
    ).toBe(true);
    expect(await countOf('t-open')).toBe(3);
  });

  // A paused task: a running one without customers would be completed by the dialer meanwhile.
  it('adds all customers matching a filter', async () => {
    const r = await addTo({ taskId: 't-run', filter: { tag: 'VIP客户' } });
    const vip = await api().get<{ total: number }>(listCustomers, s.token, { tag: 'VIP客户' });
    expect(r.body.data).toEqual({ added: vip.body.data.total, skipped: 0 });
    expect(await countOf('t-run')).toBe(vip.body.data.total);
    const all = await addTo({ taskId: 't-run', filter: {} });
    expect(all.body.data.added + all.body.data.skipped).toBe(60);
    expect(all.body.data.skipped).toBe(vip.body.data.total);
    expect(await countOf('t-run')).toBe(60);
  });

  it('refuses a stopped or completed task, and needs customers or a filter', async () => {
    await expectRefused(s.db, () => addTo({ taskId: 't-stopped', ids: ['cust-2001-001'] }), '150025');
    await expectRefused(s.db, () => addTo({ taskId: 't-done', filter: {} }), '150025');
    await expectRefused(s.db, () => addTo({ taskId: 't-open' }), '100001');
    await expectRefused(s.db, () => addTo({ taskId: 't-open', ids: [] }), '100001');
  });

  it("another tenant's task is not found and another tenant's customers are never added", async () => {
    await expectRefused(s.db, () => addTo({ taskId: 't-other', ids: ['cust-2001-001'] }), '100002');
    await expectRefused(s.db, () => addTo({ taskId: 'no-such-task', ids: ['cust-2001-001'] }), '100002');
    const r = await addTo({ taskId: 't-open', ids: ['cust-2003-1'] });
    expect(r.body.data).toEqual({ added: 0, skipped: 0 });
    const t3 = (await tokenFor(s.app, 'tenant3', PASSWORDS.tenant3)).authorization;
    await expectRefused(s.db, () => addTo({ taskId: 't-open', ids: ['cust-2001-004'] }, t3), '100002');
  });

  it('needs the add-to-task code', async () => {
    const viewer = await tokenWith(s.t, ['/aicall/crm/list', 'aicall.customer.list']);
    await expectRefused(s.db, () => addTo({ taskId: 't-open', ids: ['cust-2001-009'] }, viewer), '100403');
    expect((await api().get(listCustomerTaskOptions, viewer)).body.code).toBe('100403');
  });
});
