import { and, asc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { textChannels as c } from '../../aitext/channel/table.ts';
import { bots } from '../bot/table.ts';
import { likeOf } from '../like.ts';

/** The tenant's text channels with their bot's name (a tenant has a handful of channels). */
export function listTextChannels(db: Db, tenantId: string, f: { channelType?: 0 | 1; name?: string }) {
  return db
    .select({ id: c.id, name: c.name, channelType: c.channelType, botId: c.botId, botName: bots.name })
    .from(c)
    .leftJoin(bots, and(eq(bots.id, c.botId), eq(bots.tenantId, tenantId)))
    .where(
      and(
        eq(c.tenantId, tenantId),
        f.channelType === undefined ? undefined : eq(c.channelType, f.channelType),
        f.name ? ilike(c.name, likeOf(f.name)) : undefined,
      ),
    )
    .orderBy(asc(c.channelType), asc(c.name), asc(c.id))
    .limit(500);
}
