/**
 * Session records (/aitext/textSessionRecord): the chat sessions of the app's channels, newest
 * first, with the requirements §5 console-wide time range (both ends required, 170024), and the
 * conversation of one session; export through the shared export jobs.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ExportStatus, JobQuery, JobRef, NO_JOB } from '../../jobs.ts';
import { pageOf, sortedPageQuery } from '../../list.ts';
import { Candidate } from './chat.ts';
import { ChannelTypeValue, MESSAGE_KINDS, MESSAGE_ROLES, SceneValue, VOTES } from './enums.ts';

const ms = z.coerce.number().int().min(0);
const id = z.string().trim().min(1).max(64);
const flag = z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)]));

/** Knowledge events a session list can be filtered by (the knowledge analysis' figures). */
export const REF_EVENTS = ['answer', 'click', 'like', 'dislike', 'vote'] as const;
export type RefEvent = (typeof REF_EVENTS)[number];

/**
 * The visitor id the console's test window opens sessions with: this prefix and the tester's
 * username. Lists show such a visitor of a test-window channel as a console test by that user.
 */
export const CONSOLE_VISITOR_PREFIX = 'console-';

export const SessionRow = z.object({
  id: z.string(),
  channelId: z.string(),
  /** '' when the channel was deleted since. */
  channelName: z.string(),
  channelType: z.union([z.literal(0), z.literal(1)]),
  visitorId: z.string(),
  /**
   * A test-window session opened from the console: the tester's nickname (the username when the
   * user is gone); null for every other visitor.
   */
  tester: z.string().nullable(),
  /** The visitor's first question ('' before one). */
  firstQuestion: z.string(),
  /** Milliseconds. */
  startedAt: z.number(),
  lastAt: z.number(),
  closedAt: z.number().nullable(),
  rounds: z.number(),
  /** At least one answer, no answer disliked, not transferred (docs/aitext-metrics.md). */
  solved: z.boolean(),
  transferred: z.boolean(),
  /** requirements §3 scene types the session was flagged with, ascending. */
  scenes: z.array(z.number()),
  /** The visitor's rating when closing, 1–5. */
  rating: z.number().nullable(),
});
export type SessionRow = z.infer<typeof SessionRow>;

export const SessionMessage = z.object({
  id: z.string(),
  role: z.enum(MESSAGE_ROLES),
  kind: z.enum(MESSAGE_KINDS),
  text: z.string(),
  at: z.number(),
  /** The knowledge item or document segment an answer (or a chosen candidate) came from. */
  hitKind: z.enum(['item', 'segment']).nullable(),
  hitRefId: z.string().nullable(),
  /**
   * What the hit is, for display: the item's standard question, or the segment's document name and
   * first words; null without a hit and when the knowledge was deleted since.
   */
  hitTitle: z.string().nullable(),
  score: z.number().nullable(),
  /** Which field of the knowledge matched: question, similar or segment. */
  field: z.string().nullable(),
  candidates: z.array(Candidate).nullable(),
  vote: z.enum(VOTES).nullable(),
  reason: z.string().nullable(),
});
export type SessionMessage = z.infer<typeof SessionMessage>;

export const SessionDetail = SessionRow.extend({ messages: z.array(SessionMessage) });
export type SessionDetail = z.infer<typeof SessionDetail>;

export const SessionFilter = z.object({
  /** Started between these instants (ms, both included); both required (requirements §5). */
  from: ms.optional(),
  to: ms.optional(),
  channelId: id.optional(),
  channelType: ChannelTypeValue.optional(),
  solved: flag.optional(),
  transferred: flag.optional(),
  scene: SceneValue.optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  visitorId: z.string().trim().min(1).max(64).optional(),
  /** Drill-down from knowledge analysis: sessions in which this item or segment answered. */
  refId: id.optional(),
  /** Drill-down from a category row: sessions in which an item of this knowledge category answered. */
  categoryId: id.optional(),
  /**
   * Which event of the item (or of any item) the session must hold (default `answer`): an answer
   * given, a "did you mean" candidate chosen (`click`), an answer liked, disliked, or voted either way.
   */
  refEvent: z.enum(REF_EVENTS).optional(),
});
export type SessionFilter = z.input<typeof SessionFilter>;

