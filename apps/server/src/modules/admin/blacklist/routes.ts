import * as api from '@zhiyu/contract/modules/admin/blacklist';
import { BLACKLIST_IMPORT_MAX_MB } from '@zhiyu/contract/modules/admin/blacklist';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../../../platform/access/session.ts';
import { sendTemplate } from '../../../platform/excel/template.ts';
import { AppError, langOf } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import { exportStatus, importStatus, sendFile, startImport } from '../../../platform/jobs/http.ts';
import { enqueue, jobOf } from '../../../platform/jobs/queue.ts';
import { BLACKLIST_IMPORT, importScope } from './import-job.ts';
import { blacklistExporter, EXPORT_SCOPE } from './io.ts';
import * as repo from './repo.ts';
import { assertOperator, create, remove, update } from './service.ts';
import { blacklistTemplate } from './template.ts';

const IMPORT = BLACKLIST_IMPORT;
const EXPORT = blacklistExporter.name;
const MAX_BYTES = BLACKLIST_IMPORT_MAX_MB * 1024 * 1024;

/** The operator's own import jobs (their id is in the job scope); every call checks the level first. */
const mine = (req: FastifyRequest) => {
  assertOperator(req);
  return importScope(sessionOf(req).userId);
};
const exports_ = (req: FastifyRequest) => {
  assertOperator(req);
  return EXPORT_SCOPE;
};

/** /ai-admin/blacklist/* — the platform number blacklist, operators only. */
export default function blacklistRoutes(app: FastifyInstance) {
  route(app, api.listBlacklist, async ({ ctx, query, req }) => {
    assertOperator(req);
    return repo.list(ctx.db, query, ctx.now());
  });
  route(app, api.createBlacklist, async ({ ctx, body, req }) => {
    assertOperator(req);
    return create(req, ctx, body);
  });
  route(app, api.updateBlacklist, async ({ ctx, body, req }) => {
    assertOperator(req);
    return update(req, ctx, body);
  });
  route(app, api.deleteBlacklist, async ({ ctx, body, req }) => {
    assertOperator(req);
    return remove(req, ctx, body.ids);
  });

  route(app, api.importBlacklist, ({ req, ctx }) => startImport(req, ctx, mine(req), IMPORT, MAX_BYTES));
  route(app, api.importBlacklistStatus, ({ req, ctx, query }) =>
    importStatus(req, ctx, mine(req), IMPORT, query.jobId),
  );
  route(app, api.importBlacklistErrors, async ({ req, reply, ctx, query }) => {
    const s = mine(req);
    const job = await jobOf(ctx.db, s, query.jobId, `import:${IMPORT}`);
    const id = job.result?.errorFileId;
    if (typeof id !== 'string') throw new AppError('100002');
    return sendFile(reply, ctx, s, id);
  });
  route(app, api.importBlacklistTemplate, async ({ req, reply }) => {
    mine(req);
    return sendTemplate(reply, blacklistTemplate, langOf(req));
  });
  route(app, api.exportBlacklist, async ({ req, ctx, body }) => ({
    jobId: await enqueue(ctx.db, exports_(req), `export:${EXPORT}`, { ...body, lang: langOf(req) }),
  }));
  route(app, api.exportBlacklistStatus, ({ req, ctx, query }) =>
    exportStatus(ctx, exports_(req), EXPORT, query.jobId, api.downloadBlacklistExport.path),
  );
  route(app, api.downloadBlacklistExport, async ({ req, reply, ctx, query }) => {
    const s = exports_(req);
    const job = await jobOf(ctx.db, s, query.jobId, `export:${EXPORT}`);
    const files = (job.result?.files ?? []) as { id: string }[];
    if (job.status !== 'done' || !files[0]) throw new AppError('100002');
    return sendFile(reply, ctx, s, files[0].id);
  });
}
