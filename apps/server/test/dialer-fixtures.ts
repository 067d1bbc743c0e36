import type { BotFlow } from '@zhiyu/contract/modules/bot/flow';
import { defaultWindows } from '@zhiyu/contract/rules/call-window';
import { callLines, type LineSimulation } from '../src/modules/aicall/line/table.ts';
import { outboundTasks, taskCustomers } from '../src/modules/aicall/task/table.ts';
import { bots, botVersions } from '../src/modules/bot/bot/table.ts';
import { newId } from '../src/platform/access/tokens.ts';
import type { Db } from '../src/platform/db/client.ts';

const node = (id: string, type: BotFlow['nodes'][number]['type'], text = '', templateId: string | null = null) => ({
  id,
  type,
  name: id,
  text,
  templateId,
  position: { x: 0, y: 0 },
});
const edge = (
  source: string,
  target: string,
  kind: BotFlow['edges'][number]['kind'],
  intentId: string | null = null,
) => ({
  id: `${source}-${target}-${kind}-${intentId ?? ''}`,
  source,
  target,
  kind,
  intentId,
});

/** A small outbound flow: greeting → yes (sms, transfer) / no (hang up) / else (hang up). */
export function testFlow(): BotFlow {
  return {
    nodes: [
      node('start', 'start'),
      node('greet', 'speak', '您好，这里是知语银行，请问您最近有贷款需求吗？'),
      node('sms', 'sms', '', 'tpl-1'),
      node('yes', 'transfer', '好的，为您转接专员。'),
      node('no', 'hangup', '好的，打扰了，再见。'),
      node('quiet', 'hangup', '听不到您的声音，再见。'),
    ],
    edges: [
      edge('start', 'greet', 'next'),
      edge('greet', 'sms', 'intent', 'i-yes'),
      edge('sms', 'yes', 'next'),
      edge('greet', 'no', 'intent', 'i-no'),
      edge('greet', 'no', 'default'),
      edge('greet', 'quiet', 'silence'),
    ],
    intents: [
      { id: 'i-yes', name: '有意向', examples: ['有的', '需要'], keywords: ['需要'] },
      { id: 'i-no', name: '没兴趣', examples: ['不需要', '没兴趣'], keywords: ['不用'] },
    ],
    globalIntents: [],
  };
}

export const FAST_PROFILE: LineSimulation = {
  answerRate: 0.6,
  causeWeights: { '486': 1, '775': 2, '503': 1 },
  unrecognisedRate: 0.1,
  silenceRate: 0.05,
  roundMs: 0,
};

export interface Fixture {
  tenantId: string;
  appId: string;
  botId: string;
  lineIds: string[];
}

/** A published outbound bot and lines for a tenant's app, inserted directly. */
export async function seedBotAndLines(
  db: Db,
  tenantId: string,
  appId: string,
  lines: { concurrency: number; profile?: Partial<LineSimulation>; status?: 0 | 1 }[] = [{ concurrency: 10 }],
): Promise<Fixture> {
  const botId = newId();
  await db.insert(bots).values({ id: botId, tenantId, appId, name: `测试机器人-${botId.slice(0, 4)}`, type: 0 });
  await db.insert(botVersions).values({ botId, version: 1, tenantId, flow: testFlow() });
  const lineIds: string[] = [];
  for (const [i, l] of lines.entries()) {
    const id = newId();
    lineIds.push(id);
    await db.insert(callLines).values({
      id,
      tenantId,
      appId,
      number: `0105555${String(Math.floor(Math.random() * 9000) + 1000)}${i}`,
      name: `线路${i}`,
      kind: 'simulated',
      concurrency: l.concurrency,
      status: l.status ?? 1,
      simulation: { ...FAST_PROFILE, ...l.profile },
    });
  }
  return { tenantId, appId, botId, lineIds };
}

/** A task row with customers, inserted directly (status as given). */
export async function seedTask(
  db: Db,
  f: Fixture,
  o: {
    customers: number;
    status?: 'notStarted' | 'running' | 'paused';
    concurrency?: number;
    redial?: { classes: string[]; times: number; intervalMin: number };
    windows?: Record<string, { from: string; to: string }[]>;
    phonePrefix?: string;
  },
) {
  const id = newId();
  const allDay = Object.fromEntries(
    ['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, [{ from: '00:00', to: '24:00' }]]),
  );
  await db.insert(outboundTasks).values({
    id,
    tenantId: f.tenantId,
    appId: f.appId,
    name: `任务-${id.slice(0, 6)}`,
    botId: f.botId,
    botVersion: 1,
    lineIds: f.lineIds,
    execution: { type: 0 },
    windows: o.windows ?? allDay ?? defaultWindows(),
    concurrency: o.concurrency ?? 5,
    redial: (o.redial ?? { classes: [], times: 0, intervalMin: 1 }) as never,
    status: o.status ?? 'running',
    customerCount: o.customers,
    startedAt: new Date(),
  });
  const rows = Array.from({ length: o.customers }, (_, i) => ({
    taskId: id,
    customerId: `c-${id.slice(0, 6)}-${i}`,
    tenantId: f.tenantId,
    appId: f.appId,
    name: `客户${i}`,
    phone: `${o.phonePrefix ?? '139'}${String(i).padStart(8, '0')}`,
  }));
  for (let i = 0; i < rows.length; i += 500) await db.insert(taskCustomers).values(rows.slice(i, i + 500));
  return id;
}
