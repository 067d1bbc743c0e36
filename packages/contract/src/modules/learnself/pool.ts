/**
 * Data flow-back (requirements R4, /learnself/pastdata): what callers and visitors said comes back
 * from the tenant's own logs into a learning pool, masked, one row per distinct utterance with how
 * often it was said. Flow-back rules say what to pull; each run is a durable job.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ExportStatus, JobQuery, JobRef, NO_JOB } from '../../jobs.ts';
import { pageOf, sortedPageQuery } from '../../list.ts';
import { SafeText } from './text.ts';

/** Where an utterance came from: a call's caller turns, or a text-bot visitor's questions. */
export const POOL_SOURCES = ['call', 'text'] as const;
export const PoolSource = z.enum(POOL_SOURCES);
export type PoolSource = z.infer<typeof PoolSource>;
/**
 * What happened to it: not recognised (a call turn without an intent, a question the text bot had
 * no answer for), recognised, an answer the visitor disliked, a "did you mean" candidate the
 * visitor picked.
 */
export const POOL_KINDS = ['unrecognised', 'recognised', 'disliked', 'picked'] as const;
export const PoolKind = z.enum(POOL_KINDS);
export type PoolKind = z.infer<typeof PoolKind>;
/** Run schedules: once a day, or only when run by hand. */
export const FLOW_SCHEDULES = ['daily', 'manual'] as const;
/** How far back a rule's first run reads (days). */
export const FLOW_FIRST_DAYS_DEFAULT = 30;
export const FLOW_FIRST_DAYS_MAX = 365;
export const RULE_NAME_MAX = 50;

const Id = z.string().min(1).max(64);
const Ms = z.coerce.number().int().min(0).max(8_640_000_000_000);
const Score = z.coerce.number().min(0).max(1);

export const PoolRow = z.object({
  id: z.string(),
  source: PoolSource,
  botId: z.string(),
  botName: z.string(),
  channelId: z.string(),
  channelName: z.string(),
  /** The utterance with phone, ID and bank-card numbers masked. */
  text: z.string(),
  occurrences: z.number(),
  kind: PoolKind,
  /** What the recogniser (or the text bot) made of it the last time, and with what score. */
  prediction: z.string(),
  score: z.number().nullable(),
  firstAt: z.number(),
  lastAt: z.number(),
});
export type PoolRow = z.infer<typeof PoolRow>;

export const PoolFilter = z.object({
  source: PoolSource.optional(),
  botId: Id.optional(),
  channelId: Id.optional(),
  kind: PoolKind.optional(),
  /** true: only what was recognised (recognised, disliked, picked); false: only the unrecognised. */
  recognised: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  scoreMin: Score.optional(),
  scoreMax: Score.optional(),
  /** Last said within [from, to] (ms). */
  from: Ms.optional(),
  to: Ms.optional(),
  text: z.string().trim().max(200).optional(),
});
export type PoolFilter = z.input<typeof PoolFilter>;

export const listPool = defineEndpoint({
  id: 'learnself.pool.list',
  method: 'GET',
  path: '/learnself-api/pool/list',
  access: 'learnself.pool.list',
  query: sortedPageQuery(['lastAt', 'occurrences'] as const).merge(PoolFilter),
  response: pageOf(PoolRow),
  example: { query: { pageNum: 1, pageSize: 10 } },
});

/** Columns of the pool export, with their headers. */
export const POOL_IO_HEADERS = {
  text: { zh: '语料', en: 'Utterance' },
  source: { zh: '来源', en: 'Source' },
  bot: { zh: '机器人', en: 'Bot' },
  channel: { zh: '渠道', en: 'Channel' },
  occurrences: { zh: '出现次数', en: 'Occurrences' },
  kind: { zh: '识别情况', en: 'Outcome' },
  prediction: { zh: '识别结果', en: 'Prediction' },
  score: { zh: '得分', en: 'Score' },
  lastAt: { zh: '最近出现时间', en: 'Last said' },
} as const;
export const POOL_KIND_LABELS: Record<PoolKind, { zh: string; en: string }> = {
  unrecognised: { zh: '未识别', en: 'Unrecognised' },
  recognised: { zh: '已识别', en: 'Recognised' },
  disliked: { zh: '答案被点踩', en: 'Answer disliked' },
  picked: { zh: '选择了推荐问题', en: 'Picked a suggestion' },
};
export const POOL_SOURCE_LABELS: Record<PoolSource, { zh: string; en: string }> = {
  call: { zh: '通话', en: 'Calls' },
  text: { zh: '文本会话', en: 'Text sessions' },
};

