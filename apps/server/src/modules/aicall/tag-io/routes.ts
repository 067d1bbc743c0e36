import * as api from '@zhiyu/contract/modules/aicall/tag-io';
import { TAG_IMPORT_MAX_MB } from '@zhiyu/contract/rules/upload';
import type { FastifyInstance } from 'fastify';
import { scope } from '../../../platform/access/session.ts';
import { sendTemplate } from '../../../platform/excel/template.ts';
import { AppError, langOf } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import { exportStatus, importStatus, sendFile, startImport } from '../../../platform/jobs/http.ts';
import { enqueue, jobOf } from '../../../platform/jobs/queue.ts';
import { tagExporter, tagImporter } from './io.ts';
import { tagTemplate } from './template.ts';

/** Tags keep '' as the app of a tenant-wide session (see tag/table.ts). */
const tagScope = (req: Parameters<typeof scope>[0]) => {
  const s = scope(req);
  return { tenantId: s.tenantId, appId: s.appId ?? '' };
};
const IMPORT = tagImporter.name;
const EXPORT = tagExporter.name;
// The tag importer takes at most 100 rows, so its file limit is small.
const TAG_IMPORT_MAX_BYTES = TAG_IMPORT_MAX_MB * 1024 * 1024;

export default function tagIoRoutes(app: FastifyInstance) {
  route(app, api.importTags, ({ req, ctx }) => startImport(req, ctx, tagScope(req), IMPORT, TAG_IMPORT_MAX_BYTES));
  route(app, api.importTagsStatus, ({ req, ctx, query }) => importStatus(req, ctx, tagScope(req), IMPORT, query.jobId));
  route(app, api.importTagsErrors, async ({ req, reply, ctx, query }) => {
    const job = await jobOf(ctx.db, tagScope(req), query.jobId, `import:${IMPORT}`);
    const id = job.result?.errorFileId;
    if (typeof id !== 'string') throw new AppError('100002');
    return sendFile(reply, ctx, tagScope(req), id);
  });
  route(app, api.importTagsTemplate, async ({ req, reply }) => {
    tagScope(req);
    return sendTemplate(reply, tagTemplate, langOf(req));
  });
  route(app, api.exportTags, async ({ req, ctx, body }) => ({
    jobId: await enqueue(ctx.db, tagScope(req), `export:${EXPORT}`, { ...body, lang: langOf(req) }),
  }));
  route(app, api.exportTagsStatus, ({ req, ctx, query }) =>
    exportStatus(ctx, tagScope(req), EXPORT, query.jobId, api.downloadTagExport.path),
  );
  route(app, api.downloadTagExport, async ({ req, reply, ctx, query }) => {
    const job = await jobOf(ctx.db, tagScope(req), query.jobId, `export:${EXPORT}`);
    const files = (job.result?.files ?? []) as { id: string }[];
    if (job.status !== 'done' || !files[0]) throw new AppError('100002');
    return sendFile(reply, ctx, tagScope(req), files[0].id);
  });
}
