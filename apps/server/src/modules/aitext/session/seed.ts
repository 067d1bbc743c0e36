import type { Db } from '../../../platform/db/client.ts';
import type { SeedOptions } from '../../../platform/modules.ts';
import { DEMO } from '../../../platform/seed/demo-data.ts';
import { seedDemoHistory } from './demo-history.ts';

/**
 * Demo data: the demo tenant's official channels (web widget, API) answered visitors for the last
 * 30 days, so the knowledge reports, the service overview and the knowledge analysis show figures
 * on first start. Test windows get none: their sessions are the console's own.
 */
/** Last: after the channels and the FAQ they answer from; skipped with SEED_DEMO_TEXT=0. */
export const order = 1000;

export default async function seedTextHistory(db: Db, now: number, options?: SeedOptions) {
  if (options?.demoText === false) return { sessions: 0, messages: 0 };
  return seedDemoHistory(db, {
    tenantId: DEMO.tenant1,
    appId: DEMO.appid1,
    channelIds: ['tch-2001-web', 'tch-2001-wechat'],
    days: 30,
    now,
  });
}
