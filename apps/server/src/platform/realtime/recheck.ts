import { REALTIME_CLOSE } from '@zhiyu/contract/realtime';
import { loadSession } from '../access/session.ts';
import type { AppContext } from '../context.ts';
import { authReason } from './connect.ts';
import type { Client, Hub } from './hub.ts';

/** Wait this long after a change before re-checking, so a burst of changes costs one pass. */
const DEBOUNCE_MS = 50;

/**
 * Re-verifies every connected session with the same loadSession as HTTP, periodically and on
 * demand, and closes the sockets of a session that no longer passes (signed out, password changed,
 * account or tenant disabled, token expired). One check per distinct token, however many sockets
 * share it; on the embedded database it is served by the session cache.
 */
export function startRecheck(ctx: AppContext, hub: Hub, everyMs: number) {
  let running: Promise<void> | null = null;
  let again = false;
  let soonTimer: NodeJS.Timeout | null = null;

  const pass = async () => {
    const byToken = new Map<string, Client[]>();
    for (const c of hub.clients) {
      const list = byToken.get(c.token);
      if (list) list.push(c);
      else byToken.set(c.token, [c]);
    }
    for (const [token, clients] of byToken) {
      let reason: string | null = null;
      try {
        const s = await loadSession(ctx, token);
        // A session row never changes organisation; guard anyway, delivery is keyed by it.
        if (s.tenantId !== clients[0].tenantId) reason = '930006 session scope changed';
      } catch (err) {
        reason = authReason(err);
      }
      if (reason) for (const c of clients) c.ws.close(REALTIME_CLOSE.unauthorized, reason);
    }
  };

  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch(() => undefined) // a database hiccup: keep the sockets, try at the next period
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void run();
        }
      });
    return running;
  };

  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return {
    /** Re-check now (awaitable, for tests). */
    now: run,
    soon() {
      if (soonTimer) return;
      soonTimer = setTimeout(() => {
        soonTimer = null;
        void run();
      }, DEBOUNCE_MS);
      soonTimer.unref();
    },
    stop() {
      clearInterval(timer);
      if (soonTimer) clearTimeout(soonTimer);
    },
  };
}
