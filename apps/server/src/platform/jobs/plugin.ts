import type { FastifyInstance } from 'fastify';
import { installMaintenance } from './maintenance.ts';
import { startWorker, type WorkerOptions } from './worker.ts';

/**
 * Every instance runs a job worker: it starts once the app is ready (every module has registered
 * its job kinds) and stops on close, leaving an interrupted job to be claimed again.
 * `{ enabled: false }` builds an app that only enqueues (tests of several instances use it). On the
 * embedded database it also schedules the periodic vacuum (maintenance.ts).
 */
export function installJobs(app: FastifyInstance, o: WorkerOptions & { enabled?: boolean } = {}) {
  if (o.enabled === false) return;
  let worker: ReturnType<typeof startWorker> | undefined;
  const maintenance = installMaintenance(app, o.maintenanceCheckMs);
  app.addHook('onReady', async () => {
    worker = startWorker(app.ctx.db, app.log, o);
    await maintenance.start();
  });
  app.addHook('onClose', async () => {
    maintenance.stop();
    await worker?.stop();
  });
}
