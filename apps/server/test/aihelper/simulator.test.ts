/**
 * The built-in simulator (模拟通话): a written dialogue played to an agent through a channel of kind
 * simulator, partials then finals at a natural pace (here 50 times faster), through the same path
 * as a real channel's events; stopping a call; every bad start refused and nothing written.
 */
import { type AccessChannelRow, createAccessChannel } from '@zhiyu/contract/modules/aihelper/channel';
import { type AgentConversation, getAgentConversation } from '@zhiyu/contract/modules/aihelper/ingest';
import {
  listSimulatorScenarios,
  type SimulatorScenario,
  startSimulation,
  stopSimulation,
} from '@zhiyu/contract/modules/aihelper/simulator';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ahConversations, ahEvents } from '../../src/modules/aihelper/ingest/table.ts';
import { SCENARIOS, timeline } from '../../src/modules/aihelper/simulator/timeline.ts';
import { callApi } from '../helpers/api.ts';
import { expectRefused } from '../helpers/db.ts';
import { signedIn } from '../helpers/signed-in.ts';
import { tenant3Token } from '../helpers/tenant3.ts';

const s = signedIn();
let sim = '';
let cti = '';
let token3 = '';

const post = <T>(endpoint: Parameters<typeof callApi>[1], body: unknown, token = s.token) =>
  callApi<T>(s.app, endpoint, { token, body });
const current = async () =>
  (await callApi<AgentConversation>(s.app, getAgentConversation, { token: s.token })).body.data;
async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  token3 = await tenant3Token(s.app, s.db, 'aihelper');
  const made = async (kind: string) =>
    (await post<AccessChannelRow>(createAccessChannel, { name: `模拟-${kind}-${Date.now()}`, kind })).body.data.id;
  sim = await made('simulator');
  cti = await made('cti');
});

describe('the simulator', () => {
  it('writes its timeline as a recogniser sends it: partials that grow, then the final, then a pause', () => {
    const steps = timeline(SCENARIOS[0], 'c', 'agent01');
    expect(steps[0].event).toMatchObject({ type: 'start', agent: 'agent01', seq: 1 });
    expect(steps.at(-1)?.event).toMatchObject({ type: 'end' });
    expect(steps.map((x) => x.event.seq)).toEqual(steps.map((_, i) => i + 1));
    const first = steps.filter((x) => x.event.utteranceId === 'u1').map((x) => x.event);
    expect(first.at(-1)).toMatchObject({ final: true, text: SCENARIOS[0].turns[0][1] });
    expect(first.length).toBeGreaterThan(2);
    for (const e of first.slice(0, -1)) expect(SCENARIOS[0].turns[0][1].startsWith(e.text as string)).toBe(true);
    // Times only go forward, and each scenario lasts about a minute or more at the natural pace.
    expect(steps.every((x, i) => i === 0 || x.atMs >= steps[i - 1].atMs)).toBe(true);
    for (const sc of SCENARIOS) expect(timeline(sc, 'c', 'a').at(-1)?.atMs).toBeGreaterThan(60_000);
  });

  it('lists the scenarios and plays one to the agent, line by line, to its end', async () => {
    const list = (await callApi<SimulatorScenario[]>(s.app, listSimulatorScenarios, { token: s.token })).body.data;
    expect(list.map((x) => x.id)).toEqual(['card-activation', 'insurance-renewal', 'broadband-complaint']);
    expect(list[0].title.zh).toBe('信用卡激活');
    const r = await post<{ callId: string }>(startSimulation, {
      channelId: sim,
      scenario: 'card-activation',
      agent: 'tenant',
      speed: 50,
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    // The start is in before the answer.
    expect((await current()).callId).toBe(r.body.data.callId);
    const done = await until(current, (c) => c.state === 'ended');
    expect(done.state).toBe('ended');
    expect(done.transcript.map((l) => [l.speaker, l.text])).toEqual(SCENARIOS[0].turns);
    expect(done.transcript.every((l) => l.final)).toBe(true);
    expect(done.skillGroup).toBe('信用卡');
    const events = await s.db.select().from(ahEvents).where(eq(ahEvents.conversationId, done.id));
    expect(events.length).toBeGreaterThan(SCENARIOS[0].turns.length * 2);
  });

  it('stops a call at once with its end', async () => {
    const r = await post<{ callId: string }>(startSimulation, {
      channelId: sim,
      scenario: 'broadband-complaint',
      agent: 'tenant',
    });
    const callId = r.body.data.callId;
    expect((await post(stopSimulation, { callId }, token3)).body).toMatchObject({ data: { stopped: false } });
    expect((await post(stopSimulation, { callId })).body).toMatchObject({ data: { stopped: true } });
    const [conv] = await until(
      () => s.db.select().from(ahConversations).where(eq(ahConversations.callId, callId)),
      (rows) => rows[0]?.state === 'ended',
    );
    expect(conv.state).toBe('ended');
    expect((await post(stopSimulation, { callId })).body).toMatchObject({ data: { stopped: false } });
  });

  it('refuses a start on a channel of another kind or tenant, an unknown scenario or agent, writing nothing', async () => {
    const body = { channelId: sim, scenario: 'card-activation', agent: 'tenant' };
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ ...body, channelId: cti }, '190005'],
      [{ ...body, channelId: 'ch-none' }, '190002'],
      [{ ...body, scenario: 'weather' }, '190006'],
      [{ ...body, agent: 'nobody-here' }, '190007', '坐席「nobody-here」不是本租户的用户'],
      [{ ...body, speed: 100 }, '100001'],
    ];
    for (const [b, code, msg] of cases) {
      const got = await expectRefused(s.db, () => post(startSimulation, b), code);
      if (msg) expect(got).toBe(msg);
    }
    await expectRefused(s.db, () => post(startSimulation, body, token3), '190002');
  });
});
