import type { Db } from '../../../platform/db/client.ts';
import { botCases } from './table.ts';

const DAY = 24 * 3600 * 1000;

/** After the demo trades and bots (order 3) the cases point at. */
export const order = 4;

/** Demo showcase bots (案例) of tenant 2001, one disabled. */
export default async function seedBotCases(db: Db, now: number) {
  const at = (days: number) => new Date(now + days * DAY);
  await db.insert(botCases).values(
    [
      [
        'case-demo-1',
        '信用卡分期营销',
        'trade-finance-bank',
        'bot-2001-1',
        '银行信用卡分期的外呼营销话术，意向识别与转人工。',
      ],
      ['case-demo-2', '保险续保提醒', 'trade-insurance-auto', 'bot-2001-2', '车险到期前的续保提醒与报价预约。'],
      ['case-demo-3', '课程试听邀约', 'trade-education', 'bot-2001-3', '教育机构的试听课邀约。'],
      ['case-demo-4', '官网在线客服', 'trade-finance', 'bot-2001-9', '文本机器人：官网常见问题解答。'],
    ].map(([id, name, tradeId, botId, description], i) => ({
      id,
      name,
      tradeId,
      botId,
      description,
      sort: i + 1,
      status: (i === 3 ? 'disabled' : 'enabled') as 'enabled' | 'disabled',
      createdAt: at(-i),
      updatedAt: at(-i),
    })),
  );
}
