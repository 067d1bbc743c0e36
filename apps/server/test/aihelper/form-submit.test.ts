/**
 * The agent submits the desk's form (issue 20 §2 intelligentFill): refused while a required field
 * is empty (naming it, nothing written); then kept with the conversation, its values confirmed,
 * and posted — signed with the application's callback secret — to the callback URL of
 * /aicall/settings as event form.submitted, with the skill group's form only. Another agent's or
 * tenant's conversation cannot be submitted.
 */

import { listDeliveries, updateCallback } from '@zhiyu/contract/modules/aicall/callback';
import { type AccessChannelRow, createAccessChannel } from '@zhiyu/contract/modules/aihelper/channel';
import {
  type CustomFieldRow,
  createCustomField,
  type FormSubmissionPayload,
  setFillValue,
  submitDeskForm,
} from '@zhiyu/contract/modules/aihelper/field';
import { createProfile } from '@zhiyu/contract/modules/aihelper/profile';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifySignature } from '../../src/modules/aicall/callback/sign.ts';
import { ahFills } from '../../src/modules/aihelper/field/table.ts';
import { ahFormSubmissions } from '../../src/modules/aihelper/form/table.ts';
import { deskCalls, line, startOf } from '../helpers/aihelper.ts';
import { callApi } from '../helpers/api.ts';
import { receiver } from '../helpers/callset.ts';
import { expectRefused } from '../helpers/db.ts';
import { signedIn } from '../helpers/signed-in.ts';
import { tenant3Token } from '../helpers/tenant3.ts';

const SECRET = 'form-secret-0123456789abcdef';
const s = signedIn();
let channel: AccessChannelRow & { key: string };
const { post, ok, send, current } = deskCalls(s, () => channel);
let token3 = '';
let rx: Awaited<ReturnType<typeof receiver>>;
let phone: CustomFieldRow;
let name: CustomFieldRow;
let note: CustomFieldRow;
const start = (callId: string, skillGroup: string) => startOf(callId, skillGroup, '13900004444');
const submissionsOf = (conversationId: string) =>
  s.db.select().from(ahFormSubmissions).where(eq(ahFormSubmissions.conversationId, conversationId));

beforeAll(async () => {
  rx = await receiver();
  token3 = await tenant3Token(s.app, s.db, 'aihelper');
  channel = await ok(createAccessChannel, { name: `表单渠道-${Date.now()}`, kind: 'cti' });
  phone = await ok(createCustomField, {
    name: '联系电话',
    type: 'phone',
    extraction: 'phone',
    required: true,
    order: 1,
  });
  name = await ok(createCustomField, { name: '客户姓名', type: 'text', extraction: 'name', required: true, order: 2 });
  note = await ok(createCustomField, { name: '备注', type: 'text', extraction: 'none', order: 3 });
});
afterAll(() => rx.close());

describe('submitting the desk form', () => {
  it('refuses while a required field is empty, naming it; nothing is kept', async () => {
    const id = `form-missing-${Date.now()}`;
    await send([start(id, '信用卡'), line(id, 2, 'customer', '我的电话是13812345678', 0, 2000)]);
    const conv = await current();
    const msg = await expectRefused(s.db, () => post(submitDeskForm, { conversationId: conv.id }), '190038');
    expect(msg).toBe('请先填写必填字段：客户姓名');
    expect(await submissionsOf(conv.id)).toEqual([]);
    // The found value is still unconfirmed.
    const [fill] = await s.db.select().from(ahFills).where(eq(ahFills.conversationId, conv.id));
    expect(fill).toMatchObject({ fieldId: phone.id, confirmed: false });
  });

  it('keeps the values, confirms them and says no callback is enabled', async () => {
    const id = `form-nocb-${Date.now()}`;
    await send([start(id, '信用卡'), line(id, 2, 'customer', '我叫王小明，电话13812345678', 0, 2000)]);
    const conv = await current();
    const r = await ok<{ id: string; submittedAt: number; posted: boolean }>(submitDeskForm, {
      conversationId: conv.id,
    });
    expect(r.posted).toBe(false);
    const [kept] = await submissionsOf(conv.id);
    expect(kept.fields).toEqual([
      { fieldId: phone.id, name: '联系电话', type: 'phone', value: '13812345678' },
      { fieldId: name.id, name: '客户姓名', type: 'text', value: '王小明' },
      { fieldId: note.id, name: '备注', type: 'text', value: '' },
    ]);
    const after = await current();
    expect(after.submittedAt).toBe(r.submittedAt);
    expect(after.fills.every((f) => f.confirmed)).toBe(true);
  });

  it('posts the skill group form, signed, to the application callback', async () => {
    expect((await post(updateCallback, { url: rx.url, enabled: 1, secret: SECRET })).body.code).toBe('000000');
    // 宽带 shows the phone and the note only: the name is not asked for there.
    await ok(createProfile, { skillGroup: '宽带', fieldIds: [phone.id, note.id] });
    const id = `form-cb-${Date.now()}`;
    await send([start(id, '宽带'), line(id, 2, 'customer', '电话13812345678', 0, 2000)]);
    const conv = await current();
    await ok(setFillValue, { conversationId: conv.id, fieldId: note.id, value: '上午联系' });
    const before = rx.got.length;
    const r = await ok<{ id: string; posted: boolean }>(submitDeskForm, { conversationId: conv.id });
    expect(r.posted).toBe(true);
    await vi.waitFor(() => expect(rx.got.length).toBe(before + 1), { timeout: 10_000, interval: 50 });
    const { headers, body } = rx.got[before];
    const ts = String(headers['x-zhiyu-timestamp']);
    expect(verifySignature(SECRET, ts, body, String(headers['x-zhiyu-signature']))).toBe(true);
    const payload = JSON.parse(body) as FormSubmissionPayload & { event: string; deliveryId: string };
    expect(payload.event).toBe('form.submitted');
    expect(payload.submission).toMatchObject({
      id: r.id,
      conversationId: conv.id,
      callId: id,
      agent: 'tenant',
      customerNumber: '13900004444',
      skillGroup: '宽带',
      submittedBy: 'tenant',
    });
    expect(payload.submission.fields.map((f) => [f.name, f.value])).toEqual([
      ['联系电话', '13812345678'],
      ['备注', '上午联系'],
    ]);
    // The delivery log of /aicall/settings lists it with its event.
    await vi.waitFor(async () => {
      const l = await callApi<{ list: { recordId: string; event: string; status: string }[] }>(s.app, listDeliveries, {
        token: s.token,
        query: { pageNum: 1, pageSize: 10 },
      });
      expect(l.body.data.list.find((d) => d.recordId === r.id)).toMatchObject({
        event: 'form.submitted',
        status: 'ok',
      });
    });
  });

  it("another tenant cannot submit this agent's conversation", async () => {
    const conv = await current();
    await expectRefused(s.db, () => post(submitDeskForm, { conversationId: conv.id }, token3), '190013');
    await expectRefused(s.db, () => post(submitDeskForm, { conversationId: 'conv-none' }), '190013');
  });
});
