import { randomBytes } from 'node:crypto';
import {
  CALLBACK_TIMEOUT_MS,
  type CallbackSettings,
  type CallbackTestResult,
  type CallbackUpdate,
  type DeliveryQuery,
  type DeliveryRow,
} from '@zhiyu/contract/modules/aicall/callback';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { z } from 'zod';
import { newId } from '../../../platform/access/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import { seal, unseal } from '../../../platform/crypto/seal.ts';
import { AppError, type Lang } from '../../../platform/http/errors.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import { type AppScope, type SettingsRow, saveSettings, settingsOf } from '../voice/settings.ts';
import { wakeWorkers } from './enqueue.ts';
import { samplePayload } from './payload.ts';
import { postSigned } from './post.ts';
import { callbackDeliveries } from './table.ts';

type Delivery = typeof callbackDeliveries.$inferSelect;

function toSettings(row: SettingsRow | undefined): CallbackSettings {
  return {
    url: row?.callbackUrl ?? '',
    enabled: row?.callbackEnabled ?? 0,
    secretSet: Boolean(row?.callbackSecret),
    updatedAt: row ? row.updatedAt.getTime() : null,
  };
}

export async function getCallback(ctx: AppContext, s: AppScope) {
  return toSettings(await settingsOf(ctx.db, s));
}

const notReady = () => new AppError('150085');

/**
 * Saves URL, switch and (when given) a new secret. Enabling needs a URL and a secret, typed now or
 * stored before; an empty secret keeps the stored one.
 */
export async function updateCallback(ctx: AppContext, s: AppScope, input: z.output<typeof CallbackUpdate>) {
  const row = await settingsOf(ctx.db, s);
  const secret = input.secret ? seal(ctx.secret, input.secret) : undefined;
  if (input.enabled === 1 && (!input.url || !(secret || row?.callbackSecret))) throw notReady();
  const saved = await saveSettings(
    ctx.db,
    s,
    { callbackUrl: input.url, callbackEnabled: input.enabled, ...(secret ? { callbackSecret: secret } : {}) },
    new Date(ctx.now()),
  );
  return toSettings(saved);
}

/** A new random secret (32 characters), stored sealed; this answer is the only time it is shown. */
export async function generateSecret(ctx: AppContext, s: AppScope) {
  const secret = randomBytes(24).toString('base64url');
  await saveSettings(ctx.db, s, { callbackSecret: seal(ctx.secret, secret) }, new Date(ctx.now()));
  return { secret };
}

const REASONS: Record<Lang, Record<string, string>> = {
  zh: {
    timeout: `连接超时（${CALLBACK_TIMEOUT_MS / 1000} 秒内无响应）`,
    refused: '连接被拒绝',
    dns: '域名无法解析',
    tls: 'TLS/证书错误',
    http: 'HTTP 状态码 {status}',
    network: '网络错误',
  },
  en: {
    timeout: `timed out (no answer within ${CALLBACK_TIMEOUT_MS / 1000} s)`,
    refused: 'connection refused',
    dns: 'the host name could not be resolved',
    tls: 'TLS/certificate error',
    http: 'HTTP status {status}',
    network: 'network error',
  },
};

/** POSTs the sample payload to the saved URL with the saved secret and reports what came back. */
export async function testCallback(ctx: AppContext, s: AppScope, lang: Lang): Promise<CallbackTestResult> {
  const row = await settingsOf(ctx.db, s);
  if (!row?.callbackUrl || !row.callbackSecret) throw notReady();
  const now = ctx.now();
  const body = JSON.stringify(samplePayload(s.appId, now, `test-${newId()}`));
  const r = await postSigned(row.callbackUrl, unseal(ctx.secret, row.callbackSecret), body, now, CALLBACK_TIMEOUT_MS);
  const [key, detail] = r.error.split(':');
  const text = r.ok ? '' : (REASONS[lang][key] ?? key).replace('{status}', String(r.status));
  return { ok: r.ok, httpStatus: r.status, latencyMs: r.latencyMs, error: detail ? `${text} (${detail})` : text };
}

const inScope = (s: AppScope) =>
  and(eq(callbackDeliveries.tenantId, s.tenantId), eq(callbackDeliveries.appId, s.appId));
const ms = (d: Date | null) => (d ? d.getTime() : null);

export function toDelivery(d: Delivery): DeliveryRow {
  return {
    id: d.id,
    recordId: d.recordId,
    event: d.event,
    url: d.url,
    status: d.status,
    attempts: d.attempts,
    nextAttemptAt: d.status === 'pending' ? ms(d.nextAttemptAt) : null,
    responseStatus: d.responseStatus,
    error: d.error,
    createdAt: d.createdAt.getTime(),
    updatedAt: d.updatedAt.getTime(),
  };
}

export function listDeliveries(ctx: AppContext, s: AppScope, q: z.output<typeof DeliveryQuery>) {
  const where = and(
    inScope(s),
    q.status ? eq(callbackDeliveries.status, q.status) : undefined,
    q.createdFrom !== undefined ? gte(callbackDeliveries.createdAt, new Date(q.createdFrom)) : undefined,
    q.createdTo !== undefined ? lte(callbackDeliveries.createdAt, new Date(q.createdTo)) : undefined,
  );
  const column = q.sortField === 'updatedAt' ? callbackDeliveries.updatedAt : callbackDeliveries.createdAt;
  const rows = ctx.db
    .select()
    .from(callbackDeliveries)
    .where(where)
    .orderBy(...orderBy(column, callbackDeliveries.id, q.sortOrder))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => r.map(toDelivery));
  return pageOf(rows, cappedCount(ctx.db, callbackDeliveries, where), q.pageNum, q.pageSize);
}

/** A pending or failed delivery goes out again now, with its attempts counted afresh. */
export async function retryDelivery(ctx: AppContext, s: AppScope, id: string) {
  const [d] = await ctx.db
    .select()
    .from(callbackDeliveries)
    .where(and(inScope(s), eq(callbackDeliveries.id, id)));
  if (!d) throw new AppError('100002', { detail: { zh: '推送记录不存在', en: 'delivery not found' } });
  if (d.status === 'ok') throw new AppError('150086');
  const [row] = await ctx.db
    .update(callbackDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: null, error: '', updatedAt: new Date(ctx.now()) })
    .where(and(inScope(s), eq(callbackDeliveries.id, id)))
    .returning();
  wakeWorkers();
  return toDelivery(row);
}
