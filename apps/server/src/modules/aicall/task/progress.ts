import { TASK_PROGRESS_TOPIC } from '@zhiyu/contract/modules/aicall/task-detail';
import type { FastifyInstance } from 'fastify';
import { progressOf } from './detail.ts';

/** At most one progress message per task per this many ms (the last change always gets one). */
export const PROGRESS_THROTTLE_MS = 300;
const pending = new WeakMap<FastifyInstance, Map<string, NodeJS.Timeout>>();

/**
 * Publishes the task's progress to its tenant's sockets (topic TASK_PROGRESS_TOPIC), coalescing
 * bursts: a finished call schedules one message a little later that carries every change so far.
 */
export function publishProgress(app: FastifyInstance, tenantId: string, taskId: string) {
  let timers = pending.get(app);
  if (!timers) {
    const map = new Map<string, NodeJS.Timeout>();
    timers = map;
    pending.set(app, map);
  }
  if (timers.has(taskId)) return;
  const map = timers;
  const timer = setTimeout(() => {
    map.delete(taskId);
    progressOf(app.ctx.db, taskId)
      .then((p) => {
        if (p) app.realtime.publish({ tenantId, topic: TASK_PROGRESS_TOPIC, payload: p });
      })
      .catch((err) => app.log.debug({ err }, 'task progress not published'));
  }, PROGRESS_THROTTLE_MS);
  timer.unref();
  map.set(taskId, timer);
}
