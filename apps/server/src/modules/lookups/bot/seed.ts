import type { Db } from '../../../platform/db/client.ts';
import { DEMO } from '../../../platform/seed/demo-data.ts';
import type { BotTypeValue } from '../../bot/bot/table.ts';
import { bots } from './table.ts';

/** After the organisation, before the demo rows that point at these lookups. */
export const order = 3;

const T1 = DEMO.tenant1;
const APP1 = DEMO.appid1;
const mark = (t: string) => `${DEMO.marker}-${t === DEMO.tenant2 ? 'T2' : 'T3'}`;

/** requirements §3 bot types 0–6: a few bots of each for the first tenant. */
const BOTS_T1: [string, BotTypeValue, 0 | 1][] = [
  ['信用卡分期营销', 0, 0],
  ['保险续保提醒', 0, 1],
  ['课程试听邀约', 0, 0],
  ['售后回访', 0, 0],
  ['客服热线接待', 1, 0],
  ['预约挂号咨询', 1, 1],
  ['坐席话术助手', 2, 0],
  ['质检辅助助手', 2, 1],
  ['官网在线客服', 3, 0],
  ['公众号智能问答', 3, 0],
  ['电商售前咨询', 3, 1],
  ['新人坐席陪练', 4, 0],
  ['产品知识库', 5, 0],
  ['通话质检模型', 6, 0],
];

/** Bots of every type for tenant 2001 and two marked ones each for tenants 2002/2003. */
export default async function seedBots(db: Db, now: number) {
  await db.transaction(async (tx) => {
    const at = (i: number) => new Date(now - i * 3_600_000);
    await tx.insert(bots).values([
      ...BOTS_T1.map(([name, botType, share], i) => ({
        id: `bot-2001-${i + 1}`,
        tenantId: T1,
        appId: APP1,
        name,
        type: botType,
        shared: share,
        createdAt: at(i),
        updatedAt: at(i),
      })),
      ...[DEMO.tenant2, DEMO.tenant3].flatMap((t) =>
        [0, 3].map((botType) => ({
          id: `bot-${t}-${botType}`,
          tenantId: t,
          appId: t === DEMO.tenant2 ? DEMO.appid2 : DEMO.appid3,
          name: `机器人 ${mark(t)} ${botType}`,
          type: botType as 0 | 3,
          shared: 1 as const,
        })),
      ),
    ]);
  });
}
