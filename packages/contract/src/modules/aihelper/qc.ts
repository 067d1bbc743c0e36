/**
 * QC points (质检点, requirements §3 strategy types): what the desk warns an agent about the moment
 * it happens (mode realtime), and what every finished conversation is scored by (both modes; a
 * postCall point is judged only after the end). Kinds and their parameters are explained in
 * docs/aihelper-desk.md; modes, strategies and scoring in docs/aihelper-quality.md.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { pageOf, sortedPageQuery } from '../../list.ts';
import { PATTERN_MAX, parsePattern } from './qc-pattern.ts';

export const QC_RULE_KINDS = [
  'forbidden',
  'required',
  'pattern',
  'intent',
  'speechRate',
  'silence',
  'interruption',
  'emotion',
] as const;
export const QcRuleKind = z.enum(QC_RULE_KINDS);
export const QC_PHASES = ['greeting', 'identity', 'closing'] as const;
export const QC_SEVERITIES = ['info', 'warning', 'critical'] as const;
export const QC_RULE_NAME_MAX = 50;
export const QC_WORDS_MAX = 200;
/** requirements §3 validity: 0 valid, 1 invalid. */
export const Validity = z.union([z.literal(0), z.literal(1)]);
/** realtime: judged on each line as it arrives (the desk warns) and scored; postCall: only scored. */
export const QC_MODES = ['realtime', 'postCall'] as const;
/** requirements §3 strategy types: 0 trigger count, 1 scoring rule. */
export const QcStrategy = z.union([z.literal(0), z.literal(1)]);
/** A conversation's score starts here; scoring points move it, and it stays within 0 and this. */
export const QC_FULL_SCORE = 100;

/** A keyword is at most 20 characters; an intent's name (kind intent) at most 50. */
export const QC_WORD_MAX = 20;
const Word = z.string().trim().min(1).max(50);
export const QcRuleInput = z
  .object({
    name: z.string().trim().min(1).max(QC_RULE_NAME_MAX),
    kind: QcRuleKind,
    speaker: z.enum(['agent', 'customer', 'any']).default('agent'),
    words: z.array(Word).max(QC_WORDS_MAX).default([]),
    phase: z.enum(QC_PHASES).nullable().default(null),
    /** identity: the seconds from the start within which it must be said. */
    withinSeconds: z.number().int().min(5).max(3600).nullable().default(null),
    /** speechRate: characters a second; silence: seconds; interruption: milliseconds of overlap. */
    threshold: z.number().positive().max(100_000).nullable().default(null),
    severity: z.enum(QC_SEVERITIES).default('warning'),
    validity: Validity.default(0),
    mode: z.enum(QC_MODES).default('realtime'),
    strategy: QcStrategy.default(0),
    /** Scoring rule: the points each hit adds (positive) or deducts (negative). */
    score: z.number().int().min(-QC_FULL_SCORE).max(QC_FULL_SCORE).default(0),
    /** Scoring rule: the most the point moves one conversation's score, either way; null: no cap. */
    cap: z.number().int().min(1).max(QC_FULL_SCORE).nullable().default(null),
    /** pattern: the keyword expression (qc-pattern.ts). */
    pattern: z.string().trim().max(PATTERN_MAX).default(''),
  })
  .superRefine((r, ctx) => {
    if ((r.kind === 'forbidden' || r.kind === 'required' || r.kind === 'intent') && r.words.length === 0)
      ctx.addIssue({ code: 'custom', path: ['words'], message: 'words are required for this kind' });
    if (r.kind !== 'intent' && r.words.some((w) => w.length > QC_WORD_MAX))
      ctx.addIssue({ code: 'custom', path: ['words'], message: `a keyword is at most ${QC_WORD_MAX} characters` });
    if (r.kind === 'pattern') {
      const parsed = parsePattern(r.pattern);
      if (!parsed.ok) ctx.addIssue({ code: 'custom', path: ['pattern'], message: `pattern: ${parsed.error}` });
    }
    if (r.strategy === 1 && r.score === 0)
      ctx.addIssue({ code: 'custom', path: ['score'], message: 'a scoring rule needs non-zero points' });
    if (r.kind === 'required' && !r.phase)
      ctx.addIssue({ code: 'custom', path: ['phase'], message: 'a phase is required for this kind' });
  });
