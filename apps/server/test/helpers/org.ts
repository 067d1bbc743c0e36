import { and, eq } from 'drizzle-orm';
import { auditLogs } from '../../src/platform/audit/table.ts';
import type { Api } from './api.ts';
import { call, PASSWORDS, type TestApp, tokenFor } from './app.ts';

/** Calls of the organisation screens (test/admin/app, channel, tenant, module): GET with a query, POST with a body. */
export function orgClient(t: TestApp) {
  const get = <T = unknown>(endpoint: Api, token: string, query: Record<string, string | number> = {}) =>
    call<T>(t.app, {
      method: 'GET',
      url: `${endpoint.path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
      token,
    });
  const post = <T = unknown>(endpoint: Api, token: string, payload: unknown) =>
    call<T>(t.app, { method: 'POST', url: `${endpoint.path}`, token, payload: payload as Record<string, unknown> });
  return { get, post };
}

export async function tokens(t: TestApp, ...names: string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const n of names) out[n] = (await tokenFor(t.app, n, PASSWORDS[n])).authorization;
  return out;
}

export function auditOf(t: TestApp, entity: string, entityId: string) {
  return t.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entity, entity), eq(auditLogs.entityId, entityId)))
    .orderBy(auditLogs.at);
}
