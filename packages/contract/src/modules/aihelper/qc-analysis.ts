/**
 * 质检分析 (issue 21 §3 qulityAnalysis): the scored conversations of a range of days (requirements §5;
 * the product's calendar), read from the QC rollups kept as conversations are scored
 * (docs/aihelper-quality.md, QC analysis), never from the hits: figures against the previous period
 * of the same length, the score distribution, a trend by day, month or year (requirements §3
 * granularity), the points most hit, and the agents and skill groups ranked. Every figure names
 * the filters that open the QC records behind it.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { SortOrder } from '../../list.ts';
import { Kpi } from '../aicall/databoard.ts';
import { Granularity } from '../aitext/stats.ts';

const Day = z.string().trim().max(20);
const Short = z.string().trim().min(1).max(64);

/** Score bands of the distribution: [from, to] both included. */
export const QC_BANDS = [
  { key: 'fail', from: 0, to: 59 },
  { key: 'fair', from: 60, to: 79 },
  { key: 'good', from: 80, to: 89 },
  { key: 'excellent', from: 90, to: 100 },
] as const;
export type QcBandKey = (typeof QC_BANDS)[number]['key'];
/** A conversation passes at this score or above (the pass rate). */
export const QC_PASS_SCORE = 60;

export const QcAnalysisQuery = z.object({
  /** YYYY-MM-DD, both required (190022); not after today (190023) nor after the end (190024). */
  startDay: Day.optional(),
  endDay: Day.optional(),
  granularity: Granularity.default(1),
  agent: Short.optional(),
  skillGroup: Short.optional(),
  /** The order of the ranked agents and skill groups by average score. */
  sortOrder: SortOrder.default('ASC'),
});
export type QcAnalysisQuery = z.input<typeof QcAnalysisQuery>;

const Ranked = z.object({
  conversations: z.number(),
  averageScore: z.number(),
  passRate: z.number(),
  hits: z.number(),
});

export const QcAnalysis = z.object({
  range: z.object({ timeZone: z.string(), startDay: z.string(), endDay: z.string() }),
  granularity: z.number(),
  figures: z.object({
    conversations: Kpi,
    averageScore: Kpi,
    passRate: Kpi,
    /** Hits that count, per conversation. */
    hitsPerConversation: Kpi,
  }),
  bands: z.array(
    z.object({
      key: z.enum(['fail', 'fair', 'good', 'excellent']),
      from: z.number(),
      to: z.number(),
      conversations: z.number(),
    }),
  ),
  trend: z.array(
    z.object({ bucket: z.string(), conversations: z.number(), averageScore: z.number(), hits: z.number() }),
  ),
  /** The points with hits in the range, most hit first (at most 20). */
  points: z.array(
    z.object({ pointId: z.string(), pointName: z.string(), hits: z.number(), conversations: z.number() }),
  ),
  agents: z.array(Ranked.extend({ agent: z.string() })),
  skillGroups: z.array(Ranked.extend({ skillGroup: z.string() })),
});
export type QcAnalysis = z.infer<typeof QcAnalysis>;
export const QC_ANALYSIS_TOP = 20;

export const getQcAnalysis = defineEndpoint({
  id: 'aihelper.qcAnalysis.get',
  method: 'GET',
  path: '/aihelper-api/qcAnalysis/report',
  access: 'aihelper.qcAnalysis.get',
  query: QcAnalysisQuery,
  response: QcAnalysis,
  example: { query: { startDay: '2026-01-01', endDay: '2026-01-31' } },
});
