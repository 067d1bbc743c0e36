import { CUSTOMER_BLACKLIST_IO_HEADERS as H } from '@zhiyu/contract/modules/aicall/customer-blacklist';
import { and, asc, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { writeWorkbook } from '../../../platform/excel/writer.ts';
import type { Job, JobScope } from '../../../platform/jobs/queue.ts';
import { registerJobKind } from '../../../platform/jobs/worker.ts';
import { formatTime } from '../customer/format.ts';
import { shownPhone } from '../customer/scope.ts';
import { customerBlacklist as cb } from '../customer/table.ts';
import * as repo from './repo.ts';

export const CUSTOMER_BLACKLIST_EXPORT = 'aicall.customerBlacklist';
export interface BlacklistExportPayload {
  filter: repo.Filter;
  lang: 'zh' | 'en';
  fullPhone: boolean;
}

/** 号码, 原因, 添加人, 创建时间 in (created_at, id) keyset pages; numbers masked unless the requester may see them. */
async function runExport(job: Job, db: Db) {
  const s: JobScope = { tenantId: job.tenantId, appId: job.appId };
  const p = job.payload as unknown as BlacklistExportPayload;
  const where = repo.filters(s, p.filter, p.fullPhone);
  let count = 0;
  const file = await writeWorkbook(
    db,
    s,
    'customer-blacklist.xlsx',
    [H.phone[p.lang], H.reason[p.lang], H.createdBy[p.lang], H.createdAt[p.lang]],
    (async function* () {
      let after: { at: string; id: string } | undefined;
      for (;;) {
        const page = await db
          .select({ ...getTableColumns(cb), at: sql<string>`${cb.createdAt}::text`.as('keyset_at') })
          .from(cb)
          .where(
            and(where, after ? sql`(${cb.createdAt}, ${cb.id}) > (${after.at}::timestamptz, ${after.id})` : undefined),
          )
          .orderBy(asc(cb.createdAt), asc(cb.id))
          .limit(1000);
        for (const e of page) {
          count++;
          yield [shownPhone(e.phone, p.fullPhone), e.reason, e.createdBy, formatTime(e.createdAt)];
        }
        if (page.length < 1000) return;
        after = page[page.length - 1];
      }
    })(),
  );
  return { files: [{ id: file.id, name: 'customer-blacklist.xlsx' }], rows: count };
}

registerJobKind(`export:${CUSTOMER_BLACKLIST_EXPORT}`, runExport);
