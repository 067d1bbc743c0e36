/**
 * The per-item reports: 知识报表 (/aikb/knowledgeReport), 点击报表 (/aikb/clicksReport) and
 * 点赞点踩报表 (/aikb/likeUnlikeReport). Each answers a table of items (paged, sorted), a trend by
 * the granularity, and its totals; each has a workbook export of the whole table (same query).
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { pageOf } from '../../list.ts';
import { Id } from './library.ts';
import { Bucket, example, type Headers, ItemRef, ReportPageQuery, ReportRange, refusedExample } from './report.ts';

const flag = z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)]));
const ItemFilter = { libraryId: Id.optional() };

// ── 知识报表 ───────────────────────────────────────────────────────────────────────────────

export const KNOWLEDGE_REPORT_SORT = ['hits', 'clicks', 'likes', 'dislikes', 'lastHitDay'] as const;

export const KnowledgeReportQuery = ReportPageQuery.extend({
  ...ItemFilter,
  /** A category: its items and its children's items (knowledge items only, no segments). */
  categoryId: Id.optional(),
  /** 1: only the knowledge items of the filter never hit (no answer given from them) in the range. */
  neverHit: flag.default(0),
  sortField: z.enum(KNOWLEDGE_REPORT_SORT).default('hits'),
});

export const KnowledgeReportRow = ItemRef.extend({
  hits: z.number(),
  clicks: z.number(),
  likes: z.number(),
  dislikes: z.number(),
  /** The last day of the range an answer was given from it; null when never hit. */
  lastHitDay: z.string().nullable(),
});
export type KnowledgeReportRow = z.infer<typeof KnowledgeReportRow>;

export const KnowledgeTrend = Bucket.extend({
  hits: z.number(),
  clicks: z.number(),
  likes: z.number(),
  dislikes: z.number(),
});

export const KnowledgeReport = pageOf(KnowledgeReportRow).extend({
  range: ReportRange,
  granularity: z.number(),
  totals: z.object({
    hits: z.number(),
    clicks: z.number(),
    likes: z.number(),
    dislikes: z.number(),
    /** Items and segments of the filter with a hit in the range. */
    hitItems: z.number(),
    /** Knowledge items of the filter without one. */
    neverHitItems: z.number(),
  }),
  trend: z.array(KnowledgeTrend),
});
export type KnowledgeReport = z.infer<typeof KnowledgeReport>;

export const getKnowledgeReport = defineEndpoint({
  id: 'aikb.knowledgeReport.stat',
  method: 'GET',
  path: '/aikb-api/report/knowledge',
  access: 'aikb.knowledgeReport.stat',
  query: KnowledgeReportQuery,
  response: KnowledgeReport,
  example,
});

export const exportKnowledgeReport = defineEndpoint({
  id: 'aikb.knowledgeReport.export',
  method: 'GET',
  path: '/aikb-api/report/knowledge/export',
  access: 'aikb.knowledgeReport.export',
  kind: 'binary',
  query: KnowledgeReportQuery,
  response: z.unknown(),
  example: refusedExample,
});

const REF_HEADERS = {
  name: { zh: '知识', en: 'Knowledge' },
  libraryName: { zh: '知识库', en: 'Library' },
  category: { zh: '分类', en: 'Category' },
};

export const KNOWLEDGE_REPORT_HEADERS: Headers<
  'name' | 'libraryName' | 'category' | 'hits' | 'clicks' | 'likes' | 'dislikes' | 'lastHitDay'
> = {
  ...REF_HEADERS,
  hits: { zh: '命中次数', en: 'Hits' },
  clicks: { zh: '点击次数', en: 'Clicks' },
  likes: { zh: '点赞数', en: 'Likes' },
  dislikes: { zh: '点踩数', en: 'Dislikes' },
  lastHitDay: { zh: '最近命中', en: 'Last hit' },
};

// ── 点击报表 ───────────────────────────────────────────────────────────────────────────────

export const ClicksReportQuery = ReportPageQuery.extend(ItemFilter);

export const ClicksReportRow = ItemRef.extend({
  clicks: z.number(),
  hits: z.number(),
  /** clicks / all clicks of the report (0..1). */
  share: z.number(),
});
export type ClicksReportRow = z.infer<typeof ClicksReportRow>;

export const ClicksReport = pageOf(ClicksReportRow).extend({
  range: ReportRange,
  granularity: z.number(),
  totals: z.object({ clicks: z.number(), items: z.number() }),
  trend: z.array(Bucket.extend({ clicks: z.number() })),
});
export type ClicksReport = z.infer<typeof ClicksReport>;

export const getClicksReport = defineEndpoint({
  id: 'aikb.clicksReport.stat',
  method: 'GET',
  path: '/aikb-api/report/clicks',
  access: 'aikb.clicksReport.stat',
  query: ClicksReportQuery,
  response: ClicksReport,
  example,
});

