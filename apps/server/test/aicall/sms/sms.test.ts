import {
  createSmsTemplate,
  deleteSmsTemplates,
  listSmsOutbox,
  listSmsTemplates,
  listSmsVariables,
  updateSmsTemplate,
} from '@zhiyu/contract/modules/aicall/sms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAttributes } from '../../../src/modules/aicall/customer/table.ts';
import { sendSms } from '../../../src/modules/aicall/sms/outbox.ts';
import { PASSWORDS, type TestApp, testApp, tokenFor } from '../../helpers/app.ts';
import { api, tenantApp } from '../../helpers/callset.ts';
import { expectRefused } from '../../helpers/db.ts';

let t: TestApp;
let me: ReturnType<typeof api>;
let other: ReturnType<typeof api>;
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
  me = api(t.app, (await tokenFor(t.app, 'tenant', PASSWORDS.tenant)).authorization);
  other = api(t.app, (await tokenFor(t.app, 'tenant3', PASSWORDS.tenant3)).authorization);
  await t.db.insert(customerAttributes).values({ id: 'attr-sms-city', ...tenantApp, name: '城市', type: 'text' });
});
afterAll(() => t.close());

describe('SMS templates', () => {
  it('lists the demo templates and offers the variables: name, phone, then attribute names', async () => {
    const r = await me.get(listSmsTemplates);
    expect(r.body.data.list.map((x: { name: string }) => x.name)).toEqual(['预约提醒短信', '回访感谢短信']);
    expect(r.body.data.list[0].variables).toEqual(['姓名', '手机号']);
    const v = (await me.get(listSmsVariables)).body.data;
    expect(v.slice(0, 2)).toEqual(['姓名', '手机号']);
    expect(v).toContain('城市');
    expect((await other.get(listSmsVariables)).body.data).not.toContain('城市');
    expect((await other.get(listSmsTemplates)).body.data.total).toBe(0);
  });

  it('creates, edits, filters and deletes a template with an attribute variable', async () => {
    const c = await me.post(createSmsTemplate, { name: ' 城市提醒 ', content: '{姓名}您好，{城市}门店已开业。' });
    expect(c.body.data).toMatchObject({ name: '城市提醒', status: 1, variables: ['姓名', '城市'] });
    const e = await me.post(updateSmsTemplate, { id: c.body.data.id, name: '城市提醒', content: '您好', status: 0 });
    expect(e.body.data).toMatchObject({ content: '您好', status: 0, variables: [] });
    expect((await me.get(listSmsTemplates, { status: 0 })).body.data.list.map((x: { id: string }) => x.id)).toEqual([
      c.body.data.id,
    ]);
    expect((await me.get(listSmsTemplates, { name: '城市' })).body.data.total).toBe(1);
    await expectRefused(t.db, () => other.post(deleteSmsTemplates, { ids: [c.body.data.id] }), '000000');
    expect((await me.post(deleteSmsTemplates, { ids: [c.body.data.id] })).body.data.deleted).toBe(1);
  });

  it('refuses unknown variables (naming them), lone braces, duplicates and bad fields, changing nothing', async () => {
    const msg = await expectRefused(
      t.db,
      () => me.post(createSmsTemplate, { name: 'x1', content: '{姓名}{血型}{星座}{血型}' }),
      '150082',
    );
    expect(msg).toBe('短信内容包含未知变量：血型、星座');
    await expectRefused(t.db, () => me.post(createSmsTemplate, { name: 'x2', content: '您好{姓名' }), '150083');
    await expectRefused(t.db, () => me.post(createSmsTemplate, { name: 'x3', content: '您好}' }), '150083');
    await expectRefused(t.db, () => me.post(createSmsTemplate, { name: '回访感谢短信', content: '您好' }), '100003');
    await expectRefused(t.db, () => me.post(createSmsTemplate, { name: 'x4', content: 'a'.repeat(501) }), '100001');
    await expectRefused(t.db, () => me.post(createSmsTemplate, { name: '   ', content: '您好' }), '100001');
    await expectRefused(t.db, () => me.post(createSmsTemplate, { name: 'x5', content: '  ' }), '100001');
    // Another tenant has no 城市 attribute, and cannot edit this tenant's template.
    await expectRefused(t.db, () => other.post(createSmsTemplate, { name: 'x6', content: '{城市}' }), '150082');
    await expectRefused(
      t.db,
      () => other.post(updateSmsTemplate, { id: 'demo-sms-thanks', name: 'x', content: 'x', status: 1 }),
      '100002',
    );
    expect((await me.post(createSmsTemplate, { name: 'x7', content: 'a'.repeat(500) })).body.code).toBe('000000');
  });

  it('lists the outbox with masked numbers, by status, for its own app only', async () => {
    await sendSms(t.db, { ...tenantApp, templateId: 'demo-sms-thanks', phone: '13912345678', vars: { 姓名: '赵六' } });
    await sendSms(t.db, { ...tenantApp, templateId: 'gone', phone: '13912345679', vars: {} });
    const all = (await me.get(listSmsOutbox)).body.data;
    expect(all.total).toBe(2);
    expect(all.list.map((x: { phone: string }) => x.phone).sort()).toEqual(['139****5678', '139****5679']);
    expect(JSON.stringify(all)).not.toContain('13912345678');
    const sent = (await me.get(listSmsOutbox, { status: 'sent' })).body.data.list;
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ templateName: '回访感谢短信', content: expect.stringContaining('赵六您好') });
    expect((await other.get(listSmsOutbox)).body.data.total).toBe(0);
    const agent = api(t.app, (await tokenFor(t.app, 'agent', PASSWORDS.agent)).authorization);
    expect((await agent.get(listSmsOutbox)).body.code).toBe('100403');
    await expectRefused(t.db, () => agent.post(createSmsTemplate, { name: 'a', content: 'b' }), '100403');
  });
});
