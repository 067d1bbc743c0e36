import type { exportEndpoints } from '@zhiyu/contract/export-endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scope } from '../access/session.ts';
import type { AppContext } from '../context.ts';
import { AppError, langOf } from '../http/errors.ts';
import { route } from '../http/route.ts';
import type { Exporter } from './export.ts';
import { exportStatus, sendFile } from './http.ts';
import { enqueue, jobOf } from './queue.ts';

/** The job's scope: the tenant's rows, the job kept under the session's app. */
const jobScope = (req: FastifyRequest) => {
  const s = scope(req);
  return { tenantId: s.tenantId, appId: s.appId ?? '' };
};

/**
 * The routes of a list's export (contract `exportEndpoints`): the start checks the filter with
 * `check` (nothing is queued when it throws) and queues the exporter's job with the columns; the
 * status and the download read that job of the caller's tenant and app.
 */
export function exportRoutes<F, C>(
  app: FastifyInstance,
  calls: ReturnType<typeof exportEndpoints>,
  exporter: Exporter<C & { lang: 'zh' | 'en' }>,
  columns: readonly string[],
  check: (filter: F, ctx: AppContext, req: FastifyRequest) => C,
) {
  const kind = `export:${exporter.name}`;
  route(app, calls.start, async ({ ctx, body, req }) => {
    const lang = langOf(req);
    const filter = { ...check((body as { filter: F }).filter, ctx, req), lang };
    return { jobId: await enqueue(ctx.db, jobScope(req), kind, { filter, columns: [...columns], lang }) };
  });
  route(app, calls.status, ({ ctx, query, req }) =>
    exportStatus(ctx, jobScope(req), exporter.name, query.jobId, calls.download.path),
  );
  route(app, calls.download, async ({ ctx, query, req, reply }) => {
    const job = await jobOf(ctx.db, jobScope(req), query.jobId, kind);
    const files = (job.result?.files ?? []) as { id: string }[];
    if (job.status !== 'done' || !files[0]) throw new AppError('100002');
    return sendFile(reply, ctx, jobScope(req), files[0].id);
  });
}
