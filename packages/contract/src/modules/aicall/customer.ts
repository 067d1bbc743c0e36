/**
 * Customers (客户数据, /aicall/crm/list) of a tenant's app. Numbers are stored in the form of
 * `rules/phone.ts` and shown masked (requirements §5) unless the caller holds
 * `aicall.customer.full-phone-button`: the server decides and never sends the full number otherwise.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ExportStatus, ImportStatus, JobQuery, JobRef, NO_JOB } from '../../jobs.ts';
import { pageOf, sortedPageQuery } from '../../list.ts';
import { CustomerPhone } from '../../rules/phone.ts';
import { splitTags, TAG_COUNTER_MAX } from '../../rules/tags.ts';

export const CUSTOMER_NAME_MAX = 50;
export const CUSTOMER_TAGS_MAX = 50;
export const CUSTOMER_IMPORT_MAX_ROWS = 100_000;
export const CUSTOMER_IMPORT_MAX_MB = 20;
/** The button code that lets the server send numbers in full (list, export). */
export const FULL_PHONE_CODE = 'aicall.customer.full-phone-button';

export const CustomerRow = z.object({
  id: z.string(),
  name: z.string(),
  /** Masked (requirements §5) unless `phoneMasked` is false. */
  phone: z.string(),
  phoneMasked: z.boolean(),
  tags: z.array(z.string()),
  /** Attribute id → value: text and select as text, number as number, date as local-midnight ms. */
  attrs: z.record(z.string(), z.union([z.string(), z.number()])),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type CustomerRow = z.infer<typeof CustomerRow>;

/** Tag entry of requirements §5: an array or comma-separated text; split, trimmed, cut to 30, de-duplicated. */
export const CustomerTags = z
  .union([z.string().max(TAG_COUNTER_MAX), z.array(z.string().max(TAG_COUNTER_MAX)).max(500)])
  .transform((v) => splitTags(Array.isArray(v) ? v.join(',') : v))
  .pipe(
    z.array(z.string()).max(CUSTOMER_TAGS_MAX, `标签最多${CUSTOMER_TAGS_MAX}个 / at most ${CUSTOMER_TAGS_MAX} tags`),
  );

const attrs = z.record(z.string().max(64), z.union([z.string().max(1000), z.number(), z.null()]));
export const CustomerInput = z.object({
  name: z.string().trim().max(CUSTOMER_NAME_MAX).default(''),
  phone: CustomerPhone,
  tags: CustomerTags.default([]),
  /** Checked against the app's attributes with `checkAttributeValues` (customer-attribute.ts). */
  attrs: attrs.default({}),
});
export type CustomerInput = z.input<typeof CustomerInput>;
/** An edit without `phone` keeps the stored number (a masked form cannot send it back). */
export const CustomerEdit = CustomerInput.extend({ id: z.string().min(1).max(64), phone: CustomerPhone.optional() });

export const CUSTOMER_SORT_FIELDS = ['createdAt', 'updatedAt', 'name'] as const;
const ms = z.coerce.number().int().min(0);
export const CustomerFilter = z.object({
  /** Part of the name, case-insensitive. */
  name: z.string().trim().max(CUSTOMER_NAME_MAX).optional(),
  /**
   * Digits of the number. With the full-phone permission any part; without it only the last four
   * digits or the whole number (150021), so a search never reveals a masked digit.
   */
  phone: z.string().trim().max(64).optional(),
  /** One tag, exactly. */
  tag: z.string().trim().max(30).optional(),
  createdFrom: ms.optional(),
  createdTo: ms.optional(),
  /** An attribute and a value: text contains, number equals, date the same day, select equals. */
  attrId: z.string().max(64).optional(),
  attrValue: z.string().trim().max(200).optional(),
});
export type CustomerFilter = z.input<typeof CustomerFilter>;
export const CustomerListQuery = sortedPageQuery(CUSTOMER_SORT_FIELDS).extend(CustomerFilter.shape);
export type CustomerListQuery = z.input<typeof CustomerListQuery>;

const id = z.string().min(1).max(64);
const ids = z.array(id).min(1).max(1000);

export const listCustomers = defineEndpoint({
  id: 'aicall.customer.list',
  method: 'GET',
  path: '/v1/aicall-web/customer/list',
  access: 'aicall.customer.list',
  query: CustomerListQuery,
  response: pageOf(CustomerRow),
  example: { query: { pageNum: 1, pageSize: 10, sortField: 'createdAt', sortOrder: 'DESC' } },
});

export const createCustomer = defineEndpoint({
  id: 'aicall.customer.create',
  method: 'POST',
  path: '/v1/aicall-web/customer/add',
  access: 'aicall.customer.create',
  body: CustomerInput,
  response: CustomerRow,
  example: { body: { name: '示例客户', phone: '13800000999', tags: ['walk'], attrs: {} } },
});

export const updateCustomer = defineEndpoint({
  id: 'aicall.customer.update',
  method: 'POST',
  path: '/v1/aicall-web/customer/edit',
  access: 'aicall.customer.update',
  body: CustomerEdit,
  response: CustomerRow,
  example: { body: { id: 'cust-none', name: '示例客户', tags: [], attrs: {} } },
});

export const deleteCustomers = defineEndpoint({
  id: 'aicall.customer.delete',
  method: 'POST',
  path: '/v1/aicall-web/customer/delete',
  access: 'aicall.customer.delete',
  body: z.object({ ids }),
  response: z.object({ deleted: z.number() }),
  example: { body: { ids: ['cust-none'] } },
});

/** Tasks customers may still be added to (not completed or stopped), for the add-to-task picker. */
export const TaskOption = z.object({ id: z.string(), name: z.string(), status: z.string() });
export const listCustomerTaskOptions = defineEndpoint({
  id: 'aicall.customer.taskOptions',
  method: 'GET',
  path: '/v1/aicall-web/customer/task-options',
  access: 'aicall.customer.add-to-task',
  query: z.object({ name: z.string().trim().max(50).optional() }),
  response: z.array(TaskOption),
});

/** The chosen customers (`ids`), or every customer matching `filter` when `ids` is absent. */
export const AddToTaskBody = z
  .object({ taskId: id, ids: ids.optional(), filter: CustomerFilter.optional() })
  .refine((b) => b.ids !== undefined || b.filter !== undefined, {
    message: '请选择客户或给出筛选条件 / choose customers or give a filter',
    path: ['ids'],
  });
export const addCustomersToTask = defineEndpoint({
  id: 'aicall.customer.addToTask',
  method: 'POST',
  path: '/v1/aicall-web/customer/add-to-task',
  access: 'aicall.customer.add-to-task',
  body: AddToTaskBody,
  response: z.object({ added: z.number(), skipped: z.number() }),
  example: { body: { taskId: 'task-none', ids: ['cust-none'] } },
});

/** Fixed workbook columns; one more per attribute, headed by its name. */
export const CUSTOMER_IO_COLUMNS = ['name', 'phone', 'tags', 'createdAt'] as const;
export const CUSTOMER_IO_HEADERS = {
  name: { zh: '姓名', en: 'Name' },
  phone: { zh: '手机号', en: 'Phone' },
  tags: { zh: '标签', en: 'Tags' },
  createdAt: { zh: '创建时间', en: 'Created at' },
} as const;

export const importCustomers = defineEndpoint({
  id: 'aicall.customer.import',
  method: 'POST',
  path: '/v1/aicall-web/customer/import',
  access: 'aicall.customer.import',
  response: JobRef,
});
export const importCustomersStatus = defineEndpoint({
  id: 'aicall.customer.importStatus',
  method: 'GET',
  path: '/v1/aicall-web/customer/import/status',
  access: 'aicall.customer.import',
  query: JobQuery,
  response: ImportStatus,
  quiet: true,
  example: { query: { jobId: NO_JOB } },
});
export const importCustomersErrors = defineEndpoint({
  id: 'aicall.customer.importErrors',
  method: 'GET',
  path: '/v1/aicall-web/customer/import/errors',
  access: 'aicall.customer.import',
  kind: 'binary',
  query: JobQuery,
  response: z.unknown(),
  example: { query: { jobId: NO_JOB } },
});

/** The import's download template (客户导入模板.xlsx: 姓名, 手机号, 标签 and the tenant's attribute columns): the importer's header row, then a sheet of instructions. */
export const importCustomersTemplate = defineEndpoint({
  id: 'aicall.customer.importTemplate',
  method: 'GET',
  path: '/v1/aicall-web/customer/import/template',
  access: 'aicall.customer.import',
  kind: 'binary',
  response: z.unknown(),
});

export const CustomerExportBody = z.object({ filter: CustomerFilter.default({}) });
export const exportCustomers = defineEndpoint({
  id: 'aicall.customer.export',
  method: 'POST',
  path: '/v1/aicall-web/customer/export',
  access: 'aicall.customer.export',
  body: CustomerExportBody,
  response: JobRef,
  example: { body: { filter: { name: '张' } } },
});
export const exportCustomersStatus = defineEndpoint({
  id: 'aicall.customer.exportStatus',
  method: 'GET',
  path: '/v1/aicall-web/customer/export/status',
  access: 'aicall.customer.export',
  query: JobQuery,
  response: ExportStatus,
  quiet: true,
  example: { query: { jobId: NO_JOB } },
});
export const downloadCustomerExport = defineEndpoint({
  id: 'aicall.customer.download',
  method: 'GET',
  path: '/v1/aicall-web/customer/export/download',
  access: 'aicall.customer.export',
  kind: 'binary',
  query: JobQuery,
  response: z.unknown(),
  example: { query: { jobId: NO_JOB } },
});
