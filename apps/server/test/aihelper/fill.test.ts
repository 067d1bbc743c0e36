/**
 * Smart form filling through the API: custom fields defined per tenant (bad definitions refused,
 * nothing written), filled from each line as the channel's events come in, each value with the
 * line it came from; the agent confirms or types a value (checked against the field's type), and a
 * confirmed value is no longer changed by later lines.
 */
import { type AccessChannelRow, createAccessChannel } from '@zhiyu/contract/modules/aihelper/channel';
import {
  type CustomFieldRow,
  createCustomField,
  deleteCustomFields,
  type FillValue,
  getDeskForm,
  listCustomFields,
  setFillValue,
  updateCustomField,
} from '@zhiyu/contract/modules/aihelper/field';
import { type AgentConversation, getAgentConversation } from '@zhiyu/contract/modules/aihelper/ingest';
import { beforeAll, describe, expect, it } from 'vitest';
import { ingestAs, line } from '../helpers/aihelper.ts';
import { callApi } from '../helpers/api.ts';
import { PASSWORDS, tokenFor } from '../helpers/app.ts';
import { expectRefused } from '../helpers/db.ts';
import { signedIn } from '../helpers/signed-in.ts';
import { tenant3Token } from '../helpers/tenant3.ts';

const s = signedIn();
let channel: AccessChannelRow & { key: string };
let token3 = '';
const ids: Record<string, string> = {};
const post = <T>(endpoint: Parameters<typeof callApi>[1], body: unknown, token = s.token) =>
  callApi<T>(s.app, endpoint, { token, body });
const send = ingestAs(
  () => s.app,
  () => channel,
);
const current = async () =>
  (await callApi<AgentConversation>(s.app, getAgentConversation, { token: s.token })).body.data;
const form = async () =>
  Object.fromEntries((await current()).fills.map((f) => [f.fieldId, [f.value, f.utteranceId, f.confirmed]]));

beforeAll(async () => {
  token3 = await tenant3Token(s.app, s.db, 'aihelper');
  channel = (await post<typeof channel>(createAccessChannel, { name: `填单渠道-${Date.now()}`, kind: 'cti' })).body
    .data;
  const fields = [
    { name: '客户姓名', type: 'text', extraction: 'name', required: true, order: 1 },
    { name: '联系电话', type: 'phone', extraction: 'phone', required: true, order: 2 },
    { name: '身份证号', type: 'idCard', extraction: 'idCard', order: 3 },
    { name: '预约时间', type: 'date', extraction: 'date', order: 4 },
    {
      name: '业务类型',
      type: 'select',
      extraction: 'options',
      options: [
        { label: '激活', keywords: ['开卡'] },
        { label: '挂失', keywords: ['丢了'] },
      ],
      order: 5,
    },
  ];
  for (const f of fields) {
    const r = await post<CustomFieldRow>(createCustomField, f);
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    ids[f.name] = r.body.data.id;
  }
});

describe('custom fields', () => {
  it('lists the form in its order, refuses bad fields and keeps tenants apart', async () => {
    const list = (
      await callApi<{ list: CustomFieldRow[] }>(s.app, listCustomFields, {
        token: s.token,
        query: { pageNum: 1, pageSize: 100 },
      })
    ).body.data.list;
    expect(list.map((f) => f.name)).toEqual(['客户姓名', '联系电话', '身份证号', '预约时间', '业务类型']);
    const bad: Record<string, unknown>[] = [
      { name: '无选项', type: 'select', extraction: 'options' },
      { name: '错配', type: 'text', extraction: 'options' },
      { name: '', type: 'text', extraction: 'none' },
      { name: '错类型', type: 'email', extraction: 'none' },
    ];
    for (const body of bad) await expectRefused(s.db, () => post(createCustomField, body), '100001');
    await expectRefused(
      s.db,
      () => post(createCustomField, { name: '联系电话', type: 'text', extraction: 'none' }),
      '190011',
    );
    await expectRefused(
      s.db,
      () => post(updateCustomField, { id: ids.联系电话, name: 'x', type: 'text', extraction: 'none' }, token3),
      '190012',
    );
    expect(
      (await post<{ deleted: number }>(deleteCustomFields, { ids: [ids.联系电话] }, token3)).body.data.deleted,
    ).toBe(0);
  });
});

