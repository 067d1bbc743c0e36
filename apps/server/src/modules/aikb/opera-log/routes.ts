import * as api from '@zhiyu/contract/modules/aikb/opera-log';
import { OPERA_IO_COLUMNS } from '@zhiyu/contract/modules/aikb/opera-log';
import type { FastifyInstance } from 'fastify';
import { AppError, langOf } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import { exportStatus, sendFile } from '../../../platform/jobs/http.ts';
import { enqueue, jobOf } from '../../../platform/jobs/queue.ts';
import { OPERA_EXPORT } from './io.ts';
import { kbScope } from './record.ts';
import { listOperaLog } from './repo.ts';

/** /aikb-api/operaLog/* — the knowledge base's change log of the session's tenant and app. */
export default function operaLogRoutes(app: FastifyInstance) {
  route(app, api.listOperaLog, ({ ctx, query, req }) => listOperaLog(ctx.db, kbScope(req), query));
  route(app, api.exportOperaLog, async ({ req, ctx, body }) => {
    const lang = langOf(req);
    return {
      jobId: await enqueue(ctx.db, kbScope(req), `export:${OPERA_EXPORT}`, {
        filter: { ...body.filter, lang },
        columns: [...OPERA_IO_COLUMNS],
        lang,
      }),
    };
  });
  route(app, api.exportOperaLogStatus, ({ req, ctx, query }) =>
    exportStatus(ctx, kbScope(req), OPERA_EXPORT, query.jobId, api.downloadOperaLogExport.path),
  );
  route(app, api.downloadOperaLogExport, async ({ req, reply, ctx, query }) => {
    const job = await jobOf(ctx.db, kbScope(req), query.jobId, `export:${OPERA_EXPORT}`);
    const files = (job.result?.files ?? []) as { id: string }[];
    if (job.status !== 'done' || !files[0]) throw new AppError('100002');
    return sendFile(reply, ctx, kbScope(req), files[0].id);
  });
}
