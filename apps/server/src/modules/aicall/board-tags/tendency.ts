import type { TagTendency, TagTendencyQuery } from '@zhiyu/contract/modules/aicall/board-tags';
import { TENDENCY_MAX_TAGS } from '@zhiyu/contract/modules/aicall/board-tags';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import {
  type BoardScope,
  bucketDays,
  bucketSql,
  bucketsOf,
  checkBoardRange,
  num,
} from '../../../platform/reporting/range.ts';
import { visibleBot } from '../board-hangup/service.ts';
import { tagList } from '../record/filter.ts';
import { callRollupCounts as c } from '../rollup/table.ts';
import { byText, tagCounts, tagGroups, tagWhere } from './service.ts';

type Query = z.output<typeof TagTendencyQuery>;

/** Daily points over at most this many days (150103, as every board with a time axis). */
const MAX_DAILY_DAYS = 366;

/**
 * Calls carrying each chosen tag per bucket (day, month or year of the tenant's calendar): the
 * asked tags, or the `top` tags of the range by count (within `group` when given). One range scan
 * of `call_rollup_counts` kind `tag` for the ranking and one for the buckets of the chosen tags.
 */
export async function tagTendency(db: Db, s: BoardScope, q: Query, now: number): Promise<TagTendency> {
  const r = checkBoardRange(q, s.tenantId, now);
  if (q.granularity === 1 && r.days > MAX_DAILY_DAYS) throw new AppError('150103');
  if (q.botId) await visibleBot(db, s, q.botId);
  const asked = tagList(q.tags).slice(0, TENDENCY_MAX_TAGS);
  const chosen = asked.length ? asked : await topTags(db, s, q, r);
  const { days: _d, ...range } = r;
  const buckets = bucketsOf(r, q.granularity);
  if (!chosen.length)
    return {
      range,
      granularity: q.granularity,
      buckets: buckets.map((b) => ({ bucket: b, ...bucketDays(b, r) })),
      series: [],
    };
  const bucket = bucketSql(c.day, q.granularity);
  const rows = await db
    .select({ bucket, tag: c.item, n: sql`sum(${c.n})` })
    .from(c)
    .where(and(tagWhere(s, q, r.startDay, r.endDay), inArray(c.item, chosen)) as SQL)
    // by position: the bucket's format is a parameter, and a second one would not match it
    .groupBy(sql`1`, sql`2`);
  const at = new Map(buckets.map((b, i) => [b, i]));
  const series = chosen.map((tag) => ({ tag, total: 0, counts: buckets.map(() => 0) }));
  const byTag = new Map(series.map((x) => [x.tag, x]));
  for (const row of rows) {
    const line = byTag.get(row.tag);
    const i = at.get(row.bucket);
    if (!line || i === undefined) continue;
    line.counts[i] += num(row.n);
    line.total += num(row.n);
  }
  return {
    range,
    granularity: q.granularity,
    buckets: buckets.map((b) => ({ bucket: b, ...bucketDays(b, r) })),
    series,
  };
}

/** The range's most counted tags (ties by name), within a group when asked. */
async function topTags(db: Db, s: BoardScope, q: Query, r: ReturnType<typeof checkBoardRange>) {
  const [counts, groups] = await Promise.all([tagCounts(db, s, q, r), q.group ? tagGroups(db, s) : null]);
  return counts
    .filter((x) => x.count > 0 && (!groups || (groups.get(x.tag) ?? 'other') === q.group))
    .sort((a, b) => b.count - a.count || byText(a.tag, b.tag))
    .slice(0, q.top)
    .map((x) => x.tag);
}
