import * as api from '@zhiyu/contract/modules/aihelper/records';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scope } from '../../../platform/access/session.ts';
import { AppError, langOf } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import { exportStatus, sendFile } from '../../../platform/jobs/http.ts';
import { enqueue, jobOf } from '../../../platform/jobs/queue.ts';
import { checkFilter, whereOf } from './filter.ts';
import { AH_RECORD_EXPORTER } from './io.ts';
import { listRecords, recordDetail, recordOptions } from './repo.ts';

const KIND = `export:${AH_RECORD_EXPORTER.name}`;

/** The export job's scope: the tenant's conversations, the job kept under the session's app. */
const jobScope = (req: FastifyRequest) => {
  const s = scope(req);
  return { tenantId: s.tenantId, appId: s.appId ?? '' };
};

/** /aihelper-api/records/* — the tenant's finished conversations (/aihelper/aihelper-records). */
export default function recordRoutes(app: FastifyInstance) {
  route(app, api.listAhRecords, ({ ctx, query, req }) =>
    listRecords(ctx.db, whereOf(scope(req).tenantId, checkFilter(query, ctx.now())), query),
  );
  route(app, api.getAhRecord, ({ ctx, query, req }) => recordDetail(ctx.db, scope(req).tenantId, query.id));
  route(app, api.ahRecordOptions, ({ ctx, req }) => recordOptions(ctx.db, scope(req).tenantId));
  route(app, api.exportAhRecords, async ({ ctx, body, req }) => {
    const filter = { ...checkFilter(body.filter, ctx.now()), lang: langOf(req) };
    const jobId = await enqueue(ctx.db, jobScope(req), KIND, {
      filter,
      columns: [...api.AH_RECORD_IO_COLUMNS],
      lang: langOf(req),
    });
    return { jobId };
  });
  route(app, api.exportAhRecordsStatus, ({ ctx, query, req }) =>
    exportStatus(ctx, jobScope(req), AH_RECORD_EXPORTER.name, query.jobId, api.downloadAhRecordsExport.path),
  );
  route(app, api.downloadAhRecordsExport, async ({ ctx, query, req, reply }) => {
    const job = await jobOf(ctx.db, jobScope(req), query.jobId, KIND);
    const files = (job.result?.files ?? []) as { id: string }[];
    if (job.status !== 'done' || !files[0]) throw new AppError('100002');
    return sendFile(reply, ctx, jobScope(req), files[0].id);
  });
}
