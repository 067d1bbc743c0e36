/**
 * Call records (外呼记录, 呼入记录) and intention details (意向明细), issue 5 §4. One row per call,
 * inbound or outbound (requirements §3 call direction 0 inbound, 1 outbound). Numbers are masked per requirements §5
 * unless the caller holds the screen's full-phone button; the server decides.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ExportStatus, JobQuery, JobRef, NO_JOB } from '../../jobs.ts';
import { pageOf, sortedPageQuery } from '../../list.ts';
import { CALL_RESULT_CLASSES } from '../../rules/call-result.ts';
import { normalisePhone } from '../admin/blacklist.ts';

export const RecordDirection = z.union([z.literal(0), z.literal(1)]);

/**
 * How a flow node a call ended at is named, wherever it is shown: its name, or its id when the
 * node has none (a node's name is optional in the flow editor). The hang-up node board names its
 * rows so, and a record's `hangupNodeName` is the same, so a record shows the node the board
 * counts it under.
 */
export const nodeLabel = (name: string | null | undefined, id: string): string => name?.trim() || id;

export const RecordRow = z.object({
  id: z.string(),
  direction: RecordDirection,
  taskId: z.string().nullable(),
  taskName: z.string(),
  botId: z.string().nullable(),
  botName: z.string(),
  botVersion: z.number().nullable(),
  /** Masked (requirements §5) unless the caller may see full numbers. */
  phone: z.string(),
  customerName: z.string(),
  lineNumber: z.string(),
  /** Milliseconds. */
  startedAt: z.number(),
  answeredAt: z.number().nullable(),
  endedAt: z.number().nullable(),
  durationSec: z.number(),
  causeCode: z.number(),
  causeType: z.number(),
  /** requirements §4: cause type 200 is the user's side, any other the system's. */
  causeSide: z.enum(['user', 'system']),
  resultClass: z.enum(CALL_RESULT_CLASSES),
  rounds: z.number(),
  intentionLevel: z.string().nullable(),
  transferred: z.boolean(),
  hangupBy: z.enum(['user', 'system']).nullable(),
  /** The node the call ended at (`nodeLabel`: its name, else its id); null when it ended at none. */
  hangupNodeName: z.string().nullable(),
  attemptNo: z.number(),
  tags: z.array(z.string()),
  hasRecording: z.boolean(),
});
export type RecordRow = z.infer<typeof RecordRow>;

export const TranscriptTurn = z.object({
  role: z.enum(['bot', 'user']),
  text: z.string(),
  atMs: z.number(),
  nodeId: z.string().optional(),
  intent: z.string().optional(),
  score: z.number().optional(),
});
export type TranscriptTurn = z.infer<typeof TranscriptTurn>;

/**
 * Why a call has no recording: never answered (nothing was said); recordings are not made by this
 * server (CALL_RECORDINGS off, or no speech synthesiser installed); or answered and not produced
 * (skipped under load, failed, or still being made just after the call).
 */
export const RECORDING_NOTES = ['notAnswered', 'off', 'notProduced'] as const;
export type RecordingNote = (typeof RECORDING_NOTES)[number];

export const RecordDetail = RecordRow.extend({
  transcript: z.array(TranscriptTurn),
  intents: z.array(z.string()),
  hangupNodeId: z.string().nullable(),
  /** Address of the recording (audio/wav) when there is one. */
  recordingUrl: z.string().nullable(),
  /** Null with a recording; else why there is none. */
  recordingNote: z.enum(RECORDING_NOTES).nullable(),
});
export type RecordDetail = z.infer<typeof RecordDetail>;

export const RECORD_SORT_FIELDS = ['startedAt', 'durationSec', 'rounds'] as const;

const ms = z.coerce.number().int().min(0);
const small = z.coerce.number().int().min(0).max(1_000_000);
const id = z.string().trim().min(1).max(64);
const flag = z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)]));

/** Digits of a number, stored normalised: a full number or its last digits (3–20). */
export const PhoneSearch = z
  .string()
  .max(64)
  .transform(normalisePhone)
  .pipe(z.string().regex(/^\+?\d{3,20}$/, 'phone: 3–20 digits'));

