import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { checkSheetZip } from '../excel/zip-guard.ts';
import { receiveFiles } from '../files/receive.ts';
import { attachment, downloadType, USER_FILE_HEADERS } from '../files/serve.ts';
import { requireSpreadsheet } from '../files/sniff.ts';
import { deleteFile, fileOf, readStream } from '../files/store.ts';
import { AppError, langOf } from '../http/errors.ts';
import { enqueue, errorOf, type JobScope, jobOf } from './queue.ts';

/** Import upload limit: a 100k-row × 10-column workbook is about 5 MB. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/**
 * POST of an import: one .xlsx in field `files`, checked by content and zip structure at once
 * (a bad file is refused now, nothing enqueued), then a job `import:<name>` is recorded.
 */
export async function startImport(
  req: FastifyRequest,
  ctx: AppContext,
  s: JobScope,
  name: string,
  maxBytes = IMPORT_MAX_BYTES,
) {
  const [file] = await receiveFiles(req, ctx.db, s, { maxBytes, maxFiles: 1, check: requireSpreadsheet });
  try {
    await checkSheetZip(ctx.db, file);
  } catch (e) {
    await deleteFile(ctx.db, file.id);
    throw e;
  }
  return { jobId: await enqueue(ctx.db, s, `import:${name}`, { fileId: file.id }) };
}

/** requirements §3 import status: 1 success, 2 failure (with its message), 0 still running. */
export async function importStatus(req: FastifyRequest, ctx: AppContext, s: JobScope, name: string, jobId: string) {
  const job = await jobOf(ctx.db, s, jobId, `import:${name}`);
  const lang = langOf(req);
  if (job.status === 'done')
    return {
      status: 1,
      message: lang === 'zh' ? '导入成功' : 'Import succeeded',
      imported: Number(job.result?.imported ?? 0),
    };
  if (job.status === 'failed')
    return {
      status: 2,
      message: errorOf(job, lang) || (lang === 'zh' ? '导入失败' : 'Import failed'),
      hasErrorFile: !!job.result?.errorFileId,
    };
  return { status: 0, message: '' };
}

export async function exportStatus(ctx: AppContext, s: JobScope, name: string, jobId: string, url: string) {
  const job = await jobOf(ctx.db, s, jobId, `export:${name}`);
  // Polling goes on while status is false (requirements §4), so a failed job answers an error.
  if (job.status === 'failed') {
    const reason = { zh: errorOf(job, 'zh'), en: errorOf(job, 'en') };
    throw new AppError('130006', reason.zh || reason.en ? { detail: reason } : {});
  }
  if (job.status !== 'done') return { status: false, message: '', files: [] };
  const files = (job.result?.files ?? []) as { name: string }[];
  return { status: true, message: '', files: files.map((f) => ({ name: f.name, url: `${url}?jobId=${job.id}` })) };
}

/** Streams a stored file to the reply (a job's export or error workbook), chunk by chunk. */
export async function sendFile(reply: FastifyReply, ctx: AppContext, s: JobScope, fileId: string) {
  const f = await fileOf(ctx.db, s, fileId);
  reply.headers({
    ...USER_FILE_HEADERS,
    'content-type': downloadType(f.mime),
    'content-disposition': attachment(f.name),
  });
  return reply.send(readStream(ctx.db, f.id));
}
