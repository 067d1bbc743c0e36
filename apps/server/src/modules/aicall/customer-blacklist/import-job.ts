import {
  CUSTOMER_BLACKLIST_IMPORT_MAX_ROWS,
  CUSTOMER_BLACKLIST_REASON_MAX,
  CUSTOMER_BLACKLIST_IO_HEADERS as H,
} from '@zhiyu/contract/modules/aicall/customer-blacklist';
import { CustomerPhone } from '@zhiyu/contract/rules/phone';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import { defineImporter, uniquePhone } from '../../../platform/jobs/import.ts';
import type { JobScope } from '../../../platform/jobs/queue.ts';
import { orderedId, type Staged } from '../../../platform/jobs/staging.ts';
import { customerBlacklist as cb } from '../customer/table.ts';
import * as repo from './repo.ts';

export const CUSTOMER_BLACKLIST_IMPORT = 'aicall.customerBlacklist';
/** The headers the import reads (also the download template's header row). */
export const PHONE = [H.phone.zh, H.phone.en, 'phone', '手机号'];
export const REASON = [H.reason.zh, H.reason.en, 'reason'];

/** One row: the number by the customer number rule, the reason trimmed and bounded. */
const ImportRow = z.object({
  phone: z
    .string()
    .optional()
    .transform((raw = '', c) => {
      const phone = CustomerPhone.safeParse(raw);
      if (phone.success) return phone.data;
      c.addIssue({
        code: 'custom',
        message: raw.trim() ? phone.error.issues[0].message : '号码为必填项 / phone is required',
      });
      return z.NEVER;
    }),
  reason: z
    .string()
    .optional()
    .transform((v = '') => v.trim())
    .pipe(z.string().max(CUSTOMER_BLACKLIST_REASON_MAX, `不能超过${CUSTOMER_BLACKLIST_REASON_MAX}个字符 / too long`)),
});
type ImportRow = z.output<typeof ImportRow>;

/** A checked row as staged. */
interface Entry {
  id: string;
  phone: string;
  reason: string;
}

/**
 * The customer blacklist import (号码/Phone, 原因/Reason; other columns such as 添加人 are
 * ignored): each number checked with the customer number rule, a number already listed or
 * repeating an earlier row reported on its row (errors name the columns 号码 and 原因). All or
 * nothing: checked rows are staged batch by batch, published a chunk at a time and shown at once.
 * The payload carries the importing user's name for 添加人.
 */
defineImporter<ImportRow, Entry>({
  name: CUSTOMER_BLACKLIST_IMPORT,
  maxRows: CUSTOMER_BLACKLIST_IMPORT_MAX_ROWS,
  columns: [
    { key: 'phone', headers: PHONE, required: true, label: H.phone },
    { key: 'reason', headers: REASON, label: H.reason },
  ],
  schema: ImportRow,
  errorColumn: 'label',
  unique: uniquePhone('号码已在黑名单中 / already blacklisted', repo.byPhones),
  prepare: async (_db, _s, rows) => rows.map((r) => ({ id: orderedId(), phone: r.phone, reason: r.reason })),
  hidden: {
    table: 'customer_blacklist',
    insert: (db, scope, chunk, job) => insertChunk(db, scope, chunk, String(job.payload.by ?? '')),
  },
});

/**
 * One chunk of staged numbers in one statement, hidden until the import is shown; a number added
 * by someone else meanwhile fails the import.
 */
async function insertChunk(db: Db, s: JobScope, staged: Staged<Entry>, by: string) {
  const rows = staged.relation({ id: 'text', phone: 'text', reason: 'text' });
  await db.execute(sql`
    INSERT INTO ${cb} (id, tenant_id, app_id, phone, reason, created_by, created_at, import_job)
    SELECT staged.id, ${s.tenantId}, ${s.appId}, staged.phone, staged.reason, ${by}, now(), ${staged.jobId}
    FROM ${rows}`);
}
