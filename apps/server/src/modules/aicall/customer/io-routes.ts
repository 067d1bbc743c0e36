import * as api from '@zhiyu/contract/modules/aicall/customer';
import { CUSTOMER_IMPORT_MAX_MB } from '@zhiyu/contract/modules/aicall/customer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../platform/context.ts';
import { sendTemplate } from '../../../platform/excel/template.ts';
import { AppError, langOf } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import { exportStatus, importStatus, sendFile, startImport } from '../../../platform/jobs/http.ts';
import { enqueue, jobOf } from '../../../platform/jobs/queue.ts';
import * as attributes from '../customer-attribute/repo.ts';
import { CUSTOMER_EXPORT, type CustomerExportPayload } from './export-job.ts';
import { CUSTOMER_IMPORT } from './import-job.ts';
import * as repo from './repo.ts';
import { customerScope, seesFullPhone } from './scope.ts';
import { customerTemplate } from './template.ts';

const MAX_BYTES = CUSTOMER_IMPORT_MAX_MB * 1024 * 1024;

/**
 * An export job of the scope; one written with full numbers is only for callers who may see them
 * (a colleague without the permission who learns the job id gets 100403).
 */
async function exportJob(req: FastifyRequest, ctx: AppContext, jobId: string) {
  const job = await jobOf(ctx.db, customerScope(req), jobId, `export:${CUSTOMER_EXPORT}`);
  if ((job.payload as unknown as CustomerExportPayload).fullPhone && !(await seesFullPhone(req)))
    throw new AppError('100403');
  return job;
}

/** Import and export of customers: the shared job queue, with the customer's own job kinds. */
export default function customerIoRoutes(app: FastifyInstance) {
  route(app, api.importCustomers, ({ req, ctx }) =>
    startImport(req, ctx, customerScope(req), CUSTOMER_IMPORT, MAX_BYTES),
  );
  route(app, api.importCustomersStatus, ({ req, ctx, query }) =>
    importStatus(req, ctx, customerScope(req), CUSTOMER_IMPORT, query.jobId),
  );
  route(app, api.importCustomersErrors, async ({ req, reply, ctx, query }) => {
    const job = await jobOf(ctx.db, customerScope(req), query.jobId, `import:${CUSTOMER_IMPORT}`);
    const id = job.result?.errorFileId;
    if (typeof id !== 'string') throw new AppError('100002');
    return sendFile(reply, ctx, customerScope(req), id);
  });
  // The tenant's own attribute columns follow the fixed ones.
  route(app, api.importCustomersTemplate, async ({ req, reply, ctx }) =>
    sendTemplate(reply, customerTemplate(await attributes.all(ctx.db, customerScope(req))), langOf(req)),
  );
  route(app, api.exportCustomers, async ({ req, ctx, body }) => {
    const s = customerScope(req);
    const fullPhone = await seesFullPhone(req);
    // A bad filter (unknown attribute, masked-number search) is refused now, not in the job.
    await repo.filters(ctx.db, s, body.filter, fullPhone);
    const payload: CustomerExportPayload = { filter: body.filter, lang: langOf(req), fullPhone };
    return { jobId: await enqueue(ctx.db, s, `export:${CUSTOMER_EXPORT}`, { ...payload }) };
  });
  route(app, api.exportCustomersStatus, async ({ req, ctx, query }) => {
    await exportJob(req, ctx, query.jobId);
    return exportStatus(ctx, customerScope(req), CUSTOMER_EXPORT, query.jobId, api.downloadCustomerExport.path);
  });
  route(app, api.downloadCustomerExport, async ({ req, reply, ctx, query }) => {
    const job = await exportJob(req, ctx, query.jobId);
    const files = (job.result?.files ?? []) as { id: string }[];
    if (job.status !== 'done' || !files[0]) throw new AppError('100002');
    return sendFile(reply, ctx, customerScope(req), files[0].id);
  });
}
