import {
  CUSTOMER_IMPORT_MAX_ROWS,
  CUSTOMER_IO_HEADERS,
  CUSTOMER_NAME_MAX,
  CustomerTags,
} from '@zhiyu/contract/modules/aicall/customer';
import { type AttributeDef, checkAttributeValues } from '@zhiyu/contract/modules/aicall/customer-attribute';
import { CustomerPhone } from '@zhiyu/contract/rules/phone';
import type { Db } from '../../../platform/db/client.ts';
import { errorWorkbook, type RowError } from '../../../platform/excel/error-workbook.ts';
import { spreadsheetRowBatches } from '../../../platform/excel/rows.ts';
import { unquote } from '../../../platform/excel/writer.ts';
import { checkSheetZip } from '../../../platform/excel/zip-guard.ts';
import { fileOf } from '../../../platform/files/store.ts';
import { type Job, JobFailure, type JobScope } from '../../../platform/jobs/queue.ts';
import { orderedId, stagedImport } from '../../../platform/jobs/staging.ts';
import { registerJobKind } from '../../../platform/jobs/worker.ts';
import * as attributes from '../customer-attribute/repo.ts';
import { insertCustomers, type StagedCustomer } from './import-insert.ts';
import * as repo from './repo.ts';

export const CUSTOMER_IMPORT = 'aicall.customer';
const BATCH = 1000;
const MAX_ERRORS = 1000;
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
/** A header cell's meaning: a fixed column, an attribute, or nothing (ignored, e.g. 创建时间). */
type Key = { fixed: 'name' | 'phone' | 'tags'; label: string } | { attr: AttributeDef; label: string } | undefined;

function headerKeys(cells: string[], defs: AttributeDef[]): Key[] {
  const keys: Key[] = cells.map((raw) => {
    const h = raw.trim();
    const f = FIXED.find((c) => c.headers.includes(h));
    if (f) return { fixed: f.key, label: h };
    const a = defs.find((d) => d.name === h);
    return a ? { attr: a, label: h } : undefined;
  });
  const missing = [
    ...(keys.some((k) => k && 'fixed' in k && k.fixed === 'phone') ? [] : [CUSTOMER_IO_HEADERS.phone]),
    ...defs
      .filter((d) => d.required && !keys.some((k) => k && 'attr' in k && k.attr.id === d.id))
      .map((d) => ({ zh: d.name, en: d.name })),
  ];
  if (missing.length)
    throw new JobFailure({
      zh: `缺少必填列：${missing.map((m) => m.zh).join('、')}`,
      en: `missing required columns: ${missing.map((m) => m.en).join(', ')}`,
    });
  return keys;
}

/** One data row → a customer, or its errors (column = the header as written in the file). */
function parseRow(keys: Key[], cells: string[], defs: AttributeDef[], n: number, err: (e: RowError) => void) {
  let name = '';
  let phoneCell = '';
  let tagsCell = '';
  const values: Record<string, unknown> = {};
  const labels = { name: '姓名', phone: '手机号', tags: '标签' };
  keys.forEach((k, i) => {
    const v = cells[i] === undefined ? '' : unquote(cells[i]);
    if (!k) return;
    if ('attr' in k) values[k.attr.id] = v;
    else {
      labels[k.fixed] = k.label;
      if (k.fixed === 'name') name = v.trim();
      else if (k.fixed === 'phone') phoneCell = v;
      else tagsCell = v;
    }
  });
  let ok = true;
  if (name.length > CUSTOMER_NAME_MAX) {
    err({
      row: n,
      column: labels.name,
      message: `不能超过${CUSTOMER_NAME_MAX}个字符 / longer than ${CUSTOMER_NAME_MAX}`,
    });
    ok = false;
  }
  const phone = CustomerPhone.safeParse(phoneCell);
  if (!phone.success) {
    err({
      row: n,
      column: labels.phone,
      message: phoneCell.trim() ? phone.error.issues[0].message : '手机号为必填项 / phone is required',
    });
    ok = false;
  }
  const tags = CustomerTags.safeParse(tagsCell);
  if (!tags.success) {
    err({ row: n, column: labels.tags, message: tags.error.issues[0].message });
    ok = false;
  }
  const attrs = checkAttributeValues(defs, values);
  for (const e of attrs.errors) err({ row: n, column: e.name, message: e.message });
  if (!ok || attrs.errors.length || !phone.success || !tags.success) return null;
  return { name, phone: phone.data, tags: tags.data, attrs: attrs.values } satisfies ImportedCustomer;
}

