import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { JobFailure, type JobScope } from '../../../platform/jobs/queue.ts';
import type { Staged } from '../../../platform/jobs/staging.ts';
import type { ImportedCustomer } from './import-job.ts';
import { isUniqueViolation } from './scope.ts';
import { customers } from './table.ts';

/** A checked row as staged: the customer with its id. */
export type StagedCustomer = ImportedCustomer & { id: string };

/**
 * Writes one chunk of staged customers in one statement, hidden until the import is shown; a
 * number added by someone else while the import ran fails it whole.
 */
export async function insertCustomers(db: Db, s: JobScope, staged: Staged<StagedCustomer>) {
  const rows = staged.relation({ id: 'text', name: 'text', phone: 'text', tags: 'text[]', attrs: 'jsonb' });
  try {
    await db.execute(sql`
      INSERT INTO ${customers} (id, tenant_id, app_id, name, phone, tags, attrs, created_at, updated_at, import_job)
      SELECT staged.id, ${s.tenantId}, ${s.appId}, staged.name, staged.phone, staged.tags, staged.attrs, now(), now(),
        ${staged.jobId}
      FROM ${rows}`);
  } catch (e) {
    if (isUniqueViolation(e))
      throw new JobFailure({
        zh: '导入失败：号码在导入期间已被添加',
        en: 'import failed: a number was added meanwhile',
      });
    throw e;
  }
}
