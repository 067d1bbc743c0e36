import type { ItemRef } from '@zhiyu/contract/modules/aikb/report';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, rowsOf } from '../../../platform/db/client.ts';
import {
  type CheckedReport,
  num,
  type ReportScope,
  type StatFilter,
  textWhere,
} from '../../../platform/reporting/range.ts';
import { textRollupDays as d, textRollupItems as r } from '../../aitext/rollup/table.ts';
import { kbCategories } from '../category/table.ts';
import { kbSegment } from '../document/table.ts';
import { kbItems } from '../knowledge/table.ts';
import { kbLibraries } from '../library/table.ts';

export interface ItemFilter extends StatFilter {
  libraryId?: string;
  /** Items of this category or of its children (segments have none). */
  categoryId?: string;
}

export interface RefSum {
  kind: 'item' | 'segment';
  id: string;
  hits: number;
  clicks: number;
  likes: number;
  dislikes: number;
  /** The last day of the range with a hit; null without one. */
  lastHitDay: string | null;
}

/** The categories a category filter means: it and its children. */
export const categoryIds = (s: ReportScope, id: string) =>
  sql`(SELECT id FROM kb_categories WHERE tenant_id = ${s.tenantId} AND (id = ${id} OR parent_id = ${id}))`;

export interface Figures {
  hits: number;
  clicks: number;
  likes: number;
  dislikes: number;
}

/**
 * The item figures of the range: summed per item (or segment) from the item rollup, with its last
 * day with a hit, and per day (folded into the granularity's buckets here). Without a library or
 * category filter the days come from the day rollup's item sums (a row per day and channel), read
 * beside the per-item sums; with one they are the filtered item rows, grouped both ways in one
 * scan (grouping sets). The filters are semi-joins on the items and segments they keep (a deleted
 * item has no library and drops out of a filtered report).
 */
export async function itemFigures(db: Db, s: ReportScope, f: ItemFilter, c: CheckedReport) {
  const where = textWhere(r, s, f, c.range.startDay, c.range.endDay);
  const lib = f.libraryId
    ? sql`AND (ref_id IN (SELECT id FROM kb_items WHERE tenant_id = ${s.tenantId} AND library_id = ${f.libraryId})
        OR ref_id IN (SELECT id FROM kb_segment WHERE tenant_id = ${s.tenantId} AND library_id = ${f.libraryId}))`
    : sql``;
  const cat = f.categoryId
    ? sql`AND ref_kind = 'item' AND ref_id IN (SELECT id FROM kb_items WHERE tenant_id = ${s.tenantId}
        AND category_id IN ${categoryIds(s, f.categoryId)})`
    : sql``;
  const figures = (day: SQL) => sql`${day} AS day, sum(hits) AS hits, sum(clicks) AS clicks, sum(likes) AS likes,
      sum(dislikes) AS dislikes, to_char(max(day) FILTER (WHERE hits > 0), 'YYYY-MM-DD') AS last_hit
    FROM text_rollup_items WHERE ${where} ${lib} ${cat}`;
  const filtered = sql`SELECT ref_kind, ref_id, ${figures(sql`to_char(day, 'YYYY-MM-DD')`)}
    GROUP BY GROUPING SETS ((ref_kind, ref_id), (day))`;
  const perItem = sql`SELECT ref_kind, ref_id, ${figures(sql`NULL`)} GROUP BY ref_kind, ref_id`;
  const perDay = sql`SELECT NULL AS ref_kind, NULL AS ref_id, to_char(day, 'YYYY-MM-DD') AS day,
      sum(item_hits) AS hits, sum(item_clicks) AS clicks, sum(item_likes) AS likes, sum(item_dislikes) AS dislikes
    FROM text_rollup_days WHERE ${textWhere(d, s, f, c.range.startDay, c.range.endDay)} GROUP BY day`;
  const rows = (
    await Promise.all(f.libraryId || f.categoryId ? [db.execute(filtered)] : [db.execute(perItem), db.execute(perDay)])
  ).flatMap((x) => rowsOf<Record<string, unknown>>(x));
  const sums: RefSum[] = [];
  const trend = new Map<string, Figures>();
  const len = c.granularity === 1 ? 10 : c.granularity === 2 ? 7 : 4;
  for (const x of rows) {
    const v = { hits: num(x.hits), clicks: num(x.clicks), likes: num(x.likes), dislikes: num(x.dislikes) };
    if (x.ref_id !== null && x.ref_id !== undefined) {
      sums.push({
        kind: x.ref_kind as 'item' | 'segment',
        id: String(x.ref_id),
        ...v,
        lastHitDay: (x.last_hit as string | null) ?? null,
      });
      continue;
    }
    const b = String(x.day).slice(0, len);
    const t = trend.get(b) ?? { hits: 0, clicks: 0, likes: 0, dislikes: 0 };
    trend.set(b, {
      hits: t.hits + v.hits,
      clicks: t.clicks + v.clicks,
      likes: t.likes + v.likes,
      dislikes: t.dislikes + v.dislikes,
    });
  }
  return { sums, trend };
}

