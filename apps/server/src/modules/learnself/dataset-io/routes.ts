import type { DatasetType } from '@zhiyu/contract/modules/learnself/dataset';
import * as api from '@zhiyu/contract/modules/learnself/dataset-io';
import { DATASET_IMPORT_MAX_MB, DATASET_IO_COLUMNS } from '@zhiyu/contract/modules/learnself/dataset-io';
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
import { enqueue, type JobScope, jobOf } from '../../../platform/jobs/queue.ts';
import { lsScope } from '../dataset/repo.ts';
import { datasetOf } from '../dataset/service.ts';
import { DS_EXPORT, DS_IMPORT, type DsImportPayload } from './io.ts';
import { datasetTemplates } from './template.ts';

const MAX_BYTES = DATASET_IMPORT_MAX_MB * 1024 * 1024;
const TYPES = Object.keys(DS_IMPORT) as DatasetType[];

/** Like the shared startImport, with the dataset in the job's payload and its type choosing the kind. */
async function startImport(req: FastifyRequest, ctx: AppContext, datasetId: string) {
  const s = lsScope(req);
  const d = await datasetOf(ctx.db, s, datasetId);
  const scope = { tenantId: s.tenantId, appId: s.appId };
  const [file] = await receiveFiles(req, ctx.db, scope, {
    maxBytes: MAX_BYTES,
    maxFiles: 1,
    check: requireSpreadsheet,
  });
  try {
    await checkSheetZip(ctx.db, file);
  } catch (e) {
    await deleteFile(ctx.db, file.id);
    throw e;
  }
  const payload: DsImportPayload = { fileId: file.id, datasetId: d.id };
  return { jobId: await enqueue(ctx.db, scope, `import:${DS_IMPORT[d.type]}`, { ...payload }) };
}

/** The caller's dataset import job (of either type), or 100002. */
async function importJob(ctx: AppContext, s: JobScope, jobId: string) {
  for (const type of TYPES) {
    const job = await jobOf(ctx.db, s, jobId, `import:${DS_IMPORT[type]}`).catch((e: unknown) => {
      if (e instanceof AppError && e.code === '100002') return undefined;
      throw e;
    });
    if (job) return { type, job };
  }
  throw new AppError('100002');
}

/** /learnself-api/dataset/import|export — the shared jobs, scoped to the session's tenant and app. */
export default function datasetIoRoutes(app: FastifyInstance) {
  route(app, api.importDatasetItems, ({ req, ctx, query }) => startImport(req, ctx, query.datasetId));
  route(app, api.importDatasetItemsStatus, async ({ req, ctx, query }) => {
    const s = lsScope(req);
    const { type, job } = await importJob(ctx, s, query.jobId);
    const status = await importStatus(req, ctx, s, DS_IMPORT[type], query.jobId);
    const p = job.payload as unknown as DsImportPayload;
    // imported: the utterances added; skipped: rows already in the dataset or repeated in the file.
    if (status.status === 1 && typeof p.added === 'number')
      return { ...status, imported: p.added, skipped: p.skipped ?? 0 };
    return status;
  });
  route(app, api.importDatasetItemsErrors, async ({ req, reply, ctx, query }) => {
    const s = lsScope(req);
    const { job } = await importJob(ctx, s, query.jobId);
    const id = job.result?.errorFileId;
    if (typeof id !== 'string') throw new AppError('100002');
    return sendFile(reply, ctx, s, id);
  });
  route(app, api.importDatasetItemsTemplate, async ({ req, reply, query }) => {
    lsScope(req);
    return sendTemplate(reply, datasetTemplates[query.type], langOf(req));
  });
  route(app, api.exportDatasetItems, async ({ req, ctx, body }) => {
    const s = lsScope(req);
    const d = await datasetOf(ctx.db, s, body.datasetId);
    const lang = langOf(req);
    return {
      jobId: await enqueue(ctx.db, s, `export:${DS_EXPORT}`, {
        filter: { datasetId: body.datasetId, ...(body.label ? { label: body.label } : {}), lang },
        // An ner workbook is the marked utterances alone.
        columns: d.type === 'ner' ? ['text'] : [...DATASET_IO_COLUMNS],
        lang,
      }),
    };
  });
  route(app, api.exportDatasetItemsStatus, ({ req, ctx, query }) =>
    exportStatus(ctx, lsScope(req), DS_EXPORT, query.jobId, api.downloadDatasetExport.path),
  );
  route(app, api.downloadDatasetExport, async ({ req, reply, ctx, query }) => {
    const s = lsScope(req);
    const job = await jobOf(ctx.db, s, query.jobId, `export:${DS_EXPORT}`);
    const files = (job.result?.files ?? []) as { id: string }[];
    if (job.status !== 'done' || !files[0]) throw new AppError('100002');
    return sendFile(reply, ctx, s, files[0].id);
  });
}
