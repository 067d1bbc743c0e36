/**
 * Service overview (/aitext/serviceOverview) and knowledge analysis (/aitext/knowledgeAnalysis):
 * figures summed from the text rollups (docs/aitext-metrics.md), never from the raw messages.
 * Days are calendar days of the tenant's time zone; sessions count on the day they started.
 * Test-window sessions (requirements §3 channel type 1) are left out unless `includeTest` is 1.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { PageQuery, pageOf, SortOrder } from '../../list.ts';

const Day = z.string().trim().max(20);
const flag = z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)]));

export const StatQuery = z.object({
  /** YYYY-MM-DD; both required (170024). */
  startDay: Day.optional(),
  endDay: Day.optional(),
  channelId: z.string().trim().min(1).max(64).optional(),
  /** 1: count test-window sessions too. */
  includeTest: flag.default(0),
});

/** requirements §3 date granularity: 1 day, 2 month, 3 year. */
export const Granularity = z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]));

export const OVERVIEW_METRICS = [
  'sessionTotal',
  'servicePersonCount',
  'conversationRoundCount',
  'averageRoundCount',
  'totalSolvedCount',
  'totalSolvedRate',
  'transferredToHumanCount',
  'transferredToHumanRate',
] as const;
export type OverviewMetric = (typeof OVERVIEW_METRICS)[number];

/** requirements §3 statistics metrics; rates are 0..1, 0 when there are no sessions. */
export const OverviewFigures = z.object({
  sessionTotal: z.number(),
  servicePersonCount: z.number(),
  conversationRoundCount: z.number(),
  averageRoundCount: z.number(),
  totalSolvedCount: z.number(),
  totalSolvedRate: z.number(),
  transferredToHumanCount: z.number(),
  transferredToHumanRate: z.number(),
});
export type OverviewFigures = z.infer<typeof OverviewFigures>;

/** A figure with the previous period's; `change` = (value − previous) / previous, null when previous is 0. */
export const Kpi = z.object({ value: z.number(), previous: z.number(), change: z.number().nullable() });

export const StatRange = z.object({
  timeZone: z.string(),
  startDay: z.string(),
  endDay: z.string(),
  /** The period before: as many days, ending the day before `startDay`. */
  prevStartDay: z.string(),
  prevEndDay: z.string(),
});

export const OverviewStat = z.object({
  range: StatRange,
  granularity: z.number(),
  kpis: z.object(Object.fromEntries(OVERVIEW_METRICS.map((k) => [k, Kpi])) as Record<OverviewMetric, typeof Kpi>),
  trend: z.array(OverviewFigures.extend({ bucket: z.string(), startDay: z.string(), endDay: z.string() })),
  /** Sessions flagged with each requirements §3 scene (a session may carry several). */
  scenes: z.array(z.object({ scene: z.number(), sessions: z.number() })),
});
export type OverviewStat = z.infer<typeof OverviewStat>;

export const getServiceOverview = defineEndpoint({
  id: 'aitext.overview.stat',
  method: 'GET',
  path: '/newaitext/stat/overview',
  access: 'aitext.overview.stat',
  query: StatQuery.extend({ granularity: Granularity.default(1) }),
  response: OverviewStat,
  example: { query: { startDay: '2026-11-01', endDay: '2026-11-21', granularity: 1 } },
});

export const KNOWLEDGE_SORT_FIELDS = ['hits', 'clicks', 'likes', 'dislikes', 'participation'] as const;

/**
 * Per item (or document segment) or per category of the items: hits (answers given), clicks
 * ("did you mean" candidates chosen), likes, dislikes, participation = likes + dislikes and
 * participationRate = participation / hits.
 */
export const KnowledgeFigures = z.object({
  hits: z.number(),
  clicks: z.number(),
  likes: z.number(),
  dislikes: z.number(),
  participation: z.number(),
  participationRate: z.number(),
});

export const KnowledgeRow = KnowledgeFigures.extend({
  /** Item or segment id; for `by=category` the category id ('' items without one). */
  id: z.string(),
  kind: z.enum(['item', 'segment', 'category']),
  /** The item's standard question, the segment's head, or the category path 一级/二级. */
  name: z.string(),
  libraryId: z.string(),
  /** by=item: the item's category path; by=category: how many items of it were hit. */
  category: z.string(),
  items: z.number(),
});
export type KnowledgeRow = z.infer<typeof KnowledgeRow>;

export const getKnowledgeStats = defineEndpoint({
  id: 'aitext.knowledge.stat',
  method: 'GET',
  path: '/newaitext/stat/knowledge',
  access: 'aitext.knowledge.stat',
  query: StatQuery.extend(PageQuery.shape).extend({
    by: z.enum(['item', 'category']).default('item'),
    sortField: z.enum(KNOWLEDGE_SORT_FIELDS).default('hits'),
    sortOrder: SortOrder.default('DESC'),
  }),
  /** `range`: the days counted and the tenant's time zone (a drill-down turns them into instants). */
  response: pageOf(KnowledgeRow).extend({ totals: KnowledgeFigures, range: StatRange }),
  example: { query: { startDay: '2026-11-01', endDay: '2026-11-21' } },
});
