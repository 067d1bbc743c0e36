import {
  BLACKLIST_IO_COLUMNS,
  BLACKLIST_IO_HEADERS,
  type BlacklistExportBody,
} from '@zhiyu/contract/modules/admin/blacklist';
import { and, asc, getTableColumns, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { defineExporter } from '../../../platform/jobs/export.ts';
import type { JobScope } from '../../../platform/jobs/queue.ts';
import { formatTime } from './import-job.ts';
import * as repo from './repo.ts';
import { platformBlacklist as bl } from './table.ts';

/** Exports are the platform's: any operator may poll and download them. */
export const EXPORT_SCOPE: JobScope = { tenantId: 'platform', appId: 'blacklist' };

const PAGE = 1000;
type Filter = z.output<typeof BlacklistExportBody>['filter'];

/** Keyset pages by (created_at, id), the order of the blacklist's index. Numbers in full. */
export const blacklistExporter = defineExporter<Filter>({
  name: 'admin.blacklist',
  fileName: 'blacklist.xlsx',
  columns: BLACKLIST_IO_COLUMNS.map((key) => ({ key, header: BLACKLIST_IO_HEADERS[key] })),
  async *rows(db, _s, f) {
    let after: { at: string; id: string } | undefined;
    for (;;) {
      const page = await db
        .select({ ...getTableColumns(bl), at: sql<string>`${bl.createdAt}::text`.as('keyset_at') })
        .from(bl)
        .where(
          and(
            after ? sql`(${bl.createdAt}, ${bl.id}) > (${after.at}::timestamptz, ${after.id})` : undefined,
            repo.filters(f),
          ),
        )
        .orderBy(asc(bl.createdAt), asc(bl.id))
        .limit(PAGE);
      for (const e of page)
        yield {
          phone: e.phone,
          reason: e.reason,
          expiresAt: formatTime(e.expiresAt),
          createdAt: formatTime(e.createdAt),
        };
      if (page.length < PAGE) return;
      after = page[page.length - 1];
    }
  },
});
