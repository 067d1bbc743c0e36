import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { settings } from './table.ts';

/** The server secret signing SDK tokens: generated once, kept in the database across restarts. */
export async function serverSecret(db: Db): Promise<string> {
  await db
    .insert(settings)
    .values({ key: 'sdk_secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, 'sdk_secret'));
  return row.value;
}
