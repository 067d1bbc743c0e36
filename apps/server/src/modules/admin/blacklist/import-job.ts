import {
  BLACKLIST_IMPORT_MAX_ROWS,
  BLACKLIST_IO_HEADERS,
  BLACKLIST_REASON_MAX,
  BlacklistPhone,
} from '@zhiyu/contract/modules/admin/blacklist';
import { maskPhone } from '@zhiyu/contract/rules/mask';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { newId } from '../../../platform/access/tokens.ts';
import { auditLogs } from '../../../platform/audit/table.ts';
import type { Db } from '../../../platform/db/client.ts';
import { errorWorkbook, type RowError } from '../../../platform/excel/error-workbook.ts';
import { spreadsheetRowBatches } from '../../../platform/excel/rows.ts';
import { unquote } from '../../../platform/excel/writer.ts';
import { checkSheetZip } from '../../../platform/excel/zip-guard.ts';
import { fileOf } from '../../../platform/files/store.ts';
import { users } from '../../../platform/identity/table.ts';
import { type Job, JobFailure, type JobScope } from '../../../platform/jobs/queue.ts';
import { orderedId, type Staged, stagedImport } from '../../../platform/jobs/staging.ts';
import { registerJobKind } from '../../../platform/jobs/worker.ts';
import * as repo from './repo.ts';
import { isUniqueViolation } from './service.ts';
import { platformBlacklist as bl } from './table.ts';

const pad = (n: number) => String(n).padStart(2, '0');
/** Server-local `YYYY-MM-DD HH:mm:ss`, the form the importer reads back. */
export function formatTime(d: Date | null): string {
  if (!d) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

const TIME = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
/** `YYYY-MM-DD[ HH:mm[:ss]]` in server-local time; a date alone means the end of that day. */
export function parseTime(s: string): number | null {
  const m = TIME.exec(s.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t =
    m[4] === undefined
      ? new Date(y, mo - 1, d, 23, 59, 59)
      : new Date(y, mo - 1, d, Number(m[4]), Number(m[5]), Number(m[6] ?? 0));
  return t.getMonth() === mo - 1 && t.getDate() === d ? t.getTime() : null;
}

/** One row of the workbook: the same number rule as the add form; the expiry must lie ahead. */
const ImportRow = z.object({
  phone: BlacklistPhone,
  reason: z.string().trim().max(BLACKLIST_REASON_MAX).default(''),
  expiresAt: z
    .string()
    .optional()
    .transform((v, c) => {
      if (!v?.trim()) return null;
      const at = parseTime(v);
      if (at === null)
        c.addIssue({ code: 'custom', message: '到期时间格式应为 YYYY-MM-DD HH:mm:ss / expected YYYY-MM-DD HH:mm:ss' });
      else if (at <= Date.now())
        c.addIssue({ code: 'custom', message: '到期时间须晚于当前时间 / must be in the future' });
      return at;
    }),
});
type ImportRow = z.output<typeof ImportRow>;

export const BLACKLIST_IMPORT = 'admin.blacklist';
/** Import jobs carry their operator in the scope (`blacklist:<userId>`), for createdBy and the trail. */
export const importScope = (userId: string): JobScope => ({ tenantId: 'platform', appId: `blacklist:${userId}` });

/** The columns the import reads (also the download template's header row). */
export const COLUMNS = (['phone', 'reason', 'expiresAt'] as const).map((key) => ({
  key,
  headers: [BLACKLIST_IO_HEADERS[key].zh, BLACKLIST_IO_HEADERS[key].en, key],
}));
const BATCH = 1000;
const MAX_ERRORS = 1000;
const LISTED = '号码已在黑名单中 / already blacklisted';
const repeats = (row: number) => `号码与第${row}行重复 / repeats row ${row}`;

/**
 * The blacklist's own import job (kind `import:admin.blacklist`, on the shared queue, status and
 * error-workbook format). Unlike the generic importer it also reports duplicates row by row: a
 * number already listed, or repeating an earlier row of the file. All or nothing: checked rows are
 * staged batch by batch, published a chunk at a time and shown at once; then one trail record.
 */
async function runImport(job: Job, db: Db, signal: AbortSignal) {
  const scope = { tenantId: job.tenantId, appId: job.appId };
  const errors: RowError[] = [];
  const rejected = new Error('rows rejected');
  let count = 0;
  const err = (e: RowError) => {
    if (errors.length < MAX_ERRORS) errors.push(e);
  };
  const userId = scope.appId.replace(/^blacklist:/, '');
  const [actor] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId)).limit(1);
  const createdBy = actor?.username ?? '';
  // The trail names the first hundred numbers (masked) and the count.
  const firstPhones: string[] = [];
  try {
    await stagedImport<Entry>(db, job, signal, {
      async read(stage) {
        const file = await fileOf(db, scope, String(job.payload.fileId));
        await checkSheetZip(db, file);
        const seen = new Map<string, number>();
        let keys: (string | undefined)[] | null = null;
        let batch: { n: number; row: ImportRow }[] = [];
        const flush = async () => {
          const listed = new Set(
            (
              await repo.byPhones(
                db,
                batch.map((b) => b.row.phone),
              )
            ).map((e) => e.phone),
          );
          for (const b of batch) if (listed.has(b.row.phone)) err({ row: b.n, column: 'phone', message: LISTED });
          if (!errors.length)
            await stage(
              batch.map(({ row }) => ({
                id: orderedId(),
                phone: row.phone,
                reason: row.reason,
                expiresAt: row.expiresAt === null ? null : new Date(row.expiresAt).toISOString(),
              })),
            );
          for (const b of batch) if (firstPhones.length < 100) firstPhones.push(b.row.phone);
          batch = [];
        };
        for await (const rows of spreadsheetRowBatches(db, file)) {
          if (signal.aborted) throw new Error('stopped');
          for (const { n, cells } of rows) {
            if (cells.every((c) => c === '')) continue;
            if (!keys) {
              keys = headerKeys(cells);
              continue;
            }
            if (++count > BLACKLIST_IMPORT_MAX_ROWS)
              throw new JobFailure({
                zh: `超过${BLACKLIST_IMPORT_MAX_ROWS}行的导入上限`,
                en: `more than ${BLACKLIST_IMPORT_MAX_ROWS} rows`,
              });
            const obj: Record<string, string> = {};
            keys.forEach((k, i) => {
              if (k && cells[i]) obj[k] = unquote(cells[i]);
            });
            const parsed = ImportRow.safeParse(obj);
            if (!parsed.success) {
              for (const issue of parsed.error.issues)
                err({ row: n, column: String(issue.path[0] ?? ''), message: issue.message });
              continue;
            }
            const first = seen.get(parsed.data.phone);
            if (first !== undefined) {
              err({ row: n, column: 'phone', message: repeats(first) });
              continue;
            }
            seen.set(parsed.data.phone, n);
            batch.push({ n, row: parsed.data });
            if (batch.length >= BATCH) await flush();
          }
        }
        if (!keys || count === 0) throw new JobFailure({ zh: '工作表为空', en: 'the sheet is empty' });
        if (batch.length) await flush();
        if (errors.length) throw rejected;
      },
      hidden: { table: 'platform_blacklist', insert: (chunk, staged) => insertChunk(chunk, staged, createdBy) },
    });
  } catch (e) {
    if (e !== rejected) throw e;
    throw await errorWorkbook(db, scope, errors);
  }
  // One trail record for the import, once its numbers are shown.
  await db.insert(auditLogs).values({
    id: newId(),
    actorId: userId,
    actorName: createdBy,
    action: 'import',
    entity: 'blacklist',
    entityId: job.id,
    entityName: String(count),
    after: { count, phones: firstPhones.map(maskPhone) },
  });
  return { imported: count };
}