/**
 * The customer import (kind `import:aicall.customer`): 姓名/Name, 手机号/Phone, 标签/Tags and one
 * column per attribute, by its name. Every row is checked with the same rules as the form, plus
 * duplicates: a number repeating an earlier row, or one a customer already has. All or nothing:
 * checked rows are staged batch by batch (other requests use the database in between) and
 * published (a chunk at a time, shown at once) only when every row is good; the error workbook lists every
 * reason.
 */
async function runImport(job: Job, db: Db, signal: AbortSignal) {
  const scope: JobScope = { tenantId: job.tenantId, appId: job.appId };
  const errors: RowError[] = [];
  const err = (e: RowError) => {
    if (errors.length < MAX_ERRORS) errors.push(e);
  };
  const rejected = new Error('rows rejected');
  let count = 0;
  try {
    await stagedImport<StagedCustomer>(db, job, signal, {
      async read(stage) {
        const file = await fileOf(db, scope, String(job.payload.fileId));
        await checkSheetZip(db, file);
        const defs = await attributes.all(db, scope);
        const seen = new Map<string, number>();
        let keys: Key[] | null = null;
        let phoneLabel: string = CUSTOMER_IO_HEADERS.phone.zh;
        let batch: { n: number; row: ImportedCustomer }[] = [];
        const flush = async () => {
          const existing = new Set(
            (
              await repo.byPhones(
                db,
                scope,
                batch.map((b) => b.row.phone),
              )
            ).map((x) => x.phone),
          );
          for (const b of batch)
            if (existing.has(b.row.phone))
              err({ row: b.n, column: phoneLabel, message: '该号码的客户已存在 / a customer with this number exists' });
          if (!errors.length) await stage(batch.map((b) => ({ id: orderedId(), ...b.row })));
          batch = [];
        };
        for await (const rows of spreadsheetRowBatches(db, file)) {
          if (signal.aborted) throw new Error('stopped');
          for (const { n, cells } of rows) {
            if (cells.every((x) => x === '')) continue;
            if (!keys) {
              keys = headerKeys(cells, defs);
              for (const k of keys) if (k && 'fixed' in k && k.fixed === 'phone') phoneLabel = k.label;
              continue;
            }
            if (++count > CUSTOMER_IMPORT_MAX_ROWS)
              throw new JobFailure({
                zh: `超过${CUSTOMER_IMPORT_MAX_ROWS}行的导入上限`,
                en: `more than ${CUSTOMER_IMPORT_MAX_ROWS} rows`,
              });
            const row = parseRow(keys, cells, defs, n, err);
            if (!row) continue;
            const first = seen.get(row.phone);
            if (first !== undefined) {
              err({ row: n, column: phoneLabel, message: `号码与第${first}行重复 / repeats row ${first}` });
              continue;
            }
            seen.set(row.phone, n);
            batch.push({ n, row });
            if (batch.length >= BATCH) await flush();
          }
        }
        if (!keys || count === 0) throw new JobFailure({ zh: '工作表为空', en: 'the sheet is empty' });
        if (batch.length) await flush();
        if (errors.length) throw rejected;
      },
      hidden: { table: 'customers', insert: (chunk, staged) => insertCustomers(chunk, scope, staged) },
    });
  } catch (e) {
    if (e !== rejected) throw e;
    throw await errorWorkbook(db, scope, errors);
  }
  return { imported: count };
}

registerJobKind(`import:${CUSTOMER_IMPORT}`, runImport);