/** Names, libraries and category paths of the rows shown (a page, or an export). */
export async function refNames(db: Db, s: ReportScope, refs: { kind: string; id: string }[]) {
  const out = new Map<string, Omit<ItemRef, 'id' | 'kind'>>();
  const itemIds = refs.filter((x) => x.kind === 'item').map((x) => x.id);
  const segIds = refs.filter((x) => x.kind === 'segment').map((x) => x.id);
  const parent = alias(kbCategories, 'parent');
  const items = itemIds.length
    ? await db
        .select({
          id: kbItems.id,
          name: kbItems.question,
          libraryId: kbItems.libraryId,
          cat: kbCategories.name,
          parent: parent.name,
        })
        .from(kbItems)
        .leftJoin(kbCategories, eq(kbCategories.id, kbItems.categoryId))
        .leftJoin(parent, eq(parent.id, kbCategories.parentId))
        .where(and(eq(kbItems.tenantId, s.tenantId), inArray(kbItems.id, itemIds)))
    : [];
  const segs = segIds.length
    ? await db
        .select({ id: kbSegment.id, title: kbSegment.titlePath, text: kbSegment.text, libraryId: kbSegment.libraryId })
        .from(kbSegment)
        .where(and(eq(kbSegment.tenantId, s.tenantId), inArray(kbSegment.id, segIds)))
    : [];
  const libIds = [...new Set([...items, ...segs].map((x) => x.libraryId))];
  const libs = libIds.length
    ? await db
        .select({ id: kbLibraries.id, name: kbLibraries.name })
        .from(kbLibraries)
        .where(and(eq(kbLibraries.tenantId, s.tenantId), inArray(kbLibraries.id, libIds)))
    : [];
  const libName = new Map(libs.map((l) => [l.id, l.name]));
  for (const x of items)
    out.set(`item:${x.id}`, {
      name: x.name,
      libraryId: x.libraryId,
      libraryName: libName.get(x.libraryId) ?? '',
      category: x.cat ? (x.parent ? `${x.parent}/${x.cat}` : x.cat) : '',
    });
  for (const x of segs) {
    const head = x.text.replace(/\s+/g, ' ').slice(0, 40);
    out.set(`segment:${x.id}`, {
      name: x.title ? `${x.title} · ${head}` : head,
      libraryId: x.libraryId,
      libraryName: libName.get(x.libraryId) ?? '',
      category: '',
    });
  }
  return out;
}

/** Rows with their names: what a table shows for each item of `rows`. */
export async function named<T extends { kind: 'item' | 'segment'; id: string }>(db: Db, s: ReportScope, rows: T[]) {
  const names = await refNames(db, s, rows);
  return rows.map((x) => ({
    ...x,
    ...(names.get(`${x.kind}:${x.id}`) ?? { name: '', libraryId: '', libraryName: '', category: '' }),
  }));
}
