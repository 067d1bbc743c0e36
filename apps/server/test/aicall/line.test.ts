import {
  createLine,
  DEFAULT_SIMULATION,
  deleteLine,
  listLineInboundBots,
  listLines,
  updateLine,
} from '@zhiyu/contract/modules/aicall/line';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantSip } from '../../src/modules/admin/sip/table.ts';
import { outboundTasks } from '../../src/modules/aicall/task/table.ts';
import { bots } from '../../src/modules/bot/bot/table.ts';
import { PASSWORDS, type TestApp, testApp, tokenFor } from '../helpers/app.ts';
import { api, tenantApp } from '../helpers/callset.ts';
import { expectRefused } from '../helpers/db.ts';

let t: TestApp;
let me: ReturnType<typeof api>;
let other: ReturnType<typeof api>;
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
  me = api(t.app, (await tokenFor(t.app, 'tenant', PASSWORDS.tenant)).authorization);
  other = api(t.app, (await tokenFor(t.app, 'tenant3', PASSWORDS.tenant3)).authorization);
  await t.db.insert(bots).values([
    { id: 'ln-bot-in', ...tenantApp, name: '测试呼入机器人', type: 1 },
    { id: 'ln-bot-out', ...tenantApp, name: '测试外呼机器人', type: 0 },
    { id: 'ln-bot-foreign', tenantId: '2003', appId: '30000003', name: 'foreign', type: 1 },
  ]);
});
afterAll(() => t.close());

const line = (over: Record<string, unknown> = {}) => ({
  number: '021-6666 0001',
  name: '测试线路',
  kind: 'simulated',
  concurrency: 5,
  status: 1,
  ...over,
});

