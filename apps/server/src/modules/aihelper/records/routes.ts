import * as api from '@zhiyu/contract/modules/aihelper/records';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { scope } from '../../../platform/access/session.ts';
import { route } from '../../../platform/http/route.ts';
import { exportRoutes } from '../../../platform/jobs/export-routes.ts';
import { checkFilter, whereOf } from './filter.ts';
import { AH_RECORD_EXPORTER } from './io.ts';
import { listRecords, recordDetail, recordOptions } from './repo.ts';

type AhFilter = z.output<typeof api.AhRecordFilter>;

/** /aihelper-api/records/* — the tenant's finished conversations (/aihelper/aihelper-records). */
export default function recordRoutes(app: FastifyInstance) {
  route(app, api.listAhRecords, ({ ctx, query, req }) =>
    listRecords(ctx.db, whereOf(scope(req).tenantId, checkFilter(query, ctx.now())), query),
  );
  route(app, api.getAhRecord, ({ ctx, query, req }) => recordDetail(ctx.db, scope(req).tenantId, query.id));
  route(app, api.ahRecordOptions, ({ ctx, req }) => recordOptions(ctx.db, scope(req).tenantId));
  exportRoutes(
    app,
    { start: api.exportAhRecords, status: api.exportAhRecordsStatus, download: api.downloadAhRecordsExport },
    AH_RECORD_EXPORTER,
    api.AH_RECORD_IO_COLUMNS,
    (f: AhFilter, ctx) => checkFilter(f, ctx.now()),
  );
}
