import {
  THRESHOLD_DEFAULTS,
  THRESHOLDS_MAX,
  type ThresholdInput,
  type ThresholdRow,
} from '@zhiyu/contract/modules/aihelper/threshold';
import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { scope, sessionOf } from '../../../platform/access/session.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { tenantRows } from '../../../platform/db/tenant-rows.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { cappedCount, offsetOf, pageOf } from '../../../platform/list/page.ts';
import { likeText } from '../../aikb/library/repo.ts';
import { ahThresholds } from './table.ts';

type Threshold = typeof ahThresholds.$inferSelect;
type Input = z.output<typeof ThresholdInput>;

export const toRow = (t: Threshold): ThresholdRow => ({
  id: t.id,
  skillGroup: t.skillGroup,
  silenceSeconds: t.silenceSeconds,
  speechRate: t.speechRate,
  overlapMs: t.overlapMs,
  repeatSeconds: t.repeatSeconds,
  creator: t.creator,
  updatedAt: t.updatedAt.getTime(),
});
const thresholds = tenantRows({
  table: ahThresholds,
  entity: 'aihelper.threshold',
  missing: '190026',
  duplicate: '190027',
  nameOf: (t) => t.skillGroup,
  audited: (t) => ({
    skillGroup: t.skillGroup,
    silenceSeconds: t.silenceSeconds,
    speechRate: t.speechRate,
    overlapMs: t.overlapMs,
    repeatSeconds: t.repeatSeconds,
  }),
});

/** The tenant's settings, the default ('') first, then by skill group. */
export function listThresholdRows(
  db: Db,
  tenantId: string,
  q: { pageNum: number; pageSize: number; skillGroup?: string },
) {
  const where = and(
    thresholds.inTenant(tenantId),
    q.skillGroup ? ilike(ahThresholds.skillGroup, likeText(q.skillGroup)) : undefined,
  );
  const rows = db
    .select()
    .from(ahThresholds)
    .where(where)
    .orderBy(asc(ahThresholds.skillGroup), asc(ahThresholds.id))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => r.map(toRow));
  return pageOf(rows, cappedCount(db, ahThresholds, where), q.pageNum, q.pageSize);
}

export async function createThreshold(ctx: AppContext, req: FastifyRequest, input: Input) {
  const tenantId = scope(req).tenantId;
  const [{ n }] = await ctx.db.select({ n: count() }).from(ahThresholds).where(thresholds.inTenant(tenantId));
  if (n >= THRESHOLDS_MAX) throw new AppError('190028');
  return toRow(await thresholds.create(ctx, req, { ...input, creator: sessionOf(req).username }));
}

export const updateThreshold = async (ctx: AppContext, req: FastifyRequest, id: string, input: Input) =>
  toRow(await thresholds.update(ctx, req, id, input));

export const deleteThresholds = thresholds.remove;

/** What the detections of a conversation use: its skill group's values, else the default row's, else the built-in ones. */
export interface Limits {
  silenceSeconds: number;
  speechRate: number;
  overlapMs: number;
  repeatSeconds: number;
}

export async function limitsOf(db: Db, tenantId: string, skillGroup: string): Promise<Limits> {
  const rows = await db
    .select()
    .from(ahThresholds)
    .where(and(eq(ahThresholds.tenantId, tenantId), inArray(ahThresholds.skillGroup, [...new Set([skillGroup, ''])])));
  return limitsFrom(rows, skillGroup);
}

/** The limits of a skill group among the tenant's threshold rows. */
export function limitsFrom(rows: (typeof ahThresholds.$inferSelect)[], skillGroup: string): Limits {
  const own = rows.find((r) => r.skillGroup === skillGroup);
  const base = rows.find((r) => r.skillGroup === '');
  const pick = <K extends keyof Limits>(k: K): Limits[K] => own?.[k] ?? base?.[k] ?? THRESHOLD_DEFAULTS[k];
  return {
    silenceSeconds: pick('silenceSeconds'),
    speechRate: pick('speechRate'),
    overlapMs: pick('overlapMs'),
    repeatSeconds: pick('repeatSeconds'),
  };
}
