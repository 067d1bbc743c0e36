import type { CallResultClass } from '@zhiyu/contract/rules/call-result';
import { nextCycleStart } from '@zhiyu/contract/rules/call-window';
import type { outboundTasks, TaskCustomerStatus } from '../task/table.ts';

type Task = Pick<typeof outboundTasks.$inferSelect, 'execution' | 'redial' | 'timeZone' | 'startedAt'>;

export interface NextState {
  status: TaskCustomerStatus;
  nextAttemptAt: Date | null;
  /** The customer reached a final state (done or failed). */
  final: boolean;
}

/**
 * Where a customer goes after a call of result class `cls`, its `attemptsInCycle`-th of the
 * current cycle (a run-immediately task has one cycle: all its attempts):
 * - the class is in the redial rule and fewer than 1 + times attempts were made → waiting, due
 *   `intervalMin` from now;
 * - else a repeat task keeps the customer for the next cycle → waiting, due at the cycle start;
 * - else done (success) or failed.
 */
export function afterCall(task: Task, cls: CallResultClass, attemptsInCycle: number, now: number): NextState {
  const r = task.redial;
  if (cls !== 'success' && r.classes.includes(cls) && attemptsInCycle < 1 + r.times)
    return { status: 'waiting', nextAttemptAt: new Date(now + r.intervalMin * 60_000), final: false };
  if (task.execution.type === 1 && task.execution.cycle) {
    const started = task.startedAt?.getTime() ?? now;
    return {
      status: 'waiting',
      nextAttemptAt: new Date(nextCycleStart(task.execution.cycle, task.timeZone, started, now)),
      final: false,
    };
  }
  return { status: cls === 'success' ? 'done' : 'failed', nextAttemptAt: null, final: true };
}
