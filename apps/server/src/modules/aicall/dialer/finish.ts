import { type CallResultClass, classifyCause } from '@zhiyu/contract/rules/call-result';
import { cycleStartOf } from '@zhiyu/contract/rules/call-window';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import { newId } from '../../../platform/access/tokens.ts';
import { type Db, rowsOf } from '../../../platform/db/client.ts';
import type { PublishInput } from '../../../platform/realtime/plugin.ts';
import { enqueueCallback } from '../callback/enqueue.ts';
import { gradeCall } from '../intention/grade.ts';
import { callRecords } from '../record/table.ts';
import { addToRollups } from '../rollup/service.ts';
import { customerSmsVars, sendSms } from '../sms/outbox.ts';
import { callAttempts, outboundTasks, taskCustomers } from '../task/table.ts';
import { afterCall } from './rules.ts';
import type { CallOutcome } from './simulated-line.ts';

export interface FinishInput {
  tenantId: string;
  appId: string;
  /** requirements §3 call direction: 0 inbound, 1 outbound. */
  direction: 0 | 1;
  /** Outbound: the task, the attempt row and its number; inbound: null. */
  taskId: string | null;
  attemptId?: string | null;
  attemptNo?: number;
  customerId: string | null;
  customerName?: string;
  phone: string;
  lineId: string | null;
  lineNumber: string;
  botId: string | null;
  botVersion: number | null;
  /** When the dial started (ms). */
  startedAt: number;
  /**
   * When the line was released (ms). The dialer passes it: a simulated line may run a call faster
   * than its talk time, and the record must say when the line really was busy, or the calls of a
   * task of concurrency 1 would seem to overlap. Without it (a call decided at once, e.g. a
   * simulated inbound call) the call ends its talk time after the start.
   */
  endedAt?: number;
  outcome: CallOutcome;
  /** Customer tags at dialling time. */
  tags?: string[];
  recordingFileId?: string | null;
  /** The app's real-time publish (app.realtime.publish): a 'call record' event after commit. */
  publish?: (m: PublishInput) => unknown;
  /** Clock (ms); Date.now by default. */
  now?: number;
}

export interface FinishResult {
  recordId: string;
  resultClass: CallResultClass;
  /** Outbound: where the customer stands now (null when the attempt was no longer ours). */
  customerStatus: string | null;
}

/** Topic of the event published for every finished call. */
export const CALL_FINISHED_TOPIC = 'aicall.call.finished';

type AfterCommit = (db: Db, input: FinishInput, result: FinishResult) => Promise<void>;
const afterCommitHooks: AfterCommit[] = [];
/** Work done after a call's transaction commits (SMS, callbacks, progress, recordings). */
export function onCallFinished(hook: AfterCommit) {
  afterCommitHooks.push(hook);
}

/**
 * Writes a finished call in ONE transaction: the call record (with its result class, side and
 * intention level), and for an outbound call the attempt (done), the task customer (redial,
 * next cycle, done or failed per the task's rule) and the task's counters. After the commit:
 * the after-commit hooks (SMS of the flow's sms nodes, callback, recording) and a real-time event.
 * An attempt that recovery already marked abandoned keeps its customer untouched.
 */
export async function finishCall(db: Db, input: FinishInput): Promise<FinishResult> {
  const now = input.now ?? Date.now();
  const o = input.outcome;
  const cls = classifyCause(o.causeCode);
  const level = o.answered
    ? await gradeCall(db, input.tenantId, input.appId, {
        rounds: o.rounds,
        durationSec: o.durationSec,
        intents: o.intents,
        nodeIds: o.nodeIds,
        userTexts: o.userTexts,
      })
    : null;
  const recordId = newId();
  const started = new Date(input.startedAt);
  const customerStatus = await db.transaction(async (tx) => {
    await tx.insert(callRecords).values({
      id: recordId,
      tenantId: input.tenantId,
      appId: input.appId,
      direction: input.direction,
      taskId: input.taskId,
      botId: input.botId,
      botVersion: input.botVersion,
      customerId: input.customerId,
      phone: input.phone,
      lineNumber: input.lineNumber,
      startedAt: started,
      answeredAt: o.answered ? started : null,
      endedAt: new Date(Math.max(input.startedAt, input.endedAt ?? input.startedAt + o.durationSec * 1000)),
      durationSec: o.answered ? o.durationSec : 0,
      causeCode: o.causeCode,
      causeType: o.causeType,
      resultClass: cls,
      rounds: o.rounds,
      intentionLevel: level,
      transferred: o.transferred,
      hangupBy: o.hangupBy,
      hangupNodeId: o.hangupNodeId,
      hangupNodeName: o.hangupNodeName,
      attemptNo: input.attemptNo ?? 1,
      lineId: input.lineId,
      customerName: input.customerName ?? '',
      transcript: o.transcript,
      intents: o.intents,
      tags: input.tags ?? [],
      recordingFileId: input.recordingFileId ?? null,
    });
    await addToRollups(tx as unknown as Db, { id: recordId, tenantId: input.tenantId });
    if (input.direction !== 1 || !input.taskId || !input.attemptId || !input.customerId) return null;
    // The attempt is ours only while still dialling; the same statement reads what the rule needs.
    const mine = rowsOf<SettleFacts & { started_at: string | Date | null }>(
      await tx.execute(sql`
        UPDATE call_attempts a SET state = 'done', record_id = ${recordId}, ended_at = ${new Date(now).toISOString()}::timestamptz
        FROM task_customers c JOIN outbound_tasks t ON t.id = c.task_id
        WHERE a.id = ${input.attemptId} AND a.state = 'dialling' AND c.task_id = a.task_id AND c.customer_id = a.customer_id
        RETURNING c.attempts, t.execution, t.redial, t.time_zone AS "timeZone", t.started_at`),
    );
    if (mine.length === 0) return null;
    const m = mine[0];
    const facts = { ...m, startedAt: m.started_at ? new Date(m.started_at) : null };
    return settleCustomer(
      tx as unknown as Db,
      input.taskId,
      input.customerId,
      cls,
      now,
      {
        recordId,
        answered: o.answered,
      },
      facts,
    );
  });
  const result: FinishResult = { recordId, resultClass: cls, customerStatus };
  await afterCommit(db, input, recordId).catch(() => {});
  for (const hook of afterCommitHooks) await hook(db, input, result).catch(() => {});
  input.publish?.({
    tenantId: input.tenantId,
    topic: CALL_FINISHED_TOPIC,
    payload: { id: recordId, taskId: input.taskId, direction: input.direction, resultClass: cls },
  });
  return result;
}

