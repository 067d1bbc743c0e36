import * as api from '@zhiyu/contract/modules/aikb/knowledge-io';
import {
  KB_IMPORT_MAX_MB,
  KB_IO_COLUMNS,
  KB_IO_HEADERS,
  KB_TYPE_LABELS,
  KB_VALIDITY_LABELS,
} from '@zhiyu/contract/modules/aikb/knowledge-io';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../platform/context.ts';
import { isZipSheet } from '../../../platform/excel/rows.ts';
import { workbookStream, XLSX_MIME } from '../../../platform/excel/writer.ts';
import { checkZip } from '../../../platform/excel/zip-guard.ts';
import { receiveFiles } from '../../../platform/files/receive.ts';
import { requireSpreadsheet } from '../../../platform/files/sniff.ts';
import { deleteFile, tailOf } from '../../../platform/files/store.ts';
import { AppError, langOf } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import { exportStatus, importStatus, sendFile } from '../../../platform/jobs/http.ts';
import { enqueue, jobOf } from '../../../platform/jobs/queue.ts';
import { libraryOf } from '../library/service.ts';
import { actorOf, kbScope } from '../opera-log/record.ts';
import { KB_EXPORT, KB_IMPORT, type KbImportPayload } from './io.ts';

const MAX_BYTES = KB_IMPORT_MAX_MB * 1024 * 1024;
const ZIP_LIMITS = { maxEntries: 500, maxUncompressed: 400 * 1024 * 1024 };

/** Like the shared startImport, with the library and the importing user in the job's payload. */
async function startImport(req: FastifyRequest, ctx: AppContext, libraryId: string) {
  const a = await actorOf(ctx.db, req);
  await libraryOf(ctx.db, a, libraryId);
  const s = { tenantId: a.tenantId, appId: a.appId };
  const [file] = await receiveFiles(req, ctx.db, s, { maxBytes: MAX_BYTES, maxFiles: 1, check: requireSpreadsheet });
  try {
    if (isZipSheet(file)) checkZip(await tailOf(ctx.db, file.id), file.size, ZIP_LIMITS);
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

const TEMPLATE_ROW = {
  question: { zh: '如何修改收货地址？', en: 'How do I change the delivery address?' },
  similar: {
    zh: '收货地址填错了怎么办\n订单地址能改吗',
    en: 'I entered the wrong address\nCan I edit the address of an order',
  },
  answer: {
    zh: '订单发货前，可在「我的订单」中修改收货地址。',
    en: 'Before the order ships, change the address under My orders.',
  },
  category: { zh: '订单/收货地址', en: 'Orders/Address' },
  tags: { zh: '订单,地址', en: 'order,address' },
};

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
  route(app, api.knowledgeTemplate, async ({ req, reply }) => {
    const lang = langOf(req);
    const example = [
      ...Object.values(TEMPLATE_ROW).map((v) => v[lang]),
      KB_TYPE_LABELS.qaScript[lang],
      KB_VALIDITY_LABELS[0][lang],
    ];
    reply.header('content-type', XLSX_MIME);
    reply.header(
      'content-disposition',
      `attachment; filename*=UTF-8''${encodeURIComponent('knowledge-template.xlsx')}`,
    );
    return reply.send(
      workbookStream(
        KB_IO_COLUMNS.map((k) => KB_IO_HEADERS[k][lang]),
        [example],
      ),
    );
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
    exportStatus(req, ctx, kbScope(req), KB_EXPORT, query.jobId, api.downloadKnowledgeExport.path),
  );
  route(app, api.downloadKnowledgeExport, async ({ req, reply, ctx, query }) => {
    const job = await jobOf(ctx.db, kbScope(req), query.jobId, `export:${KB_EXPORT}`);
    const files = (job.result?.files ?? []) as { id: string }[];
    if (job.status !== 'done' || !files[0]) throw new AppError('100002');
    return sendFile(reply, ctx, kbScope(req), files[0].id);
  });
}
