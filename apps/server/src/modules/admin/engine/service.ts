import {
  ENGINE_SCREENS,
  ENGINE_TEST_TIMEOUT_MS,
  type EngineKind,
  type EngineOptions,
  type EngineScreen,
  LOCAL_VENDOR,
  type TenantEngine,
} from '@zhiyu/contract/modules/admin/engine';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { adminScope } from '../../../platform/access/admin-scope.ts';
import { newId } from '../../../platform/access/tokens.ts';
import { audit } from '../../../platform/audit/record.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { AppError, langOf } from '../../../platform/http/errors.ts';
import { probeHttp, testFailed } from './probe.ts';
import * as repo from './repo.ts';
import { auditView, credentialsOf, encodeTest, rowOf, sealCredentials, toRow } from './rows.ts';
import { engines, engineTenants } from './table.ts';

export interface EngineInput {
  kind: EngineKind;
  name: string;
  vendor: string;
  endpoint: string;
  appKey: string;
  appSecret: string;
  options: EngineOptions;
  status: 'enabled' | 'disabled';
}

const missing = () => new AppError('100002', { detail: { zh: '引擎不存在', en: 'engine not found' } });
const duplicate = (name: string) =>
  new AppError('100003', { detail: { zh: `引擎名称「${name}」已存在`, en: `engine name "${name}" already exists` } });

/** Engines are platform settings: only an operator administers them, whatever roles say. */
function assertPlatform(req: FastifyRequest) {
  if (adminScope(req).level !== 'platform') throw new AppError('140008');
}

const kindsOf = (screen: EngineScreen) => ENGINE_SCREENS[screen];

/** Drops empty options so the stored JSON only holds what was given. */
const cleanOptions = (o: EngineOptions) => Object.fromEntries(Object.entries(o).filter(([, v]) => v)) as EngineOptions;

export async function listEngines(
  ctx: AppContext,
  req: FastifyRequest,
  screen: EngineScreen,
  q: Omit<repo.ListFilter, 'kinds'>,
) {
  assertPlatform(req);
  const page = await repo.listEngines(ctx.db, { ...q, kinds: kindsOf(screen) });
  const tenants = await repo.tenantsOf(
    ctx.db,
    page.list.map((e) => e.id),
  );
  return { ...page, list: page.list.map((e) => toRow(ctx, e, tenants.get(e.id) ?? [])) };
}

async function assertFreeName(db: Db, kind: EngineKind, name: string, self?: string) {
  const other = await repo.findByName(db, kind, name);
  if (other && other.id !== self) throw duplicate(name);
}

