import type { CallbackEvent } from '@zhiyu/contract/modules/aicall/callback';
import { and, eq } from 'drizzle-orm';
import { newId } from '../../../platform/access/tokens.ts';
import type { Db } from '../../../platform/db/client.ts';
import { settingsOf } from '../voice/settings.ts';
import { callbackDeliveries } from './table.ts';

const wakers = new Set<() => void>();

/** Delivery workers of this process register here so a new delivery goes out at once. */
export function onEnqueued(wake: () => void): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

/**
 * Called after a call (or a form submission) is written: when the app's callback is enabled,
 * records one pending delivery of it (at most one per record and event), which a delivery worker
 * of any instance sends. Nothing happens when the callback is disabled or has no URL; answers
 * whether a delivery is queued.
 */
export async function enqueueCallback(
  db: Db,
  record: { id: string; tenantId: string; appId: string },
  event: CallbackEvent = 'call.finished',
): Promise<boolean> {
  const s = await settingsOf(db, record);
  if (s?.callbackEnabled !== 1 || !s.callbackUrl) return false;
  const [already] = await db
    .select({ id: callbackDeliveries.id })
    .from(callbackDeliveries)
    .where(
      and(
        eq(callbackDeliveries.tenantId, record.tenantId),
        eq(callbackDeliveries.recordId, record.id),
        eq(callbackDeliveries.event, event),
      ),
    )
    .limit(1);
  if (already) return true;
  await db.insert(callbackDeliveries).values({
    id: newId(),
    tenantId: record.tenantId,
    appId: record.appId,
    recordId: record.id,
    event,
    url: s.callbackUrl,
    status: 'pending',
  });
  wakeWorkers();
  return true;
}

/** Asks this process's delivery workers to look for due deliveries now. */
export function wakeWorkers() {
  for (const wake of wakers) wake();
}
