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
import { users } from '../../../platform/identity/table.ts';
import { defineImporter, uniquePhone } from '../../../platform/jobs/import.ts';
import type { JobScope } from '../../../platform/jobs/queue.ts';
import { orderedId, type Staged } from '../../../platform/jobs/staging.ts';
import * as repo from './repo.ts';
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

/** A checked row as staged (the expiry as an ISO time, or null). */
interface Entry {
  id: string;
  phone: string;
  reason: string;
  expiresAt: string | null;
}

/** The importing operator (for 添加人 and the trail) and the numbers the trail names. */
interface Operator {
  userId: string;
  username: string;
  /** The file's first hundred numbers, in file order. */
  phones: string[];
}

/**
 * The platform blacklist import (kind `import:admin.blacklist`, on the shared pipeline): a number
 * already listed, or repeating an earlier row of the file, is reported on its row. All or nothing:
 * checked rows are staged batch by batch, published a chunk at a time and shown at once; then one
 * trail record for the whole import.
 */
defineImporter<ImportRow, Entry, Operator>({
  name: BLACKLIST_IMPORT,
  maxRows: BLACKLIST_IMPORT_MAX_ROWS,
  columns: COLUMNS.map((c) => ({ ...c, required: c.key === 'phone', label: BLACKLIST_IO_HEADERS[c.key] })),
  schema: ImportRow,
  unique: uniquePhone('号码已在黑名单中 / already blacklisted', (db, _s, phones) => repo.byPhones(db, phones)),
  async start(db, scope) {
    const userId = scope.appId.replace(/^blacklist:/, '');
    const [actor] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId)).limit(1);
    return { userId, username: actor?.username ?? '', phones: [] };
  },
  async prepare(_db, _s, rows, _job, operator) {
    for (const r of rows) if (operator.phones.length < 100) operator.phones.push(r.phone);
    return rows.map((r) => ({
      id: orderedId(),
      phone: r.phone,
      reason: r.reason,
      expiresAt: r.expiresAt === null ? null : new Date(r.expiresAt).toISOString(),
    }));
  },
  hidden: { table: 'platform_blacklist', insert: (db, _s, chunk, _job, operator) => insertChunk(db, chunk, operator) },
  // One trail record for the import, once its numbers are shown.
  async afterCommit(db, _s, job, { imported, context: operator }) {
    await db.insert(auditLogs).values({
      id: newId(),
      actorId: operator.userId,
      actorName: operator.username,
      action: 'import',
      entity: 'blacklist',
      entityId: job.id,
      entityName: String(imported),
      after: { count: imported, phones: operator.phones.map(maskPhone) },
    });
  },
});

/** One chunk of staged numbers in one statement, hidden until the import is shown. */
async function insertChunk(db: Db, staged: Staged<Entry>, operator: Operator) {
  const rows = staged.relation({ id: 'text', phone: 'text', reason: 'text', expiresAt: 'timestamptz' });
  await db.execute(sql`
    INSERT INTO ${bl} (id, phone, reason, expires_at, created_by, created_at, updated_at, import_job)
    SELECT staged.id, staged.phone, staged.reason, staged."expiresAt", ${operator.username}, now(), now(), ${staged.jobId}
    FROM ${rows}`);
}
