/**
 * The platform-wide number blacklist (/aiadmin/blacklist, operator only). Numbers are stored
 * normalised: digits with an optional leading +, 5–20 digits. The call modules ask
 * `isPlatformBlacklisted` (server) before dialling; an expired entry no longer counts.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ExportStatus, ImportStatus, JobQuery, JobRef, NO_JOB } from '../../jobs.ts';
import { pageOf, sortedPageQuery } from '../../list.ts';

export const BLACKLIST_REASON_MAX = 200;
/** Import: at most this many numbers a file. */
export const BLACKLIST_IMPORT_MAX_ROWS = 10_000;
export const BLACKLIST_IMPORT_MAX_MB = 5;
export const PHONE_PATTERN = /^\+?\d{5,20}$/;

const FULL_WIDTH = /[０-９＋]/g;
/**
 * Normalises a typed number: full-width digits and plus become ASCII, spaces, dashes, dots and
 * brackets go. What remains must be digits with an optional leading + (5–20 digits).
 */
export function normalisePhone(raw: string): string {
  return raw.replace(FULL_WIDTH, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/[\s\-().（）]/g, '');
}

export const PHONE_MESSAGE = '号码须为5到20位数字，可带前导+ / 5–20 digits with an optional leading +';
export const BlacklistPhone = z
  .string()
  .max(64)
  .transform(normalisePhone)
  .pipe(z.string().regex(PHONE_PATTERN, PHONE_MESSAGE));

