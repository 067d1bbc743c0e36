import type {
  NodeHangUpQuery,
  NodeHangUpRow,
  NodeHangUpStat,
  NodeNameList,
  TodayHangUp,
  TodayHangUpQuery,
} from '@zhiyu/contract/modules/aicall/board-hangup';
import { nodeLabel } from '@zhiyu/contract/modules/aicall/record';
import { addDays, zonedDay } from '@zhiyu/contract/rules/zoned-day';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import {
  type BoardFilter,
  type BoardScope,
  boardWhere,
  checkBoardRange,
  kpi,
  num,
  ratio,
} from '../../../platform/reporting/range.ts';
import { bots } from '../../bot/bot/table.ts';
import { getPublishedFlow, latestPublished } from '../../bot/bot/versions.ts';
import { namesOf } from '../databoard/options.ts';
import { tenantTimeZone } from '../rollup/kinds.ts';
import { callRollupCounts as c, callRollupDays as d } from '../rollup/table.ts';

type TodayQuery = z.output<typeof TodayHangUpQuery>;
type NodeQuery = z.output<typeof NodeHangUpQuery>;

/**
 * A bot the session's app may use (its own app's, or shared by another app of the tenant); a bot
 * filter naming anything else is refused (150102), as is the node list of one.
 */
export async function visibleBot(db: Db, s: BoardScope, botId: string) {
  const [bot] = await db
    .select({ id: bots.id, name: bots.name })
    .from(bots)
    .where(and(eq(bots.tenantId, s.tenantId), eq(bots.id, botId), or(eq(bots.appId, s.appId), eq(bots.shared, 1))))
    .limit(1);
  if (!bot) throw new AppError('150102');
  return bot;
}

/**
 * Today's hang-ups by one side and yesterday's: `call_rollup_days.user_hangups` or
 * `system_hangups` and `calls` of the two days of the tenant's calendar, one range scan.
 */
export async function todayHangUp(
  db: Db,
  s: BoardScope,
  q: TodayQuery,
  side: 'user' | 'system',
  now: number,
): Promise<TodayHangUp> {
  if (q.botId) await visibleBot(db, s, q.botId);
  const timeZone = tenantTimeZone(s.tenantId);
  const day = zonedDay(now, timeZone);
  const prevDay = addDays(day, -1);
  const column = side === 'user' ? d.userHangups : d.systemHangups;
  const rows = await db
    .select({ day: d.day, calls: sql`sum(${d.calls})`, hangups: sql`sum(${column})` })
    .from(d)
    .where(boardWhere(d, s, q as BoardFilter, prevDay, day))
    .groupBy(d.day);
  const of = (x: string) => rows.find((r) => r.day === x);
  const [today, before] = [of(day), of(prevDay)];
  const v = { calls: num(today?.calls), hangups: num(today?.hangups) };
  const p = { calls: num(before?.calls), hangups: num(before?.hangups) };
  return {
    timeZone,
    day,
    prevDay,
    hangups: kpi(v.hangups, p.hangups),
    calls: kpi(v.calls, p.calls),
    share: kpi(ratio(v.hangups, v.calls), ratio(p.hangups, p.calls)),
  };
}

const KINDS = ['nodeUser', 'nodeSystem'] as const;

/**
 * Calls that ended at each node of each bot, by who hung up: `call_rollup_counts` kinds
 * `nodeUser` and `nodeSystem` over the range (two index range scans, one per kind), grouped by bot
 * and node. A node is named as in the newest version of the bot that counted it.
 */
export async function nodeHangUpStat(db: Db, s: BoardScope, q: NodeQuery, now: number): Promise<NodeHangUpStat> {
  const range = checkBoardRange(q, s.tenantId, now, { monthLimit: true });
  if (q.botId) await visibleBot(db, s, q.botId);
  const where = and(inArray(c.kind, [...KINDS]), boardWhere(c, s, q, range.startDay, range.endDay)) as SQL;
  const found = await db
    .select({
      botId: c.botId,
      nodeId: c.item,
      nodeName: sql<string>`(array_agg(${c.label} ORDER BY ${c.botVersion} DESC, ${c.day} DESC))[1]`,
      user: sql`coalesce(sum(${c.n}) FILTER (WHERE ${c.kind} = 'nodeUser'), 0)`,
      system: sql`coalesce(sum(${c.n}) FILTER (WHERE ${c.kind} = 'nodeSystem'), 0)`,
    })
    .from(c)
    .where(where)
    .groupBy(c.botId, c.item);
  const names = await namesOf(
    db,
    s,
    [],
    found.map((r) => r.botId),
  );
  const totals = { user: 0, system: 0, total: 0 };
  for (const r of found) {
    totals.user += num(r.user);
    totals.system += num(r.system);
  }
  totals.total = totals.user + totals.system;
  const rows: NodeHangUpRow[] = found.map((r) => {
    const user = num(r.user);
    const system = num(r.system);
    return {
      botId: r.botId,
      botName: names.bot.get(r.botId) ?? '',
      nodeId: r.nodeId,
      nodeName: nodeLabel(r.nodeName, r.nodeId),
      user,
      system,
      total: user + system,
      rate: ratio(user + system, totals.total),
    };
  });
  return { range: stripDays(range), totals, rows: sortNodes(rows, q.sortField, q.sort) };
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The asked figure in the asked direction; ties by node name, bot and node id (ascending). */
export function sortNodes(rows: NodeHangUpRow[], field: NodeQuery['sortField'], dir: NodeQuery['sort']) {
  const sign = dir === 'ASC' ? 1 : -1;
  return [...rows].sort(
    (a, b) =>
      sign * (a[field] - b[field]) ||
      byText(a.nodeName, b.nodeName) ||
      byText(a.botId, b.botId) ||
      byText(a.nodeId, b.nodeId),
  );
}

const stripDays = ({ days: _d, ...range }: ReturnType<typeof checkBoardRange>) => range;

/**
 * The nodes of a bot's published flow (`version`, or the newest published one), for the board's
 * node picker; the start node is left out (no call ends there). A bot the app cannot use is
 * refused (150102), a version never published too (150109).
 */
export async function nodeNameList(
  db: Db,
  s: BoardScope,
  botId: string,
  version: number | undefined,
): Promise<NodeNameList> {
  const bot = await visibleBot(db, s, botId);
  let flow = null;
  let read: number | null = null;
  if (version !== undefined) {
    flow = await getPublishedFlow(db, s.tenantId, botId, version);
    if (!flow) throw new AppError('150109');
    read = version;
  } else {
    const latest = await latestPublished(db, s.tenantId, botId);
    flow = latest?.flow ?? null;
    read = latest?.version ?? null;
  }
  const nodes = (flow?.nodes ?? [])
    .filter((n) => n.type !== 'start')
    .map((n) => ({ id: n.id, name: nodeLabel(n.name, n.id), type: n.type }));
  return { botId: bot.id, botName: bot.name, version: read, nodes };
}
