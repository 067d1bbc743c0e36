import type { Db } from '../../../platform/db/client.ts';
import { rebuildAllRollups } from './service.ts';

/** After every module seed that writes call records directly (the demo calls bypass finishCall). */
export const order = 90;

/** The demo tenants' rollups, recomputed from the demo call records. */
export default async function seedRollups(db: Db) {
  await rebuildAllRollups(db);
}
