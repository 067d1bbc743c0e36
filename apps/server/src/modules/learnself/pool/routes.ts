import * as api from '@zhiyu/contract/modules/learnself/pool';
import { and, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError, langOf } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import { exportStatus, sendFile } from '../../../platform/jobs/http.ts';
import { enqueue, jobOf } from '../../../platform/jobs/queue.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import { lsScope } from '../dataset/repo.ts';
import { setFlowSettle } from './flowback-job.ts';
import { POOL_EXPORT } from './io.ts';
import { startFlowSchedule } from './schedule.ts';
import * as svc from './service.ts';
import { lsPool } from './table.ts';

/** /learnself-api/pool/* and flow-rule/* — the learning pool and its flow-back rules (requirements R4 §1). */
export default function poolRoutes(app: FastifyInstance) {
  route(app, api.listPool, ({ ctx, query: q, req }) => {
    const s = lsScope(req);
    const where = svc.poolWhere(s, q);
    const column = q.sortField === 'occurrences' ? lsPool.occurrences : lsPool.lastAt;
    const rows = ctx.db
      .select()
      .from(lsPool)
      .where(where)
      .orderBy(...orderBy(column, lsPool.id, q.sortOrder))
      .limit(q.pageSize)
      .offset(offsetOf(q.pageNum, q.pageSize))
      .then((r) => svc.poolRows(ctx.db, s.tenantId, r));
    return pageOf(rows, cappedCount(ctx.db, lsPool, where), q.pageNum, q.pageSize);
  });
  route(app, api.deletePool, async ({ ctx, body, req }) => {
    const gone = await ctx.db
      .delete(lsPool)
      .where(and(svc.poolScope(lsScope(req)), inArray(lsPool.id, body.ids)))
      .returning({ id: lsPool.id });
    return { deleted: gone.length };
  });
  route(app, api.exportPool, async ({ req, ctx, body }) => {
    const lang = langOf(req);
    const columns = Object.keys(api.POOL_IO_HEADERS);
    return {
      jobId: await enqueue(ctx.db, lsScope(req), `export:${POOL_EXPORT}`, {
        filter: { ...body.filter, lang },
        columns,
        lang,
      }),
    };
  });
  route(app, api.exportPoolStatus, ({ req, ctx, query }) =>
    exportStatus(ctx, lsScope(req), POOL_EXPORT, query.jobId, api.downloadPoolExport.path),
  );
  route(app, api.downloadPoolExport, async ({ req, reply, ctx, query }) => {
    const job = await jobOf(ctx.db, lsScope(req), query.jobId, `export:${POOL_EXPORT}`);
    const files = (job.result?.files ?? []) as { id: string }[];
    if (job.status !== 'done' || !files[0]) throw new AppError('100002');
    return sendFile(reply, ctx, lsScope(req), files[0].id);
  });

  route(app, api.listFlowRules, ({ ctx, req }) => svc.listRules(ctx.db, lsScope(req)));
  route(app, api.createFlowRule, ({ ctx, body, req }) => svc.createRule(ctx.db, lsScope(req), body));
  route(app, api.updateFlowRule, ({ ctx, body, req }) => {
    const { id, ...input } = body;
    return svc.updateRule(ctx.db, lsScope(req), id, input);
  });
  route(app, api.deleteFlowRules, ({ ctx, body, req }) => svc.deleteRules(ctx.db, lsScope(req), body.ids));
  route(app, api.runFlowRule, ({ ctx, body, req }) => svc.runRule(ctx.db, lsScope(req), body.id));

  setFlowSettle(app.ctx.config.FLOW_SETTLE_MS);
  startFlowSchedule(app);
}
