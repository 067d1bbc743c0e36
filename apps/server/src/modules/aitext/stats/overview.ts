import type { QueryOf } from '@zhiyu/contract/endpoint';
import {
  type getServiceOverview,
  OVERVIEW_METRICS,
  type OverviewFigures,
  type OverviewStat,
} from '@zhiyu/contract/modules/aitext/stats';
import { addDays } from '@zhiyu/contract/rules/zoned-day';
import { and, isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import {
  type CheckedRange,
  checkDays,
  kpi,
  num,
  ratio,
  type StatFilter,
  textWhere,
} from '../../../platform/reporting/range.ts';
import type { TextScope } from '../channel/repo.ts';
import { hllEstimate, hllMerge } from '../rollup/hll.ts';
import { textRollupDays as d, textRollupVisitors as v } from '../rollup/table.ts';

type Query = QueryOf<typeof getServiceOverview>;
type Granularity = 1 | 2 | 3;

interface Sums {
  sessions: number;
  persons: number;
  rounds: number;
  solved: number;
  transferred: number;
}

/** The requirements §3 metrics of a set of sessions (docs/aitext-metrics.md). */
export function figuresOf(x: Sums): OverviewFigures {
  return {
    sessionTotal: x.sessions,
    servicePersonCount: x.persons,
    conversationRoundCount: x.rounds,
    averageRoundCount: ratio(x.rounds, x.sessions),
    totalSolvedCount: x.solved,
    totalSolvedRate: ratio(x.solved, x.sessions),
    transferredToHumanCount: x.transferred,
    transferredToHumanRate: ratio(x.transferred, x.sessions),
  };
}

/** The bucket of a day; the format is inlined so that the select and the group by are one expression. */
const bucketOf = (day: AnyPgColumn, g: Granularity) =>
  sql<string>`to_char(${day}, ${sql.raw(g === 1 ? "'YYYY-MM-DD'" : g === 2 ? "'YYYY-MM'" : "'YYYY'")})`;

/** Sums of the day rollup per bucket (one row when g is null: the whole range). */
function daySums(db: Db, s: TextScope, f: StatFilter, from: string, to: string, g: Granularity | null) {
  const bucket = g ? bucketOf(d.day, g) : sql<string>`''`;
  return db
    .select({
      bucket,
      sessions: sql<string>`sum(${d.sessions})`,
      persons: sql<string>`sum(${d.persons})`,
      rounds: sql<string>`sum(${d.rounds})`,
      solved: sql<string>`sum(${d.solved})`,
      transferred: sql<string>`sum(${d.transferred})`,
      scene1: sql<string>`sum(${d.scene1})`,
      scene2: sql<string>`sum(${d.scene2})`,
      scene3: sql<string>`sum(${d.scene3})`,
      scene4: sql<string>`sum(${d.scene4})`,
      scene5: sql<string>`sum(${d.scene5})`,
    })
    .from(d)
    .where(textWhere(d, s, f, from, to))
    .groupBy(...(g ? [bucket] : []));
}

/**
 * Ranges of at most this many sessions count persons exactly, from the visitor rows; longer ones
 * merge the days' HyperLogLog sketches (about 1.6 % standard error) instead of reading a row per
 * person and day. Single days are always exact (the day rows' own counts).
 */
export const EXACT_PERSONS_MAX = 20_000;

/** Exact distinct persons per bucket (or over the range when g is null), from the visitor rows. */
function exactPersons(db: Db, s: TextScope, f: StatFilter, from: string, to: string, g: Granularity | null) {
  const bucket = g ? bucketOf(v.day, g) : sql<string>`''`;
  return db
    .select({ bucket, n: sql<string>`count(DISTINCT ${v.visitorKey})` })
    .from(v)
    .where(textWhere(v, s, f, from, to))
    .groupBy(...(g ? [bucket] : []));
}

/** Estimated distinct persons per bucket and over the range, from the day rows' sketches. */
async function sketchPersons(db: Db, s: TextScope, f: StatFilter, from: string, to: string, g: Granularity | null) {
  const bucket = g ? bucketOf(d.day, g) : sql<string>`''`;
  const rows = await db
    .select({ bucket, hll: d.hll })
    .from(d)
    .where(and(textWhere(d, s, f, from, to), isNotNull(d.hll)));
  const by = new Map<string, Buffer[]>();
  for (const r of rows) if (r.hll) by.set(r.bucket, [...(by.get(r.bucket) ?? []), r.hll]);
  return {
    total: hllEstimate(hllMerge(rows.map((r) => r.hll))),
    buckets: new Map([...by].map(([b, list]) => [b, hllEstimate(hllMerge(list))])),
  };
}

/** Persons of the range and of each bucket: exact for small ranges and for day buckets. */
async function personsOf(
  db: Db,
  s: TextScope,
  f: StatFilter,
  r: { from: string; to: string; sessions: number },
  g: Granularity | null,
  dayPersons: Map<string, number>,
  exactMax: number,
) {
  if (r.sessions === 0) return { total: 0, buckets: new Map<string, number>() };
  if (r.sessions > exactMax) {
    const est = await sketchPersons(db, s, f, r.from, r.to, g === 1 ? null : g);
    return { total: est.total, buckets: g === 1 ? dayPersons : est.buckets };
  }
  const [total, buckets] = await Promise.all([
    exactPersons(db, s, f, r.from, r.to, null),
    g && g !== 1 ? exactPersons(db, s, f, r.from, r.to, g) : Promise.resolve([]),
  ]);
  return {
    total: num(total[0]?.n),
    buckets: g === 1 ? dayPersons : new Map(buckets.map((x) => [x.bucket, num(x.n)])),
  };
}

function bucketsOf(r: { startDay: string; endDay: string }, g: Granularity) {
  const out: { bucket: string; startDay: string; endDay: string }[] = [];
  const len = g === 1 ? 10 : g === 2 ? 7 : 4;
  for (let day = r.startDay; day <= r.endDay; day = addDays(day, 1)) {
    const b = day.slice(0, len);
    const last = out[out.length - 1];
    if (last?.bucket === b) last.endDay = day;
    else out.push({ bucket: b, startDay: day, endDay: day });
  }
  return out;
}

const DAY_TREND_MAX = 366;

/** The figures of the range against the period before, the trend by granularity, and sessions per scene. */
export async function overview(
  db: Db,
  s: TextScope,
  q: Query,
  now: number,
  exactMax = EXACT_PERSONS_MAX,
): Promise<OverviewStat> {
  const r: CheckedRange = checkDays(q, s.tenantId, now);
  const g = q.granularity as Granularity;
  if (g === 1 && r.days > DAY_TREND_MAX) throw new AppError('170028');
  const [trend, prev] = await Promise.all([
    daySums(db, s, q, r.startDay, r.endDay, g),
    daySums(db, s, q, r.prevStartDay, r.prevEndDay, null),
  ]);
  const total = (k: keyof (typeof trend)[number]) => trend.reduce((n, x) => n + num(x[k]), 0);
  const dayPersons = new Map(trend.map((x) => [x.bucket, num(x.persons)]));
  const [cur, before] = await Promise.all([
    personsOf(db, s, q, { from: r.startDay, to: r.endDay, sessions: total('sessions') }, g, dayPersons, exactMax),
    personsOf(
      db,
      s,
      q,
      { from: r.prevStartDay, to: r.prevEndDay, sessions: num(prev[0]?.sessions) },
      null,
      new Map(),
      exactMax,
    ),
  ]);
  const byBucket = new Map(trend.map((x) => [x.bucket, x]));
  const sumsOf = (x: (typeof trend)[number] | undefined, p: number): Sums => ({
    sessions: num(x?.sessions),
    persons: p,
    rounds: num(x?.rounds),
    solved: num(x?.solved),
    transferred: num(x?.transferred),
  });
  const current = figuresOf({
    sessions: total('sessions'),
    persons: cur.total,
    rounds: total('rounds'),
    solved: total('solved'),
    transferred: total('transferred'),
  });
  const earlier = figuresOf(sumsOf(prev[0], before.total));
  const { days: _d, ...range } = r;
  return {
    range,
    granularity: g,
    kpis: Object.fromEntries(OVERVIEW_METRICS.map((k) => [k, kpi(current[k], earlier[k])])) as OverviewStat['kpis'],
    trend: bucketsOf(r, g).map((b) => ({
      ...b,
      ...figuresOf(sumsOf(byBucket.get(b.bucket), cur.buckets.get(b.bucket) ?? 0)),
    })),
    scenes: ([1, 2, 3, 4, 5] as const).map((k) => ({ scene: k, sessions: total(`scene${k}`) })),
  };
}
