import type { BotFlow } from '@zhiyu/contract/modules/bot/flow';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { botVersions } from './table.ts';

/**
 * Published flows for the call modules (dialer, inbound calls, simulated line). A call runs the
 * version it started with, so versions are read by number and never change once written. Both
 * lookups are scoped to the tenant: another tenant's bot id reads as "none".
 */
export async function getPublishedFlow(
  db: Db,
  tenantId: string,
  botId: string,
  version: number,
): Promise<BotFlow | null> {
  const [row] = await db
    .select({ flow: botVersions.flow })
    .from(botVersions)
    .where(and(eq(botVersions.tenantId, tenantId), eq(botVersions.botId, botId), eq(botVersions.version, version)))
    .limit(1);
  return row?.flow ?? null;
}

/** The newest published version of a bot, or null when it was never published. */
export async function latestPublished(
  db: Db,
  tenantId: string,
  botId: string,
): Promise<{ version: number; flow: BotFlow } | null> {
  const [row] = await db
    .select({ version: botVersions.version, flow: botVersions.flow })
    .from(botVersions)
    .where(and(eq(botVersions.tenantId, tenantId), eq(botVersions.botId, botId)))
    .orderBy(desc(botVersions.version))
    .limit(1);
  return row ?? null;
}
