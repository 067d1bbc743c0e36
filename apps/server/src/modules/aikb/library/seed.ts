import { eq } from 'drizzle-orm';
import { newId } from '../../../platform/access/tokens.ts';
import type { Db } from '../../../platform/db/client.ts';
import { DEMO } from '../../../platform/seed/demo-data.ts';
import { kbCategories } from '../category/table.ts';
import { searchTextOf } from '../knowledge/repo.ts';
import { kbItems } from '../knowledge/table.ts';
import { DEMO_FAQ, DEMO_TREE } from './seed-data.ts';
import { kbLibraries } from './table.ts';

const HOUR = 3600 * 1000;
const DESCRIPTION = '网店客服常见问题：物流、售后、发票、支付、账户';

/** Who made the demo knowledge of each tenant: its demo administrator (lists show the nickname). */
export const DEMO_CREATORS: Record<string, string> = {
  [DEMO.tenant1]: 'tenant',
  [DEMO.tenant2]: 'tenant2',
  [DEMO.tenant3]: 'tenant3',
};

async function library(db: Db, tenantId: string, appId: string, name: string, description: string, at: number) {
  const creator = DEMO_CREATORS[tenantId];
  const [l] = await db
    .insert(kbLibraries)
    .values({ id: newId(), tenantId, appId, name, description, creator, createdAt: new Date(at), itemCount: 1 })
    .returning();
  return l;
}

/** 常见问题 for the demo tenant's app; ISO-MARK libraries for tenants 2002/2003 (isolation checks). */
export default async function seedKnowledge(db: Db, now: number) {
  const lib = await library(db, DEMO.tenant1, DEMO.appid1, '常见问题', DESCRIPTION, now - 48 * HOUR);
  const ids = new Map<string, string>();
  let sort = 0;
  for (const [top, children] of DEMO_TREE) {
    const id = newId();
    ids.set(top, id);
    await db.insert(kbCategories).values({ id, tenantId: DEMO.tenant1, libraryId: lib.id, name: top, sort: ++sort });
    for (const c of children) {
      const cid = newId();
      ids.set(`${top}/${c}`, cid);
      await db
        .insert(kbCategories)
        .values({ id: cid, tenantId: DEMO.tenant1, libraryId: lib.id, parentId: id, name: c, sort: ++sort });
    }
  }
  await db.insert(kbItems).values(
    DEMO_FAQ.map(([path, question, similar, answer, tags], i) => ({
      id: newId(),
      tenantId: DEMO.tenant1,
      libraryId: lib.id,
      type: 'qaScript' as const,
      question,
      similar,
      searchText: searchTextOf(question, similar),
      answer: `<p>${answer}</p>`,
      categoryId: ids.get(path.join('/')) ?? null,
      tags,
      creator: DEMO_CREATORS[DEMO.tenant1],
      updater: DEMO_CREATORS[DEMO.tenant1],
      createdAt: new Date(now - 47 * HOUR + i * 60_000),
      updatedAt: new Date(now - 47 * HOUR + i * 60_000),
    })),
  );
  await db.update(kbLibraries).set({ itemCount: DEMO_FAQ.length }).where(eq(kbLibraries.id, lib.id));
  for (const [tenantId, appId] of [
    [DEMO.tenant2, DEMO.appid2],
    [DEMO.tenant3, DEMO.appid3],
  ]) {
    const other = await library(db, tenantId, appId, `${DEMO.marker} 知识库 ${tenantId}`, '', now);
    await db.insert(kbItems).values({
      id: newId(),
      tenantId,
      libraryId: other.id,
      type: 'qaScript',
      question: `${DEMO.marker} 问题 ${tenantId}`,
      searchText: `${DEMO.marker} 问题 ${tenantId}`,
      answer: `<p>${DEMO.marker}</p>`,
      creator: DEMO_CREATORS[tenantId],
      updater: DEMO_CREATORS[tenantId],
    });
  }
}
