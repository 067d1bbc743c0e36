import type { QueryOf } from '@zhiyu/contract/endpoint';
import type { getKnowledgeStats, KnowledgeRow } from '@zhiyu/contract/modules/aitext/stats';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/client.ts';
import { checkDays, num, ratio, textWhere } from '../../../platform/reporting/range.ts';
import { kbCategories } from '../../aikb/category/table.ts';
import { kbItems } from '../../aikb/knowledge/table.ts';
import type { TextScope } from '../channel/repo.ts';
import { textRollupItems as r } from '../rollup/table.ts';

type Query = QueryOf<typeof getKnowledgeStats>;
type Figures = { hits: number; clicks: number; likes: number; dislikes: number };

const figures = (x: Figures) => ({
  ...x,
  participation: x.likes + x.dislikes,
  participationRate: ratio(x.likes + x.dislikes, x.hits),
});
const add = (a: Figures, b: Figures): Figures => ({
  hits: a.hits + b.hits,
  clicks: a.clicks + b.clicks,
  likes: a.likes + b.likes,
  dislikes: a.dislikes + b.dislikes,
});
const ZERO: Figures = { hits: 0, clicks: 0, likes: 0, dislikes: 0 };

/**
 * Hits, clicks, likes and dislikes per knowledge item (or document segment) or per category of the
 * items: the item rollup summed per item over the range in one grouped read (a row per item hit),
 * then grouped by category, sorted and paged here; names are read for the page's rows only. Items
 * without a category, and segments, are category ''.
 */
export async function knowledge(db: Db, s: TextScope, q: Query, now: number) {
  const range = checkDays(q, s.tenantId, now);
  const sums = await db
    .select({
      kind: r.refKind,
      id: r.refId,
      hits: sql<string>`sum(${r.hits})`,
      clicks: sql<string>`sum(${r.clicks})`,
      likes: sql<string>`sum(${r.likes})`,
      dislikes: sql<string>`sum(${r.dislikes})`,
    })
    .from(r)
    .where(textWhere(r, s, q, range.startDay, range.endDay))
    .groupBy(r.refKind, r.refId);
  const perItem = sums.map((x) => ({
    id: x.id,
    kind: x.kind as 'item' | 'segment' | 'category',
    items: 1,
    f: { hits: num(x.hits), clicks: num(x.clicks), likes: num(x.likes), dislikes: num(x.dislikes) },
  }));
  let groups = perItem;
  if (q.by === 'category') {
    const cats = await categoryOfItems(
      db,
      s,
      perItem.filter((x) => x.kind === 'item').map((x) => x.id),
    );
    const by = new Map<string, { id: string; kind: 'category'; items: number; f: Figures }>();
    for (const x of perItem) {
      const id = (x.kind === 'item' && cats.get(x.id)) || '';
      const g = by.get(id) ?? { id, kind: 'category' as const, items: 0, f: ZERO };
      by.set(id, { ...g, items: g.items + 1, f: add(g.f, x.f) });
    }
    groups = [...by.values()];
  }
  const key = (x: { f: Figures }) =>
    q.sortField === 'participation' ? x.f.likes + x.f.dislikes : x.f[q.sortField as keyof Figures];
  const dir = q.sortOrder === 'ASC' ? 1 : -1;
  groups.sort((a, b) => (key(a) - key(b)) * dir || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const page = groups.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize);
  const names =
    q.by === 'category'
      ? await categoryNames(
          db,
          s,
          page.map((x) => x.id),
        )
      : await itemNames(
          db,
          s,
          page.map((x) => x.id),
        );
  const list: KnowledgeRow[] = page.map((x) => {
    const n = names.get(x.id);
    return {
      id: x.id,
      kind: x.kind,
      name: q.by === 'category' ? (n?.category ?? '') : (n?.name ?? ''),
      libraryId: n?.libraryId ?? '',
      category: n?.category ?? '',
      items: x.items,
      ...figures(x.f),
    };
  });
  const totals = figures(perItem.reduce((a, x) => add(a, x.f), ZERO));
  const { days: _days, ...days } = range;
  return {
    list,
    total: groups.length,
    totalCapped: false,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    totals,
    range: days,
  };
}

/** The category of each item (by id), for the items hit. */
async function categoryOfItems(db: Db, s: TextScope, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = await db
    .select({ id: kbItems.id, categoryId: kbItems.categoryId })
    .from(kbItems)
    .where(and(eq(kbItems.tenantId, s.tenantId), sql`${kbItems.id} = ANY(string_to_array(${ids.join(',')}, ','))`));
  return new Map(rows.map((x) => [x.id, x.categoryId ?? '']));
}

interface Named {
  name: string;
  libraryId: string;
  category: string;
}

/** Category paths (一级/二级) of the scope's tenant, by id. */
async function categoryNames(db: Db, s: TextScope, ids: string[]): Promise<Map<string, Named>> {
  const wanted = ids.filter(Boolean);
  if (!wanted.length) return new Map();
  const parent = alias(kbCategories, 'parent');
  const rows = await db
    .select({ id: kbCategories.id, name: kbCategories.name, libraryId: kbCategories.libraryId, parent: parent.name })
    .from(kbCategories)
    .leftJoin(parent, eq(parent.id, kbCategories.parentId))
    .where(and(eq(kbCategories.tenantId, s.tenantId), inArray(kbCategories.id, wanted)));
  return new Map(
    rows.map((c) => [
      c.id,
      { name: c.name, libraryId: c.libraryId, category: c.parent ? `${c.parent}/${c.name}` : c.name },
    ]),
  );
}

/** Standard questions, libraries and category paths of the page's items. */
async function itemNames(db: Db, s: TextScope, ids: string[]): Promise<Map<string, Named>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: kbItems.id,
      question: kbItems.question,
      libraryId: kbItems.libraryId,
      categoryId: kbItems.categoryId,
    })
    .from(kbItems)
    .where(and(eq(kbItems.tenantId, s.tenantId), inArray(kbItems.id, ids)));
  const cats = await categoryNames(
    db,
    s,
    rows.map((x) => x.categoryId ?? ''),
  );
  return new Map(
    rows.map((x) => [
      x.id,
      { name: x.question, libraryId: x.libraryId, category: cats.get(x.categoryId ?? '')?.category ?? '' },
    ]),
  );
}
