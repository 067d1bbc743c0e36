import { hostname } from 'node:os';
import type { BotFlow } from '@zhiyu/contract/modules/bot/flow';
import { inWindow } from '@zhiyu/contract/rules/call-window';
import { and, asc, desc, eq, lt } from 'drizzle-orm';
import { newId } from '../../../platform/access/tokens.ts';
import type { Db } from '../../../platform/db/client.ts';
import type { PublishInput } from '../../../platform/realtime/plugin.ts';
import { getPublishedFlow } from '../../bot/bot/versions.ts';
import { classifierForCall } from '../../learnself/model/published.ts';
import { customers } from '../customer/table.ts';
import { callAttempts, outboundTasks } from '../task/table.ts';
import { type ClaimedCall, claimCalls, completeIfDone, type RunningTask } from './claim.ts';
import { finishCall, settleCustomer } from './finish.ts';
import { adapterFor, unavailableLine } from './line-adapter.ts';

export interface DialerDeps {
  db: Db;
  now: () => number;
  log: { error(o: object, msg: string): void; warn(o: object, msg: string): void };
  publish?: (m: PublishInput) => unknown;
  /** Called after a task's customers moved (a call finished, a task completed). */
  onProgress?: (tenantId: string, taskId: string) => void;
}
export interface DialerOptions {
  /** How often the scheduler looks for work (it is also poked on demand). */
  tickMs?: number;
  /** An attempt still `dialling` this long after it started belongs to a dead instance. */
  staleMs?: number;
  /** How often stale attempts are looked for (also once at start). */
  recoverMs?: number;
  random?: () => number;
}

export interface Dialer {
  id: string;
  /** Look for work now (a task started or resumed, a customer added or retried). */
  poke(): void;
  /** Stops claiming; waits for the calls in flight to finish and be written. */
  stop(): Promise<void>;
  /** Calls in flight on this instance, now and at the most since the start. */
  inFlight(): number;
  /** The most calls of one app in flight (database count under the claim lock) this dialer saw. */
  peakDialling(): number;
}

/** Published flows never change: one read per (bot, version) for the life of the process. */
const flows = new Map<string, Promise<BotFlow | null>>();
function flowOf(db: Db, task: RunningTask) {
  const key = `${task.tenantId}:${task.botId}:${task.botVersion}`;
  let f = flows.get(key);
  if (!f) {
    f = getPublishedFlow(db, task.tenantId, task.botId, task.botVersion);
    flows.set(key, f);
    void f.then((v) => v ?? flows.delete(key)).catch(() => flows.delete(key));
  }
  return f;
}

/**
 * Stale attempts (left `dialling` by an instance that died) become `abandoned`, and their
 * customers move on as after a call of class `other`: redialled if the task's rule names `other`
 * and attempts remain, else failed (or kept for the next cycle of a repeat task).
 */
export async function recoverStale(db: Db, now: number, staleMs: number): Promise<number> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const gone = await tx
      .update(callAttempts)
      .set({ state: 'abandoned', endedAt: new Date(now) })
      .where(and(eq(callAttempts.state, 'dialling'), lt(callAttempts.startedAt, new Date(now - staleMs))))
      .returning({ taskId: callAttempts.taskId, customerId: callAttempts.customerId });
    for (const g of gone)
      await settleCustomer(tx, g.taskId, g.customerId, 'other', now, { recordId: null, answered: false });
    return gone.length;
  });
}

/** How long a poke waits, so that one claim serves the calls that finished meanwhile. */
const POKE_MS = 5;

