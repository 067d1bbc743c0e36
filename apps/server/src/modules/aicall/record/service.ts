import type { RecordScreen } from '@zhiyu/contract/modules/aicall/record';
import { getRecording } from '@zhiyu/contract/modules/aicall/record';
import type { FastifyRequest } from 'fastify';
import { scope, sessionOf } from '../../../platform/access/session.ts';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { canSynthesise } from '../recording/synthesise.ts';
import type { RecordScope } from './filter.ts';
import * as repo from './repo.ts';

/** Records belong to the session's tenant and application ('' for a tenant-wide session). */
export function recordScope(req: FastifyRequest): RecordScope {
  const s = scope(req);
  return { tenantId: s.tenantId, appId: s.appId ?? '' };
}

export const FULL_PHONE = {
  0: 'aicall.inboundRecord.full-phone-button',
  1: 'aicall.outboundRecord.full-phone-button',
} as const;

/** The screen's direction: outbound 1, inbound 0, intention details both. */
export const DIRECTION: Record<RecordScreen, 0 | 1 | undefined> = {
  outboundRecord: 1,
  inboundRecord: 0,
  intentionDetail: undefined,
};

/** Who sees full numbers: holders of the full-phone button of the record's direction (requirements §5). */
export async function fullPhoneOf(req: FastifyRequest): Promise<repo.FullPhone> {
  const perms = await sessionOf(req).permissions();
  const can = { 0: perms.has(FULL_PHONE[0]), 1: perms.has(FULL_PHONE[1]) };
  return (d) => can[d];
}

const READ_CODES = {
  0: ['aicall.inboundRecord.detail', 'aicall.intentionDetail.list'],
  1: ['aicall.outboundRecord.detail', 'aicall.intentionDetail.list'],
} as const;

const missing = () => new AppError('100002', { detail: { zh: '通话记录不存在', en: 'call record not found' } });

/** A record of the session's app; its direction must be one the caller may read. */
export async function readableRecord(req: FastifyRequest, ctx: AppContext, id: string) {
  const found = await repo.findRecord(ctx.db, recordScope(req), id);
  if (!found) throw missing();
  const perms = await sessionOf(req).permissions();
  if (!READ_CODES[found.r.direction].some((c) => perms.has(c))) throw new AppError('100403');
  return found;
}

export async function recordDetail(req: FastifyRequest, ctx: AppContext, id: string) {
  const found = await readableRecord(req, ctx, id);
  const url = found.r.recordingFileId ? `${getRecording.path}?id=${encodeURIComponent(id)}` : null;
  const made = ctx.config.CALL_RECORDINGS !== 'off' && canSynthesise();
  return repo.toDetail(found, await fullPhoneOf(req), url, made);
}
