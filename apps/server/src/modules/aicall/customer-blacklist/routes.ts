import * as api from '@zhiyu/contract/modules/aicall/customer-blacklist';
import { CUSTOMER_BLACKLIST_IMPORT_MAX_MB } from '@zhiyu/contract/modules/aicall/customer-blacklist';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../../../platform/access/session.ts';
import type { AppContext } from '../../../platform/context.ts';
import { sendTemplate } from '../../../platform/excel/template.ts';
import { checkSheetZip } from '../../../platform/excel/zip-guard.ts';
import { receiveFiles } from '../../../platform/files/receive.ts';
import { requireSpreadsheet } from '../../../platform/files/sniff.ts';
import { deleteFile } from '../../../platform/files/store.ts';
import { AppError, langOf } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import { exportStatus, importStatus, sendFile } from '../../../platform/jobs/http.ts';
import { enqueue, jobOf } from '../../../platform/jobs/queue.ts';
import { customerScope, seesFullPhone } from '../customer/scope.ts';
import { type BlacklistExportPayload, CUSTOMER_BLACKLIST_EXPORT as EXPORT } from './export-job.ts';
import { CUSTOMER_BLACKLIST_IMPORT as IMPORT } from './import-job.ts';
import * as repo from './repo.ts';
import { create, list, remove } from './service.ts';
import { customerBlacklistTemplate } from './template.ts';

const MAX_BYTES = CUSTOMER_BLACKLIST_IMPORT_MAX_MB * 1024 * 1024;

/** The shared import start (file checked by content and zip structure now), with the importer's name for 添加人. */
async function startImport(req: FastifyRequest, ctx: AppContext) {
  const s = customerScope(req);
  const [file] = await receiveFiles(req, ctx.db, s, { maxBytes: MAX_BYTES, maxFiles: 1, check: requireSpreadsheet });
  try {
    await checkSheetZip(ctx.db, file);
  } catch (e) {
    await deleteFile(ctx.db, file.id);
    throw e;
  }
  return { jobId: await enqueue(ctx.db, s, `import:${IMPORT}`, { fileId: file.id, by: sessionOf(req).username }) };
}

async function exportJob(req: FastifyRequest, ctx: AppContext, jobId: string) {
  const job = await jobOf(ctx.db, customerScope(req), jobId, `export:${EXPORT}`);
  if ((job.payload as unknown as BlacklistExportPayload).fullPhone && !(await seesFullPhone(req)))
    throw new AppError('100403');
  return job;
}

/** /v1/aicall-web/customer-blacklist/* — the tenant's own blacklist, per app. */
export default function customerBlacklistRoutes(app: FastifyInstance) {
  route(app, api.listCustomerBlacklist, async ({ ctx, query, req }) =>
    list(ctx.db, customerScope(req), query, await seesFullPhone(req)),
  );
  route(app, api.createCustomerBlacklist, async ({ ctx, body, req }) =>
    create(ctx, customerScope(req), body, sessionOf(req).username, await seesFullPhone(req)),
  );
  route(app, api.deleteCustomerBlacklist, async ({ ctx, body, req }) => ({
    deleted: await remove(ctx.db, customerScope(req), body.ids),
  }));
  route(app, api.importCustomerBlacklist, ({ req, ctx }) => startImport(req, ctx));
  route(app, api.importCustomerBlacklistStatus, ({ req, ctx, query }) =>
    importStatus(req, ctx, customerScope(req), IMPORT, query.jobId),
  );
  route(app, api.importCustomerBlacklistTemplate, async ({ req, reply }) => {
    customerScope(req);
    return sendTemplate(reply, customerBlacklistTemplate, langOf(req));
  });
  route(app, api.importCustomerBlacklistErrors, async ({ req, reply, ctx, query }) => {
    const job = await jobOf(ctx.db, customerScope(req), query.jobId, `import:${IMPORT}`);
    const id = job.result?.errorFileId;
    if (typeof id !== 'string') throw new AppError('100002');
    return sendFile(reply, ctx, customerScope(req), id);
  });
  route(app, api.exportCustomerBlacklist, async ({ req, ctx, body }) => {
    const s = customerScope(req);
    const fullPhone = await seesFullPhone(req);
    repo.filters(s, body.filter, fullPhone);
    const payload: BlacklistExportPayload = { filter: body.filter, lang: langOf(req), fullPhone };
    return { jobId: await enqueue(ctx.db, s, `export:${EXPORT}`, { ...payload }) };
  });
  route(app, api.exportCustomerBlacklistStatus, async ({ req, ctx, query }) => {
    await exportJob(req, ctx, query.jobId);
    return exportStatus(ctx, customerScope(req), EXPORT, query.jobId, api.downloadCustomerBlacklistExport.path);
  });
  route(app, api.downloadCustomerBlacklistExport, async ({ req, reply, ctx, query }) => {
    const job = await exportJob(req, ctx, query.jobId);
    const files = (job.result?.files ?? []) as { id: string }[];
    if (job.status !== 'done' || !files[0]) throw new AppError('100002');
    return sendFile(reply, ctx, customerScope(req), files[0].id);
  });
}
