import type { UserExportBody } from '@zhiyu/contract/modules/admin/user-io';
import { USER_IMPORT_MAX_MB } from '@zhiyu/contract/modules/admin/user-manage';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type AdminScope, adminScope, assertTenant, coversChannel } from '../../../platform/access/admin-scope.ts';
import { sessionOf } from '../../../platform/access/session.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { checkSheetZip } from '../../../platform/excel/zip-guard.ts';
import { receiveFiles } from '../../../platform/files/receive.ts';
import { requireSpreadsheet } from '../../../platform/files/sniff.ts';
import { deleteFile } from '../../../platform/files/store.ts';
import { AppError, langOf } from '../../../platform/http/errors.ts';
import { exportStatus, importStatus, sendFile } from '../../../platform/jobs/http.ts';
import { enqueue, type JobScope } from '../../../platform/jobs/queue.ts';
import { jobs } from '../../../platform/jobs/table.ts';
import { levelsForView } from './access.ts';
import { IMPORT_KIND, type ImportActor, type UserExportFilter, userExporter } from './io.ts';
import * as repo from './repo.ts';

const IMPORT_MAX_BYTES = USER_IMPORT_MAX_MB * 1024 * 1024;
const EXPORT_KIND = userExporter.name;
const DOWNLOAD_PATH = '/ai-admin/user-manage/export/download';

/** A filter naming a tenant or channel outside the caller's scope is refused (140008), not answered empty. */
export async function assertFilterScope(db: Db, s: AdminScope, q: { tenantId?: string; channelId?: string }) {
  if (s.level === 'platform') return;
  if (q.channelId && !coversChannel(s, q.channelId)) throw new AppError('140008');
  if (q.tenantId) {
    const t = await repo.findTenant(db, q.tenantId);
    if (!t) throw new AppError('140008');
    assertTenant(s, t);
  }
}

/**
 * Import jobs and files belong to the target tenant, with the importing admin in the app part of
 * the scope: the importer writes into `scope.tenantId`, and only that admin can poll the job.
 */
const importScope = (tenantId: string, userId: string): JobScope => ({ tenantId, appId: `user-import:${userId}` });
/** Export jobs and files belong to the exporting admin alone. */
const exportScope = (userId: string): JobScope => ({ tenantId: 'user-export', appId: userId });

/** Like platform/jobs/http.ts startImport, with the admin (who, from where) in the payload for the audit trail. */
export async function importUsers(req: FastifyRequest, ctx: AppContext, tenantId: string | undefined) {
  const s = adminScope(req);
  const id = tenantId ?? (s.level === 'tenant' ? s.tenantId : undefined);
  if (!id) throw new AppError('100001', { detail: { zh: '请选择租户', en: 'tenantId is required' } });
  const t = await repo.findTenant(ctx.db, id);
  if (!t) throw new AppError('100002', { detail: { zh: '租户不存在', en: 'tenant not found' } });
  assertTenant(s, t);
  const session = sessionOf(req);
  const scope = importScope(t.id, session.userId);
  const [file] = await receiveFiles(req, ctx.db, scope, {
    maxBytes: IMPORT_MAX_BYTES,
    maxFiles: 1,
    check: requireSpreadsheet,
  });
  try {
    await checkSheetZip(ctx.db, file);
  } catch (e) {
    await deleteFile(ctx.db, file.id);
    throw e;
  }
  const payload: ImportActor = {
    fileId: file.id,
    actorId: session.userId,
    actorName: session.username,
    ip: req.ip ?? '',
    userAgent: String(req.headers['user-agent'] ?? '').slice(0, 300),
  };
  return { jobId: await enqueue(ctx.db, scope, `import:${IMPORT_KIND}`, { ...payload }) };
}

/** The caller's own import job (any tenant), or 100002. */
async function ownJob(ctx: AppContext, jobId: string, kind: string, appId: string, tenantId?: string) {
  const [job] = await ctx.db
    .select({ tenantId: jobs.tenantId, appId: jobs.appId })
    .from(jobs)
    .where(
      and(
        eq(jobs.id, jobId),
        eq(jobs.kind, kind),
        eq(jobs.appId, appId),
        tenantId ? eq(jobs.tenantId, tenantId) : undefined,
      ),
    )
    .limit(1);
  if (!job) throw new AppError('100002');
  return job;
}

export async function myImport(
  req: FastifyRequest,
  ctx: AppContext,
  jobId: string,
  what: 'status' | 'errors',
  reply?: FastifyReply,
  // biome-ignore lint/suspicious/noExplicitAny: the status object, or the error workbook's stream
): Promise<any> {
  const { userId } = sessionOf(req);
  const job = await ownJob(ctx, jobId, `import:${IMPORT_KIND}`, `user-import:${userId}`);
  const scope = importScope(job.tenantId, userId);
  if (what === 'status') return importStatus(req, ctx, scope, IMPORT_KIND, jobId);
  const [row] = await ctx.db.select({ result: jobs.result }).from(jobs).where(eq(jobs.id, jobId));
  const fileId = row?.result?.errorFileId;
  if (typeof fileId !== 'string' || !reply) throw new AppError('100002');
  return sendFile(reply, ctx, scope, fileId);
}

/** The list's filter, narrowed on the server to the caller's scope and the levels their code reaches. */
export async function exportUsers(req: FastifyRequest, ctx: AppContext, body: z.output<typeof UserExportBody>) {
  const s = adminScope(req);
  const levels = await levelsForView(req, body.filter.view);
  await assertFilterScope(ctx.db, s, body.filter);
  const lang = langOf(req);
  const filter: UserExportFilter = { ...body.filter, scope: s, levels, lang };
  const jobId = await enqueue(ctx.db, exportScope(sessionOf(req).userId), `export:${EXPORT_KIND}`, {
    filter: filter as unknown as Record<string, unknown>,
    columns: body.columns,
    lang,
  });
  return { jobId };
}

export async function myExport(
  req: FastifyRequest,
  ctx: AppContext,
  jobId: string,
  what: 'status' | 'download',
  reply?: FastifyReply,
  // biome-ignore lint/suspicious/noExplicitAny: the status object, or the workbook's stream
): Promise<any> {
  const scope = exportScope(sessionOf(req).userId);
  await ownJob(ctx, jobId, `export:${EXPORT_KIND}`, scope.appId, scope.tenantId);
  if (what === 'status') return exportStatus(ctx, scope, EXPORT_KIND, jobId, DOWNLOAD_PATH);
  const [row] = await ctx.db.select({ status: jobs.status, result: jobs.result }).from(jobs).where(eq(jobs.id, jobId));
  const files = (row?.result?.files ?? []) as { id: string }[];
  if (row?.status !== 'done' || !files[0] || !reply) throw new AppError('100002');
  return sendFile(reply, ctx, scope, files[0].id);
}
