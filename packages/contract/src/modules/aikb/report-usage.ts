/**
 * 高频搜索词 (/aikb/highFreeWordsReport): the visitors' search words by searchCount, and
 * 使用报表 (/aikb/usageReport): use over time per channel. Each with a workbook export.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { pageOf } from '../../list.ts';
import { Bucket, example, type Headers, ReportPageQuery, ReportQuery, ReportRange, refusedExample } from './report.ts';

// ── 高频搜索词 ─────────────────────────────────────────────────────────────────────────────

export const WordsReportQuery = ReportPageQuery.extend({
  /** Words containing this text. */
  keyword: z.string().trim().max(50).optional(),
});

export const WordRow = z.object({
  word: z.string(),
  /** Questions of the range the word was in (once a question). */
  searchCount: z.number(),
  /** searchCount / all search words' counts of the range (0..1). */
  share: z.number(),
});
export type WordRow = z.infer<typeof WordRow>;

export const WordsReport = pageOf(WordRow).extend({
  range: ReportRange,
  granularity: z.number(),
  totals: z.object({ searchCount: z.number(), words: z.number() }),
  trend: z.array(Bucket.extend({ searchCount: z.number() })),
});
export type WordsReport = z.infer<typeof WordsReport>;

export const getWordsReport = defineEndpoint({
  id: 'aikb.highFreeWordsReport.stat',
  method: 'GET',
  path: '/aikb-api/report/words',
  access: 'aikb.highFreeWordsReport.stat',
  query: WordsReportQuery,
  response: WordsReport,
  example,
});

export const exportWordsReport = defineEndpoint({
  id: 'aikb.highFreeWordsReport.export',
  method: 'GET',
  path: '/aikb-api/report/words/export',
  access: 'aikb.highFreeWordsReport.export',
  kind: 'binary',
  query: WordsReportQuery,
  response: z.unknown(),
  example: refusedExample,
});

export const WORDS_REPORT_HEADERS: Headers<'rank' | 'word' | 'searchCount' | 'share'> = {
  rank: { zh: '排名', en: 'Rank' },
  word: { zh: '搜索词', en: 'Search word' },
  searchCount: { zh: '搜索次数', en: 'Searches' },
  share: { zh: '占比', en: 'Share' },
};

// ── 使用报表 ───────────────────────────────────────────────────────────────────────────────

export const UsageFigures = z.object({
  /** Sessions started. */
  sessions: z.number(),
  /** Rounds: visitor messages the bot replied to (conversationRoundCount). */
  questions: z.number(),
  /** Answers given from the knowledge base (hits). */
  answered: z.number(),
  /** answered / questions (0..1, 0 without questions). */
  answerRate: z.number(),
});
export type UsageFigures = z.infer<typeof UsageFigures>;

export const UsageRow = UsageFigures.extend({
  bucket: z.string(),
  channelId: z.string(),
  channelName: z.string(),
  /** requirements §3 channel type: 0 official, 1 test window. */
  channelType: z.number(),
});
export type UsageRow = z.infer<typeof UsageRow>;

export const UsageReport = z.object({
  range: ReportRange,
  granularity: z.number(),
  /** Every bucket with the channels used in it, sorted by bucket per sortOrder, then channel name. */
  rows: z.array(UsageRow),
  /** Every bucket of the range in time order (empty ones 0): all channels together. */
  trend: z.array(Bucket.extend(UsageFigures.shape)),
  /** The channels with use in the range. */
  channels: z.array(z.object({ id: z.string(), name: z.string(), channelType: z.number() })),
  totals: UsageFigures,
});
export type UsageReport = z.infer<typeof UsageReport>;

export const getUsageReport = defineEndpoint({
  id: 'aikb.usageReport.stat',
  method: 'GET',
  path: '/aikb-api/report/usage',
  access: 'aikb.usageReport.stat',
  query: ReportQuery,
  response: UsageReport,
  example,
});

export const exportUsageReport = defineEndpoint({
  id: 'aikb.usageReport.export',
  method: 'GET',
  path: '/aikb-api/report/usage/export',
  access: 'aikb.usageReport.export',
  kind: 'binary',
  query: ReportQuery,
  response: z.unknown(),
  example: refusedExample,
});

export const USAGE_REPORT_HEADERS: Headers<
  'bucket' | 'channelName' | 'sessions' | 'questions' | 'answered' | 'answerRate'
> = {
  bucket: { zh: '时间', en: 'Period' },
  channelName: { zh: '渠道', en: 'Channel' },
  sessions: { zh: '会话数', en: 'Sessions' },
  questions: { zh: '提问数', en: 'Questions' },
  answered: { zh: '回答数', en: 'Answered' },
  answerRate: { zh: '回答率', en: 'Answer rate' },
};

/** The workbook's last row. */
export const REPORT_TOTAL = { zh: '合计', en: 'Total' };
