import type { FastifyInstance } from 'fastify';
import { publishProgress } from '../task/progress.ts';
import { type Dialer, startDialer } from './scheduler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbound dialer of this instance (null until the app is ready, and after close). */
    dialer: Dialer | null;
  }
}

/**
 * Every instance runs the dialer: it starts once the app is ready and stops on close (calls in
 * flight finish and are written first). All its state lives in the database, so instances share
 * the work and the caps, and a restart carries on where the last run stopped.
 */
export default function dialerRoutes(app: FastifyInstance) {
  app.decorate('dialer', null);
  app.addHook('onReady', async () => {
    app.dialer = startDialer({
      db: app.ctx.db,
      now: app.ctx.now,
      log: app.log,
      publish: (m) => app.realtime.publish(m),
      onProgress: (tenantId, taskId) => publishProgress(app, tenantId, taskId),
    });
  });
  app.addHook('preClose', async () => {
    const d = app.dialer;
    app.dialer = null;
    await d?.stop();
  });
}
