import * as api from '@zhiyu/contract/modules/aihelper/qc';
import * as rec from '@zhiyu/contract/modules/aihelper/qc-record';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { scope } from '../../../platform/access/session.ts';
import { route } from '../../../platform/http/route.ts';
import { exportRoutes } from '../../../platform/jobs/export-routes.ts';
import { checkQcFilter, listQcRecords, qcDetail, qcWhere } from './record.ts';
import { QC_RECORD_EXPORTER } from './record-io.ts';
import { pointHits, reviewHit } from './review.ts';
import './score.ts';
import { createRule, deleteRules, listRules, updateRule } from './service.ts';

type QcFilter = z.output<typeof rec.QcRecordFilter>;

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
  exportRoutes(
    app,
    { start: rec.exportQcRecords, status: rec.exportQcRecordsStatus, download: rec.downloadQcRecordsExport },
    QC_RECORD_EXPORTER,
    rec.QC_RECORD_IO_COLUMNS,
    (f: QcFilter, ctx) => checkQcFilter(f, ctx.now()),
  );
}
