import { newId } from '../../../platform/access/tokens.ts';
import type { Db } from '../../../platform/db/client.ts';
import { JobFailure, type JobScope } from '../../../platform/jobs/queue.ts';
import type { ImportedCustomer } from './import-job.ts';
import { isUniqueViolation } from './scope.ts';
import { customers } from './table.ts';

/** Inserts one checked batch; a number added by someone else while the import ran fails it whole. */
export async function insertCustomers(tx: Db, s: JobScope, rows: ImportedCustomer[]) {
  const now = new Date();
  try {
    for (let i = 0; i < rows.length; i += 500)
      await tx
        .insert(customers)
        .values(rows.slice(i, i + 500).map((r) => ({ id: newId(), ...s, ...r, createdAt: now, updatedAt: now })));
  } catch (e) {
    if (isUniqueViolation(e))
      throw new JobFailure({
        zh: '导入失败：号码在导入期间已被添加',
        en: 'import failed: a number was added meanwhile',
      });
    throw e;
  }
}
