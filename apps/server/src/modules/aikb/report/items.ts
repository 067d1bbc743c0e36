import type { QueryOf } from '@zhiyu/contract/endpoint';
import type {
  ClicksReport,
  getClicksReport,
  getKnowledgeReport,
  getLikeReport,
  KnowledgeReport,
  LikeFigures,
  LikeReport,
} from '@zhiyu/contract/modules/aikb/report-items';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../../platform/db/client.ts';
import {
  checkReport,
  fillTrend,
  num,
  pageRows,
  type ReportScope,
  ratio,
  sortRows,
} from '../../../platform/reporting/range.ts';
import { categoryIds, type ItemFilter, itemFigures, named, type RefSum } from './refs.ts';

/** An export asks for every row: one page as long as the export's limit. */
export interface Paging {
  pageNum: number;
  pageSize: number;
}
const refKey = (x: { kind: string; id: string }) => `${x.kind}:${x.id}`;
const filterOf = (q: ItemFilter): ItemFilter => ({
  channelId: q.channelId,
  includeTest: q.includeTest,
  libraryId: q.libraryId,
  categoryId: q.categoryId,
});

/**
 * 知识报表: hits, clicks, likes, dislikes and the last hit day per item (or segment) of the
 * filter with any of them in the range; or, with neverHit, the knowledge items of the filter
 * without a hit, by question. Totals count both.
 */
export async function knowledge(
  db: Db,
  s: ReportScope,
  q: QueryOf<typeof getKnowledgeReport>,
  now: number,
  paging: Paging = q,
): Promise<KnowledgeReport> {
  const c = checkReport(q, s.tenantId, now);
  const f = filterOf(q);
  const { sums, trend } = await itemFigures(db, s, f, c);
  const hit = sums.filter((x) => x.hits > 0);
  const never = await neverHit(db, s, f, hit, q.sortOrder, paging);
  const zero = { hits: 0, clicks: 0, likes: 0, dislikes: 0 };
  const totals = sums.reduce(
    (a, x) => ({
      hits: a.hits + x.hits,
      clicks: a.clicks + x.clicks,
      likes: a.likes + x.likes,
      dislikes: a.dislikes + x.dislikes,
    }),
    zero,
  );
  const common = {
    range: c.range,
    granularity: c.granularity,
    totals: { ...totals, hitItems: hit.length, neverHitItems: never.total },
    trend: fillTrend(c, trend, zero),
  };
  if (q.neverHit) {
    const byId = new Map(sums.map((x) => [refKey(x), x]));
    const rows = never.ids.map((id) => ({
      ...zero,
      ...byId.get(`item:${id}`),
      kind: 'item' as const,
      id,
      lastHitDay: null,
    }));
    const list = await named(db, s, rows);
    return {
      ...common,
      list,
      total: never.total,
      totalCapped: false,
      pageNum: paging.pageNum,
      pageSize: paging.pageSize,
    };
  }
  const field = q.sortField;
  const value = (x: RefSum) => (field === 'lastHitDay' ? (x.lastHitDay ? Date.parse(x.lastHitDay) : 0) : x[field]);
  const page = pageRows(sortRows(sums, value, refKey, q.sortOrder), paging);
  return { ...common, ...page, list: await named(db, s, page.list) };
}

/**
 * Knowledge items of the filter (in the app's libraries) not among `hit`: how many, and one page
 * of their ids by question.
 */
async function neverHit(db: Db, s: ReportScope, f: ItemFilter, hit: RefSum[], order: 'ASC' | 'DESC', p: Paging) {
  const ids = hit.filter((x) => x.kind === 'item').map((x) => x.id);
  const where = sql`tenant_id = ${s.tenantId}
    AND library_id IN (SELECT id FROM kb_libraries WHERE tenant_id = ${s.tenantId} AND app_id = ${s.appId})
    ${f.libraryId ? sql`AND library_id = ${f.libraryId}` : sql``}
    ${f.categoryId ? sql`AND category_id IN ${categoryIds(s, f.categoryId)}` : sql``}
    ${ids.length ? sql`AND NOT (id = ANY(string_to_array(${ids.join(',')}, ',')))` : sql``}`;
  const dir = sql.raw(order === 'ASC' ? 'ASC' : 'DESC');
  const [count, page] = await Promise.all([
    db.execute(sql`SELECT count(*) AS n FROM kb_items WHERE ${where}`),
    db.execute(sql`SELECT id FROM kb_items WHERE ${where} ORDER BY question ${dir}, id ${dir}
      LIMIT ${p.pageSize} OFFSET ${(p.pageNum - 1) * p.pageSize}`),
  ]);
  return {
    total: num(rowsOf<{ n: unknown }>(count)[0]?.n),
    ids: rowsOf<{ id: string }>(page).map((x) => x.id),
  };
}

