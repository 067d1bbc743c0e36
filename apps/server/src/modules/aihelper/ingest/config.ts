import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { noTable, rowStamp } from '../../../platform/db/row-stamp.ts';
import { fieldsOf } from '../field/fill.ts';
import { ahFields } from '../field/table.ts';
import { ahProfiles } from '../profile/table.ts';
import { rulesOf } from '../qc/judge.ts';
import { ahQcRules } from '../qc/table.ts';
import { scriptStamp } from '../script/recommend.ts';
import { ahThresholds } from '../threshold/table.ts';
import { triggersOf } from '../trigger/fire.ts';
import { ahTriggers } from '../trigger/table.ts';

/**
 * What the ingest applies for a tenant: its valid QC rules and triggers, its form fields, its
 * assistant settings and thresholds (every skill group's rows), and the stamp of its golden scripts.
 * Kept per database handle and tenant in each process; every batch first reads one row of stamps
 * (per table: the row count and the sum of the rows' transaction ids, which changes with every
 * insert, update and delete), and reads the settings again only when one changed. So an edit made
 * through any instance holds from the next batch everywhere, as before, with one statement in
 * place of five.
 */
export interface TenantConfig {
  rules: (typeof ahQcRules.$inferSelect)[];
  fields: (typeof ahFields.$inferSelect)[];
  triggers: (typeof ahTriggers.$inferSelect)[];
  profiles: (typeof ahProfiles.$inferSelect)[];
  thresholds: (typeof ahThresholds.$inferSelect)[];
  /** The golden scripts' stamp, for their index (script/recommend.ts). */
  scripts: string;
}

const kept = new WeakMap<object, Map<string, { stamp: string; config: TenantConfig }>>();

export async function tenantConfig(db: Db, tenantId: string, root: object): Promise<TenantConfig> {
  const [s] = await db
    .select({
      settings: sql<string>`concat_ws('/', ${sql.join(
        [
          rowStamp(ahQcRules, eq(ahQcRules.tenantId, tenantId)),
          rowStamp(ahFields, eq(ahFields.tenantId, tenantId)),
          rowStamp(ahTriggers, eq(ahTriggers.tenantId, tenantId)),
          rowStamp(ahProfiles, eq(ahProfiles.tenantId, tenantId)),
          rowStamp(ahThresholds, eq(ahThresholds.tenantId, tenantId)),
        ],
        sql`, `,
      )})`,
      scripts: scriptStamp(tenantId),
    })
    .from(noTable);
  let byTenant = kept.get(root);
  if (!byTenant) {
    byTenant = new Map();
    kept.set(root, byTenant);
  }
  const known = byTenant.get(tenantId);
  if (known?.stamp === s.settings) return { ...known.config, scripts: s.scripts };
  // One statement at a time: a transaction holds one connection.
  const config: TenantConfig = {
    rules: await rulesOf(db, tenantId),
    fields: await fieldsOf(db, tenantId),
    triggers: await triggersOf(db, tenantId),
    profiles: await db.select().from(ahProfiles).where(eq(ahProfiles.tenantId, tenantId)),
    thresholds: await db.select().from(ahThresholds).where(eq(ahThresholds.tenantId, tenantId)),
    scripts: s.scripts,
  };
  byTenant.set(tenantId, { stamp: s.settings, config });
  return config;
}
