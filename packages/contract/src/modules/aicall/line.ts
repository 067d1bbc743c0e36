/**
 * Numbers and lines (号码管理, /aicall/callConfig). A line is either the built-in simulated line
 * (模拟线路, with a behaviour profile) or a number on the tenant's SIP trunk (/index/tenant/sip).
 * Number states: 1 enabled (tasks dial through it, its inbound bot answers), 0 disabled.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { pageOf, sortedPageQuery } from '../../list.ts';
import { normalisePhone, PHONE_PATTERN } from '../admin/blacklist.ts';

export const LINE_NAME_MAX = 50;
export const LINE_CONCURRENCY_MIN = 1;
export const LINE_CONCURRENCY_MAX = 1000;
export const LINE_ROUND_MS_MAX = 10_000;
export const CAUSE_WEIGHT_MAX = 1000;
export const LINE_KINDS = ['simulated', 'sip'] as const;
export const LineKind = z.enum(LINE_KINDS);
export type LineKind = z.infer<typeof LineKind>;

/**
 * The requirements §4 cause codes an unanswered simulated call may end with (every listed code except the
 * success codes 0 and 786, which answered calls end with).
 */
export const SIMULATION_CAUSE_CODES = [
  772, 604, 600, 781, 777, 773, 789, 486, 182, 183, 770, 771, 701, 774, 792, 795, 778, 780, 791, 793, 794, 796, 775,
  788, 787, 776, 790, 782, 181, 779, 785, 500, 501, 502, 503, 504, 505, 783, 784, 487, 480, 408, 471, 409,
] as const;
const CAUSE_KEYS = new Set<string>(SIMULATION_CAUSE_CODES.map(String));

const rate = z.number().min(0).max(1);
export const LINE_PHRASE_MAX = 200;
export const LINE_PHRASES_MAX = 200;
export const LineSimulation = z
  .object({
    answerRate: rate,
    /** Cause code → relative weight, for the calls that are not answered. */
    causeWeights: z.record(z.string(), z.number().min(0).max(CAUSE_WEIGHT_MAX)),
    unrecognisedRate: rate,
    silenceRate: rate,
    /** Simulated milliseconds per round (0 = as fast as possible). */
    roundMs: z.number().int().min(0).max(LINE_ROUND_MS_MAX),
    /**
     * What the callee says when it goes off-script (the unrecognised share of replies); without
     * them it mumbles fillers. Lets a test put utterances the bot does not know on the line.
     */
    phrases: z.array(z.string().trim().min(1).max(LINE_PHRASE_MAX)).max(LINE_PHRASES_MAX).optional(),
  })
  .superRefine((s, ctx) => {
    const bad = Object.keys(s.causeWeights).filter((k) => !CAUSE_KEYS.has(k));
    if (bad.length)
      ctx.addIssue({
        code: 'custom',
        path: ['causeWeights'],
        message: `not requirements §4 cause codes: ${bad.join(', ')}`,
      });
    if (s.answerRate < 1 && !Object.values(s.causeWeights).some((w) => w > 0))
      ctx.addIssue({ code: 'custom', path: ['causeWeights'], message: 'some cause needs a weight above 0' });
    if (s.unrecognisedRate + s.silenceRate > 1)
      ctx.addIssue({ code: 'custom', path: ['silenceRate'], message: 'unrecognised + silence must not exceed 1' });
  });
export type LineSimulation = z.infer<typeof LineSimulation>;

/**
 * A realistic default: six in ten calls answered; the rest mostly no answer, busy, powered off and
 * empty numbers as mainland lines see them; the callee unrecognised 15% and silent 5% of the time.
 */
export const DEFAULT_SIMULATION: LineSimulation = {
  answerRate: 0.6,
  causeWeights: {
    '775': 30,
    '788': 10,
    '789': 12,
    '486': 6,
    '770': 10,
    '771': 4,
    '774': 8,
    '781': 8,
    '778': 5,
    '779': 2,
    '501': 2,
    '487': 3,
  },
  unrecognisedRate: 0.15,
  silenceRate: 0.05,
  roundMs: 0,
};

export const LineNumber = z
  .string()
  .max(64)
  .transform(normalisePhone)
  .pipe(z.string().regex(PHONE_PATTERN, '5–20 digits with an optional leading +'));

export const LineRow = z.object({
  id: z.string(),
  number: z.string(),
  name: z.string(),
  kind: LineKind,
  concurrency: z.number(),
  /** 1 enabled, 0 disabled. */
  status: z.union([z.literal(0), z.literal(1)]),
  simulation: LineSimulation.nullable(),
  inboundBotId: z.string().nullable(),
  inboundBotName: z.string().nullable(),
  /** Outbound tasks not completed or stopped that dial through it. */
  activeTasks: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type LineRow = z.infer<typeof LineRow>;

export const LineInput = z.object({
  number: LineNumber,
  name: z.string().trim().max(LINE_NAME_MAX).default(''),
  kind: LineKind.default('simulated'),
  concurrency: z.number().int().min(LINE_CONCURRENCY_MIN).max(LINE_CONCURRENCY_MAX).default(10),
  status: z.union([z.literal(0), z.literal(1)]).default(1),
  /** Simulated lines only; absent means the default profile. Ignored (cleared) for SIP lines. */
  simulation: LineSimulation.nullable().optional(),
  inboundBotId: z.string().min(1).max(64).nullable().default(null),
});
export type LineInput = z.input<typeof LineInput>;

export const LineListQuery = sortedPageQuery(['number', 'createdAt']).extend({
  /** Part of the number or the name. */
  keyword: z.string().trim().max(64).optional(),
  kind: LineKind.optional(),
  status: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional(),
});

const id = z.string().min(1).max(64);

export const listLines = defineEndpoint({
  id: 'aicall.line.list',
  method: 'GET',
  path: '/v1/aicall-web/line/list',
  access: 'aicall.line.list',
  query: LineListQuery,
  response: pageOf(LineRow),
  example: { query: { pageNum: 1, pageSize: 10 } },
});

export const createLine = defineEndpoint({
  id: 'aicall.line.create',
  method: 'POST',
  path: '/v1/aicall-web/line/add',
  access: 'aicall.line.create',
  body: LineInput,
  response: LineRow,
  example: { body: { number: '02166660001', name: 'walk', kind: 'simulated', concurrency: 5, status: 1 } },
});

export const updateLine = defineEndpoint({
  id: 'aicall.line.update',
  method: 'POST',
  path: '/v1/aicall-web/line/edit',
  access: 'aicall.line.update',
  body: LineInput.extend({ id }),
  response: LineRow,
  example: { body: { id: 'line-none', number: '02166660002', kind: 'simulated', concurrency: 5, status: 1 } },
});

export const deleteLine = defineEndpoint({
  id: 'aicall.line.delete',
  method: 'POST',
  path: '/v1/aicall-web/line/delete',
  access: 'aicall.line.delete',
  body: z.object({ id }),
  response: z.object({ deleted: z.number() }),
  example: { body: { id: 'line-none' } },
});

/** The app's inbound bots (type 1), to bind to a number. */
export const listLineInboundBots = defineEndpoint({
  id: 'aicall.line.bots',
  method: 'GET',
  path: '/v1/aicall-web/line/inbound-bots',
  access: ['aicall.line.create', 'aicall.line.update', 'aicall.line.list'],
  response: z.array(z.object({ id: z.string(), name: z.string(), published: z.boolean() })),
  example: {},
});
