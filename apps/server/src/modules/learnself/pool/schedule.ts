import type { FastifyInstance } from 'fastify';
import { dueRules, runRule } from './service.ts';

/** How often an instance looks for daily flow-back rules that are due. */
export const FLOW_SCHEDULE_CHECK_MS = 10 * 60_000;

/**
 * Daily flow-back (requirements R4 §1): every instance looks now and then for rules whose last run
 * is a day old and starts them; starting is one locked transaction per rule, so two instances
 * looking at once start one run.
 */
export function startFlowSchedule(app: FastifyInstance, everyMs = FLOW_SCHEDULE_CHECK_MS) {
  let timer: NodeJS.Timeout | undefined;
  const check = async () => {
    try {
      for (const r of await dueRules(app.ctx.db, app.ctx.now()))
        await runRule(app.ctx.db, { tenantId: r.tenantId, appId: r.appId }, r.id);
    } catch (e) {
      app.log.error({ err: e }, 'flow-back schedule failed');
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void check(), everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
