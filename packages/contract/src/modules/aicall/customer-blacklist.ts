/**
 * The tenant's own number blacklist (客户黑名单, /aicall/crm-black/list), per app. Numbers follow
 * `rules/phone.ts`; the dialer checks it with the platform blacklist at the moment of dialling.
 * Numbers are shown masked unless the caller holds `aicall.customer.full-phone-button`.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ExportStatus, ImportStatus, JobQuery, JobRef, NO_JOB } from '../../jobs.ts';
import { pageOf, sortedPageQuery } from '../../list.ts';
import { CustomerPhone } from '../../rules/phone.ts';

export const CUSTOMER_BLACKLIST_REASON_MAX = 200;
export const CUSTOMER_BLACKLIST_IMPORT_MAX_ROWS = 10_000;
export const CUSTOMER_BLACKLIST_IMPORT_MAX_MB = 5;

export const CustomerBlacklistRow = z.object({
  id: z.string(),
  phone: z.string(),
  phoneMasked: z.boolean(),
  reason: z.string(),
  createdBy: z.string(),
  createdAt: z.number(),
});
export type CustomerBlacklistRow = z.infer<typeof CustomerBlacklistRow>;

const reason = z.string().trim().max(CUSTOMER_BLACKLIST_REASON_MAX).default('');
export const CustomerBlacklistInput = z.object({ phone: CustomerPhone, reason });
export type CustomerBlacklistInput = z.input<typeof CustomerBlacklistInput>;

const ms = z.coerce.number().int().min(0);
export const CustomerBlacklistFilter = z.object({
  /** Digits of the number; without the full-phone permission only the last four or the whole number. */
  phone: z.string().trim().max(64).optional(),
  reason: z.string().trim().max(CUSTOMER_BLACKLIST_REASON_MAX).optional(),
  createdFrom: ms.optional(),
  createdTo: ms.optional(),
});
export const CustomerBlacklistListQuery = sortedPageQuery(['createdAt'] as const).extend(CustomerBlacklistFilter.shape);
export type CustomerBlacklistListQuery = z.input<typeof CustomerBlacklistListQuery>;

const ids = z.array(z.string().min(1).max(64)).min(1).max(1000);
const P = '/v1/aicall-web/customer-blacklist';

export const listCustomerBlacklist = defineEndpoint({
  id: 'aicall.blacklist.list',
  method: 'GET',
  path: `${P}/list`,
  access: 'aicall.blacklist.list',
  query: CustomerBlacklistListQuery,
  response: pageOf(CustomerBlacklistRow),
  example: { query: { pageNum: 1, pageSize: 10 } },
});
export const createCustomerBlacklist = defineEndpoint({
  id: 'aicall.blacklist.create',
  method: 'POST',
  path: `${P}/add`,
  access: 'aicall.blacklist.create',
  body: CustomerBlacklistInput,
  response: CustomerBlacklistRow,
  example: { body: { phone: '+86 138-0000-9998', reason: '示例' } },
});
export const deleteCustomerBlacklist = defineEndpoint({
  id: 'aicall.blacklist.delete',
  method: 'POST',
  path: `${P}/delete`,
  access: 'aicall.blacklist.delete',
  body: z.object({ ids }),
  response: z.object({ deleted: z.number() }),
  example: { body: { ids: ['cbl-none'] } },
});

export const CUSTOMER_BLACKLIST_IO_COLUMNS = ['phone', 'reason', 'createdBy', 'createdAt'] as const;
export const CUSTOMER_BLACKLIST_IO_HEADERS = {
  phone: { zh: '号码', en: 'Phone' },
  reason: { zh: '原因', en: 'Reason' },
  createdBy: { zh: '添加人', en: 'Added by' },
  createdAt: { zh: '创建时间', en: 'Created at' },
} as const;

export const importCustomerBlacklist = defineEndpoint({
  id: 'aicall.blacklist.import',
  method: 'POST',
  path: `${P}/import`,
  access: 'aicall.blacklist.import',
  response: JobRef,
});
export const importCustomerBlacklistStatus = defineEndpoint({
  id: 'aicall.blacklist.importStatus',
  method: 'GET',
  path: `${P}/import/status`,
  access: 'aicall.blacklist.import',
  query: JobQuery,
  response: ImportStatus,
  quiet: true,
  example: { query: { jobId: NO_JOB } },
});
export const importCustomerBlacklistErrors = defineEndpoint({
  id: 'aicall.blacklist.importErrors',
  method: 'GET',
  path: `${P}/import/errors`,
  access: 'aicall.blacklist.import',
  kind: 'binary',
  query: JobQuery,
  response: z.unknown(),
  example: { query: { jobId: NO_JOB } },
});

/** The import's download template (黑名单导入模板.xlsx): the importer's header row, then a sheet of instructions. */
export const importCustomerBlacklistTemplate = defineEndpoint({
  id: 'aicall.blacklist.importTemplate',
  method: 'GET',
  path: `${P}/import/template`,
  access: 'aicall.blacklist.import',
  kind: 'binary',
  response: z.unknown(),
});
export const exportCustomerBlacklist = defineEndpoint({
  id: 'aicall.blacklist.export',
  method: 'POST',
  path: `${P}/export`,
  access: 'aicall.blacklist.export',
  body: z.object({ filter: CustomerBlacklistFilter.default({}) }),
  response: JobRef,
  example: { body: { filter: { reason: '投诉' } } },
});
export const exportCustomerBlacklistStatus = defineEndpoint({
  id: 'aicall.blacklist.exportStatus',
  method: 'GET',
  path: `${P}/export/status`,
  access: 'aicall.blacklist.export',
  query: JobQuery,
  response: ExportStatus,
  quiet: true,
  example: { query: { jobId: NO_JOB } },
});
export const downloadCustomerBlacklistExport = defineEndpoint({
  id: 'aicall.blacklist.download',
  method: 'GET',
  path: `${P}/export/download`,
  access: 'aicall.blacklist.export',
  kind: 'binary',
  query: JobQuery,
  response: z.unknown(),
  example: { query: { jobId: NO_JOB } },
});