/** 点击报表: clicks ("did you mean" candidates chosen) per item with any, and their share of all clicks. */
export async function clicks(
  db: Db,
  s: ReportScope,
  q: QueryOf<typeof getClicksReport>,
  now: number,
  paging: Paging = q,
): Promise<ClicksReport> {
  const c = checkReport(q, s.tenantId, now);
  const f = filterOf(q);
  const { sums, trend } = await itemFigures(db, s, f, c);
  const clicked = sums.filter((x) => x.clicks > 0);
  const total = clicked.reduce((a, x) => a + x.clicks, 0);
  const page = pageRows(
    sortRows(clicked, (x) => x.clicks, refKey, q.sortOrder),
    paging,
  );
  const list = await named(
    db,
    s,
    page.list.map((x) => ({ kind: x.kind, id: x.id, clicks: x.clicks, hits: x.hits, share: ratio(x.clicks, total) })),
  );
  const byBucket = new Map([...trend].map(([b, x]) => [b, { clicks: x.clicks }]));
  return {
    ...page,
    list,
    range: c.range,
    granularity: c.granularity,
    totals: { clicks: total, items: clicked.length },
    trend: fillTrend(c, byBucket, { clicks: 0 }),
  };
}

/** The requirements §3 like/dislike metrics of hits, likes and dislikes (docs/aikb-reports.md). */
export function likeFigures(hits: number, likes: number, dislikes: number): LikeFigures {
  const votes = likes + dislikes;
  return {
    totalHitCount: hits,
    likeDislikeRatio: ratio(likes, votes),
    totalLikeCount: likes,
    totalLikeRatio: ratio(likes, hits),
    totalDislikeCount: dislikes,
    totalDislikeRatio: ratio(dislikes, hits),
    totalParticipationCount: votes,
    totalParticipationRatio: ratio(votes, hits),
  };
}

/** 点赞点踩报表: the metric cards over the range, the trend, and the items answered, sorted. */
export async function likes(
  db: Db,
  s: ReportScope,
  q: QueryOf<typeof getLikeReport>,
  now: number,
  paging: Paging = q,
): Promise<LikeReport> {
  const c = checkReport(q, s.tenantId, now);
  const f = filterOf(q);
  const { sums, trend } = await itemFigures(db, s, f, c);
  const rows = sums
    .filter((x) => x.hits > 0 || x.likes > 0 || x.dislikes > 0)
    .map((x) => {
      const votes = x.likes + x.dislikes;
      return {
        kind: x.kind,
        id: x.id,
        hits: x.hits,
        likes: x.likes,
        dislikes: x.dislikes,
        participation: votes,
        participationRatio: ratio(votes, x.hits),
        likeDislikeRatio: ratio(x.likes, votes),
      };
    });
  const sum = (k: 'hits' | 'likes' | 'dislikes') => rows.reduce((a, x) => a + x[k], 0);
  const page = pageRows(
    sortRows(rows, (x) => x[q.sortField], refKey, q.sortOrder),
    paging,
  );
  const byBucket = new Map([...trend].map(([b, x]) => [b, { hits: x.hits, likes: x.likes, dislikes: x.dislikes }]));
  return {
    ...page,
    list: await named(db, s, page.list),
    range: c.range,
    granularity: c.granularity,
    cards: likeFigures(sum('hits'), sum('likes'), sum('dislikes')),
    trend: fillTrend(c, byBucket, { hits: 0, likes: 0, dislikes: 0 }),
  };
}
