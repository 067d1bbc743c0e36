/**
 * QC records (质检记录, issue 21 §1): every finished conversation scored by the tenant's valid QC
 * points after it ends (docs/aihelper-quality.md), its hits with the line and time, and the
 * supervisor's review of each hit: confirm, or dispute with a reason; a dispute is resolved with a
 * reason, accepted (the hit no longer counts and the score is recomputed) or rejected (it stands).
 * Also each point's hits over time and by agent (质检点 → 命中).
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { exportEndpoints } from '../../export-endpoints.ts';
import { pageOf, sortedPageQuery } from '../../list.ts';
import { PhoneSearch } from '../aicall/record.ts';
import { QC_MODES, QC_SEVERITIES, QcRuleKind, QcStrategy } from './qc.ts';

const ms = z.coerce.number().int().min(0);
const Short = z.string().trim().min(1).max(64);
const Score = z.coerce.number().min(0).max(100);

/**
 * A hit's review: 0 not reviewed, 1 confirmed, 2 disputed (waiting for a resolution), 3 dispute
 * accepted (the hit is void), 4 dispute rejected (the hit stands).
 */
export const QC_REVIEW = { none: 0, confirmed: 1, disputed: 2, accepted: 3, rejected: 4 } as const;
export const QcReview = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type QcReview = z.infer<typeof QcReview>;
export const QC_REASON_MAX = 200;

export const QcRecordFilter = z.object({
  /** The conversation started between these instants (ms, both included); both required (requirements §5). */
  from: ms.optional(),
  to: ms.optional(),
  agent: Short.optional(),
  skillGroup: Short.optional(),
  channelId: Short.optional(),
  customerNumber: PhoneSearch.optional(),
  /** Records with at least one hit of this point. */
  pointId: Short.optional(),
  scoreMin: Score.optional(),
  scoreMax: Score.optional(),
  /** disputed: with a dispute waiting; hit: with at least one hit; clean: without. */
  state: z.enum(['disputed', 'hit', 'clean']).optional(),
});
export type QcRecordFilter = z.input<typeof QcRecordFilter>;

export const QcRecordRow = z.object({
  /** The conversation's id. */
  id: z.string(),
  channelName: z.string(),
  agent: z.string(),
  skillGroup: z.string(),
  /** Masked (requirements §5). */
  customerNumber: z.string(),
  direction: z.enum(['in', 'out']),
  startedAt: z.number(),
  durationSec: z.number(),
  score: z.number(),
  /** Hits that count (a dispute accepted voids one). */
  hits: z.number(),
  /** Disputes waiting for a resolution. */
  disputed: z.number(),
  scoredAt: z.number(),
});
export type QcRecordRow = z.infer<typeof QcRecordRow>;

export const QcHit = z.object({
  id: z.string(),
  pointId: z.string(),
  /** As the point was named when it hit. */
  pointName: z.string(),
  kind: QcRuleKind,
  mode: z.enum(QC_MODES),
  strategy: QcStrategy,
  severity: z.enum(QC_SEVERITIES),
  /** The points this hit moved the score by (0 for a trigger count, or past the point's cap). */
  score: z.number(),
  /** The line that hit; null for what is judged over the whole call (a closing phrase missing). */
  utteranceId: z.string().nullable(),
  speaker: z.enum(['agent', 'customer']).nullable(),
  text: z.string(),
  atMs: z.number(),
  detail: z.string(),
  review: QcReview,
  disputeReason: z.string(),
  resolveReason: z.string(),
  /** Who confirmed or disputed, and who resolved. */
  reviewer: z.string(),
  resolver: z.string(),
});
export type QcHit = z.infer<typeof QcHit>;

export const QcRecordDetail = z.object({
  row: QcRecordRow,
  hits: z.array(QcHit),
  /** The transcript, final lines in speaking order. */
  lines: z.array(
    z.object({
      utteranceId: z.string(),
      speaker: z.enum(['agent', 'customer']),
      text: z.string(),
      startMs: z.number(),
      endMs: z.number(),
    }),
  ),
});
export type QcRecordDetail = z.infer<typeof QcRecordDetail>;

const range = { from: 1_700_000_000_000, to: 1_700_086_400_000 };
const BASE = '/aihelper-api/qcRecord';

