import * as api from '@zhiyu/contract/modules/aihelper/qc';
import * as rec from '@zhiyu/contract/modules/aihelper/qc-record';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scope } from '../../../platform/access/session.ts';
import { AppError, langOf } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import { exportStatus, sendFile } from '../../../platform/jobs/http.ts';
import { enqueue, jobOf } from '../../../platform/jobs/queue.ts';
import { checkQcFilter, listQcRecords, qcDetail, qcWhere } from './record.ts';
import { QC_RECORD_EXPORTER } from './record-io.ts';
import { pointHits, reviewHit } from './review.ts';
import './score.ts';
import { createRule, deleteRules, listRules, updateRule } from './service.ts';

const KIND = `export:${QC_RECORD_EXPORTER.name}`;
const jobScope = (req: FastifyRequest) => {
  const s = scope(req);
  return { tenantId: s.tenantId, appId: s.appId ?? '' };
};

/** /aihelper-api/qcRule/* — the tenant's QC points; /aihelper-api/qcRecord/* — the scored conversations. */
export default function qcRuleRoutes(app: FastifyInstance) {
  route(app, api.listQcRules, ({ ctx, query, req }) => listRules(ctx.db, scope(req).tenantId, query));
  route(app, api.createQcRule, ({ ctx, body, req }) => createRule(ctx, req, body));
  route(app, api.updateQcRule, ({ ctx, body, req }) => {
    const { id, ...input } = body;
    return updateRule(ctx, req, id, input);
  });
  route(app, api.deleteQcRules, ({ ctx, body, req }) => deleteRules(ctx, req, body.ids));
  route(app, rec.qcPointHits, ({ ctx, query, req }) => pointHits(ctx.db, scope(req).tenantId, query, ctx.now()));

  route(app, rec.listQcRecords, ({ ctx, query, req }) =>
    listQcRecords(ctx.db, qcWhere(scope(req).tenantId, checkQcFilter(query, ctx.now())), query),
  );
  route(app, rec.getQcRecord, ({ ctx, query, req }) => qcDetail(ctx.db, scope(req).tenantId, query.id));
  route(app, rec.reviewQcHit, ({ ctx, body, req }) => reviewHit(ctx, req, body));
  route(app, rec.exportQcRecords, async ({ ctx, body, req }) => {
    const filter = { ...checkQcFilter(body.filter, ctx.now()), lang: langOf(req) };
    const jobId = await enqueue(ctx.db, jobScope(req), KIND, {
      filter,
      columns: [...rec.QC_RECORD_IO_COLUMNS],
      lang: langOf(req),
    });
    return { jobId };
  });
  route(app, rec.exportQcRecordsStatus, ({ ctx, query, req }) =>
    exportStatus(ctx, jobScope(req), QC_RECORD_EXPORTER.name, query.jobId, rec.downloadQcRecordsExport.path),
  );
  route(app, rec.downloadQcRecordsExport, async ({ ctx, query, req, reply }) => {
    const job = await jobOf(ctx.db, jobScope(req), query.jobId, KIND);
    const files = (job.result?.files ?? []) as { id: string }[];
    if (job.status !== 'done' || !files[0]) throw new AppError('100002');
    return sendFile(reply, ctx, jobScope(req), files[0].id);
  });
}
