import type { BoardOptions } from '@zhiyu/contract/modules/aicall/databoard';
import { zonedDay } from '@zhiyu/contract/rules/zoned-day';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import type { BoardScope } from '../../../platform/reporting/range.ts';
import { bots, botVersions } from '../../bot/bot/table.ts';
import { tenantTimeZone } from '../rollup/kinds.ts';
import { outboundTasks } from '../task/table.ts';

/** The app's tasks, and the bots it can use with their published versions, for the boards' filters. */
export async function boardOptions(db: Db, s: BoardScope, now: number): Promise<BoardOptions> {
  const timeZone = tenantTimeZone(s.tenantId);
  const tasks = await db
    .select({ id: outboundTasks.id, name: outboundTasks.name })
    .from(outboundTasks)
    .where(and(eq(outboundTasks.tenantId, s.tenantId), eq(outboundTasks.appId, s.appId)))
    .orderBy(asc(outboundTasks.name), asc(outboundTasks.id));
  const botRows = await db
    .select({ id: bots.id, name: bots.name })
    .from(bots)
    .where(and(eq(bots.tenantId, s.tenantId), or(eq(bots.appId, s.appId), eq(bots.shared, 1))))
    .orderBy(asc(bots.name), asc(bots.id));
  const versions = botRows.length
    ? await db
        .select({
          botId: botVersions.botId,
          versions: sql<number[]>`array_agg(${botVersions.version} ORDER BY ${botVersions.version})`,
        })
        .from(botVersions)
        .where(
          and(
            eq(botVersions.tenantId, s.tenantId),
            inArray(
              botVersions.botId,
              botRows.map((b) => b.id),
            ),
          ),
        )
        .groupBy(botVersions.botId)
    : [];
  const byBot = new Map(versions.map((v) => [v.botId, v.versions.map(Number)]));
  return {
    timeZone,
    today: zonedDay(now, timeZone),
    tasks,
    bots: botRows.map((b) => ({ ...b, versions: byBot.get(b.id) ?? [] })),
  };
}

/** Names of the tasks and bots a board's rows name by id ('' — no task or bot — stays ''). */
export async function namesOf(db: Db, s: BoardScope, taskIds: string[], botIds: string[]) {
  const t = taskIds.filter(Boolean);
  const b = botIds.filter(Boolean);
  const [taskRows, botRows] = await Promise.all([
    t.length
      ? db
          .select({ id: outboundTasks.id, name: outboundTasks.name })
          .from(outboundTasks)
          .where(and(eq(outboundTasks.tenantId, s.tenantId), inArray(outboundTasks.id, t)))
      : [],
    b.length
      ? db
          .select({ id: bots.id, name: bots.name })
          .from(bots)
          .where(and(eq(bots.tenantId, s.tenantId), inArray(bots.id, b)))
      : [],
  ]);
  return {
    task: new Map(taskRows.map((r) => [r.id, r.name])),
    bot: new Map(botRows.map((r) => [r.id, r.name])),
  };
}
