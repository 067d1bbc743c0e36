import * as api from '@zhiyu/contract/modules/aitext/session';
import type { FastifyInstance } from 'fastify';
import { AppError, langOf } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import { exportStatus, sendFile } from '../../../platform/jobs/http.ts';
import { enqueue, jobOf } from '../../../platform/jobs/queue.ts';
import { textScope } from '../channel/service.ts';
import { checkFilter, whereOf } from './filter.ts';
import { SESSION_EXPORTER } from './io.ts';
import { listSessions, sessionDetail } from './repo.ts';

const KIND = `export:${SESSION_EXPORTER.name}`;

/** /newaitext/session/* — session records (/aitext/textSessionRecord) of the session's tenant and app. */
export default function sessionRoutes(app: FastifyInstance) {
  route(app, api.listTextSessions, ({ ctx, query, req }) =>
    listSessions(ctx.db, whereOf(textScope(req), checkFilter(query, ctx.now())), query),
  );
  route(app, api.getTextSession, async ({ ctx, query, req }) => {
    const d = await sessionDetail(ctx.db, textScope(req), query.id);
    if (!d) throw new AppError('170004');
    return d;
  });
  route(app, api.exportTextSessions, async ({ ctx, body, req }) => {
    const filter = { ...checkFilter(body.filter, ctx.now()), lang: langOf(req) };
    const jobId = await enqueue(ctx.db, textScope(req), KIND, {
      filter,
      columns: [...api.SESSION_IO_COLUMNS],
      lang: langOf(req),
    });
    return { jobId };
  });
  route(app, api.exportTextSessionsStatus, ({ ctx, query, req }) =>
    exportStatus(ctx, textScope(req), SESSION_EXPORTER.name, query.jobId, api.downloadTextSessionExport.path),
  );
  route(app, api.downloadTextSessionExport, async ({ ctx, query, req, reply }) => {
    const job = await jobOf(ctx.db, textScope(req), query.jobId, KIND);
    const files = (job.result?.files ?? []) as { id: string }[];
    if (job.status !== 'done' || !files[0]) throw new AppError('100002');
    return sendFile(reply, ctx, textScope(req), files[0].id);
  });
}
