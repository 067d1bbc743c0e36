import {
  CUSTOMER_IMPORT_MAX_ROWS,
  CUSTOMER_IO_HEADERS,
  CUSTOMER_NAME_MAX,
  CustomerTags,
} from '@zhiyu/contract/modules/aicall/customer';
import { type AttributeDef, checkAttributeValues } from '@zhiyu/contract/modules/aicall/customer-attribute';
import { CustomerPhone } from '@zhiyu/contract/rules/phone';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import { defineImporter, uniquePhone } from '../../../platform/jobs/import.ts';
import type { JobScope } from '../../../platform/jobs/queue.ts';
import { orderedId, type Staged } from '../../../platform/jobs/staging.ts';
import * as attributes from '../customer-attribute/repo.ts';
import * as repo from './repo.ts';
import { customers } from './table.ts';

export const CUSTOMER_IMPORT = 'aicall.customer';
/** The fixed columns the import reads (also the download template's first headers). */
export const FIXED = (['name', 'phone', 'tags'] as const).map((key) => ({
  key,
  headers: [
    CUSTOMER_IO_HEADERS[key].zh,
    CUSTOMER_IO_HEADERS[key].en,
    key,
    ...(key === 'phone' ? ['号码', '电话'] : []),
  ],
}));

export interface ImportedCustomer {
  name: string;
  phone: string;
  tags: string[];
  attrs: Record<string, string | number>;
}
/** A checked row as staged: the customer with its id. */
type StagedCustomer = ImportedCustomer & { id: string };

/** The fixed columns as the import reads them: the number required. */
const FIXED_COLUMNS = FIXED.map((c) => ({ ...c, required: c.key === 'phone', label: CUSTOMER_IO_HEADERS[c.key] }));

/** An attribute's column key: its id, apart from the fixed keys. */
const attrKey = (id: string) => `attr:${id}`;

/**
 * One data row → a customer, with the form's rules: name, number and tags, then every attribute of
 * the app (a required one needs a value); each error on its column.
 */
function customerRow(defs: AttributeDef[]) {
  return z.record(z.string(), z.string()).transform((cells, c) => {
    let ok = true;
    const err = (key: string, message: string) => {
      c.addIssue({ code: 'custom', path: [key], message });
      ok = false;
    };
    const name = (cells.name ?? '').trim();
    if (name.length > CUSTOMER_NAME_MAX)
      err('name', `不能超过${CUSTOMER_NAME_MAX}个字符 / longer than ${CUSTOMER_NAME_MAX}`);
    const phoneCell = cells.phone ?? '';
    const phone = CustomerPhone.safeParse(phoneCell);
    if (!phone.success)
      err('phone', phoneCell.trim() ? phone.error.issues[0].message : '手机号为必填项 / phone is required');
    const tags = CustomerTags.safeParse(cells.tags ?? '');
    if (!tags.success) err('tags', tags.error.issues[0].message);
    const values: Record<string, unknown> = {};
    for (const d of defs) if (cells[attrKey(d.id)] !== undefined) values[d.id] = cells[attrKey(d.id)];
    const attrs = checkAttributeValues(defs, values);
    for (const e of attrs.errors) err(attrKey(e.attrId), e.message);
    if (!ok || !phone.success || !tags.success) return z.NEVER;
    return { name, phone: phone.data, tags: tags.data, attrs: attrs.values } satisfies ImportedCustomer;
  });
}

/**
 * The customer import (kind `import:aicall.customer`): 姓名/Name, 手机号/Phone, 标签/Tags and one
 * column per attribute, by its name (errors name the columns as the file has them). Every row is
 * checked with the same rules as the form, plus duplicates: a number repeating an earlier row, or
 * one a customer already has. All or nothing: checked rows are staged batch by batch (other
 * requests use the database in between) and published (a chunk at a time, shown at once) only
 * when every row is good; the error workbook lists every reason.
 */
defineImporter<ImportedCustomer, StagedCustomer>({
  name: CUSTOMER_IMPORT,
  maxRows: CUSTOMER_IMPORT_MAX_ROWS,
  columns: FIXED_COLUMNS,
  // The tenant's attributes, each a column under its name (after the fixed ones, which win a tie).
  async layout(db, scope) {
    const defs = await attributes.all(db, scope);
    return {
      columns: [
        ...FIXED_COLUMNS,
        ...defs.map((d) => ({ key: attrKey(d.id), headers: [d.name], required: d.required === 1 })),
      ],
      schema: customerRow(defs),
    };
  },
  errorColumn: 'header',
  unique: uniquePhone('该号码的客户已存在 / a customer with this number exists', repo.byPhones),
  prepare: async (_db, _s, rows) => rows.map((r) => ({ id: orderedId(), ...r })),
  hidden: { table: 'customers', insert: (db, scope, chunk) => insertCustomers(db, scope, chunk) },
});

/** Writes one chunk of staged customers in one statement, hidden until the import is shown. */
async function insertCustomers(db: Db, s: JobScope, staged: Staged<StagedCustomer>) {
  const rows = staged.relation({ id: 'text', name: 'text', phone: 'text', tags: 'text[]', attrs: 'jsonb' });
  await db.execute(sql`
    INSERT INTO ${customers} (id, tenant_id, app_id, name, phone, tags, attrs, created_at, updated_at, import_job)
    SELECT staged.id, ${s.tenantId}, ${s.appId}, staged.name, staged.phone, staged.tags, staged.attrs, now(), now(),
      ${staged.jobId}
    FROM ${rows}`);
}
