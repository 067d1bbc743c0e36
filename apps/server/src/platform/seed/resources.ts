import { ALL_RESOURCES } from '@zhiyu/contract/registry';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { resources } from '../identity/table.ts';

/** Upserts the resource table from the contract registry on every start (code is the truth). */
export async function syncResources(db: Db) {
  const rows = ALL_RESOURCES.map((r, i) => ({
    id: r.id,
    type: r.type,
    parentId: r.parentId,
    module: r.module,
    level: r.level,
    always: r.always ?? false,
    sort: i,
  }));
  await db
    .insert(resources)
    .values(rows)
    .onConflictDoUpdate({
      target: resources.id,
      set: {
        type: sql`excluded.type`,
        parentId: sql`excluded.parent_id`,
        module: sql`excluded.module`,
        level: sql`excluded.level`,
        always: sql`excluded.always`,
        sort: sql`excluded.sort`,
      },
    });
}
