import type {
  FirstLevelTagList,
  TagBotList,
  TagBotQuery,
  TagDistribution,
  TagDistributionQuery,
  TagRowStat,
} from '@zhiyu/contract/modules/aicall/board-tags';
import { TAG_GROUPS, type TagGroup } from '@zhiyu/contract/modules/aicall/tag';
import { and, asc, eq, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import {
  type BoardFilter,
  type BoardScope,
  boardWhere,
  type CheckedRange,
  checkBoardRange,
  kpi,
  num,
  ratio,
} from '../../../platform/reporting/range.ts';
import { bots } from '../../bot/bot/table.ts';
import { visibleBot } from '../board-hangup/service.ts';
import { namesOf } from '../databoard/options.ts';
import { callRollupCounts as c, callRollupDays as d } from '../rollup/table.ts';
import { tags } from '../tag/table.ts';

type Filter = z.output<typeof TagBotQuery>;
type DistQuery = z.output<typeof TagDistributionQuery>;

export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const rangeOf = ({ days: _d, ...r }: CheckedRange) => r;

/** The app's tag management: each tag's group, by name. */
export async function tagGroups(db: Db, s: BoardScope): Promise<Map<string, TagGroup>> {
  const rows = await db
    .select({ name: tags.name, group: tags.group })
    .from(tags)
    .where(and(eq(tags.tenantId, s.tenantId), eq(tags.appId, s.appId)));
  return new Map(rows.map((r) => [r.name, r.group]));
}

/** Rows of kind `tag` the filter keeps over the days. */
export const tagWhere = (s: BoardScope, f: Filter, from: string, to: string) =>
  and(eq(c.kind, 'tag'), boardWhere(c, s, f as BoardFilter, from, to)) as SQL;

/**
 * Bots for the picker. With days: the bots whose calls carried tags in the range (`call_rollup_counts`
 * kind `tag`, summed per bot), most tagged first. Without: every bot the app may use.
 */
export async function tagBotList(db: Db, s: BoardScope, q: Filter, now: number): Promise<TagBotList> {
  if (q.startDay === undefined && q.endDay === undefined) {
    const all = await db
      .select({ id: bots.id, name: bots.name })
      .from(bots)
      .where(and(eq(bots.tenantId, s.tenantId), or(eq(bots.appId, s.appId), eq(bots.shared, 1))))
      .orderBy(asc(bots.name), asc(bots.id));
    return { bots: all.map((b) => ({ ...b, hits: null })) };
  }
  const r = checkBoardRange(q, s.tenantId, now);
  const { botId: _b, botVersion: _v, ...f } = q;
  const found = await db
    .select({ id: c.botId, hits: sql`sum(${c.n})` })
    .from(c)
    .where(tagWhere(s, f, r.startDay, r.endDay))
    .groupBy(c.botId);
  const withBot = found.filter((b) => b.id !== '');
  const names = await namesOf(
    db,
    s,
    [],
    withBot.map((b) => b.id),
  );
  const list = withBot.map((b) => ({ id: b.id, name: names.bot.get(b.id) ?? b.id, hits: num(b.hits) }));
  return { bots: list.sort((a, b) => b.hits - a.hits || byText(a.name, b.name) || byText(a.id, b.id)) };
}

/** The groups of tag management, in their fixed order, each with its tags by name. */
export async function firstLevelTags(db: Db, s: BoardScope): Promise<FirstLevelTagList> {
  const rows = await db
    .select({ id: tags.id, name: tags.name, group: tags.group, enabled: tags.enabled })
    .from(tags)
    .where(and(eq(tags.tenantId, s.tenantId), eq(tags.appId, s.appId)))
    .orderBy(asc(tags.name));
  return {
    groups: TAG_GROUPS.map((group) => ({
      group,
      tags: rows.filter((t) => t.group === group).map(({ group: _g, ...t }) => t),
    })),
  };
}

/** Each tag's count in the range and in the period before, one range scan over both. */
export async function tagCounts(db: Db, s: BoardScope, f: Filter, r: CheckedRange) {
  const rows = await db
    .select({
      tag: c.item,
      count: sql`coalesce(sum(${c.n}) FILTER (WHERE ${gte(c.day, r.startDay)}), 0)`,
      previous: sql`coalesce(sum(${c.n}) FILTER (WHERE ${lte(c.day, r.prevEndDay)}), 0)`,
    })
    .from(c)
    .where(tagWhere(s, f, r.prevStartDay, r.endDay))
    .groupBy(c.item);
  return rows.map((x) => ({ tag: x.tag, count: num(x.count), previous: num(x.previous) }));
}

/**
 * Per tag: calls that carried it in the range, its share of all tags counted and of all calls,
 * with the previous period's count; the KPIs: calls, tags counted and distinct tags, each against
 * the previous period. A group keeps its tags (and `other` the tags outside tag management).
 */
export async function tagDistribution(db: Db, s: BoardScope, q: DistQuery, now: number): Promise<TagDistribution> {
  const r = checkBoardRange(q, s.tenantId, now);
  if (q.botId) await visibleBot(db, s, q.botId);
  const [counts, groups, calls] = await Promise.all([
    tagCounts(db, s, q, r),
    tagGroups(db, s),
    db
      .select({
        count: sql`coalesce(sum(${d.calls}) FILTER (WHERE ${gte(d.day, r.startDay)}), 0)`,
        previous: sql`coalesce(sum(${d.calls}) FILTER (WHERE ${lte(d.day, r.prevEndDay)}), 0)`,
      })
      .from(d)
      .where(boardWhere(d, s, q, r.prevStartDay, r.endDay)),
  ]);
  const grouped = counts
    .map((x) => ({ ...x, group: groups.get(x.tag) ?? ('other' as const), managed: groups.has(x.tag) }))
    .filter((x) => !q.group || x.group === q.group);
  const sum = (k: 'count' | 'previous') => grouped.reduce((n, x) => n + x[k], 0);
  const hits = sum('count');
  const allCalls = num(calls[0]?.count);
  const rows: TagRowStat[] = grouped
    .filter((x) => x.count > 0)
    .map((x) => ({ ...x, share: ratio(x.count, hits), callShare: ratio(x.count, allCalls) }));
  const sign = q.sort === 'ASC' ? 1 : -1;
  rows.sort((a, b) => sign * (a.count - b.count) || byText(a.tag, b.tag));
  return {
    range: rangeOf(r),
    calls: kpi(allCalls, num(calls[0]?.previous)),
    hits: kpi(hits, sum('previous')),
    tags: kpi(rows.length, grouped.filter((x) => x.previous > 0).length),
    rows: rows.slice(0, q.limit),
  };
}
