import type { SortOrder } from '@zhiyu/contract/list';
import { scenesOf } from '@zhiyu/contract/modules/aitext/enums';
import type { SessionDetail, SessionMessage, SessionRow } from '@zhiyu/contract/modules/aitext/session';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import { textChannels } from '../../lookups/text-channel/table.ts';
import type { TextScope } from '../channel/repo.ts';
import { textMessages as m, textSessions as s } from './table.ts';

const columns = {
  id: s.id,
  channelId: s.channelId,
  channelName: textChannels.name,
  channelType: s.channelType,
  visitorId: s.visitorId,
  firstQuestion: s.firstQuestion,
  startedAt: s.startedAt,
  lastAt: s.lastAt,
  closedAt: s.closedAt,
  rounds: s.rounds,
  solved: s.solved,
  transferred: s.transferred,
  scenes: s.scenes,
  rating: s.rating,
};
type Selected = {
  [K in keyof typeof columns]: K extends 'channelName'
    ? string | null
    : (typeof s.$inferSelect)[Exclude<K, 'channelName'>];
};

export function toRow(r: Selected): SessionRow {
  return {
    ...r,
    channelName: r.channelName ?? '',
    startedAt: r.startedAt.getTime(),
    lastAt: r.lastAt.getTime(),
    closedAt: r.closedAt?.getTime() ?? null,
    scenes: scenesOf(r.scenes),
  };
}

function select(db: Db) {
  return db
    .select(columns)
    .from(s)
    .leftJoin(textChannels, and(eq(textChannels.id, s.channelId), eq(textChannels.tenantId, s.tenantId)));
}

/** A page in (started_at, id) order over the scope's index, and the capped count. */
export function listSessions(db: Db, where: SQL, q: { pageNum: number; pageSize: number; sortOrder?: SortOrder }) {
  const rows = select(db)
    .where(where)
    .orderBy(...orderBy(s.startedAt, s.id, q.sortOrder ?? 'DESC'))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => r.map(toRow));
  return pageOf(rows, cappedCount(db, s, where), q.pageNum, q.pageSize);
}

const VOTE = { 1: 'like', [-1]: 'dislike' } as const;
/** A session's conversation is read whole, in order, up to this many messages. */
const MESSAGES_MAX = 2000;

export async function sessionDetail(db: Db, scope: TextScope, id: string): Promise<SessionDetail | undefined> {
  const [row] = await select(db)
    .where(and(eq(s.tenantId, scope.tenantId), eq(s.appId, scope.appId), eq(s.id, id)))
    .limit(1);
  if (!row) return undefined;
  const msgs = await db
    .select()
    .from(m)
    .where(and(eq(m.tenantId, scope.tenantId), eq(m.sessionId, id)))
    .orderBy(asc(m.seq))
    .limit(MESSAGES_MAX);
  const messages: SessionMessage[] = msgs.map((x) => ({
    id: x.id,
    role: x.role,
    kind: x.kind,
    text: x.text,
    at: x.createdAt.getTime(),
    hitKind: x.hitKind,
    hitRefId: x.hitRefId,
    score: x.score,
    field: x.field,
    candidates: x.candidates?.map((c) => ({ refId: c.refId, kind: c.kind, question: c.question })) ?? null,
    vote: x.vote ? VOTE[x.vote] : null,
    reason: x.reason,
  }));
  return { ...toRow(row), messages };
}
