import type { Db } from '../../../platform/db/client.ts';
import { platformBlacklist } from './table.ts';

const DAY = 24 * 3600 * 1000;

/** With the other platform-level demo rows, after the organisation. */
export const order = 4;

/** Demo platform blacklist numbers (one expired). */
export default async function seedBlacklist(db: Db, now: number) {
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
}
