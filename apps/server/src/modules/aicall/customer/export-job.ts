import { CUSTOMER_IO_HEADERS, type CustomerFilter } from '@zhiyu/contract/modules/aicall/customer';
import { formatDateValue } from '@zhiyu/contract/modules/aicall/customer-attribute';
import { and, asc, getTableColumns, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import { writeWorkbook } from '../../../platform/excel/writer.ts';
import type { Job, JobScope } from '../../../platform/jobs/queue.ts';
import { registerJobKind } from '../../../platform/jobs/worker.ts';
import * as attributes from '../customer-attribute/repo.ts';
import { formatTime } from './format.ts';
import * as repo from './repo.ts';
import { shownPhone } from './scope.ts';
import { customers as c } from './table.ts';

export const CUSTOMER_EXPORT = 'aicall.customer';
export interface CustomerExportPayload {
  filter: z.output<typeof CustomerFilter>;
  lang: 'zh' | 'en';
  /** Decided from the requester's grant when the job was recorded: numbers in full or masked. */
  fullPhone: boolean;
}
const PAGE = 1000;

/**
 * The customer export (kind `export:aicall.customer`): 姓名, 手机号, 标签, one column per
 * attribute (headed by its name, in column order), 创建时间 — the same headers the import reads,
 * so an export with full numbers re-imports into another app. Keyset pages by (created_at, id).
 */
async function runExport(job: Job, db: Db) {
  const s: JobScope = { tenantId: job.tenantId, appId: job.appId };
  const p = job.payload as unknown as CustomerExportPayload;
  const defs = await attributes.all(db, s);
  const h = CUSTOMER_IO_HEADERS;
  const headers = [h.name[p.lang], h.phone[p.lang], h.tags[p.lang], ...defs.map((d) => d.name), h.createdAt[p.lang]];
  const where = await repo.filters(db, s, p.filter, p.fullPhone);
  let count = 0;
  const file = await writeWorkbook(
    db,
    s,
    'customers.xlsx',
    headers,
    (async function* () {
      let after: { at: string; id: string } | undefined;
      for (;;) {
        const page = await db
          .select({ ...getTableColumns(c), at: sql<string>`${c.createdAt}::text`.as('keyset_at') })
          .from(c)
          .where(
            and(where, after ? sql`(${c.createdAt}, ${c.id}) > (${after.at}::timestamptz, ${after.id})` : undefined),
          )
          .orderBy(asc(c.createdAt), asc(c.id))
          .limit(PAGE);
        for (const x of page) {
          count++;
          yield [
            x.name,
            shownPhone(x.phone, p.fullPhone),
            x.tags.join(','),
            ...defs.map((d) => {
              const v = x.attrs[d.id];
              if (v === undefined || v === null) return '';
              return d.type === 'date' && typeof v === 'number' ? formatDateValue(v) : v;
            }),
            formatTime(x.createdAt),
          ];
        }
        if (page.length < PAGE) return;
        after = page[page.length - 1];
      }
    })(),
  );
  return { files: [{ id: file.id, name: 'customers.xlsx' }], rows: count, fullPhone: p.fullPhone };
}

registerJobKind(`export:${CUSTOMER_EXPORT}`, runExport);