export function startDialer(deps: DialerDeps, o: DialerOptions = {}): Dialer {
  const { db, now, log } = deps;
  const { tickMs = 200, staleMs = 5 * 60_000, recoverMs = 30_000, random = Math.random } = o;
  const id = `${hostname()}:${process.pid}:${newId().slice(0, 8)}`;
  const abort = new AbortController();
  const calls = new Set<Promise<void>>();
  let stopped = false;
  let ticking = false;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let lastRecovery = 0;
  let peak = 0;

  const place = async (task: RunningTask, c: ClaimedCall) => {
    const flow = await flowOf(db, task);
    const classifier = flow ? await classifierForCall(db, task.tenantId, task.botId) : null;
    const adapter = flow ? adapterFor(c.line.kind) : unavailableLine;
    // The record's times are the line's: dialled now, released when the adapter gives it back.
    const startedAt = now();
    const outcome = await adapter.dial({
      flow: flow ?? { nodes: [], edges: [], intents: [], globalIntents: [] },
      line: c.line,
      phone: c.phone,
      direction: 1,
      random,
      signal: abort.signal,
      classifier,
    });
    const endedAt = now();
    // The record carries the customer's tags as they are when the call ends (the tags board).
    const [customer] = await db
      .select({ tags: customers.tags })
      .from(customers)
      .where(and(eq(customers.tenantId, task.tenantId), eq(customers.id, c.customerId)));
    await finishCall(db, {
      tenantId: task.tenantId,
      appId: task.appId,
      direction: 1,
      tags: customer?.tags ?? [],
      taskId: task.id,
      attemptId: c.attemptId,
      attemptNo: c.attemptNo,
      customerId: c.customerId,
      customerName: c.name,
      phone: c.phone,
      lineId: c.line.id,
      lineNumber: c.line.number,
      botId: task.botId,
      botVersion: task.botVersion,
      startedAt,
      endedAt,
      outcome,
      publish: deps.publish,
      now: now(),
    });
    deps.onProgress?.(task.tenantId, task.id);
  };

  const launch = (task: RunningTask, c: ClaimedCall) => {
    const p = place(task, c)
      .catch((err) => log.error({ err, task: task.id, customer: c.customerId }, 'call not finished'))
      .finally(() => {
        calls.delete(p);
        poke();
      });
    calls.add(p);
  };

  const tick = async () => {
    const at = now();
    if (at - lastRecovery >= recoverMs) {
      lastRecovery = at;
      const n = await recoverStale(db, at, staleMs);
      if (n) log.warn({ abandoned: n }, 'stale call attempts abandoned');
    }
    const tasks = await db
      .select()
      .from(outboundTasks)
      .where(eq(outboundTasks.status, 'running'))
      .orderBy(desc(outboundTasks.priority), asc(outboundTasks.createdAt));
    for (const task of tasks) {
      if (stopped) return;
      if (task.execution.type === 0 && (await completeIfDone(db, task.id, at))) {
        deps.onProgress?.(task.tenantId, task.id);
        continue;
      }
      if (!inWindow(task.windows, task.timeZone, at)) continue;
      const claimed = await claimCalls(db, task, id, at, (n) => {
        peak = Math.max(peak, n);
      });
      for (const c of claimed) launch(task, c);
    }
  };

  const run = async () => {
    if (stopped) return;
    if (ticking) {
      again = true;
      return;
    }
    ticking = true;
    clearTimeout(timer);
    try {
      do {
        again = false;
        await tick();
      } while (again && !stopped);
    } catch (err) {
      if (!stopped) log.error({ err }, 'dialer tick failed');
    } finally {
      ticking = false;
      if (!stopped) timer = setTimeout(() => void run(), tickMs);
    }
  };
  let poked = false;
  function poke() {
    if (stopped || poked) return;
    poked = true;
    // A few ms of grace lets the calls finishing together free their places for one claim.
    setTimeout(() => {
      poked = false;
      void run();
    }, POKE_MS);
  }
  void run();

  return {
    id,
    poke,
    inFlight: () => calls.size,
    peakDialling: () => peak,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      while (ticking) await new Promise((r) => setTimeout(r, 5));
      while (calls.size) await Promise.allSettled([...calls]);
    },
  };
}
