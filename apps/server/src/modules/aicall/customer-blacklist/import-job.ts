import {
  CUSTOMER_BLACKLIST_IMPORT_MAX_ROWS,
  CUSTOMER_BLACKLIST_REASON_MAX,
  CUSTOMER_BLACKLIST_IO_HEADERS as H,
} from '@zhiyu/contract/modules/aicall/customer-blacklist';
import { CustomerPhone } from '@zhiyu/contract/rules/phone';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { errorWorkbook, type RowError } from '../../../platform/excel/error-workbook.ts';
import { spreadsheetRowBatches } from '../../../platform/excel/rows.ts';
import { unquote } from '../../../platform/excel/writer.ts';
import { checkSheetZip } from '../../../platform/excel/zip-guard.ts';
import { fileOf } from '../../../platform/files/store.ts';
import { type Job, JobFailure, type JobScope } from '../../../platform/jobs/queue.ts';
import { orderedId, type Staged, stagedImport } from '../../../platform/jobs/staging.ts';
import { registerJobKind } from '../../../platform/jobs/worker.ts';
import { isUniqueViolation } from '../customer/scope.ts';
import { customerBlacklist as cb } from '../customer/table.ts';
import * as repo from './repo.ts';

export const CUSTOMER_BLACKLIST_IMPORT = 'aicall.customerBlacklist';
/** The headers the import reads (also the download template's header row). */
export const PHONE = [H.phone.zh, H.phone.en, 'phone', '手机号'];
export const REASON = [H.reason.zh, H.reason.en, 'reason'];
const BATCH = 1000;

/**
 * The customer blacklist import (号码/Phone, 原因/Reason; other columns such as 添加人 are
 * ignored): each number checked with the customer number rule, a number already listed or
 * repeating an earlier row reported on its row. All or nothing: checked rows are staged batch by
 * batch, published a chunk at a time and shown at once. The payload carries the importing user's name for
 * 添加人.
 */
async function runImport(job: Job, db: Db, signal: AbortSignal) {
  const scope: JobScope = { tenantId: job.tenantId, appId: job.appId };
  const by = String(job.payload.by ?? '');
  const errors: RowError[] = [];
  const err = (e: RowError) => {
    if (errors.length < 1000) errors.push(e);
  };
  const rejected = new Error('rows rejected');
  let count = 0;
  try {
    await stagedImport<Entry>(db, job, signal, {
      async read(stage) {
        const file = await fileOf(db, scope, String(job.payload.fileId));
        await checkSheetZip(db, file);
        let cols: { phone: number; reason: number } | null = null;
        const seen = new Map<string, number>();
        let batch: { n: number; phone: string; reason: string }[] = [];
        const flush = async () => {
          const listed = new Set(
            (
              await repo.byPhones(
                db,
                scope,
                batch.map((b) => b.phone),
              )
            ).map((e) => e.phone),
          );
          for (const b of batch)
            if (listed.has(b.phone))
              err({ row: b.n, column: H.phone.zh, message: '号码已在黑名单中 / already blacklisted' });
          if (!errors.length) await stage(batch.map((b) => ({ id: orderedId(), phone: b.phone, reason: b.reason })));
          batch = [];
        };
        for await (const rows of spreadsheetRowBatches(db, file)) {
          if (signal.aborted) throw new Error('stopped');
          for (const { n, cells } of rows) {
            if (cells.every((c) => c === '')) continue;
            if (!cols) {
              const heads = cells.map((c) => c.trim());
              const phone = heads.findIndex((h) => PHONE.includes(h));
              if (phone < 0) throw new JobFailure({ zh: '缺少必填列：号码', en: 'missing required columns: Phone' });
              cols = { phone, reason: heads.findIndex((h) => REASON.includes(h)) };
              continue;
            }
            if (++count > CUSTOMER_BLACKLIST_IMPORT_MAX_ROWS)
              throw new JobFailure({
                zh: `超过${CUSTOMER_BLACKLIST_IMPORT_MAX_ROWS}行的导入上限`,
                en: `more than ${CUSTOMER_BLACKLIST_IMPORT_MAX_ROWS} rows`,
              });
            const raw = unquote(cells[cols.phone] ?? '');
            const reason = cols.reason < 0 ? '' : unquote(cells[cols.reason] ?? '').trim();
            const phone = CustomerPhone.safeParse(raw);
            let ok = true;
            if (!phone.success) {
              err({
                row: n,
                column: H.phone.zh,
                message: raw.trim() ? phone.error.issues[0].message : '号码为必填项 / phone is required',
              });
              ok = false;
            }
            if (reason.length > CUSTOMER_BLACKLIST_REASON_MAX) {
              err({
                row: n,
                column: H.reason.zh,
                message: `不能超过${CUSTOMER_BLACKLIST_REASON_MAX}个字符 / too long`,
              });
              ok = false;
            }
            if (!ok || !phone.success) continue;
            const first = seen.get(phone.data);
            if (first !== undefined) {
              err({ row: n, column: H.phone.zh, message: `号码与第${first}行重复 / repeats row ${first}` });
              continue;
            }
            seen.set(phone.data, n);
            batch.push({ n, phone: phone.data, reason });
            if (batch.length >= BATCH) await flush();
          }
        }
        if (!cols || count === 0) throw new JobFailure({ zh: '工作表为空', en: 'the sheet is empty' });
        if (batch.length) await flush();
        if (errors.length) throw rejected;
      },
      hidden: { table: 'customer_blacklist', insert: (chunk, staged) => insertChunk(chunk, scope, staged, by) },
    });
  } catch (e) {
    if (e !== rejected) throw e;
    throw await errorWorkbook(db, scope, errors);
  }
  return { imported: count };
}

/** A checked row as staged. */
interface Entry {
  id: string;
  phone: string;
  reason: string;
}

/**
 * One chunk of staged numbers in one statement, hidden until the import is shown; a number added
 * by someone else meanwhile fails the import.
 */
async function insertChunk(db: Db, s: JobScope, staged: Staged<Entry>, by: string) {
  const rows = staged.relation({ id: 'text', phone: 'text', reason: 'text' });
  try {
    await db.execute(sql`
      INSERT INTO ${cb} (id, tenant_id, app_id, phone, reason, created_by, created_at, import_job)
      SELECT staged.id, ${s.tenantId}, ${s.appId}, staged.phone, staged.reason, ${by}, now(), ${staged.jobId}
      FROM ${rows}`);
  } catch (e) {
    if (isUniqueViolation(e))
      throw new JobFailure({
        zh: '导入失败：号码在导入期间已被添加',
        en: 'import failed: a number was added meanwhile',
      });
    throw e;
  }
}

registerJobKind(`import:${CUSTOMER_BLACKLIST_IMPORT}`, runImport);
