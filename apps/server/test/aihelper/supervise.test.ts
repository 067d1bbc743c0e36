/**
 * Supervisor alerts (issue 20 §2 qualityInspection: "an alert to the agent at once and to
 * supervisors"): a critical QC alert and a trigger's alert action in any conversation of the tenant
 * go out on the real-time channel to the users who may read the conversation records — not to the
 * agent without that grant, not to another tenant — with the number masked; a warning does not.
 */

import { type AccessChannelRow, createAccessChannel } from '@zhiyu/contract/modules/aihelper/channel';
import { createQcRule, SUPERVISOR_ALERT_TOPIC, type SupervisorAlert } from '@zhiyu/contract/modules/aihelper/qc';
import { createTrigger } from '@zhiyu/contract/modules/aihelper/trigger';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublishInput } from '../../src/platform/realtime/plugin.ts';
import { ingestAs, line } from '../helpers/aihelper.ts';
import { callApi } from '../helpers/api.ts';
import { PASSWORDS, tokenFor } from '../helpers/app.ts';
import { signedIn } from '../helpers/signed-in.ts';

const s = signedIn();
let channel: AccessChannelRow & { key: string };
const ok = async <T>(endpoint: Parameters<typeof callApi>[1], body: unknown) => {
  const r = await callApi<T>(s.app, endpoint, { token: s.token, body });
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  return r.body.data;
};
const send = ingestAs(
  () => s.app,
  () => channel,
);

beforeAll(async () => {
  channel = await ok(createAccessChannel, { name: `主管渠道-${Date.now()}`, kind: 'cti' });
  await ok(createQcRule, { name: '辱骂客户', kind: 'forbidden', words: ['笨蛋'], severity: 'critical' });
  await ok(createQcRule, { name: '口头禅', kind: 'forbidden', words: ['那个'], severity: 'warning' });
  await ok(createTrigger, {
    name: '投诉升级',
    event: 'customer',
    conditions: { keywords: ['投诉'] },
    actions: [{ kind: 'alert', text: '客户要投诉，请主管介入' }],
  });
});

/** What the batch publishes, caught on its way to the channel (the channel's delivery is tested with it). */
async function published(events: unknown[]) {
  const out: PublishInput[] = [];
  const publish = s.app.realtime.publish;
  s.app.realtime.publish = (m) => {
    out.push(m);
    return publish(m);
  };
  try {
    const r = await send(events);
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  } finally {
    s.app.realtime.publish = publish;
  }
  return out.filter((m) => m.topic === SUPERVISOR_ALERT_TOPIC);
}

describe('supervisor alerts', () => {
  it('tell the record readers of critical alerts and trigger alerts, masked', async () => {
    const supervisor = (await tokenFor(s.app, 'tenant', PASSWORDS.tenant)).userInfo.id;
    const agent = (await tokenFor(s.app, 'agent', PASSWORDS.agent)).userInfo.id;
    const id = `sup-${Date.now()}`;
    const sent = await published([
      {
        type: 'start',
        callId: id,
        seq: 1,
        agent: 'agent',
        direction: 'in',
        customerNumber: '13912345678',
        skillGroup: '信用卡',
      },
      line(id, 2, 'agent', '那个，请稍等', 0, 1500),
      line(id, 3, 'customer', '我要投诉你们', 2000, 3500),
      line(id, 4, 'agent', '你这个笨蛋', 4000, 5000),
    ]);
    // Only to the supervisor, in the tenant; the agent hears of their own alerts on the desk.
    expect(new Set(sent.map((m) => m.userId))).toEqual(new Set([supervisor]));
    expect(sent.every((m) => m.tenantId === '2001')).toBe(true);
    expect(sent.map((m) => m.userId)).not.toContain(agent);
    const payloads = sent.map((m) => m.payload as SupervisorAlert);
    expect(payloads.map((p) => [p.source, p.name, p.severity, p.atMs])).toEqual([
      ['qc', '辱骂客户', 'critical', 4000],
      ['trigger', '投诉升级', 'warning', 2000],
    ]);
    expect(payloads[1].text).toBe('客户要投诉，请主管介入');
    for (const p of payloads)
      expect(p).toMatchObject({ agent: 'agent', skillGroup: '信用卡', customerNumber: '139****5678' });
    // The warning (口头禅) reached the desk, not the supervisors.
    expect(payloads.map((p) => p.name)).not.toContain('口头禅');
  });

  it('a batch without critical alerts or trigger alerts tells nobody', async () => {
    const id = `sup-quiet-${Date.now()}`;
    const sent = await published([
      { type: 'start', callId: id, seq: 1, agent: 'agent', direction: 'out', customerNumber: '13900000000' },
      line(id, 2, 'agent', '那个，您好', 0, 1500),
    ]);
    expect(sent).toEqual([]);
  });
});
