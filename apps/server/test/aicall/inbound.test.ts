import { listInboundNumbers, simulateInbound } from '@zhiyu/contract/modules/aicall/inbound';
import { getRecordDetail, inboundRecordApi } from '@zhiyu/contract/modules/aicall/record';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callLines } from '../../src/modules/aicall/line/table.ts';
import { bots } from '../../src/modules/bot/bot/table.ts';
import { DEMO } from '../../src/platform/seed/demo-data.ts';
import { call, PASSWORDS, type TestApp, testApp, tokenFor } from '../helpers/app.ts';
import { expectRefused } from '../helpers/db.ts';
import { qs } from '../helpers/record.ts';
import { userWithout } from '../helpers/walk.ts';

let t: TestApp;
let tk: Record<string, string>;
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
  tk = {};
  for (const u of ['tenant', 'tenant3']) tk[u] = (await tokenFor(t.app, u, PASSWORDS[u])).authorization;
  const u = await userWithout(t.db, ['aicall.inboundRecord.simulate']);
  tk.noSim = (await tokenFor(t.app, u.username, u.password)).authorization;
  const scope = { tenantId: DEMO.tenant1, appId: DEMO.appid1 };
  await t.db.insert(bots).values({ id: 'ib-draft', ...scope, name: '未发布呼入机器人', type: 1 });
  await t.db.insert(callLines).values([
    { id: 'ib-off', ...scope, number: '4008000001', status: 0, inboundBotId: 'ib-draft' },
    { id: 'ib-sip', ...scope, number: '4008000002', kind: 'sip', inboundBotId: 'ib-draft' },
    { id: 'ib-unpublished', ...scope, number: '4008000003', inboundBotId: 'ib-draft' },
  ]);
});
afterAll(() => t.close());

const simulate = (lineId: string, caller: string, token = tk.tenant) =>
  call<{ recordId: string }>(t.app, {
    method: 'POST',
    url: simulateInbound.path,
    token,
    payload: { lineId, caller },
  });
const numbers = (token = tk.tenant) =>
  call<{ list: { lineId: string; botName: string; publishedVersion: number | null; enabled: boolean }[] }>(t.app, {
    url: listInboundNumbers.path,
    token,
  });

describe('simulated inbound calls', () => {
  it("lists the app's numbers that have an inbound bot", async () => {
    const r = await numbers();
    expect(r.body.code).toBe('000000');
    const demo = r.body.data.list.find((n) => n.lineId === 'demo-line-inbound');
    expect(demo?.publishedVersion).toBe(1);
    expect(demo?.botName).not.toBe('');
    expect(r.body.data.list.find((n) => n.lineId === 'ib-unpublished')?.publishedVersion).toBeNull();
    expect(r.body.data.list.map((n) => n.lineId)).not.toContain('demo-line-outbound');
    expect((await numbers(tk.tenant3)).body.data.list).toEqual([]);
  });

  it('plays the inbound bot and lists the call as an inbound record', async () => {
    const r = await simulate('demo-line-inbound', '138 0000-9999');
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    const now = Date.now();
    const list = await call<{ list: { id: string; phone: string; direction: number; lineNumber: string }[] }>(t.app, {
      url: `${inboundRecordApi.list.path}?${qs({ from: now - 86_400_000, to: now + 3_600_000 })}`,
      token: tk.tenant,
    });
    const row = list.body.data.list.find((x) => x.id === r.body.data.recordId);
    expect(row).toMatchObject({ phone: '13800009999', direction: 0, lineNumber: '4008001234' });
    const d = await call<{ transcript: { role: string }[]; resultClass: string; botVersion: number }>(t.app, {
      url: `${getRecordDetail.path}?id=${r.body.data.recordId}`,
      token: tk.tenant,
    });
    expect(d.body.data.resultClass).toBe('success');
    expect(d.body.data.botVersion).toBe(1);
    expect(d.body.data.transcript[0].role).toBe('bot');
  });

  it.each([
    ['demo-line-inbound', 'abc', '150068'],
    ['demo-line-inbound', '123', '150068'],
    ['nope', '13800009999', '100002'],
    ['demo-line-outbound', '13800009999', '150065'],
    ['ib-off', '13800009999', '150067'],
    ['ib-sip', '13800009999', '150069'],
    ['ib-unpublished', '13800009999', '150066'],
  ])('refuses line %s caller %s with %s and writes nothing', async (line, caller, code) => {
    await expectRefused(t.db, () => simulate(line, caller), code);
  });

  it("refuses another tenant's number and a user without the simulate code", async () => {
    await expectRefused(t.db, () => simulate('demo-line-inbound', '13800009999', tk.tenant3), '100002');
    await expectRefused(t.db, () => simulate('demo-line-inbound', '13800009999', tk.noSim), '100403');
    expect((await numbers(tk.noSim)).body.code).toBe('100403');
  });
});
