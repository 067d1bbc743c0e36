import { classifyCause } from '@zhiyu/contract/rules/call-result';
import type { Db } from '../../../platform/db/client.ts';
import { DEMO } from '../../../platform/seed/demo-data.ts';
import { callRecords } from './table.ts';

/** Cause codes the demo calls end with, weighted towards success and no-answer as real lines are. */
const CAUSES = [0, 0, 0, 0, 786, 775, 775, 788, 789, 486, 781, 770, 774, 778, 782, 501, 487];

/** A small deterministic generator, so every fresh demo database holds the same calls. */
function lcg(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

/** Demo call records of the last fourteen days for tenants 2001 and 2003 (not tenant 2002: no aicall). */
export async function seedCalls(db: Db, now: number) {
  const rand = lcg(2026);
  const rows: (typeof callRecords.$inferInsert)[] = [];
  for (const [tenantId, appId, n] of [
    [DEMO.tenant1, DEMO.appid1, 48],
    [DEMO.tenant3, DEMO.appid3, 12],
  ] as const) {
    for (let i = 0; i < n; i++) {
      const cause = CAUSES[Math.floor(rand() * CAUSES.length)];
      const cls = classifyCause(cause);
      const started = new Date(now - Math.floor(rand() * 14 * 86400_000));
      const answered = cls === 'success' || cls === 'transferred';
      const duration = answered ? 20 + Math.floor(rand() * 280) : 0;
      rows.push({
        id: `demo-call-${tenantId}-${i}`,
        tenantId,
        appId,
        direction: rand() < 0.8 ? 1 : 0,
        phone: `13${String(Math.floor(rand() * 1e9)).padStart(9, '0')}`,
        lineNumber: '02100000000',
        startedAt: started,
        answeredAt: answered ? new Date(started.getTime() + 8000) : null,
        endedAt: new Date(started.getTime() + 8000 + duration * 1000),
        durationSec: duration,
        causeCode: cause,
        causeType: answered && rand() < 0.6 ? 200 : 0,
        resultClass: cls,
        rounds: answered ? 1 + Math.floor(rand() * 8) : 0,
        transferred: cls === 'transferred',
        hangupBy: answered ? (rand() < 0.6 ? 'user' : 'system') : null,
      });
    }
  }
  await db.insert(callRecords).values(rows);
}
