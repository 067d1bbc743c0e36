import { type CallFacts, gradeOf } from '@zhiyu/contract/rules/intention';
import type { Db } from '../../../platform/db/client.ts';
import { gradingLevels } from './repo.ts';

export type { CallFacts };

/**
 * The intention level of a finished call: the first valid level of the app, in priority order,
 * whose rules all hold (rules/intention.ts); null when none does. Called for every finished call.
 */
export async function gradeCall(db: Db, tenantId: string, appId: string, facts: CallFacts): Promise<string | null> {
  return gradeOf(await gradingLevels(db, { tenantId, appId }), facts);
}