export type QcRuleInput = z.input<typeof QcRuleInput>;

export const QcRuleRow = z.object({
  id: z.string(),
  name: z.string(),
  kind: QcRuleKind,
  speaker: z.enum(['agent', 'customer', 'any']),
  words: z.array(z.string()),
  phase: z.enum(QC_PHASES).nullable(),
  withinSeconds: z.number().nullable(),
  threshold: z.number().nullable(),
  severity: z.enum(QC_SEVERITIES),
  validity: Validity,
  mode: z.enum(QC_MODES),
  strategy: QcStrategy,
  score: z.number(),
  cap: z.number().nullable(),
  pattern: z.string(),
  creator: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type QcRuleRow = z.infer<typeof QcRuleRow>;

const RuleId = z.string().min(1).max(64);

export const listQcRules = defineEndpoint({
  id: 'aihelper.qcRule.list',
  method: 'GET',
  path: '/aihelper-api/qcRule/list',
  access: 'aihelper.qcRule.list',
  query: sortedPageQuery(['createdAt', 'name'] as const).extend({
    name: z.string().trim().max(QC_RULE_NAME_MAX).optional(),
    kind: QcRuleKind.optional(),
    mode: z.enum(QC_MODES).optional(),
    strategy: z.coerce.number().pipe(QcStrategy).optional(),
  }),
  response: pageOf(QcRuleRow),
  example: { query: { pageNum: 1, pageSize: 10 } },
});

export const createQcRule = defineEndpoint({
  id: 'aihelper.qcRule.create',
  method: 'POST',
  path: '/aihelper-api/qcRule/add',
  access: 'aihelper.qcRule.create',
  body: QcRuleInput,
  response: QcRuleRow,
  example: { body: { name: '禁用语-walk', kind: 'forbidden', words: ['不知道'] } },
});

export const updateQcRule = defineEndpoint({
  id: 'aihelper.qcRule.update',
  method: 'POST',
  path: '/aihelper-api/qcRule/edit',
  access: 'aihelper.qcRule.update',
  body: z.intersection(QcRuleInput, z.object({ id: RuleId })),
  response: QcRuleRow,
  example: { body: { id: 'qc-none', name: '禁用语', kind: 'forbidden', words: ['不知道'] } },
});

export const deleteQcRules = defineEndpoint({
  id: 'aihelper.qcRule.delete',
  method: 'POST',
  path: '/aihelper-api/qcRule/delete',
  access: 'aihelper.qcRule.delete',
  body: z.object({ ids: z.array(RuleId).min(1).max(500) }),
  response: z.object({ deleted: z.number() }),
  example: { body: { ids: ['qc-none'] } },
});

/** An alert a rule raised in a conversation. */
export const QcAlert = z.object({
  id: z.string(),
  ruleId: z.string(),
  ruleName: z.string(),
  kind: QcRuleKind,
  severity: z.enum(QC_SEVERITIES),
  /** The line that broke the rule; null for what is judged at the end of the call. */
  utteranceId: z.string().nullable(),
  atMs: z.number(),
  detail: z.string(),
});
export type QcAlert = z.infer<typeof QcAlert>;

/**
 * Real-time topic for supervisors (docs/aihelper-desk.md, Supervisor alerts): the users of the
 * tenant who may read the conversation records are told at once of a critical QC alert or a
 * trigger's alert action, in any conversation of the tenant. The number is masked (requirements §5).
 */
export const SUPERVISOR_ALERT_TOPIC = 'aihelper.supervisorAlert';
export const SupervisorAlert = z.object({
  conversationId: z.string(),
  agent: z.string(),
  skillGroup: z.string(),
  customerNumber: z.string(),
  /** qc: a critical quality alert (name: the rule); trigger: a trigger's alert action (name: the trigger). */
  source: z.enum(['qc', 'trigger']),
  name: z.string(),
  /** The words that broke the rule, or the trigger's alert text. */
  text: z.string(),
  severity: z.enum(QC_SEVERITIES),
  /** Within the call, from its start. */
  atMs: z.number(),
});
export type SupervisorAlert = z.infer<typeof SupervisorAlert>;
