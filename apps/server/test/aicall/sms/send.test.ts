import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAttributes, customers } from '../../../src/modules/aicall/customer/table.ts';
import { callLines } from '../../../src/modules/aicall/line/table.ts';
import { customerSmsVars, sendSms, useSmsAdapter } from '../../../src/modules/aicall/sms/outbox.ts';
import { smsOutbox, smsTemplates } from '../../../src/modules/aicall/sms/table.ts';
import { DEMO } from '../../../src/platform/seed/demo-data.ts';
import { type TestApp, testApp } from '../../helpers/app.ts';
import { tenantApp } from '../../helpers/callset.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const outboxOf = async (id: string) => (await t.db.select().from(smsOutbox).where(eq(smsOutbox.recordId, id)))[0];

describe('sendSms', () => {
  it('renders the template with the variables and records the message as sent', async () => {
    const r = await sendSms(t.db, {
      ...tenantApp,
      templateId: 'demo-sms-appointment',
      phone: '13912345678',
      vars: { 姓名: '李四' },
      recordId: 'sms-r1',
      taskId: 'task-1',
    });
    expect(r).toEqual({
      status: 'sent',
      content: '李四您好，您已登记号码13912345678，我们的顾问将在一个工作日内与您联系。',
    });
    expect(await outboxOf('sms-r1')).toMatchObject({
      ...tenantApp,
      templateId: 'demo-sms-appointment',
      phone: '13912345678',
      status: 'sent',
      taskId: 'task-1',
      content: r.content,
    });
  });

  it('fills a variable without a value with nothing', async () => {
    const r = await sendSms(t.db, { ...tenantApp, templateId: 'demo-sms-thanks', phone: '13900000000', vars: {} });
    expect(r.content.startsWith('您好，感谢')).toBe(true);
  });

  it('fails for an unknown template, another app’s template, a disabled one or a refusing gateway', async () => {
    const unknown = await sendSms(t.db, { ...tenantApp, templateId: 'nope', phone: '1', vars: {}, recordId: 'sms-r2' });
    expect(unknown).toEqual({ status: 'failed', content: '' });
    expect((await outboxOf('sms-r2')).status).toBe('failed');
    const foreign = await sendSms(t.db, {
      tenantId: '2003',
      appId: '30000003',
      templateId: 'demo-sms-thanks',
      phone: '1',
      vars: {},
    });
    expect(foreign.status).toBe('failed');
    await t.db.update(smsTemplates).set({ status: 0 }).where(eq(smsTemplates.id, 'demo-sms-thanks'));
    const off = await sendSms(t.db, { ...tenantApp, templateId: 'demo-sms-thanks', phone: '1', vars: { 姓名: 'x' } });
    expect(off).toEqual({ status: 'failed', content: 'x您好，感谢您接听我们的回访电话。如需帮助，请致电4008001234。' });
    await t.db.update(smsTemplates).set({ status: 1 }).where(eq(smsTemplates.id, 'demo-sms-thanks'));
    const prev = useSmsAdapter({ send: async () => ({ ok: false }) });
    try {
      expect((await sendSms(t.db, { ...tenantApp, templateId: 'demo-sms-thanks', phone: '1', vars: {} })).status).toBe(
        'failed',
      );
    } finally {
      useSmsAdapter(prev);
    }
  });

  it("builds a customer's variables: name, phone and attributes by name", async () => {
    await t.db.insert(customerAttributes).values([
      { id: 'sms-attr-city', ...tenantApp, name: '城市', type: 'text' },
      { id: 'sms-attr-day', ...tenantApp, name: '到期日', type: 'date' },
    ]);
    await t.db.insert(customers).values({
      id: 'sms-cust',
      ...tenantApp,
      name: '王五',
      phone: '13700000000',
      attrs: { 'sms-attr-city': '杭州', 'sms-attr-day': Date.UTC(2026, 0, 31, 16) },
    });
    expect(await customerSmsVars(t.db, tenantApp, 'sms-cust')).toEqual({
      姓名: '王五',
      手机号: '13700000000',
      城市: '杭州',
      到期日: '2026-02-01',
    });
    expect(await customerSmsVars(t.db, { tenantId: '2003', appId: '30000003' }, 'sms-cust')).toEqual({});
  });
});

describe('demo numbers', () => {
  it('seeds a simulated outbound line and an inbound number for tenant 2001, and only a marked line elsewhere', async () => {
    const lines = await t.db.select().from(callLines);
    expect(
      lines
        .filter((l) => l.tenantId === '2001')
        .map((l) => l.id)
        .sort(),
    ).toEqual(['demo-line-inbound', 'demo-line-outbound']);
    // The endpoint walk's isolation marker of tenant 2002 (aicall/line/seed.ts).
    for (const l of lines.filter((x) => x.tenantId !== '2001')) expect(l.name).toContain(DEMO.marker);
    const out = lines.find((l) => l.id === 'demo-line-outbound');
    expect(out).toMatchObject({ kind: 'simulated', status: 1, number: '02100000000' });
    expect(out?.simulation?.answerRate).toBe(0.6);
    expect(out?.simulation?.roundMs).toBe(0);
  });
});
