import type { AhRecordFilter } from '@zhiyu/contract/modules/aihelper/records';
import { and, eq, gte, like, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { checkInstants } from '../../../platform/reporting/range.ts';
import { ahConversations as c } from '../ingest/table.ts';

export type CheckedFilter = z.output<typeof AhRecordFilter> & { from: number; to: number };

/** The time range's errors of this module (README error table, 190022–190024). */
const RANGE_CODES = { required: '190022', afterToday: '190023', afterEnd: '190024' } as const;

/** The filter with its time range checked (requirements §5: both ends, not after today, in order). */
export function checkFilter(f: z.output<typeof AhRecordFilter>, now: number): CheckedFilter {
  return { ...f, ...checkInstants(f, now, RANGE_CODES) };
}

/** LIKE's wildcards in a typed value stand for themselves. */
const literal = (v: string) => v.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The tenant's finished conversations matching the filter. */
export function whereOf(tenantId: string, f: CheckedFilter): SQL {
  const n = f.customerNumber;
  return and(
    eq(c.tenantId, tenantId),
    eq(c.state, 'ended'),
    gte(c.startedAt, new Date(f.from)),
    lte(c.startedAt, new Date(f.to)),
    f.agent ? eq(c.agent, f.agent) : undefined,
    f.skillGroup ? eq(c.skillGroup, f.skillGroup) : undefined,
    f.channelId ? eq(c.channelId, f.channelId) : undefined,
    n ? or(eq(c.customerNumber, n), like(c.customerNumber, `%${literal(n)}`)) : undefined,
    f.hasAlert === undefined
      ? undefined
      : f.hasAlert === 1
        ? sql`EXISTS (SELECT 1 FROM ah_alerts a WHERE a.conversation_id = ${c.id})`
        : sql`NOT EXISTS (SELECT 1 FROM ah_alerts a WHERE a.conversation_id = ${c.id})`,
  ) as SQL;
}
