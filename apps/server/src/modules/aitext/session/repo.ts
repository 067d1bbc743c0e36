import type { SortOrder } from '@zhiyu/contract/list';
import { scenesOf } from '@zhiyu/contract/modules/aitext/enums';
import {
  CONSOLE_VISITOR_PREFIX,
  type SessionDetail,
  type SessionMessage,
  type SessionRow,
} from '@zhiyu/contract/modules/aitext/session';
import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { users } from '../../../platform/identity/table.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import { knowledgeTitles } from '../../aikb/knowledge/titles.ts';
import { textChannels } from '../../aitext/channel/table.ts';
import type { TextScope } from '../channel/repo.ts';
import { textMessages as m, textSessions as s } from './table.ts';

/** A test-window session opened from the console (visitor `console-<username>`). */
const fromConsole = sql`(${s.channelType} = 1 AND ${s.visitorId} LIKE ${`${CONSOLE_VISITOR_PREFIX}%`})`;
const testerName = sql`substr(${s.visitorId}, ${CONSOLE_VISITOR_PREFIX.length + 1})`;

const columns = {
  id: s.id,
  channelId: s.channelId,
  channelName: textChannels.name,
  channelType: s.channelType,
  visitorId: s.visitorId,
  tester: sql<string | null>`CASE WHEN ${fromConsole} THEN coalesce(nullif(${users.nickname}, ''), ${testerName}) END`,
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
  [K in keyof typeof columns]: K extends 'channelName' | 'tester'
    ? string | null
    : (typeof s.$inferSelect)[Exclude<K, 'channelName' | 'tester'>];
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
  return (
    db
      .select(columns)
      .from(s)
      .leftJoin(textChannels, and(eq(textChannels.id, s.channelId), eq(textChannels.tenantId, s.tenantId)))
      // The tester: a user of the session's tenant, or one above tenants acting in it (usernames are unique).
      .leftJoin(
        users,
        and(fromConsole, eq(users.username, testerName), or(eq(users.tenantId, s.tenantId), isNull(users.tenantId))),
      )
  );
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
/** A segment hit is shown as its document's name and the segment's first characters. */
const SEGMENT_WORDS = 30;

/**
 * What the answers' knowledge is, by id: items by their standard question, segments by document
 * name and first words; only the tenant's own knowledge is read, and a deleted one is missing.
 */
async function hitTitles(db: Db, tenantId: string, msgs: { hitKind: string | null; hitRefId: string | null }[]) {
  const ids = (kind: string) => msgs.filter((x) => x.hitKind === kind && x.hitRefId).map((x) => x.hitRefId as string);
  const { items, segments } = await knowledgeTitles(db, tenantId, ids('item'), ids('segment'));
  const out = new Map<string, string>();
  for (const [id, question] of items) out.set(`item:${id}`, question);
  for (const [id, seg] of segments) {
    const words = Array.from(seg.text.replace(/\s+/g, ' ').trim());
    const head = words.slice(0, SEGMENT_WORDS).join('') + (words.length > SEGMENT_WORDS ? '…' : '');
    out.set(`segment:${id}`, `${seg.document} · ${head}`);
  }
  return out;
}
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
  const titles = await hitTitles(db, scope.tenantId, msgs);
  const messages: SessionMessage[] = msgs.map((x) => ({
    id: x.id,
    role: x.role,
    kind: x.kind,
    text: x.text,
    at: x.createdAt.getTime(),
    hitKind: x.hitKind,
    hitRefId: x.hitRefId,
    hitTitle: x.hitRefId ? (titles.get(`${x.hitKind}:${x.hitRefId}`) ?? null) : null,
    score: x.score,
    field: x.field,
    candidates: x.candidates?.map((c) => ({ refId: c.refId, kind: c.kind, question: c.question })) ?? null,
    vote: x.vote ? VOTE[x.vote] : null,
    reason: x.reason,
  }));
  return { ...toRow(row), messages };
}