describe('the form on the desk', () => {
  it('is read by an agent, who holds the desk but not the field settings; each tenant its own', async () => {
    const agent = (await tokenFor(s.app, 'agent', PASSWORDS.agent)).authorization;
    const form = await callApi<CustomFieldRow[]>(s.app, getDeskForm, { token: agent });
    expect(form.body.code).toBe('000000');
    expect(form.body.data.map((f) => f.name)).toEqual(['客户姓名', '联系电话', '身份证号', '预约时间', '业务类型']);
    expect(form.body.data.find((f) => f.name === '业务类型')?.options.map((o) => o.label)).toEqual(['激活', '挂失']);
    // Managing the fields stays with the administrators.
    const list = await callApi(s.app, listCustomFields, { token: agent, query: { pageNum: 1, pageSize: 10 } });
    expect(list.status).toBe(403);
    const other = await callApi<CustomFieldRow[]>(s.app, getDeskForm, { token: token3 });
    expect(other.body.data.map((f) => f.name)).not.toContain('客户姓名');
  });
});

describe('filling the form from the call', () => {
  it('fills each field from the line that said it, and the latest value wins until the agent confirms', async () => {
    await send([
      {
        type: 'start',
        callId: 'fill-1',
        seq: 1,
        agent: 'tenant',
        direction: 'in',
        at: Date.parse('2026-11-25T10:00:00+08:00'),
      },
      line('fill-1', 2, 'customer', '你好，我的卡丢了，我叫王丽华'),
      line('fill-1', 3, 'customer', '手机号13812345678，身份证11010519491231002X'),
      line('fill-1', 4, 'customer', '下周三下午三点去网点可以吗', 4000, 4800, false),
    ]);
    expect(await form()).toEqual({
      [ids.客户姓名]: ['王丽华', 'u2', false],
      [ids.业务类型]: ['挂失', 'u2', false],
      [ids.联系电话]: ['13812345678', 'u3', false],
      [ids.身份证号]: ['11010519491231002X', 'u3', false],
    });
    // A partial fills nothing; its final does.
    await send([{ ...line('fill-1', 5, 'customer', '下周三下午三点去网点可以吗', 4000, 5500), utteranceId: 'u4' }]);
    expect((await form())[ids.预约时间]).toEqual(['2026-12-02 15:00', 'u4', false]);
    await send([line('fill-1', 6, 'customer', '电话换一个吧，13987654321')]);
    expect((await form())[ids.联系电话]).toEqual(['13987654321', 'u6', false]);

    const conversationId = (await current()).id;
    const confirmed = await post<FillValue>(setFillValue, {
      conversationId,
      fieldId: ids.联系电话,
      value: '13987654321',
    });
    expect(confirmed.body.data).toEqual({
      fieldId: ids.联系电话,
      value: '13987654321',
      utteranceId: 'u6',
      confirmed: true,
    });
    await send([line('fill-1', 7, 'customer', '哦不对，还是13812345678吧')]);
    expect((await form())[ids.联系电话]).toEqual(['13987654321', 'u6', true]);
    const typed = await post<FillValue>(setFillValue, { conversationId, fieldId: ids.客户姓名, value: '王丽桦' });
    expect(typed.body.data).toMatchObject({ value: '王丽桦', utteranceId: null, confirmed: true });
  });

  it('refuses a typed value that does not fit its field, or a conversation that is not the agent own', async () => {
    const conversationId = (await current()).id;
    const cases: [string, string, string][] = [
      [ids.联系电话, '12345', '联系电话格式不正确'],
      [ids.身份证号, '110105194912310021', '身份证号格式不正确'],
      [ids.预约时间, '下周三', '预约时间格式不正确'],
      [ids.业务类型, '退款', '业务类型格式不正确'],
      [ids.客户姓名, '', '客户姓名格式不正确'],
    ];
    for (const [fieldId, value, msg] of cases)
      expect(await expectRefused(s.db, () => post(setFillValue, { conversationId, fieldId, value }), '190014')).toBe(
        msg,
      );
    await expectRefused(s.db, () => post(setFillValue, { conversationId, fieldId: 'cf-none', value: 'x' }), '190012');
    await expectRefused(
      s.db,
      () => post(setFillValue, { conversationId, fieldId: ids.联系电话, value: '13812345678' }, token3),
      '190013',
    );
  });
});