/** A checked row as staged (the expiry as an ISO time, or null). */
interface Entry {
  id: string;
  phone: string;
  reason: string;
  expiresAt: string | null;
}

/** One chunk of staged numbers in one statement, hidden until the import is shown. */
async function insertChunk(db: Db, staged: Staged<Entry>, createdBy: string) {
  const rows = staged.relation({ id: 'text', phone: 'text', reason: 'text', expiresAt: 'timestamptz' });
  try {
    await db.execute(sql`
      INSERT INTO ${bl} (id, phone, reason, expires_at, created_by, created_at, updated_at, import_job)
      SELECT staged.id, staged.phone, staged.reason, staged."expiresAt", ${createdBy}, now(), now(), ${staged.jobId}
      FROM ${rows}`);
  } catch (e) {
    // A number added by someone else while the import ran: the unique index refuses it.
    if (isUniqueViolation(e))
      throw new JobFailure({
        zh: '导入失败：号码在导入期间已被添加',
        en: 'import failed: a number was added meanwhile',
      });
    throw e;
  }
}

function headerKeys(cells: string[]) {
  const keys = cells.map((h) => COLUMNS.find((c) => c.headers.includes(h.trim()))?.key);
  if (!keys.includes('phone')) throw new JobFailure({ zh: '缺少必填列：号码', en: 'missing required columns: Phone' });
  return keys;
}

registerJobKind(`import:${BLACKLIST_IMPORT}`, runImport);
