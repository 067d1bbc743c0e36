import type { BotFlow } from '@zhiyu/contract/modules/bot/flow';
import { validateFlow } from '@zhiyu/contract/modules/bot/validate';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { DEMO } from '../../../platform/seed/demo-data.ts';
import { inboundDemoFlow, outboundDemoFlow } from './demo-flows.ts';
import { type BotTypeValue, botDetails, bots, botVersions } from './table.ts';

/** Before the numbers (15), customers and tasks that dial these bots. */
export const order = 10;

/**
 * The demo tenant's two published bots: the outbound 信用卡分期营销 (demo tasks dial it) and the
 * inbound 预约挂号咨询 (the oldest inbound bot of the app: the demo inbound number answers with it).
 * Both rows come from the lookups demo data; they are created here when missing.
 */
export const DEMO_BOTS = { outbound: 'bot-2001-1', inbound: 'bot-2001-6' } as const;

const DEMO_DEFS: { id: string; name: string; type: BotTypeValue; description: string; flow: () => BotFlow }[] = [
  {
    id: DEMO_BOTS.outbound,
    name: '信用卡分期营销',
    type: 0,
    description: '账单分期优惠外呼：有意向发送登记短信并转接顾问，其余稍后回访。',
    flow: outboundDemoFlow,
  },
  {
    id: DEMO_BOTS.inbound,
    name: '预约挂号咨询',
    type: 1,
    description: '预约热线接待：登记预约并发送确认短信，取消预约和其他问题转人工。',
    flow: inboundDemoFlow,
  },
];

export default async function seedBots(db: Db, now: number) {
  const scope = { tenantId: DEMO.tenant1, appId: DEMO.appid1 };
  const at = new Date(now);
  for (const d of DEMO_DEFS) {
    const flow = d.flow();
    const problems = validateFlow(flow);
    if (problems.length) throw new Error(`demo bot ${d.name}: ${JSON.stringify(problems)}`);
    await db.transaction(async (tx) => {
      const [found] = await tx
        .select({ id: bots.id })
        .from(bots)
        .where(and(eq(bots.tenantId, scope.tenantId), eq(bots.id, d.id)));
      if (!found) await tx.insert(bots).values({ id: d.id, ...scope, name: d.name, type: d.type, shared: 0 });
      await tx.insert(botDetails).values({
        botId: d.id,
        tenantId: scope.tenantId,
        description: d.description,
        draft: flow,
        revision: 1,
        publishedVersion: 1,
        createdBy: 'tenant',
      });
      await tx.insert(botVersions).values({
        botId: d.id,
        version: 1,
        tenantId: scope.tenantId,
        flow,
        note: '初始版本',
        publishedBy: 'tenant',
        publishedAt: at,
      });
    });
  }
}
