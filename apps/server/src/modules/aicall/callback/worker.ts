import { hostname } from 'node:os';
import {
  CALLBACK_BACKOFF_MS,
  CALLBACK_MAX_ATTEMPTS,
  CALLBACK_TIMEOUT_MS,
  type CallbackEvent,
} from '@zhiyu/contract/modules/aicall/callback';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { unseal } from '../../../platform/crypto/seal.ts';
import { type Db, rowsOf } from '../../../platform/db/client.ts';
import { callRecords } from '../record/table.ts';
import { settingsOf } from '../voice/settings.ts';
import { onEnqueued } from './enqueue.ts';
import { recordPayload } from './payload.ts';
import { type PostResult, postSigned } from './post.ts';
import { callbackDeliveries } from './table.ts';

export type Delivery = typeof callbackDeliveries.$inferSelect;

export interface DeliveryOptions {
  db: Db;
  /** The server secret the callback secrets are sealed under. */
  secret: string;
  now?: () => number;
  timeoutMs?: number;
  /** How long a claimed delivery is hidden from other workers (longer than any attempt). */
  leaseMs?: number;
  pollMs?: number;
  concurrency?: number;
  log?: FastifyBaseLogger;
}

/** Failures that no retry can mend: the delivery fails at once. */
const FINAL = new Set(['disabled', 'record-missing', 'no-secret']);

/**
 * Claims one due delivery in one statement (UPDATE … WHERE id = (SELECT … FOR UPDATE SKIP LOCKED)),
 * so two instances never take the same one. The claim moves `next_attempt_at` to the end of a lease:
 * if this instance dies mid-attempt, the delivery is due again when the lease runs out.
 */
export async function claimDelivery(db: Db, now: number, leaseMs: number): Promise<Delivery | undefined> {
  const at = new Date(now).toISOString();
  const until = new Date(now + leaseMs).toISOString();
  const r = await db.execute(sql`
    UPDATE callback_deliveries SET next_attempt_at = ${until}::timestamptz
    WHERE id = (
      SELECT id FROM callback_deliveries
      WHERE status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= ${at}::timestamptz)
      ORDER BY next_attempt_at NULLS FIRST, created_at FOR UPDATE SKIP LOCKED LIMIT 1)
    RETURNING id`);
  const id = rowsOf<{ id: string }>(r)[0]?.id;
  if (!id) return undefined;
  const [d] = await db.select().from(callbackDeliveries).where(eq(callbackDeliveries.id, id));
  return d;
}

/**
 * What a delivery of each event posts besides its envelope, read when it is sent (null: the thing
 * is gone). Modules register their events (call.finished below; the agent assistant's form
 * module form.submitted), so the engine reads no other module's tables.
 */
export type PayloadLoader = (db: Db, d: Delivery) => Promise<Record<string, unknown> | null>;
const loaders = new Map<string, PayloadLoader>();
export function registerCallbackEvent(event: CallbackEvent, load: PayloadLoader) {
  loaders.set(event, load);
}
registerCallbackEvent('call.finished', async (db, d) => {
  const [rec] = await db
    .select()
    .from(callRecords)
    .where(and(eq(callRecords.id, d.recordId), eq(callRecords.tenantId, d.tenantId)));
  return rec ? { record: recordPayload(rec) } : null;
});

/** One attempt: the event POSTed to the app's current callback URL, signed with its current secret. */
async function post(o: DeliveryOptions, d: Delivery, now: number): Promise<PostResult & { url: string }> {
  const fail = (error: string, url = d.url) => ({ ok: false, status: null, latencyMs: 0, error, url });
  const s = await settingsOf(o.db, d);
  if (s?.callbackEnabled !== 1 || !s.callbackUrl) return fail('disabled');
  if (!s.callbackSecret) return fail('no-secret', s.callbackUrl);
  const load = loaders.get(d.event);
  const data = load ? await load(o.db, d) : null;
  if (!data) return fail('record-missing', s.callbackUrl);
  const body = JSON.stringify({ event: d.event, deliveryId: d.id, appId: d.appId, sentAt: now, ...data });
  const secret = unseal(o.secret, s.callbackSecret);
  const r = await postSigned(s.callbackUrl, secret, body, now, o.timeoutMs ?? CALLBACK_TIMEOUT_MS);
  return { ...r, url: s.callbackUrl };
}

/** Tries a claimed delivery and records the outcome: ok, due again after the backoff, or failed. */
export async function attemptDelivery(o: DeliveryOptions, d: Delivery): Promise<Delivery['status']> {
  const now = (o.now ?? Date.now)();
  const r = await post(o, d, now);
  const attempts = d.attempts + 1;
  const done = new Date((o.now ?? Date.now)());
  const status: Delivery['status'] = r.ok
    ? 'ok'
    : FINAL.has(r.error) || attempts >= CALLBACK_MAX_ATTEMPTS
      ? 'failed'
      : 'pending';
  const wait = CALLBACK_BACKOFF_MS[Math.min(attempts, CALLBACK_BACKOFF_MS.length) - 1];
  await o.db
    .update(callbackDeliveries)
    .set({
      status,
      attempts,
      url: r.url,
      responseStatus: r.status,
      error: r.error,
      nextAttemptAt: status === 'pending' ? new Date(done.getTime() + wait) : null,
      updatedAt: done,
    })
    // Only the holder of the lease writes: a retry started meanwhile has moved the row on.
    .where(
      and(
        eq(callbackDeliveries.id, d.id),
        eq(callbackDeliveries.status, 'pending'),
        d.nextAttemptAt ? eq(callbackDeliveries.nextAttemptAt, d.nextAttemptAt) : undefined,
      ),
    );
  return status;
}

/**
 * The delivery worker every instance runs: polls for due deliveries (and wakes at once when this
 * process enqueues one), runs up to `concurrency` attempts side by side.
 */
export function startCallbackWorker(o: DeliveryOptions) {
  const { pollMs = 500, leaseMs = 60_000, concurrency = 4 } = o;
  const now = o.now ?? Date.now;
  const me = `${hostname()}:${process.pid}`;
  const running = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let claiming = false;
  let again = false;

  const tick = async () => {
    if (stopped) return;
    if (claiming) {
      again = true;
      return;
    }
    claiming = true;
    try {
      do {
        again = false;
        while (!stopped && running.size < concurrency) {
          const d = await claimDelivery(o.db, now(), leaseMs);
          if (!d) break;
          const p = attemptDelivery(o, d).catch((e) => o.log?.error({ err: e, delivery: d.id, me }, 'callback failed'));
          running.add(p);
          void p.finally(() => {
            running.delete(p);
            if (!stopped) kick();
          });
        }
      } while (again && !stopped);
    } catch (e) {
      if (!stopped) o.log?.error({ err: e }, 'callback claim failed');
    } finally {
      claiming = false;
    }
    if (!stopped) {
      clearTimeout(timer);
      timer = setTimeout(kick, pollMs);
    }
  };
  let ticking: Promise<void> = Promise.resolve();
  const kick = () => {
    if (claiming) again = true;
    else ticking = tick();
  };
  const off = onEnqueued(kick);
  kick();
  return {
    async stop() {
      stopped = true;
      off();
      clearTimeout(timer);
      await ticking;
      await Promise.allSettled([...running]);
    },
  };
}
