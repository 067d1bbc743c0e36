import type { Licence } from '@zhiyu/contract/modules/admin/schemas';
import { desc } from 'drizzle-orm';
import { newId } from '../../../platform/access/tokens.ts';
import type { Db } from '../../../platform/db/client.ts';
import { licences } from './table.ts';

export async function saveLicence(db: Db, licence: Licence, signature: string, now: number) {
  await db.insert(licences).values({ id: newId(), payload: licence, signature, uploadedAt: new Date(now) });
}

/** The active licence is the latest accepted upload. */
export async function activeLicence(db: Db): Promise<Licence | null> {
  const [row] = await db
    .select({ payload: licences.payload })
    .from(licences)
    .orderBy(desc(licences.uploadedAt))
    .limit(1);
  return row?.payload ?? null;
}
