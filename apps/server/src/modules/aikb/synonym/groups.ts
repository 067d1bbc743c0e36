import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { TenantLexicon } from '../retrieval/lexicon.ts';
import { kbSynonyms } from './table.ts';

/** The tenant's own synonyms as its search index reads them (undefined when it has none). */
export async function tenantLexicon(db: Db, tenantId: string): Promise<TenantLexicon | undefined> {
  const rows = await db.select({ words: kbSynonyms.words }).from(kbSynonyms).where(eq(kbSynonyms.tenantId, tenantId));
  return rows.length ? new TenantLexicon(rows.map((r) => r.words)) : undefined;
}
