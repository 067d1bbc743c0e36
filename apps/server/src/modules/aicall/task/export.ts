import {
  TASK_EXPORT_COLUMNS,
  TASK_EXPORT_HEADERS,
  type TaskExportBody,
} from '@zhiyu/contract/modules/aicall/task-detail';
import { and, asc, gt } from 'drizzle-orm';
import type { z } from 'zod';
import { defineExporter } from '../../../platform/jobs/export.ts';
import { customerFilter, lastCall, toCustomerRow } from './detail.ts';
import { findTask } from './repo.ts';
import { taskCustomers } from './table.ts';

type Filter = z.output<typeof TaskExportBody>['filter'];
const PAGE = 2000;
const iso = (n: number | null) => (n ? new Date(n).toISOString() : '');

/** The task's customers as the details table shows them (numbers masked), keyset by customer id. */
export const taskExporter = defineExporter<Filter>({
  name: 'aicall.taskCustomers',
  fileName: 'task-customers.xlsx',
  columns: TASK_EXPORT_COLUMNS.map((key) => ({ key, header: TASK_EXPORT_HEADERS[key] })),
  async *rows(db, s, f) {
    if (!(await findTask(db, s, f.taskId))) return;
    let after = '';
    for (;;) {
      const rows = await db
        .select({ c: taskCustomers, lastCallAt: lastCall })
        .from(taskCustomers)
        .where(and(customerFilter(f.taskId, f), gt(taskCustomers.customerId, after)))
        .orderBy(asc(taskCustomers.customerId))
        .limit(PAGE);
      for (const { c, lastCallAt } of rows) {
        const r = toCustomerRow(c, lastCallAt ? new Date(lastCallAt) : null);
        yield {
          ...r,
          lastResultClass: r.lastResultClass ?? '',
          lastCallAt: iso(r.lastCallAt),
          nextAttemptAt: iso(r.nextAttemptAt),
        };
      }
      if (rows.length < PAGE) return;
      after = rows[rows.length - 1].c.customerId;
    }
  },
});
