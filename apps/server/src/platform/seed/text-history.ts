import { seedDemoHistory } from '../../modules/aitext/session/demo-history.ts';
import type { Db } from '../db/client.ts';
import { DEMO } from './demo-data.ts';

/**
 * Demo data: the demo tenant's official channels (web widget, API) answered visitors for the last
 * 30 days, so the knowledge reports, the service overview and the knowledge analysis show figures
 * on first start. Test windows get none: their sessions are the console's own.
 */
export async function seedTextHistory(db: Db, now: number) {
  return seedDemoHistory(db, {
    tenantId: DEMO.tenant1,
    appId: DEMO.appid1,
    channelIds: ['tch-2001-web', 'tch-2001-wechat'],
    days: 30,
    now,
  });
}
