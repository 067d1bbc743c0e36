import { DEFAULT_MAX_CONCURRENCY } from '@zhiyu/contract/modules/aicall/voice';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { aicallSettings } from '../setting/table.ts';

export type SettingsRow = typeof aicallSettings.$inferSelect;
export interface AppScope {
  tenantId: string;
  appId: string;
}

/** The app's settings row, if it has saved any. */
export async function settingsOf(db: Db, s: AppScope): Promise<SettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(aicallSettings)
    .where(and(eq(aicallSettings.tenantId, s.tenantId), eq(aicallSettings.appId, s.appId)))
    .limit(1);
  return row;
}

/**
 * The tenant-wide cap on simultaneous calls. It is kept equal on every settings row of the tenant
 * (see `saveSettings`), so any row answers; a tenant that never saved one gets the default.
 */
export async function tenantCallCap(db: Db, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ cap: aicallSettings.maxConcurrency })
    .from(aicallSettings)
    .where(eq(aicallSettings.tenantId, tenantId))
    .limit(1);
  return row?.cap ?? DEFAULT_MAX_CONCURRENCY;
}

type Patch = Partial<Omit<typeof aicallSettings.$inferInsert, 'tenantId' | 'appId'>>;

/**
 * Creates or changes the app's row in one statement. A new row starts with the tenant's current
 * cap; a change of the cap is written to every row of the tenant, so it stays tenant-wide.
 */
export async function saveSettings(db: Db, s: AppScope, patch: Patch, now: Date): Promise<SettingsRow> {
  return db.transaction(async (tx) => {
    const cap = patch.maxConcurrency ?? (await tenantCallCap(tx as unknown as Db, s.tenantId));
    const [row] = await tx
      .insert(aicallSettings)
      .values({ ...s, maxConcurrency: cap, ...patch, updatedAt: now })
      .onConflictDoUpdate({
        target: [aicallSettings.tenantId, aicallSettings.appId],
        set: { ...patch, updatedAt: now },
      })
      .returning();
    if (patch.maxConcurrency !== undefined)
      await tx
        .update(aicallSettings)
        .set({ maxConcurrency: patch.maxConcurrency })
        .where(eq(aicallSettings.tenantId, s.tenantId));
    return row;
  });
}
