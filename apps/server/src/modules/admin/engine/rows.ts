import {
  type EngineOptions,
  type EngineRow,
  type LastTest,
  SECRET_MASK,
  TEST_REASONS,
  type TestReason,
} from '@zhiyu/contract/modules/admin/engine';
import type { AppContext } from '../../../platform/context.ts';
import { seal, unseal } from '../../../platform/crypto/seal.ts';
import type { Db } from '../../../platform/db/client.ts';
import * as repo from './repo.ts';

/**
 * How an engine row leaves the server: credentials sealed at rest, masked in every answer and in
 * the audit trail; the last connection test stored as one short text.
 */
export interface Credentials {
  appKey: string;
  appSecret: string;
}

export function credentialsOf(ctx: Pick<AppContext, 'secret'>, e: repo.Engine): Credentials {
  if (!e.credentials) return { appKey: '', appSecret: '' };
  return JSON.parse(unseal(ctx.secret, e.credentials)) as Credentials;
}

export function sealCredentials(ctx: AppContext, c: Credentials): string {
  return c.appKey === '' && c.appSecret === '' ? '' : seal(ctx.secret, JSON.stringify(c));
}

const masked = (s: string) => (s === '' ? '' : SECRET_MASK);

/** The stored result: 'ok:<ms>', '<reason>' or 'http:<status>'. */
export function encodeTest(t: Omit<LastTest, 'at'>): string {
  if (t.ok) return `ok:${t.latencyMs ?? 0}`;
  return t.reason === 'http' ? `http:${t.httpStatus ?? 0}` : (t.reason ?? 'network');
}

function decodeTest(at: Date | null, s: string | null): LastTest | null {
  if (!at || !s) return null;
  const [head, arg] = s.split(':');
  if (head === 'ok') return { at: at.getTime(), ok: true, latencyMs: Number(arg) || 0, reason: null, httpStatus: null };
  const reason: TestReason = (TEST_REASONS as readonly string[]).includes(head) ? (head as TestReason) : 'network';
  return {
    at: at.getTime(),
    ok: false,
    latencyMs: null,
    reason,
    httpStatus: reason === 'http' ? Number(arg) || null : null,
  };
}

export function toRow(ctx: AppContext, e: repo.Engine, tenants: { id: string; name: string }[]): EngineRow {
  const c = credentialsOf(ctx, e);
  return {
    id: e.id,
    kind: e.kind,
    name: e.name,
    vendor: e.vendor,
    endpoint: e.endpoint,
    appKey: masked(c.appKey),
    appSecret: masked(c.appSecret),
    options: e.options as EngineOptions,
    status: e.status,
    tenants,
    lastTest: decodeTest(e.lastTestAt, e.lastTestResult),
    createdAt: e.createdAt.getTime(),
    updatedAt: e.updatedAt.getTime(),
  };
}

/** What the audit trail keeps of an engine: never a credential, only whether one is set. */
export function auditView(ctx: AppContext, e: repo.Engine, tenantIds?: string[]) {
  const c = credentialsOf(ctx, e);
  return {
    kind: e.kind,
    name: e.name,
    vendor: e.vendor,
    endpoint: e.endpoint,
    appKey: masked(c.appKey),
    appSecret: masked(c.appSecret),
    options: e.options,
    status: e.status,
    ...(tenantIds ? { tenantIds } : {}),
  };
}

export async function rowOf(ctx: AppContext, db: Db, e: repo.Engine) {
  return toRow(ctx, e, (await repo.tenantsOf(db, [e.id])).get(e.id) ?? []);
}
