import type { SortOrder } from '@zhiyu/contract/list';
import type { AhRecordDetail, AhRecordRow } from '@zhiyu/contract/modules/aihelper/records';
import { maskPhone } from '@zhiyu/contract/rules/mask';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { cappedCount, offsetOf, pageOf } from '../../../platform/list/page.ts';
import { loadConversation } from '../agent/conversation.ts';
import { ahChannels } from '../channel/table.ts';
import { ahFields } from '../field/table.ts';
import { ahConversations as c } from '../ingest/table.ts';

const count = (from: string, more = '') =>
  sql<number>`(SELECT count(*)::int FROM ${sql.raw(from)} x WHERE x.conversation_id = ${c.id}${sql.raw(more)})`;

/** Seconds from the start to the end (0 while a conversation has no end). */
const duration = sql<number>`coalesce(floor(extract(epoch FROM (${c.endedAt} - ${c.startedAt})))::int, 0)`;

const columns = {
  id: c.id,
  channelId: c.channelId,
  channelName: ahChannels.name,
  callId: c.callId,
  agent: c.agent,
  skillGroup: c.skillGroup,
  customerNumber: c.customerNumber,
  direction: c.direction,
  startedAt: c.startedAt,
  endedAt: c.endedAt,
  durationSec: duration,
  lines: count('ah_utterances', ' AND x.final'),
  alerts: count('ah_alerts'),
  scriptsShown: count('ah_recommendations'),
  scriptsUsed: count('ah_recommendations', ' AND x.used IS NOT NULL'),
  fieldsFilled: count('ah_fills', " AND x.value <> ''"),
  fieldsConfirmed: count('ah_fills', " AND x.value <> '' AND x.confirmed"),
  triggers: count('ah_trigger_fires', ' AND x.fired_at_ms IS NOT NULL'),
  tags: c.tags,
};

type Selected = Omit<AhRecordRow, 'channelName' | 'startedAt' | 'endedAt'> & {
  channelName: string | null;
  startedAt: Date;
  endedAt: Date | null;
};

export function toRow(r: Selected): AhRecordRow {
  return {
    ...r,
    channelName: r.channelName ?? '',
    customerNumber: maskPhone(r.customerNumber),
    startedAt: r.startedAt.getTime(),
    endedAt: r.endedAt?.getTime() ?? null,
  };
}

export function selectRecords(db: Db) {
  return db
    .select(columns)
    .from(c)
    .leftJoin(ahChannels, and(eq(ahChannels.id, c.channelId), eq(ahChannels.tenantId, c.tenantId)));
}

/** A page newest first (or by duration), over the tenant's (tenant, started_at) index, and the capped count. */
export function listRecords(
  db: Db,
  where: SQL,
  q: { pageNum: number; pageSize: number; sortField?: 'startedAt' | 'durationSec'; sortOrder?: SortOrder },
) {
  const dir = q.sortOrder === 'ASC' ? asc : desc;
  const key = q.sortField === 'durationSec' ? dir(duration) : dir(c.startedAt);
  const rows = selectRecords(db)
    .where(where)
    .orderBy(key, dir(c.id))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => r.map(toRow));
  return pageOf(rows, cappedCount(db, c, where), q.pageNum, q.pageSize);
}

/**
 * One conversation of the tenant with everything the desk showed, or 190025. A live one too: a
 * supervisor alert opens the conversation while the call goes on (the list holds finished ones only).
 */
export async function recordDetail(db: Db, tenantId: string, id: string): Promise<AhRecordDetail> {
  const [conv] = await db
    .select()
    .from(c)
    .where(and(eq(c.tenantId, tenantId), eq(c.id, id)));
  if (!conv) throw new AppError('190025');
  const [[row], body] = await Promise.all([
    selectRecords(db).where(eq(c.id, conv.id)),
    loadConversation(db, tenantId, conv),
  ]);
  const ids = [...new Set(body.fills.map((f) => f.fieldId))];
  const fields = ids.length
    ? await db
        .select({ id: ahFields.id, name: ahFields.name })
        .from(ahFields)
        .where(and(eq(ahFields.tenantId, tenantId), inArray(ahFields.id, ids)))
    : [];
  return {
    ...body,
    customerNumber: maskPhone(conv.customerNumber),
    row: toRow(row),
    fieldNames: Object.fromEntries(fields.map((f) => [f.id, f.name])),
  };
}

/** The filter options: the tenant's channels, and the agents and skill groups of its finished conversations. */
export async function recordOptions(db: Db, tenantId: string) {
  const mine = and(eq(c.tenantId, tenantId), eq(c.state, 'ended'));
  const [channels, agents, groups] = await Promise.all([
    db
      .select({ id: ahChannels.id, name: ahChannels.name })
      .from(ahChannels)
      .where(eq(ahChannels.tenantId, tenantId))
      .orderBy(asc(ahChannels.name)),
    db
      .selectDistinct({ v: c.agent })
      .from(c)
      .where(and(mine, ne(c.agent, '')))
      .orderBy(asc(c.agent))
      .limit(500),
    db
      .selectDistinct({ v: c.skillGroup })
      .from(c)
      .where(and(mine, ne(c.skillGroup, '')))
      .orderBy(asc(c.skillGroup))
      .limit(500),
  ]);
  return { channels, agents: agents.map((a) => a.v), skillGroups: groups.map((g) => g.v) };
}
