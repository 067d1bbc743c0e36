import { classifyCause } from '@zhiyu/contract/rules/call-result';
import { callRecords } from '../../src/modules/aicall/record/table.ts';
import type { Db } from '../../src/platform/db/client.ts';
import { DEMO } from '../../src/platform/seed/demo-data.ts';

export const HOUR = 3_600_000;

/** A call record of the demo tenant's app, `hoursAgo` before `now`; anything may be overridden. */
export function rec(
  id: string,
  now: number,
  hoursAgo: number,
  o: Partial<typeof callRecords.$inferInsert> = {},
): typeof callRecords.$inferInsert {
  const cause = o.causeCode ?? 0;
  return {
    id,
    tenantId: DEMO.tenant1,
    appId: DEMO.appid1,
    direction: 1,
    phone: '13912345678',
    startedAt: new Date(now - hoursAgo * HOUR),
    causeCode: cause,
    resultClass: classifyCause(cause),
    ...o,
  };
}

export const insertRecords = (db: Db, rows: (typeof callRecords.$inferInsert)[]) => db.insert(callRecords).values(rows);

export const qs = (q: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(q)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