/** The filters every record list shares; `from`/`to` are checked on the server (requirements §5 range). */
export const RecordFilter = z.object({
  /** Started between these instants (ms, inclusive); both required. */
  from: ms.optional(),
  to: ms.optional(),
  /** A task's id; `-` (NO_TASK) for calls without a task. */
  taskId: id.optional(),
  /** A bot's id; `-` (NO_BOT) for calls without a bot. */
  botId: id.optional(),
  resultClass: z.enum(CALL_RESULT_CLASSES).optional(),
  /** A level name; `-` for calls no level matched. */
  intentionLevel: z.string().trim().min(1).max(20).optional(),
  durationMin: small.optional(),
  durationMax: small.optional(),
  roundsMin: small.optional(),
  roundsMax: small.optional(),
  /** Comma-separated: calls carrying any of these tags. */
  tags: z.string().trim().max(500).optional(),
  /** A full number or the digits it ends with. */
  phone: PhoneSearch.optional(),
  /** Intention details only: both directions unless given. */
  direction: z.coerce.number().pipe(RecordDirection).optional(),
  // What a data board's chart carries to the list (databoard.ts DRILL_KEYS), shown above the list.
  /** Version of the bot the call ran; 0 for calls without one. */
  botVersion: z.coerce.number().int().min(0).max(1_000_000).optional(),
  /** 1 answered calls, 0 unanswered ones. */
  answered: flag.optional(),
  /** 1 calls transferred to a human, 0 the others. */
  transferred: flag.optional(),
  /** Calls in which this intent recognised one of the callee's turns. */
  intent: z.string().trim().min(1).max(200).optional(),
  /**
   * Calls in which the callee said this (trimmed, first 200 characters) and no intent recognised it.
   * Taken as sent: a cut utterance may end in a space, which trimming would lose.
   */
  utterance: z.string().min(1).max(200).optional(),
  /** Calls the callee hung up after a turn recognised as this intent; `-` after an unrecognised turn. */
  hangupIntent: z.string().trim().min(1).max(200).optional(),
  /** Calls that ended at this node of the flow. */
  hangupNodeId: id.optional(),
  hangupBy: z.enum(['user', 'system']).optional(),
});
export type RecordFilter = z.input<typeof RecordFilter>;
/** The level filter value of calls without a level. */
export const NO_LEVEL = '-';
/** The task filter value of calls without a task (the rollups' `''` task, e.g. inbound calls). */
export const NO_TASK = '-';
/** The bot filter value of calls without a bot (the rollups' `''` bot). */
export const NO_BOT = '-';

export const RecordListQuery = sortedPageQuery(RECORD_SORT_FIELDS).extend(RecordFilter.shape);
export type RecordListQuery = z.input<typeof RecordListQuery>;

const listExample = { query: { pageNum: 1, pageSize: 10, from: 1_700_000_000_000, to: 1_700_086_400_000 } };

/** The three screens reading call records, each with its own codes (record-permissions.ts). */
export const RECORD_SCREENS = ['outboundRecord', 'inboundRecord', 'intentionDetail'] as const;
export type RecordScreen = (typeof RECORD_SCREENS)[number];
const BASE = '/v1/aicall-web/call-record';
const SCREEN_PATH: Record<RecordScreen, string> = {
  outboundRecord: `${BASE}/outbound`,
  inboundRecord: `${BASE}/inbound`,
  intentionDetail: '/v1/aicall-web/intention-detail',
};

function screenEndpoints<S extends RecordScreen>(screen: S) {
  const p = SCREEN_PATH[screen];
  const code = <A extends string>(a: A) => `aicall.${screen}.${a}` as const;
  return {
    list: defineEndpoint({
      id: `aicall.${screen}.list`,
      method: 'GET',
      path: `${p}/list`,
      access: code('list'),
      query: RecordListQuery,
      response: pageOf(RecordRow),
      example: listExample,
    }),
    export: defineEndpoint({
      id: `aicall.${screen}.export`,
      method: 'POST',
      path: `${p}/export`,
      access: code('export'),
      body: z.object({ filter: RecordFilter.default({}) }),
      response: JobRef,
      example: { body: { filter: { from: 1_700_000_000_000, to: 1_700_086_400_000 } } },
    }),
    exportStatus: defineEndpoint({
      id: `aicall.${screen}.exportStatus`,
      method: 'GET',
      path: `${p}/export/status`,
      access: code('export'),
      query: JobQuery,
      response: ExportStatus,
      quiet: true,
      example: { query: { jobId: NO_JOB } },
    }),
    download: defineEndpoint({
      id: `aicall.${screen}.download`,
      method: 'GET',
      path: `${p}/export/download`,
      access: code('export'),
      kind: 'binary',
      query: JobQuery,
      response: z.unknown(),
      example: { query: { jobId: NO_JOB } },
    }),
  };
}

export const outboundRecordApi = screenEndpoints('outboundRecord');
export const inboundRecordApi = screenEndpoints('inboundRecord');
export const intentionDetailApi = screenEndpoints('intentionDetail');
export const RECORD_APIS = {
  outboundRecord: outboundRecordApi,
  inboundRecord: inboundRecordApi,
  intentionDetail: intentionDetailApi,
} as const;

/** One record with its conversation; the record's direction decides which screen's codes apply. */
export const getRecordDetail = defineEndpoint({
  id: 'aicall.callRecord.detail',
  method: 'GET',
  path: `${BASE}/detail`,
  access: ['aicall.outboundRecord.detail', 'aicall.inboundRecord.detail', 'aicall.intentionDetail.list'],
  query: z.object({ id }),
  response: RecordDetail,
  example: { query: { id: 'call-none' } },
});

/** The recording of a record (audio/wav), same access as the detail. */
export const getRecording = defineEndpoint({
  id: 'aicall.callRecord.recording',
  method: 'GET',
  path: `${BASE}/recording`,
  access: ['aicall.outboundRecord.detail', 'aicall.inboundRecord.detail', 'aicall.intentionDetail.list'],
  kind: 'binary',
  query: z.object({ id }),
  response: z.unknown(),
  example: { query: { id: 'call-none' } },
});

/** Calls per intention level over the filter (level filter ignored); `level` null = no level. */
export const countIntentions = defineEndpoint({
  id: 'aicall.intentionDetail.counts',
  method: 'GET',
  path: '/v1/aicall-web/intention-detail/counts',
  access: 'aicall.intentionDetail.list',
  query: RecordFilter,
  response: z.object({
    total: z.number(),
    levels: z.array(z.object({ level: z.string().nullable(), count: z.number() })),
  }),
  example: listExample,
});