export const BlacklistRow = z.object({
  id: z.string(),
  /** In full: this screen is the operator's own (see docs/admin-brand.md). */
  phone: z.string(),
  reason: z.string(),
  /** ms; null is permanent. */
  expiresAt: z.number().nullable(),
  /** The entry has expired and no longer counts. */
  expired: z.boolean(),
  createdBy: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type BlacklistRow = z.infer<typeof BlacklistRow>;

const reason = z.string().trim().max(BLACKLIST_REASON_MAX).default('');
const expiresAt = z.number().int().min(0).nullable().default(null);

export const BlacklistInput = z.object({ phone: BlacklistPhone, reason, expiresAt });
export type BlacklistInput = z.input<typeof BlacklistInput>;
export const BlacklistEdit = z.object({ id: z.string().min(1).max(64), reason, expiresAt });

export const BLACKLIST_SORT_FIELDS = ['createdAt', 'phone', 'expiresAt'] as const;
const ms = z.coerce.number().int().min(0);
export const BlacklistListQuery = sortedPageQuery(BLACKLIST_SORT_FIELDS).extend({
  /** Part of the number (its digits). */
  phone: z.string().trim().max(64).optional(),
  /** Part of the reason, case-insensitive. */
  reason: z.string().trim().max(BLACKLIST_REASON_MAX).optional(),
  createdFrom: ms.optional(),
  createdTo: ms.optional(),
});
export type BlacklistListQuery = z.input<typeof BlacklistListQuery>;

const ids = z.array(z.string().min(1).max(64)).min(1).max(500);

export const listBlacklist = defineEndpoint({
  id: 'admin.blacklist.list',
  method: 'GET',
  path: '/ai-admin/blacklist/list',
  access: 'admin.blacklist.list',
  query: BlacklistListQuery,
  response: pageOf(BlacklistRow),
  example: { query: { pageNum: 1, pageSize: 10, phone: '138' } },
});

export const createBlacklist = defineEndpoint({
  id: 'admin.blacklist.create',
  method: 'POST',
  path: '/ai-admin/blacklist/add',
  access: 'admin.blacklist.create',
  body: BlacklistInput,
  response: BlacklistRow,
  example: { body: { phone: '+86 139-0000-9999', reason: '示例', expiresAt: null } },
});

export const updateBlacklist = defineEndpoint({
  id: 'admin.blacklist.update',
  method: 'POST',
  path: '/ai-admin/blacklist/edit',
  access: 'admin.blacklist.update',
  body: BlacklistEdit,
  response: BlacklistRow,
  example: { body: { id: 'bl-none', reason: '示例', expiresAt: null } },
});

export const deleteBlacklist = defineEndpoint({
  id: 'admin.blacklist.delete',
  method: 'POST',
  path: '/ai-admin/blacklist/delete',
  access: 'admin.blacklist.delete',
  body: z.object({ ids }),
  response: z.object({ deleted: z.number() }),
  example: { body: { ids: ['bl-none'] } },
});

/** Columns of the workbook, in order; headers accepted on import in either language. */
export const BLACKLIST_IO_COLUMNS = ['phone', 'reason', 'expiresAt', 'createdAt'] as const;
export type BlacklistIoColumn = (typeof BLACKLIST_IO_COLUMNS)[number];
export const BLACKLIST_IO_HEADERS: Record<BlacklistIoColumn, { zh: string; en: string }> = {
  phone: { zh: '号码', en: 'Phone' },
  reason: { zh: '原因', en: 'Reason' },
  expiresAt: { zh: '到期时间', en: 'Expires at' },
  createdAt: { zh: '创建时间', en: 'Created at' },
};

export const importBlacklist = defineEndpoint({
  id: 'admin.blacklist.import',
  method: 'POST',
  path: '/ai-admin/blacklist/import',
  access: 'admin.blacklist.import',
  response: JobRef,
});

export const importBlacklistStatus = defineEndpoint({
  id: 'admin.blacklist.importStatus',
  method: 'GET',
  path: '/ai-admin/blacklist/import/status',
  access: 'admin.blacklist.import',
  query: JobQuery,
  response: ImportStatus,
  quiet: true,
  example: { query: { jobId: NO_JOB } },
});

export const importBlacklistErrors = defineEndpoint({
  id: 'admin.blacklist.importErrors',
  method: 'GET',
  path: '/ai-admin/blacklist/import/errors',
  access: 'admin.blacklist.import',
  kind: 'binary',
  query: JobQuery,
  response: z.unknown(),
  example: { query: { jobId: NO_JOB } },
});

/** The import's download template (平台黑名单导入模板.xlsx): the importer's header row, then a sheet of instructions. */
export const importBlacklistTemplate = defineEndpoint({
  id: 'admin.blacklist.importTemplate',
  method: 'GET',
  path: '/ai-admin/blacklist/import/template',
  access: 'admin.blacklist.import',
  kind: 'binary',
  response: z.unknown(),
});

const { pageNum: _n, pageSize: _s, ...filterShape } = BlacklistListQuery.shape;
export const BlacklistExportBody = z.object({
  filter: z.object(filterShape).default({}),
  columns: z
    .array(z.enum(BLACKLIST_IO_COLUMNS))
    .min(1)
    .max(BLACKLIST_IO_COLUMNS.length)
    .default([...BLACKLIST_IO_COLUMNS]),
});

export const exportBlacklist = defineEndpoint({
  id: 'admin.blacklist.export',
  method: 'POST',
  path: '/ai-admin/blacklist/export',
  access: 'admin.blacklist.export',
  body: BlacklistExportBody,
  response: JobRef,
  example: { body: { filter: { phone: '138' } } },
});

export const exportBlacklistStatus = defineEndpoint({
  id: 'admin.blacklist.exportStatus',
  method: 'GET',
  path: '/ai-admin/blacklist/export/status',
  access: 'admin.blacklist.export',
  query: JobQuery,
  response: ExportStatus,
  quiet: true,
  example: { query: { jobId: NO_JOB } },
});

export const downloadBlacklistExport = defineEndpoint({
  id: 'admin.blacklist.download',
  method: 'GET',
  path: '/ai-admin/blacklist/export/download',
  access: 'admin.blacklist.export',
  kind: 'binary',
  query: JobQuery,
  response: z.unknown(),
  example: { query: { jobId: NO_JOB } },
});
