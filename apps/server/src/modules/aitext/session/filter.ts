import { sceneBit } from '@zhiyu/contract/modules/aitext/enums';
import type { RefEvent, SessionFilter } from '@zhiyu/contract/modules/aitext/session';
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { checkInstants } from '../../../platform/reporting/range.ts';
import type { TextScope } from '../channel/repo.ts';
import { textSessions as s } from './table.ts';

export type CheckedFilter = z.output<typeof SessionFilter> & { from: number; to: number };

export function checkFilter(f: z.output<typeof SessionFilter>, now: number): CheckedFilter {
  return { ...f, ...checkInstants(f, now) };
}

/** The sessions of the scope matching the filter; every condition is on the sessions' own columns but the knowledge drill-down. */
export function whereOf(scope: TextScope, f: CheckedFilter): SQL {
  return and(
    eq(s.tenantId, scope.tenantId),
    eq(s.appId, scope.appId),
    gte(s.startedAt, new Date(f.from)),
    lte(s.startedAt, new Date(f.to)),
    f.channelId ? eq(s.channelId, f.channelId) : undefined,
    f.channelType === undefined ? undefined : eq(s.channelType, f.channelType),
    f.solved === undefined ? undefined : eq(s.solved, f.solved === 1),
    f.transferred === undefined ? undefined : eq(s.transferred, f.transferred === 1),
    f.scene === undefined ? undefined : sql`${s.scenes} & ${sceneBit(f.scene)} <> 0`,
    f.rating === undefined ? undefined : eq(s.rating, f.rating),
    f.visitorId ? eq(s.visitorId, f.visitorId) : undefined,
    refWhere(f),
  ) as SQL;
}

/** What a message must be for each knowledge event (the knowledge analysis' figures). */
const EVENT: Record<RefEvent, SQL> = {
  answer: sql`m.kind = 'answer'`,
  click: sql`m.kind = 'click'`,
  like: sql`m.kind = 'answer' AND m.vote = 1`,
  dislike: sql`m.kind = 'answer' AND m.vote = -1`,
  vote: sql`m.kind = 'answer' AND m.vote IS NOT NULL`,
};

/**
 * Knowledge drill-down: the session holds a message of the event (default an answer) from the item,
 * from any item of the category, or from any knowledge at all when only the event is given.
 */
function refWhere(f: CheckedFilter): SQL | undefined {
  if (!f.refId && !f.categoryId && !f.refEvent) return undefined;
  const item = f.categoryId
    ? sql` AND m.hit_kind = 'item' AND EXISTS (SELECT 1 FROM kb_items i WHERE i.tenant_id = m.tenant_id
        AND i.id = m.hit_ref_id AND i.category_id = ${f.categoryId})`
    : sql``;
  return sql`EXISTS (SELECT 1 FROM text_messages m WHERE m.session_id = ${s.id} AND m.tenant_id = ${s.tenantId}
    AND m.hit_ref_id IS NOT NULL AND ${EVENT[f.refEvent ?? 'answer']}${f.refId ? sql` AND m.hit_ref_id = ${f.refId}` : sql``}${item})`;
}