export const exportPool = defineEndpoint({
  id: 'learnself.pool.export',
  method: 'POST',
  path: '/learnself-api/pool/export',
  access: 'learnself.pool.export',
  body: z.object({ filter: PoolFilter.default({}) }),
  response: JobRef,
  example: { body: { filter: {} } },
});

export const exportPoolStatus = defineEndpoint({
  id: 'learnself.pool.exportStatus',
  method: 'GET',
  path: '/learnself-api/pool/export/status',
  access: 'learnself.pool.export',
  query: JobQuery,
  response: ExportStatus,
  quiet: true,
  example: { query: { jobId: NO_JOB } },
});

export const downloadPoolExport = defineEndpoint({
  id: 'learnself.pool.download',
  method: 'GET',
  path: '/learnself-api/pool/export/download',
  access: 'learnself.pool.export',
  kind: 'binary',
  query: JobQuery,
  response: z.unknown(),
  example: { query: { jobId: NO_JOB } },
});

export const deletePool = defineEndpoint({
  id: 'learnself.pool.delete',
  method: 'POST',
  path: '/learnself-api/pool/delete',
  access: 'learnself.pool.delete',
  body: z.object({ ids: z.array(Id).min(1).max(500) }),
  response: z.object({ deleted: z.number() }),
  example: { body: { ids: ['pool-none'] } },
});

// ---- rules ----

export const FlowRuleRow = z.object({
  id: z.string(),
  name: z.string(),
  source: PoolSource,
  botId: z.string().nullable(),
  channelId: z.string().nullable(),
  schedule: z.enum(FLOW_SCHEDULES),
  onlyUnrecognised: z.boolean(),
  /** Recognised turns scoring above this are left out (null: all). */
  scoreMax: z.number().nullable(),
  firstDays: z.number(),
  enabled: z.boolean(),
  lastRunAt: z.number().nullable(),
  /** Utterances the last run pooled (new and repeated). */
  lastPooled: z.number(),
  /** The running job, if any. */
  jobId: z.string().nullable(),
  createdAt: z.number(),
});
export type FlowRuleRow = z.infer<typeof FlowRuleRow>;

export const FlowRuleInput = z.object({
  name: SafeText(RULE_NAME_MAX, 1),
  source: PoolSource,
  botId: Id.nullish(),
  channelId: Id.nullish(),
  schedule: z.enum(FLOW_SCHEDULES).default('daily'),
  onlyUnrecognised: z.boolean().default(true),
  scoreMax: z.number().min(0).max(1).nullish(),
  firstDays: z.number().int().min(1).max(FLOW_FIRST_DAYS_MAX).default(FLOW_FIRST_DAYS_DEFAULT),
  enabled: z.boolean().default(true),
});

export const listFlowRules = defineEndpoint({
  id: 'learnself.flowRule.list',
  method: 'GET',
  path: '/learnself-api/flow-rule/list',
  access: 'learnself.pool.list',
  response: z.array(FlowRuleRow),
});

export const createFlowRule = defineEndpoint({
  id: 'learnself.flowRule.create',
  method: 'POST',
  path: '/learnself-api/flow-rule/add',
  access: 'learnself.pool.rule',
  body: FlowRuleInput,
  response: FlowRuleRow,
  example: { body: { name: '回流规则-walk', source: 'call' } },
});

export const updateFlowRule = defineEndpoint({
  id: 'learnself.flowRule.update',
  method: 'POST',
  path: '/learnself-api/flow-rule/edit',
  access: 'learnself.pool.rule',
  body: FlowRuleInput.extend({ id: Id }),
  response: FlowRuleRow,
  example: { body: { id: 'rule-none', name: '回流规则', source: 'call' } },
});

export const deleteFlowRules = defineEndpoint({
  id: 'learnself.flowRule.delete',
  method: 'POST',
  path: '/learnself-api/flow-rule/delete',
  access: 'learnself.pool.rule',
  body: z.object({ ids: z.array(Id).min(1).max(100) }),
  response: z.object({ deleted: z.number() }),
  example: { body: { ids: ['rule-none'] } },
});

/** Runs a rule now (its job); a rule already running answers with the running job. */
export const runFlowRule = defineEndpoint({
  id: 'learnself.flowRule.run',
  method: 'POST',
  path: '/learnself-api/flow-rule/run',
  access: 'learnself.pool.run',
  body: z.object({ id: Id }),
  response: JobRef,
  example: { body: { id: 'rule-none' } },
});