describe('numbers', () => {
  it('lists the demo lines with their profile and inbound bot', async () => {
    const r = await me.get(listLines);
    const numbers = r.body.data.list.map((x: { number: string }) => x.number);
    expect(numbers).toEqual(['4008001234', '02100000000']);
    expect(r.body.data.list[1]).toMatchObject({ kind: 'simulated', status: 1, activeTasks: 0 });
    expect(r.body.data.list[1].simulation.answerRate).toBe(0.6);
    expect((await other.get(listLines)).body.data.total).toBe(0);
  });

  it('offers the app’s inbound bots only', async () => {
    const ids = (await me.get(listLineInboundBots)).body.data.map((b: { id: string }) => b.id);
    expect(ids).toContain('ln-bot-in');
    expect(ids).not.toContain('ln-bot-out');
    expect(ids).not.toContain('ln-bot-foreign');
  });

  it('creates a simulated line with the default profile, normalising the number; edits its profile', async () => {
    const c = await me.post(createLine, line({ inboundBotId: 'ln-bot-in' }));
    expect(c.body.data).toMatchObject({
      number: '02166660001',
      simulation: DEFAULT_SIMULATION,
      inboundBotId: 'ln-bot-in',
      inboundBotName: '测试呼入机器人',
    });
    const profile = {
      answerRate: 0.9,
      causeWeights: { '486': 3, '501': 1 },
      unrecognisedRate: 0.3,
      silenceRate: 0.1,
      roundMs: 800,
    };
    const e = await me.post(updateLine, { id: c.body.data.id, ...line({ simulation: profile, status: 0 }) });
    expect(e.body.data).toMatchObject({ simulation: profile, status: 0, inboundBotId: null });
    expect((await me.get(listLines, { status: 0 })).body.data.list.map((x: { id: string }) => x.id)).toEqual([
      c.body.data.id,
    ]);
    expect((await me.get(listLines, { keyword: '6666' })).body.data.total).toBe(1);
  });

  it.each([
    [{ number: 'abc' }, 'number'],
    [{ number: '1234' }, 'number'],
    [{ concurrency: 0 }, 'concurrency'],
    [{ concurrency: 1001 }, 'concurrency'],
    [{ kind: 'pstn' }, 'kind'],
    [{ name: 'x'.repeat(51) }, 'name'],
    [{ simulation: { ...DEFAULT_SIMULATION, answerRate: 1.5 } }, 'answerRate'],
    [{ simulation: { ...DEFAULT_SIMULATION, causeWeights: { '999': 1 } } }, 'causeWeights'],
    [{ simulation: { ...DEFAULT_SIMULATION, causeWeights: { '486': 0 } } }, 'causeWeights'],
    [{ simulation: { ...DEFAULT_SIMULATION, unrecognisedRate: 0.7, silenceRate: 0.4 } }, 'silenceRate'],
    [{ simulation: { ...DEFAULT_SIMULATION, roundMs: -1 } }, 'roundMs'],
  ])('refuses %j with 100001 naming the field, changing nothing', async (over, field) => {
    const msg = await expectRefused(
      t.db,
      () => me.post(createLine, line({ number: '02166660009', ...over })),
      '100001',
    );
    expect(msg).toContain(field);
  });

  it('refuses a duplicate number, an outbound or foreign bot, and a SIP number without a trunk', async () => {
    await expectRefused(t.db, () => me.post(createLine, line({ number: '02100000000' })), '100003');
    for (const inboundBotId of ['ln-bot-out', 'ln-bot-foreign', 'nope'])
      await expectRefused(t.db, () => me.post(createLine, line({ number: '02166660002', inboundBotId })), '150084');
    const msg = await expectRefused(
      t.db,
      () => me.post(createLine, line({ number: '02166660003', kind: 'sip' })),
      '150087',
    );
    expect(msg).toBe('请先在SIP配置中设置本租户的SIP中继');
    await t.db.insert(tenantSip).values({ tenantId: '2001', address: 'sip.example.com' });
    const sip = await me.post(createLine, line({ number: '02166660003', kind: 'sip', simulation: DEFAULT_SIMULATION }));
    expect(sip.body.data).toMatchObject({ kind: 'sip', simulation: null });
  });

  it('refuses deleting a number a task still dials through, with the count; deletes once tasks end', async () => {
    const c = await me.post(createLine, line({ number: '02166660004' }));
    const id = c.body.data.id;
    const task = (tid: string, status: string) => ({
      id: tid,
      ...tenantApp,
      name: tid,
      botId: 'ln-bot-out',
      botVersion: 1,
      lineIds: [id, 'demo-line-outbound'],
      execution: { type: 0 as const },
      windows: {},
      redial: { classes: [], times: 0, intervalMin: 1 },
      status: status as 'notStarted',
    });
    await t.db
      .insert(outboundTasks)
      .values([task('ln-t1', 'notStarted'), task('ln-t2', 'paused'), task('ln-t3', 'completed')]);
    expect((await me.get(listLines, { keyword: '02166660004' })).body.data.list[0].activeTasks).toBe(2);
    const msg = await expectRefused(t.db, () => me.post(deleteLine, { id }), '150081');
    expect(msg).toBe('该号码正被2个未结束的外呼任务使用，无法删除');
    await t.db.update(outboundTasks).set({ status: 'stopped' }).where(eq(outboundTasks.id, 'ln-t1'));
    await t.db.update(outboundTasks).set({ status: 'completed' }).where(eq(outboundTasks.id, 'ln-t2'));
    expect((await me.post(deleteLine, { id })).body.data.deleted).toBe(1);
  });

  it("never reaches another tenant's numbers; the agent is refused", async () => {
    await expectRefused(t.db, () => other.post(updateLine, { id: 'demo-line-outbound', ...line() }), '100002');
    await expectRefused(t.db, () => other.post(deleteLine, { id: 'demo-line-outbound' }), '100002');
    const agent = api(t.app, (await tokenFor(t.app, 'agent', PASSWORDS.agent)).authorization);
    await expectRefused(t.db, () => agent.post(createLine, line({ number: '02166660005' })), '100403');
    expect((await agent.get(listLines)).body.code).toBe('100403');
  });
});
