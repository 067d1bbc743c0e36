import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { apps } from '../../../platform/tenancy/table.ts';

/**
 * A fresh appid: 8 digits (never a leading zero), random so ids do not reveal how many apps exist,
 * and checked against the table (the unique index catches the rare race; callers retry then).
 */
export async function newAppid(db: Db): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const appid = String(randomInt(10_000_000, 100_000_000));
    const [taken] = await db.select({ id: apps.id }).from(apps).where(eq(apps.appid, appid)).limit(1);
    if (!taken) return appid;
  }
  throw new Error('no free appid after 20 tries');
}

/** Inserts an app of a tenant with a fresh appid; its row id is `app-<appid>`. */
export async function insertApp(
  db: Db,
  v: { tenantId: string; name: string; status?: 'enabled' | 'disabled'; remark?: string },
) {
  const appid = await newAppid(db);
  const [a] = await db
    .insert(apps)
    .values({ id: `app-${appid}`, appid, ...v })
    .returning();
  return a;
}
