/**
 * The customer portrait of the desk: the tenant's customer of the call's number with attributes
 * and tags, earlier calls and desk conversations with that number, the facts taken from this call
 * and the customer's sentiment line by line; only for the agent's own conversation.
 */
import { type AccessChannelRow, createAccessChannel } from '@zhiyu/contract/modules/aihelper/channel';
import { createCustomField } from '@zhiyu/contract/modules/aihelper/field';
import { type AgentConversation, getAgentConversation } from '@zhiyu/contract/modules/aihelper/ingest';
import { type CustomerPortrait, getCustomerPortrait } from '@zhiyu/contract/modules/aihelper/portrait';

import { beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../src/modules/aicall/customer/table.ts';
import { callRecords } from '../../src/modules/aicall/record/table.ts';
import { ingestAs, line } from '../helpers/aihelper.ts';
import { callApi } from '../helpers/api.ts';
import { expectRefused } from '../helpers/db.ts';
import { signedIn } from '../helpers/signed-in.ts';
import { tenant3Token } from '../helpers/tenant3.ts';

const s = signedIn();
let channel: AccessChannelRow & { key: string };
let token3 = '';
const post = <T>(endpoint: Parameters<typeof callApi>[1], body: unknown, token = s.token) =>
  callApi<T>(s.app, endpoint, { token, body });
const send = ingestAs(
  () => s.app,
  () => channel,
);
const portrait = (conversationId: string, token = s.token) =>
  callApi<CustomerPortrait>(s.app, getCustomerPortrait, { token, query: { conversationId } });

beforeAll(async () => {
  token3 = await tenant3Token(s.app, s.db, 'aihelper');
  channel = (await post<typeof channel>(createAccessChannel, { name: `画像渠道-${Date.now()}`, kind: 'cti' })).body
    .data;
  await post(createCustomField, { name: '预约时间', type: 'date', extraction: 'date' });
});

describe('the customer portrait', () => {
  it('finds the customer of the number, their earlier calls and conversations, facts and sentiment', async () => {
    // A customer of tenant 2001 with a tag and an earlier AI call.
    const rec = { phone: '13700001234' };
    const [cust] = await s.db
      .insert(customers)
      .values({ id: `cu-${Date.now()}`, tenantId: '2001', name: '赵明', phone: rec.phone, tags: ['高价值'] })
      .returning();
    await s.db.insert(callRecords).values({
      id: `rec-${Date.now()}`,
      tenantId: '2001',
      direction: 0,
      phone: rec.phone,
      startedAt: new Date(Date.now() - 86_400_000),
      durationSec: 65,
      causeCode: 200,
      resultClass: 'success',
      intentionLevel: 'A',
      intents: ['咨询账单'],
    });
    const start = (callId: string) => ({
      type: 'start',
      callId,
      seq: 1,
      agent: 'tenant',
      customerNumber: rec.phone,
      direction: 'in',
    });
    await send([start('pt-0'), line('pt-0', 2, 'customer', '我想问一下账单'), { type: 'end', callId: 'pt-0', seq: 3 }]);
    await send([
      start('pt-1'),
      line('pt-1', 2, 'customer', '你们的服务太差了，我很生气'),
      line('pt-1', 3, 'customer', '明天下午三点来修可以，谢谢'),
    ]);
    const conv = (await callApi<AgentConversation>(s.app, getAgentConversation, { token: s.token })).body.data;
    expect(conv.callId).toBe('pt-1');
    const p = (await portrait(conv.id)).body.data;
    expect(p.customer).toMatchObject({ id: cust.id, name: cust.name, phone: rec.phone, tags: cust.tags });
    const desk = p.earlier.find((e) => e.kind === 'desk');
    expect(desk?.summary).toBe('我想问一下账单');
    expect(p.earlier.find((e) => e.kind === 'call')).toMatchObject({
      durationSec: 65,
      intentionLevel: 'A',
      summary: '咨询账单',
    });
    expect(p.earlier.map((e) => e.at)).toEqual([...p.earlier.map((e) => e.at)].sort((a, b) => b - a));
    expect(p.facts.map((f) => f.field)).toEqual(['预约时间']);
    expect(p.sentiment.map((x) => x.utteranceId)).toEqual(['u2', 'u3']);
    expect(p.sentiment[0].score).toBeLessThan(0);
    expect(p.sentiment[1].score).toBeGreaterThanOrEqual(0);
    expect(p.sentiment.map((x) => x.mood)).toEqual(['negative', expect.stringMatching(/neutral|positive/)]);
  });

  it('has no customer for an unknown number, and is only the agent own', async () => {
    await send([
      { type: 'start', callId: 'pt-2', seq: 1, agent: 'tenant', customerNumber: '19900000001', direction: 'out' },
    ]);
    const conv = (await callApi<AgentConversation>(s.app, getAgentConversation, { token: s.token })).body.data;
    const p = (await portrait(conv.id)).body.data;
    expect(p.customer).toBeNull();
    expect(p.earlier).toEqual([]);
    await expectRefused(s.db, () => portrait(conv.id, token3), '190013');
    await expectRefused(s.db, () => portrait('conv-none'), '190013');
  });
});
