import { and, count, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { newId } from '../../../platform/access/tokens.ts';
import type { Db } from '../../../platform/db/client.ts';
import { callLines, type LineSimulation } from '../line/table.ts';
import { aicallSettings } from '../setting/table.ts';
import { callAttempts, outboundTasks, taskCustomers } from '../task/table.ts';
import { blacklistedAmong } from './blacklist.ts';

/** The tenant-wide cap when the app has no settings row (aicall_settings default). */
export const DEFAULT_TENANT_CAP = 20;

export type RunningTask = typeof outboundTasks.$inferSelect;
export interface ClaimedLine {
  id: string;
  number: string;
  kind: string;
  simulation: LineSimulation | null;
}
export interface ClaimedCall {
  attemptId: string;
  attemptNo: number;
  customerId: string;
  name: string;
  phone: string;
  line: ClaimedLine;
}
export interface Capacity {
  task: number;
  lines: number;
  tenant: number;
}

/**
 * Free capacity of a task right now: min(task concurrency, free places on its enabled lines,
 * the tenant's cap) minus what is already `dialling` — counted in the database, so every instance
 * sees the others' calls. Returns the lines with their free places too.
 */
async function capacity(tx: Db, task: RunningTask) {
  const lines = await tx
    .select({
      id: callLines.id,
      number: callLines.number,
      kind: callLines.kind,
      simulation: callLines.simulation,
      concurrency: callLines.concurrency,
    })
    .from(callLines)
    .where(
      and(
        inArray(callLines.id, task.lineIds.length ? task.lineIds : ['']),
        eq(callLines.tenantId, task.tenantId),
        eq(callLines.appId, task.appId),
        eq(callLines.status, 1),
      ),
    );
  const busy = await tx
    .select({ lineId: callAttempts.lineId, taskId: callAttempts.taskId, n: count() })
    .from(callAttempts)
    .where(and(eq(callAttempts.state, 'dialling'), eq(callAttempts.tenantId, task.tenantId)))
    .groupBy(callAttempts.lineId, callAttempts.taskId);
  // Lines are the app's: another app's calls never sit on them, but every task of the app may.
  // The call cap is the tenant's (settings keep it equal on every app row): all its calls count.
  const onLine = new Map<string, number>();
  let taskBusy = 0;
  let tenantBusy = 0;
  for (const b of busy) {
    if (b.lineId) onLine.set(b.lineId, (onLine.get(b.lineId) ?? 0) + Number(b.n));
    if (b.taskId === task.id) taskBusy += Number(b.n);
    tenantBusy += Number(b.n);
  }
  const [setting] = await tx
    .select({ max: aicallSettings.maxConcurrency })
    .from(aicallSettings)
    .where(eq(aicallSettings.tenantId, task.tenantId))
    .limit(1);
  const free = lines.map((l) => ({ ...l, free: Math.max(0, l.concurrency - (onLine.get(l.id) ?? 0)) }));
  const cap: Capacity = {
    task: task.concurrency - taskBusy,
    lines: free.reduce((s, l) => s + l.free, 0),
    tenant: (setting?.max ?? DEFAULT_TENANT_CAP) - tenantBusy,
  };
  return { free, tenantBusy, n: Math.max(0, Math.min(cap.task, cap.lines, cap.tenant)) };
}

/**
 * One transaction per task and tick: under a per-tenant advisory lock (so two instances never
 * both spend the same free place), claims up to the free capacity of due waiting customers with
 * FOR UPDATE SKIP LOCKED, re-checks each number against the blacklists at this moment
 * (blacklisted: status `blacklisted`, no call), inserts one `call_attempts` row per dial — unique
 * (task, customer, attempt no), the exactly-once guarantee — and marks the customer `calling`.
 */
export async function claimCalls(
  db: Db,
  task: RunningTask,
  workerId: string,
  now: number,
  /** Told the app's calls in flight once this claim commits (counted under the lock). */
  observe?: (tenantDialling: number) => void,
): Promise<ClaimedCall[]> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`dialer:${task.tenantId}`}))`);
    // The task may have been paused or stopped since the tick read it.
    const [still] = await tx
      .select({ status: outboundTasks.status })
      .from(outboundTasks)
      .where(eq(outboundTasks.id, task.id));
    if (still?.status !== 'running') return [];
    const { free, n, tenantBusy } = await capacity(tx, task);
    if (n <= 0) return [];
    const due = await tx
      .select({
        customerId: taskCustomers.customerId,
        name: taskCustomers.name,
        phone: taskCustomers.phone,
        attempts: taskCustomers.attempts,
      })
      .from(taskCustomers)
      .where(
        and(
          eq(taskCustomers.taskId, task.id),
          eq(taskCustomers.status, 'waiting'),
          or(isNull(taskCustomers.nextAttemptAt), lte(taskCustomers.nextAttemptAt, new Date(now))),
        ),
      )
      .orderBy(sql`${taskCustomers.nextAttemptAt} NULLS FIRST`, taskCustomers.customerId)
      .limit(n)
      .for('update', { skipLocked: true });
    const calls: ClaimedCall[] = [];
    const blocked: string[] = [];
    let li = 0;
    const banned = await blacklistedAmong(
      tx,
      task.tenantId,
      task.appId,
      due.map((c) => c.phone),
      now,
    );
    for (const c of due) {
      if (banned.has(c.phone)) {
        blocked.push(c.customerId);
        continue;
      }
      while (free[li % free.length].free <= 0) li++;
      const line = free[li % free.length];
      line.free--;
      li++;
      calls.push({
        attemptId: newId(),
        attemptNo: c.attempts + 1,
        customerId: c.customerId,
        name: c.name,
        phone: c.phone,
        line: { id: line.id, number: line.number, kind: line.kind, simulation: line.simulation },
      });
    }
    const at = new Date(now);
    if (blocked.length) {
      await tx
        .update(taskCustomers)
        .set({ status: 'blacklisted', nextAttemptAt: null, updatedAt: at })
        .where(and(eq(taskCustomers.taskId, task.id), inArray(taskCustomers.customerId, blocked)));
      await tx
        .update(outboundTasks)
        .set({ finishedCount: sql`${outboundTasks.finishedCount} + ${blocked.length}` })
        .where(eq(outboundTasks.id, task.id));
    }
    if (calls.length === 0) return [];
    observe?.(tenantBusy + calls.length);
    await tx.insert(callAttempts).values(
      calls.map((c) => ({
        id: c.attemptId,
        taskId: task.id,
        customerId: c.customerId,
        tenantId: task.tenantId,
        attemptNo: c.attemptNo,
        lineId: c.line.id,
        workerId,
        startedAt: at,
      })),
    );
    await tx
      .update(taskCustomers)
      .set({ status: 'calling', attempts: sql`${taskCustomers.attempts} + 1`, updatedAt: at })
      .where(
        and(
          eq(taskCustomers.taskId, task.id),
          inArray(
            taskCustomers.customerId,
            calls.map((c) => c.customerId),
          ),
        ),
      );
    return calls;
  });
}

/**
 * A running run-immediately task with nobody waiting or being called and no call in flight is
 * completed (a redial that is due later keeps its customer waiting, so it keeps the task open).
 */
export async function completeIfDone(db: Db, taskId: string, now: number): Promise<boolean> {
  const r = await db
    .update(outboundTasks)
    .set({ status: 'completed', finishedAt: new Date(now), updatedAt: new Date(now) })
    .where(
      and(
        eq(outboundTasks.id, taskId),
        eq(outboundTasks.status, 'running'),
        sql`NOT EXISTS (SELECT 1 FROM task_customers c WHERE c.task_id = ${taskId} AND c.status IN ('waiting', 'calling'))`,
        sql`NOT EXISTS (SELECT 1 FROM call_attempts a WHERE a.task_id = ${taskId} AND a.state = 'dialling')`,
      ),
    )
    .returning({ id: outboundTasks.id });
  return r.length > 0;
}