export const SessionListQuery = sortedPageQuery(['startedAt'] as const).extend(SessionFilter.shape);
export type SessionListQuery = z.input<typeof SessionListQuery>;

const range = { from: 1_700_000_000_000, to: 1_700_086_400_000 };

export const listTextSessions = defineEndpoint({
  id: 'aitext.session.list',
  method: 'GET',
  path: '/newaitext/session/list',
  access: 'aitext.session.list',
  query: SessionListQuery,
  response: pageOf(SessionRow),
  example: { query: { pageNum: 1, pageSize: 10, ...range } },
});

export const getTextSession = defineEndpoint({
  id: 'aitext.session.detail',
  method: 'GET',
  path: '/newaitext/session/detail',
  access: 'aitext.session.detail',
  query: z.object({ id }),
  response: SessionDetail,
  example: { query: { id: 'none' } },
});

/** The workbook's columns, in order. */
export const SESSION_IO_COLUMNS = [
  'startedAt',
  'channelName',
  'channelType',
  'visitorId',
  'firstQuestion',
  'rounds',
  'solved',
  'transferred',
  'scenes',
  'rating',
  'id',
] as const;
export const SESSION_IO_HEADERS: Record<(typeof SESSION_IO_COLUMNS)[number], { zh: string; en: string }> = {
  startedAt: { zh: '开始时间', en: 'Started' },
  channelName: { zh: '渠道', en: 'Channel' },
  channelType: { zh: '渠道类型', en: 'Channel type' },
  visitorId: { zh: '访客', en: 'Visitor' },
  firstQuestion: { zh: '首个问题', en: 'First question' },
  rounds: { zh: '对话轮次', en: 'Rounds' },
  solved: { zh: '是否解决', en: 'Solved' },
  transferred: { zh: '是否转人工', en: 'Transferred' },
  scenes: { zh: '场景', en: 'Scenes' },
  rating: { zh: '评分', en: 'Rating' },
  id: { zh: '会话ID', en: 'Session id' },
};
export const SESSION_IO_LABELS = {
  channelType: { 0: { zh: '正式渠道', en: 'Official channel' }, 1: { zh: '测试窗口', en: 'Test window' } },
  yes: { zh: '是', en: 'Yes' },
  no: { zh: '否', en: 'No' },
  scene: {
    1: { zh: '未知问题', en: 'Unknown question' },
    2: { zh: '非文本问题', en: 'Non-text question' },
    3: { zh: '点踩', en: 'Thumbs-down' },
    4: { zh: '负面情绪', en: 'Negative emotion' },
    5: { zh: '关键词', en: 'Keyword' },
  },
} as const;

export const exportTextSessions = defineEndpoint({
  id: 'aitext.session.export',
  method: 'POST',
  path: '/newaitext/session/export',
  access: 'aitext.session.export',
  body: z.object({ filter: SessionFilter.default({}) }),
  response: JobRef,
  example: { body: { filter: range } },
});

export const exportTextSessionsStatus = defineEndpoint({
  id: 'aitext.session.exportStatus',
  method: 'GET',
  path: '/newaitext/session/export/status',
  access: 'aitext.session.export',
  query: JobQuery,
  response: ExportStatus,
  quiet: true,
  example: { query: { jobId: NO_JOB } },
});

export const downloadTextSessionExport = defineEndpoint({
  id: 'aitext.session.download',
  method: 'GET',
  path: '/newaitext/session/export/download',
  access: 'aitext.session.export',
  kind: 'binary',
  query: JobQuery,
  response: z.unknown(),
  example: { query: { jobId: NO_JOB } },
});
