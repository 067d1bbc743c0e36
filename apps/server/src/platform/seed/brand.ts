import { platformBlacklist } from '../../modules/admin/blacklist/table.ts';
import { botCases } from '../../modules/admin/botcase/table.ts';
import type { Db } from '../db/client.ts';

const DAY = 24 * 3600 * 1000;

/** Demo rows of the brand area: blacklist numbers (one expired) and showcase bots of tenant 2001. */
export async function seedBrand(db: Db, now: number) {
  const at = (days: number) => new Date(now + days * DAY);
  await db.insert(platformBlacklist).values(
    [
      {
        id: 'bl-demo-1',
        phone: '13800138000',
        reason: '用户投诉，要求永不来电',
        createdBy: 'admin',
        createdAt: at(-30),
      },
      { id: 'bl-demo-2', phone: '13900139000', reason: '监管名单', createdBy: 'admin', createdAt: at(-20) },
      {
        id: 'bl-demo-3',
        phone: '+8613700137000',
        reason: '暂停外呼三个月',
        expiresAt: at(90),
        createdBy: 'admin',
        createdAt: at(-10),
      },
      {
        id: 'bl-demo-4',
        phone: '02088886666',
        reason: '已过期的临时限制',
        expiresAt: at(-1),
        createdBy: 'admin',
        createdAt: at(-5),
      },
    ].map((r) => ({ ...r, updatedAt: r.createdAt })),
  );
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