/** The SMS of the flow's sms nodes the call passed (customer variables filled in), then the callback. */
async function afterCommit(db: Db, input: FinishInput, recordId: string) {
  const scope = { tenantId: input.tenantId, appId: input.appId };
  if (input.outcome.smsTemplateIds.length) {
    const vars = input.customerId ? await customerSmsVars(db, scope, input.customerId) : {};
    for (const templateId of input.outcome.smsTemplateIds)
      await sendSms(db, {
        ...scope,
        templateId,
        phone: input.phone,
        vars,
        recordId,
        taskId: input.taskId ?? undefined,
      });
  }
  await enqueueCallback(db, { id: recordId, ...scope });
}

/**
 * Inside a transaction: moves the task customer on after a call (or an abandoned attempt, with
 * `recordId` null) and counts it on the task. Returns the customer's new status.
 */
interface SettleFacts {
  attempts: number;
  execution: Task['execution'];
  redial: Task['redial'];
  timeZone: string;
  startedAt: Date | null;
}
type Task = typeof outboundTasks.$inferSelect;

export async function settleCustomer(
  tx: Db,
  taskId: string,
  customerId: string,
  cls: CallResultClass,
  now: number,
  call: { recordId: string | null; answered: boolean },
  known?: SettleFacts,
): Promise<string | null> {
  const row =
    known ??
    (
      await tx
        .select({
          execution: outboundTasks.execution,
          redial: outboundTasks.redial,
          timeZone: outboundTasks.timeZone,
          startedAt: outboundTasks.startedAt,
          attempts: taskCustomers.attempts,
        })
        .from(taskCustomers)
        .innerJoin(outboundTasks, eq(outboundTasks.id, taskCustomers.taskId))
        .where(and(eq(taskCustomers.taskId, taskId), eq(taskCustomers.customerId, customerId)))
        .for('update', { of: taskCustomers })
    )[0];
  if (!row) return null;
  let inCycle = row.attempts;
  if (row.execution.type === 1 && row.execution.cycle) {
    const from = cycleStartOf(row.execution.cycle, row.timeZone, row.startedAt?.getTime() ?? now, now);
    const [c] = await tx
      .select({ n: count() })
      .from(callAttempts)
      .where(
        and(
          eq(callAttempts.taskId, taskId),
          eq(callAttempts.customerId, customerId),
          gte(callAttempts.startedAt, new Date(from)),
        ),
      );
    inCycle = Number(c?.n ?? 0);
  }
  const next = afterCall(row, cls, inCycle, now);
  const at = new Date(now).toISOString();
  const nextAt = next.nextAttemptAt ? next.nextAttemptAt.toISOString() : null;
  // The customer and the task's counters in one statement (one round trip per finished call).
  await tx.execute(sql`
    WITH c AS (
      UPDATE task_customers SET status = ${next.status}, next_attempt_at = ${nextAt}::timestamptz,
        last_result_class = ${cls}, last_record_id = coalesce(${call.recordId}, last_record_id),
        updated_at = ${at}::timestamptz
      WHERE task_id = ${taskId} AND customer_id = ${customerId} RETURNING 1)
    UPDATE outbound_tasks SET dialled_count = dialled_count + ${call.recordId ? 1 : 0},
      connected_count = connected_count + ${call.answered ? 1 : 0},
      finished_count = finished_count + ${next.final ? 1 : 0}
    WHERE id = ${taskId} AND EXISTS (SELECT 1 FROM c)`);
  return next.status;
}
