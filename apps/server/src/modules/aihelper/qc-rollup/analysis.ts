import type { QcAnalysis, QcAnalysisQuery } from '@zhiyu/contract/modules/aihelper/qc-analysis';
import { QC_ANALYSIS_TOP, QC_BANDS } from '@zhiyu/contract/modules/aihelper/qc-analysis';
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, rowsOf } from '../../../platform/db/client.ts';
import {
  checkRange,
  checkTrend,
  fillTrend,
  kpi,
  num,
  type RangeCodes,
  ratio,
} from '../../../platform/reporting/range.ts';
import { ahQcRollupDays as d, ahQcRollupPoints as p } from './table.ts';

/** The module's range codes (README error table). */
const CODES: RangeCodes = {
  required: '190022',
  notDay: '190041',
  afterToday: '190023',
  afterEnd: '190024',
  dayTrend: '190042',
};
type Query = z.output<typeof QcAnalysisQuery>;
const round1 = (x: number) => Math.round(x * 10) / 10;

/** The rollup rows of the tenant in the days, narrowed by agent and skill group. */
function rowsIn(t: typeof d | typeof p, tenantId: string, q: Query, from: string, to: string): SQL {
  return and(
    eq(t.tenantId, tenantId),
    gte(t.day, from),
    lte(t.day, to),
    q.agent ? eq(t.agent, q.agent) : undefined,
    q.skillGroup ? eq(t.skillGroup, q.skillGroup) : undefined,
  ) as SQL;
}

const sums = {
  conversations: sql<string>`sum(${d.conversations})`,
  scoreSum: sql<string>`sum(${d.scoreSum})`,
  passed: sql<string>`sum(${d.passed})`,
  hits: sql<string>`sum(${d.hits})`,
};
const figures = (r: { conversations: unknown; scoreSum: unknown; passed: unknown; hits: unknown } | undefined) => {
  const n = num(r?.conversations);
  return {
    conversations: n,
    averageScore: round1(ratio(num(r?.scoreSum), n)),
    passRate: ratio(num(r?.passed), n),
    hitsPerConversation: round1(ratio(num(r?.hits), n)),
  };
};

/** 质检分析: read from the QC rollups only (docs/aihelper-quality.md, QC analysis). */
export async function qcAnalysis(db: Db, tenantId: string, q: Query, now: number): Promise<QcAnalysis> {
  const c = checkTrend(q, tenantId, now, CODES);
  const r = checkRange(q, tenantId, now, CODES);
  const where = rowsIn(d, tenantId, q, r.startDay, r.endDay);
  const [[cur], [prev]] = [
    await db
      .select({
        ...sums,
        fail: sql<string>`sum(${d.bandFail})`,
        fair: sql<string>`sum(${d.bandFair})`,
        good: sql<string>`sum(${d.bandGood})`,
        excellent: sql<string>`sum(${d.bandExcellent})`,
      })
      .from(d)
      .where(where),
    await db
      .select(sums)
      .from(d)
      .where(rowsIn(d, tenantId, q, r.prevStartDay, r.prevEndDay)),
  ];
  const now_ = figures(cur);
  const before = figures(prev);
  // The format inlined, so the grouping and the selection are the same expression.
  const bucket = sql<string>`to_char(${d.day}, ${sql.raw(`'${c.granularity === 1 ? 'YYYY-MM-DD' : c.granularity === 2 ? 'YYYY-MM' : 'YYYY'}'`)})`;
  const trendRows = await db
    .select({ bucket, ...sums })
    .from(d)
    .where(where)
    .groupBy(bucket);
  const trend = fillTrend(
    c,
    new Map(
      trendRows.map((x) => {
        const f = figures(x);
        return [x.bucket, { conversations: f.conversations, averageScore: f.averageScore, hits: num(x.hits) }];
      }),
    ),
    { conversations: 0, averageScore: 0, hits: 0 },
  );
  const points = rowsOf<{ point_id: string; name: string | null; hits: unknown; conversations: unknown }>(
    await db.execute(sql`
      SELECT x.point_id, coalesce(r.name,
          (SELECT point_name FROM ah_qc_hits h WHERE h.tenant_id = ${tenantId} AND h.point_id = x.point_id LIMIT 1)) AS name,
        x.hits, x.conversations
      FROM (SELECT ${p.pointId} AS point_id, sum(${p.hits}) AS hits, sum(${p.conversations}) AS conversations
            FROM ${p} WHERE ${rowsIn(p, tenantId, q, r.startDay, r.endDay)} GROUP BY ${p.pointId}
            HAVING sum(${p.hits}) > 0) x
      LEFT JOIN ah_qc_rules r ON r.id = x.point_id AND r.tenant_id = ${tenantId}
      ORDER BY x.hits DESC, x.point_id LIMIT ${QC_ANALYSIS_TOP}`),
  ).map((x) => ({
    pointId: x.point_id,
    pointName: x.name ?? '',
    hits: num(x.hits),
    conversations: num(x.conversations),
  }));
  const ranked = async (column: typeof d.agent | typeof d.skillGroup) => {
    const rows = await db
      .select({ key: column, ...sums })
      .from(d)
      .where(where)
      .groupBy(column);
    return rows
      .map((x) => ({ key: x.key, ...figures(x), hits: num(x.hits) }))
      .filter((x) => x.conversations > 0)
      .sort(
        (a, b) => (q.sortOrder === 'ASC' ? 1 : -1) * (a.averageScore - b.averageScore) || a.key.localeCompare(b.key),
      )
      .slice(0, 100)
      .map(({ key, hitsPerConversation: _h, ...rest }) => ({ key, ...rest }));
  };
  const bandsOf = { fail: cur?.fail, fair: cur?.fair, good: cur?.good, excellent: cur?.excellent };
  return {
    range: c.range,
    granularity: c.granularity,
    figures: {
      conversations: kpi(now_.conversations, before.conversations),
      averageScore: kpi(now_.averageScore, before.averageScore),
      passRate: kpi(now_.passRate, before.passRate),
      hitsPerConversation: kpi(now_.hitsPerConversation, before.hitsPerConversation),
    },
    bands: QC_BANDS.map((b) => ({ ...b, conversations: num(bandsOf[b.key]) })),
    trend,
    points,
    agents: (await ranked(d.agent)).map(({ key, ...x }) => ({ agent: key, ...x })),
    skillGroups: (await ranked(d.skillGroup)).map(({ key, ...x }) => ({ skillGroup: key, ...x })),
  };
}
