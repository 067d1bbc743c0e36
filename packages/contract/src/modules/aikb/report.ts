/**
 * The knowledge base's five reports (issue 7 §2: /aikb/knowledgeReport, clicksReport,
 * likeUnlikeReport, highFreeWordsReport, usageReport). What they share: the query (a range of
 * days of the tenant's calendar, requirements §3 granularity and sort, channel, test windows), the range
 * they answered for, the item a row names, and the options their filters choose from.
 * Every report reads the text rollups (docs/aitext-metrics.md), never the messages; the metric
 * definitions are in docs/aikb-reports.md.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { PageQuery, SortOrder } from '../../list.ts';
import { Granularity, StatQuery } from '../aitext/stats.ts';

export { Granularity };

/**
 * requirements §5 console-wide range (both days required 170024, real days 170025, start not after today
 * 170026 nor after the end 170027), requirements §3 granularity (1 day — at most 366 days, 170028 —,
 * 2 month, 3 year) and sort (ASC / DESC). Test-window sessions are left out unless includeTest=1.
 */
export const ReportQuery = StatQuery.extend({
  granularity: Granularity.default(1),
  sortOrder: SortOrder.default('DESC'),
});
export type ReportQuery = z.input<typeof ReportQuery>;

/** Reports with a table of items page it. */
export const ReportPageQuery = ReportQuery.extend(PageQuery.shape);

/** The range a report answered for, in the tenant's time zone. */
export const ReportRange = z.object({ timeZone: z.string(), startDay: z.string(), endDay: z.string() });
export type ReportRange = z.infer<typeof ReportRange>;

/** A bucket of a trend: 'YYYY-MM-DD', 'YYYY-MM' or 'YYYY' (every bucket of the range, empty ones 0). */
export const Bucket = z.object({ bucket: z.string() });

/** What a row of an item table names: a knowledge item or a document segment. */
export const ItemRef = z.object({
  id: z.string(),
  kind: z.enum(['item', 'segment']),
  /** The item's standard question, or the segment's heading path and first words. */
  name: z.string(),
  libraryId: z.string(),
  libraryName: z.string(),
  /** The item's category path 一级/二级 ('' none, and for segments). */
  category: z.string(),
});
export type ItemRef = z.infer<typeof ItemRef>;

/** Export rows at most (the rest is cut; the tables are per item, so this is far beyond real use). */
export const REPORT_EXPORT_MAX = 50_000;

/** The five reports: their menu path, permission resource and title. */
export const REPORTS = {
  knowledge: { path: '/aikb/knowledgeReport', res: 'knowledgeReport', zh: '知识报表', en: 'Knowledge report' },
  clicks: { path: '/aikb/clicksReport', res: 'clicksReport', zh: '点击报表', en: 'Clicks' },
  likes: { path: '/aikb/likeUnlikeReport', res: 'likeUnlikeReport', zh: '点赞点踩报表', en: 'Likes' },
  words: { path: '/aikb/highFreeWordsReport', res: 'highFreeWordsReport', zh: '高频搜索词', en: 'Top searches' },
  usage: { path: '/aikb/usageReport', res: 'usageReport', zh: '使用报表', en: 'Usage' },
} as const;
export type ReportName = keyof typeof REPORTS;

export const ReportOptions = z.object({
  timeZone: z.string(),
  /** Today in the tenant's time zone: pickers forbid later days. */
  today: z.string(),
  channels: z.array(z.object({ id: z.string(), name: z.string(), channelType: z.number() })),
  libraries: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Every category of those libraries; `name` is the path 一级/二级. */
  categories: z.array(
    z.object({ id: z.string(), libraryId: z.string(), parentId: z.string().nullable(), name: z.string() }),
  ),
});
export type ReportOptions = z.infer<typeof ReportOptions>;

/** What the reports' filters choose from: the app's text channels, the tenant's libraries and categories. */
export const listReportOptions = defineEndpoint({
  id: 'aikb.report.options',
  method: 'GET',
  path: '/aikb-api/report/options',
  access: [
    'aikb.knowledgeReport.stat',
    'aikb.clicksReport.stat',
    'aikb.likeUnlikeReport.stat',
    'aikb.highFreeWordsReport.stat',
    'aikb.usageReport.stat',
  ],
  response: ReportOptions,
});

/** A workbook column: its key in the row and its zh/en header. */
export type Headers<K extends string> = Record<K, { zh: string; en: string }>;

/** The example of an export: refused (170024, no range) so the endpoint walk reads a JSON envelope. */
export const refusedExample = { query: { granularity: 1 } };
export const example = { query: { startDay: '2026-11-01', endDay: '2026-11-21', granularity: 1 } };