export async function createEngine(ctx: AppContext, req: FastifyRequest, input: EngineInput) {
  assertPlatform(req);
  return ctx.db.transaction(async (tx) => {
    await assertFreeName(tx, input.kind, input.name);
    const now = new Date(ctx.now());
    const [e] = await tx
      .insert(engines)
      .values({
        id: newId(),
        kind: input.kind,
        name: input.name,
        vendor: input.vendor,
        endpoint: input.endpoint,
        credentials:
          input.vendor === LOCAL_VENDOR
            ? ''
            : sealCredentials(ctx, { appKey: input.appKey, appSecret: input.appSecret }),
        options: cleanOptions(input.options),
        status: input.status,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await audit(tx, req, {
      action: 'create',
      entity: 'engine',
      entityId: e.id,
      entityName: e.name,
      after: auditView(ctx, e),
    });
    return toRow(ctx, e, []);
  });
}

export async function updateEngine(
  ctx: AppContext,
  req: FastifyRequest,
  screen: EngineScreen,
  id: string,
  input: EngineInput,
) {
  assertPlatform(req);
  return ctx.db.transaction(async (tx) => {
    const before = await repo.findEngine(tx, kindsOf(screen), id);
    if (!before) throw missing();
    await assertFreeName(tx, input.kind, input.name, id);
    const old = credentialsOf(ctx, before);
    // An empty secret field keeps what is stored; the built-in engine has none, so switching to it drops them.
    const creds =
      input.vendor === LOCAL_VENDOR
        ? { appKey: '', appSecret: '' }
        : { appKey: input.appKey || old.appKey, appSecret: input.appSecret || old.appSecret };
    const [e] = await tx
      .update(engines)
      .set({
        kind: input.kind,
        name: input.name,
        vendor: input.vendor,
        endpoint: input.endpoint,
        credentials: sealCredentials(ctx, creds),
        options: cleanOptions(input.options),
        status: input.status,
        updatedAt: new Date(ctx.now()),
      })
      .where(eq(engines.id, id))
      .returning();
    await audit(tx, req, {
      action: 'update',
      entity: 'engine',
      entityId: id,
      entityName: e.name,
      before: auditView(ctx, before),
      after: auditView(ctx, e),
    });
    return rowOf(ctx, tx, e);
  });
}

export async function deleteEngine(
  ctx: AppContext,
  req: FastifyRequest,
  screen: EngineScreen,
  id: string,
  cascade: boolean,
) {
  assertPlatform(req);
  return ctx.db.transaction(async (tx) => {
    const e = await repo.findEngine(tx, kindsOf(screen), id);
    if (!e) throw missing();
    const tenantIds = ((await repo.tenantsOf(tx, [id])).get(id) ?? []).map((t) => t.id);
    if (tenantIds.length > 0 && !cascade) throw new AppError('140012', { params: { n: tenantIds.length } });
    await tx.delete(engineTenants).where(eq(engineTenants.engineId, id));
    await tx.delete(engines).where(eq(engines.id, id));
    await audit(tx, req, {
      action: 'delete',
      entity: 'engine',
      entityId: id,
      entityName: e.name,
      before: auditView(ctx, e, tenantIds),
    });
    return { deleted: 1, unassigned: tenantIds.length };
  });
}

export async function assignEngine(
  ctx: AppContext,
  req: FastifyRequest,
  screen: EngineScreen,
  id: string,
  wanted: string[],
) {
  assertPlatform(req);
  const tenantIds = [...new Set(wanted)].sort();
  return ctx.db.transaction(async (tx) => {
    const e = await repo.findEngine(tx, kindsOf(screen), id);
    if (!e) throw missing();
    const known = new Set((await repo.existingTenants(tx, tenantIds)).map((t) => t.id));
    const unknown = tenantIds.filter((t) => !known.has(t));
    if (unknown.length > 0)
      throw new AppError('100002', {
        detail: { zh: `租户不存在：${unknown[0]}`, en: `tenant not found: ${unknown[0]}` },
      });
    const before = ((await repo.tenantsOf(tx, [id])).get(id) ?? []).map((t) => t.id);
    await tx.delete(engineTenants).where(eq(engineTenants.engineId, id));
    if (tenantIds.length > 0)
      await tx.insert(engineTenants).values(tenantIds.map((tenantId) => ({ engineId: id, tenantId })));
    await audit(tx, req, {
      action: 'assign',
      entity: 'engine',
      entityId: id,
      entityName: e.name,
      before: { tenantIds: before },
      after: { tenantIds },
    });
    return rowOf(ctx, tx, e);
  });
}

/**
 * Tests the stored engine: the built-in engine answers at once; others get one HTTP request to
 * their endpoint. The outcome is recorded on the row either way; a failure then answers 140010.
 */
export async function testEngine(ctx: AppContext, req: FastifyRequest, screen: EngineScreen, id: string) {
  assertPlatform(req);
  const e = await repo.findEngine(ctx.db, kindsOf(screen), id);
  if (!e) throw missing();
  let probe: Awaited<ReturnType<typeof probeHttp>>;
  if (e.vendor === LOCAL_VENDOR) probe = { ok: true, latencyMs: 0 };
  else {
    const c = credentialsOf(ctx, e);
    const headers: Record<string, string> = {};
    if (c.appKey) headers['x-app-key'] = c.appKey;
    if (c.appSecret) headers.authorization = `Bearer ${c.appSecret}`;
    probe = await probeHttp(e.endpoint, headers, ENGINE_TEST_TIMEOUT_MS);
  }
  const result = probe.ok
    ? { ok: true, latencyMs: probe.latencyMs, reason: null, httpStatus: null }
    : { ok: false, latencyMs: null, reason: probe.reason, httpStatus: probe.httpStatus ?? null };
  const at = new Date(ctx.now());
  await ctx.db
    .update(engines)
    .set({ lastTestAt: at, lastTestResult: encodeTest(result) })
    .where(eq(engines.id, id));
  if (!probe.ok) throw testFailed(probe, langOf(req), ENGINE_TEST_TIMEOUT_MS);
  return { ok: true as const, latencyMs: probe.latencyMs, lastTest: { at: at.getTime(), ...result } };
}

export async function tenantOptions(ctx: AppContext, req: FastifyRequest) {
  assertPlatform(req);
  return repo.allTenants(ctx.db);
}

/** For the call modules: the engines a tenant may use, without endpoint or credentials. */
export async function enginesForTenant(db: Db, tenantId: string, kind?: EngineKind): Promise<TenantEngine[]> {
  const rows = await repo.enginesOfTenant(db, tenantId, kind);
  return rows.map((e) => ({
    id: e.id,
    kind: e.kind,
    name: e.name,
    vendor: e.vendor,
    options: e.options as EngineOptions,
  }));
}

/** Removes a tenant's assignments (for whoever deletes tenants). */
export async function unassignTenants(db: Db, tenantIds: string[]) {
  if (tenantIds.length > 0) await db.delete(engineTenants).where(inArray(engineTenants.tenantId, tenantIds));
}