export const listQcRecords = defineEndpoint({
  id: 'aihelper.qcRecord.list',
  method: 'GET',
  path: `${BASE}/list`,
  access: 'aihelper.qcRecord.list',
  query: sortedPageQuery(['startedAt', 'score'] as const).extend(QcRecordFilter.shape),
  response: pageOf(QcRecordRow),
  example: { query: { pageNum: 1, pageSize: 10, ...range } },
});

export const getQcRecord = defineEndpoint({
  id: 'aihelper.qcRecord.detail',
  method: 'GET',
  path: `${BASE}/detail`,
  access: 'aihelper.qcRecord.list',
  query: z.object({ id: Short }),
  response: QcRecordDetail,
  example: { query: { id: 'none' } },
});

/** confirm or dispute a hit not yet reviewed; accept or reject a dispute. A dispute and a resolution need a reason. */
export const reviewQcHit = defineEndpoint({
  id: 'aihelper.qcRecord.review',
  method: 'POST',
  path: `${BASE}/review`,
  access: 'aihelper.qcRecord.review',
  body: z
    .object({
      hitId: Short,
      action: z.enum(['confirm', 'dispute', 'accept', 'reject']),
      reason: z.string().trim().max(QC_REASON_MAX).default(''),
    })
    .superRefine((b, ctx) => {
      if (b.action !== 'confirm' && !b.reason)
        ctx.addIssue({ code: 'custom', path: ['reason'], message: 'a reason is required' });
    }),
  response: z.object({ hit: QcHit, row: QcRecordRow }),
  example: { body: { hitId: 'none', action: 'confirm' } },
});

/** Columns of the export, in order, with their headers. */
export const QC_RECORD_IO_COLUMNS = [
  'startedAt',
  'durationSec',
  'agent',
  'skillGroup',
  'channelName',
  'customerNumber',
  'score',
  'hits',
  'disputed',
  'points',
] as const;
export const QC_RECORD_IO_HEADERS: Record<(typeof QC_RECORD_IO_COLUMNS)[number], { zh: string; en: string }> = {
  startedAt: { zh: '开始时间', en: 'Started' },
  durationSec: { zh: '时长（秒）', en: 'Duration (s)' },
  agent: { zh: '坐席', en: 'Agent' },
  skillGroup: { zh: '技能组', en: 'Skill group' },
  channelName: { zh: '接入渠道', en: 'Channel' },
  customerNumber: { zh: '客户号码', en: 'Customer number' },
  score: { zh: '质检得分', en: 'Score' },
  hits: { zh: '命中次数', en: 'Hits' },
  disputed: { zh: '待处理申诉', en: 'Open disputes' },
  points: { zh: '命中质检点', en: 'Points hit' },
};

const qcRecordsExport = exportEndpoints({
  id: 'aihelper.qcRecord',
  base: BASE,
  access: 'aihelper.qcRecord.export',
  filter: QcRecordFilter,
  example: range,
});
export const exportQcRecords = qcRecordsExport.start;
export const exportQcRecordsStatus = qcRecordsExport.status;
export const downloadQcRecordsExport = qcRecordsExport.download;

/** A point's hits (质检点 → 命中): per day in the range, per agent, and the latest hits with their lines. */
export const QcPointHits = z.object({
  total: z.number(),
  conversations: z.number(),
  byDay: z.array(z.object({ day: z.string(), hits: z.number() })),
  byAgent: z.array(z.object({ agent: z.string(), hits: z.number(), conversations: z.number() })),
  latest: z.array(
    QcHit.pick({ id: true, text: true, speaker: true, atMs: true, detail: true, review: true }).extend({
      conversationId: z.string(),
      agent: z.string(),
      startedAt: z.number(),
    }),
  ),
});
export type QcPointHits = z.infer<typeof QcPointHits>;
export const QC_POINT_LATEST = 50;

export const qcPointHits = defineEndpoint({
  id: 'aihelper.qcRule.hits',
  method: 'GET',
  path: '/aihelper-api/qcRule/hits',
  access: 'aihelper.qcRule.list',
  query: z.object({ id: Short, from: ms, to: ms }),
  response: QcPointHits,
  example: { query: { id: 'qc-none', ...range } },
});