export const exportClicksReport = defineEndpoint({
  id: 'aikb.clicksReport.export',
  method: 'GET',
  path: '/aikb-api/report/clicks/export',
  access: 'aikb.clicksReport.export',
  kind: 'binary',
  query: ClicksReportQuery,
  response: z.unknown(),
  example: refusedExample,
});

export const CLICKS_REPORT_HEADERS: Headers<'name' | 'libraryName' | 'category' | 'clicks' | 'hits' | 'share'> = {
  ...REF_HEADERS,
  clicks: { zh: '点击次数', en: 'Clicks' },
  hits: { zh: '命中次数', en: 'Hits' },
  share: { zh: '点击占比', en: 'Share of clicks' },
};

// ── 点赞点踩报表 ───────────────────────────────────────────────────────────────────────────

/** requirements §3 like/dislike metrics, in the order the cards show them (definitions: docs/aikb-reports.md). */
export const LIKE_METRICS = [
  'totalHitCount',
  'likeDislikeRatio',
  'totalLikeCount',
  'totalLikeRatio',
  'totalDislikeCount',
  'totalDislikeRatio',
  'totalParticipationCount',
  'totalParticipationRatio',
] as const;
export type LikeMetric = (typeof LIKE_METRICS)[number];
export const LikeFigures = z.object(
  Object.fromEntries(LIKE_METRICS.map((k) => [k, z.number()])) as Record<LikeMetric, z.ZodNumber>,
);
export type LikeFigures = z.infer<typeof LikeFigures>;

export const LIKE_REPORT_SORT = ['hits', 'likes', 'dislikes', 'participation', 'likeDislikeRatio'] as const;

export const LikeReportQuery = ReportPageQuery.extend({
  ...ItemFilter,
  sortField: z.enum(LIKE_REPORT_SORT).default('likes'),
});

export const LikeReportRow = ItemRef.extend({
  hits: z.number(),
  likes: z.number(),
  dislikes: z.number(),
  participation: z.number(),
  /** participation / hits */
  participationRatio: z.number(),
  /** likes / (likes + dislikes) */
  likeDislikeRatio: z.number(),
});
export type LikeReportRow = z.infer<typeof LikeReportRow>;

export const LikeReport = pageOf(LikeReportRow).extend({
  range: ReportRange,
  granularity: z.number(),
  cards: LikeFigures,
  trend: z.array(Bucket.extend({ hits: z.number(), likes: z.number(), dislikes: z.number() })),
});
export type LikeReport = z.infer<typeof LikeReport>;

export const getLikeReport = defineEndpoint({
  id: 'aikb.likeUnlikeReport.stat',
  method: 'GET',
  path: '/aikb-api/report/likes',
  access: 'aikb.likeUnlikeReport.stat',
  query: LikeReportQuery,
  response: LikeReport,
  example,
});

export const exportLikeReport = defineEndpoint({
  id: 'aikb.likeUnlikeReport.export',
  method: 'GET',
  path: '/aikb-api/report/likes/export',
  access: 'aikb.likeUnlikeReport.export',
  kind: 'binary',
  query: LikeReportQuery,
  response: z.unknown(),
  example: refusedExample,
});

export const LIKE_REPORT_HEADERS: Headers<
  | 'name'
  | 'libraryName'
  | 'category'
  | 'hits'
  | 'likes'
  | 'dislikes'
  | 'participation'
  | 'participationRatio'
  | 'likeDislikeRatio'
> = {
  ...REF_HEADERS,
  hits: { zh: '命中次数', en: 'Hits' },
  likes: { zh: '点赞数', en: 'Likes' },
  dislikes: { zh: '点踩数', en: 'Dislikes' },
  participation: { zh: '参与数', en: 'Votes' },
  participationRatio: { zh: '参与率', en: 'Participation rate' },
  likeDislikeRatio: { zh: '点赞点踩比', en: 'Like share of votes' },
};

/** The cards' labels (also the workbook's summary rows). */
export const LIKE_METRIC_LABELS: Headers<LikeMetric> = {
  totalHitCount: { zh: '总命中数', en: 'Hits' },
  likeDislikeRatio: { zh: '点赞点踩比', en: 'Like share of votes' },
  totalLikeCount: { zh: '总点赞数', en: 'Likes' },
  totalLikeRatio: { zh: '点赞率', en: 'Like rate' },
  totalDislikeCount: { zh: '总点踩数', en: 'Dislikes' },
  totalDislikeRatio: { zh: '点踩率', en: 'Dislike rate' },
  totalParticipationCount: { zh: '总参与数', en: 'Votes' },
  totalParticipationRatio: { zh: '参与率', en: 'Participation rate' },
};
