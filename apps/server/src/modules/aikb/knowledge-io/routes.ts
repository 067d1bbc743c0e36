import * as api from '@zhiyu/contract/modules/aikb/knowledge-io';
import { KB_IMPORT_MAX_MB, KB_IO_COLUMNS } from '@zhiyu/contract/modules/aikb/knowledge-io';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { libraryOf } from '../library/service.ts';
import { actorOf, kbScope } from '../opera-log/record.ts';
import { KB_EXPORT, KB_IMPORT, type KbImportPayload } from './io.ts';
import { knowledgeTemplate } from './template.ts';

const MAX_BYTES = KB_IMPORT_MAX_MB * 1024 * 1024;

/** Like the shared startImport, with the library and the importing user in the job's payload. */
async function startImport(req: FastifyRequest, ctx: AppContext, libraryId: string) {
  const a = await actorOf(ctx.db, req);
  await libraryOf(ctx.db, a, libraryId);
  const s = { tenantId: a.tenantId, appId: a.appId };
  const [file] = await receiveFiles(req, ctx.db, s, { maxBytes: MAX_BYTES, maxFiles: 1, check: requireSpreadsheet });
  try {
    await checkSheetZip(ctx.db, file);
  } catch (e) {
    await deleteFile(ctx.db, file.id);
    throw e;
  }
  const payload: KbImportPayload = {
    fileId: file.id,
    libraryId,
    actorId: a.actorId,
    actorName: a.actorName,
    actorNick: a.actorNick,
  };
  return { jobId: await enqueue(ctx.db, s, `import:${KB_IMPORT}`, { ...payload }) };
}

/** /aikb-api/knowledge/import|export — the shared jobs, scoped to the session's tenant and app. */
export default function knowledgeIoRoutes(app: FastifyInstance) {
  route(app, api.importKnowledge, ({ req, ctx, query }) => startImport(req, ctx, query.libraryId));
  route(app, api.importKnowledgeStatus, ({ req, ctx, query }) =>
    importStatus(req, ctx, kbScope(req), KB_IMPORT, query.jobId),
  );
  route(app, api.importKnowledgeErrors, async ({ req, reply, ctx, query }) => {
    const job = await jobOf(ctx.db, kbScope(req), query.jobId, `import:${KB_IMPORT}`);
    const id = job.result?.errorFileId;
    if (typeof id !== 'string') throw new AppError('100002');
    return sendFile(reply, ctx, kbScope(req), id);
  });
  route(app, api.importKnowledgeTemplate, async ({ req, reply }) => {
    kbScope(req);
    return sendTemplate(reply, knowledgeTemplate, langOf(req));
  });
  route(app, api.exportKnowledge, async ({ req, ctx, body }) => {
    const s = kbScope(req);
    await libraryOf(ctx.db, s, body.filter.libraryId);
    const lang = langOf(req);
    return {
      jobId: await enqueue(ctx.db, s, `export:${KB_EXPORT}`, {
        filter: { ...body.filter, lang },
        columns: [...KB_IO_COLUMNS],
        lang,
      }),
    };
  });
  route(app, api.exportKnowledgeStatus, ({ req, ctx, query }) =>
    exportStatus(ctx, kbScope(req), KB_EXPORT, query.jobId, api.downloadKnowledgeExport.path),
  );
  route(app, api.downloadKnowledgeExport, async ({ req, reply, ctx, query }) => {
    const job = await jobOf(ctx.db, kbScope(req), query.jobId, `export:${KB_EXPORT}`);
    const files = (job.result?.files ?? []) as { id: string }[];
    if (job.status !== 'done' || !files[0]) throw new AppError('100002');
    return sendFile(reply, ctx, kbScope(req), files[0].id);
  });
}
