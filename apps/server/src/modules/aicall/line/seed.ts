import { DEFAULT_SIMULATION } from '@zhiyu/contract/modules/aicall/line';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { DEMO } from '../../../platform/seed/demo-data.ts';
import { bots } from '../../bot/bot/table.ts';
import { smsTemplates } from '../sms/table.ts';
import { callLines } from './table.ts';

/** After the demo bots (order 10), before the demo customers and tasks that dial these lines. */
export const order = 15;

/**
 * Demo tenant 2001's numbers: a simulated outbound line (the default profile: 60% answered, the
 * rest over the common requirements §4 causes, no pause between rounds so demo tasks finish quickly), a
 * second simulated number answered by the demo inbound bot when one was seeded, and two SMS
 * templates with customer variables; and one marked line of tenant 2002.
 */
export default async function seedLines(db: Db, now: number) {
  const scope = { tenantId: DEMO.tenant1, appId: DEMO.appid1 };
  const [inbound] = await db
    .select({ id: bots.id })
    .from(bots)
    .where(and(eq(bots.tenantId, scope.tenantId), eq(bots.appId, scope.appId), eq(bots.type, 1)))
    .orderBy(asc(bots.createdAt))
    .limit(1);
  const at = new Date(now);
  await db.insert(callLines).values([
    {
      id: 'demo-line-outbound',
      ...scope,
      number: '02100000000',
      name: '演示外呼线路',
      kind: 'simulated',
      concurrency: 20,
      status: 1,
      simulation: DEFAULT_SIMULATION,
      createdAt: new Date(now - 2000),
      updatedAt: at,
    },
    {
      id: 'demo-line-inbound',
      ...scope,
      number: '4008001234',
      name: '演示呼入热线',
      kind: 'simulated',
      concurrency: 10,
      status: 1,
      simulation: DEFAULT_SIMULATION,
      inboundBotId: inbound?.id ?? null,
      createdAt: new Date(now - 1000),
      updatedAt: at,
    },
    // A marked line of tenant 2002: the endpoint walk fails if a line lookup lets it reach tenant
    // 2001. Tenant 2003 keeps no line (its line and inbound tests start from an empty list).
    {
      id: 'line-2002-1',
      tenantId: DEMO.tenant2,
      appId: DEMO.appid2,
      number: '02000002002',
      name: `线路 ${DEMO.marker}-T2`,
      kind: 'simulated',
      concurrency: 5,
      status: 1,
      simulation: DEFAULT_SIMULATION,
      createdAt: new Date(now - 2000),
      updatedAt: at,
    },
  ]);
  await db.insert(smsTemplates).values([
    {
      id: 'demo-sms-thanks',
      ...scope,
      name: '回访感谢短信',
      content: '{姓名}您好，感谢您接听我们的回访电话。如需帮助，请致电4008001234。',
      createdAt: new Date(now - 2000),
      updatedAt: at,
    },
    {
      id: 'demo-sms-appointment',
      ...scope,
      name: '预约提醒短信',
      content: '{姓名}您好，您已登记号码{手机号}，我们的顾问将在一个工作日内与您联系。',
      createdAt: new Date(now - 1000),
      updatedAt: at,
    },
  ]);
}
