import * as api from '@zhiyu/contract/modules/admin/trade';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { platformJobScope } from '../../../platform/access/admin-scope.ts';
import { sendTemplate } from '../../../platform/excel/template.ts';
import { AppError, langOf } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import { exportStatus, importStatus, sendFile, startImport } from '../../../platform/jobs/http.ts';
import { enqueue, jobOf } from '../../../platform/jobs/queue.ts';
import { tradeExporter, tradeImporter } from './io.ts';
import * as svc from './service.ts';
import { tradeTemplate } from './template.ts';

const IMPORT = tradeImporter.name;
const EXPORT = tradeExporter.name;
const TRADE_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/** Editing the industry tree and its domains (operator only; reading is the public lookup). */
export default function tradeAdminRoutes(app: FastifyInstance) {
  route(app, api.createTrade, ({ ctx, req, body }) => svc.createTrade(ctx.db, req, body));
  route(app, api.updateTrade, ({ ctx, req, body }) => {
    const { id, ...input } = body;
    return svc.updateTrade(ctx.db, req, id, input);
  });
  route(app, api.deleteTrade, ({ ctx, req, body }) => svc.deleteTrade(ctx.db, req, body.id));
  route(app, api.createDomain, ({ ctx, req, body }) => svc.createDomain(ctx.db, req, body));
  route(app, api.updateDomain, ({ ctx, req, body }) => {
    const { id, ...input } = body;
    return svc.updateDomain(ctx.db, req, id, input);
  });
  route(app, api.deleteDomain, ({ ctx, req, body }) => svc.deleteDomain(ctx.db, req, body.id));

  const js = (req: FastifyRequest) => platformJobScope(req);
  route(app, api.importTrades, ({ req, ctx }) => startImport(req, ctx, js(req), IMPORT, TRADE_IMPORT_MAX_BYTES));
  route(app, api.importTradesStatus, ({ req, ctx, query }) => importStatus(req, ctx, js(req), IMPORT, query.jobId));
  route(app, api.importTradesErrors, async ({ req, reply, ctx, query }) => {
    const job = await jobOf(ctx.db, js(req), query.jobId, `import:${IMPORT}`);
    const id = job.result?.errorFileId;
    if (typeof id !== 'string') throw new AppError('100002');
    return sendFile(reply, ctx, js(req), id);
  });
  route(app, api.importTradesTemplate, async ({ req, reply }) => {
    js(req);
    return sendTemplate(reply, tradeTemplate, langOf(req));
  });
  route(app, api.exportTrades, async ({ req, ctx, body }) => ({
    jobId: await enqueue(ctx.db, js(req), `export:${EXPORT}`, {
      ...body,
      columns: [...api.TRADE_IO_COLUMNS],
      lang: langOf(req),
    }),
  }));
  route(app, api.exportTradesStatus, ({ req, ctx, query }) =>
    exportStatus(ctx, js(req), EXPORT, query.jobId, api.downloadTradeExport.path),
  );
  route(app, api.downloadTradeExport, async ({ req, reply, ctx, query }) => {
    const job = await jobOf(ctx.db, js(req), query.jobId, `export:${EXPORT}`);
    const files = (job.result?.files ?? []) as { id: string }[];
    if (job.status !== 'done' || !files[0]) throw new AppError('100002');
    return sendFile(reply, ctx, js(req), files[0].id);
  });
}
