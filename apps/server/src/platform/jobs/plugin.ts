import type { FastifyInstance } from 'fastify';
import { startWorker, type WorkerOptions } from './worker.ts';

/**
 * Every instance runs a job worker: it starts once the app is ready (every module has registered
 * its job kinds) and stops on close, leaving an interrupted job to be claimed again.
 * `{ enabled: false }` builds an app that only enqueues (tests of several instances use it).
 */
export function installJobs(app: FastifyInstance, o: WorkerOptions & { enabled?: boolean } = {}) {
  if (o.enabled === false) return;
  let worker: ReturnType<typeof startWorker> | undefined;
  app.addHook('onReady', async () => {
    worker = startWorker(app.ctx.db, app.log, o);
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
  });
}
