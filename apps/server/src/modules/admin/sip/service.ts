import { SECRET_MASK } from '@zhiyu/contract/modules/admin/engine';
import { SIP_TEST_TIMEOUT_MS, type SipInput, type SipRow } from '@zhiyu/contract/modules/admin/sip';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { scope, sessionOf } from '../../../platform/access/session.ts';
import { audit } from '../../../platform/audit/record.ts';
import type { AppContext } from '../../../platform/context.ts';
import { seal } from '../../../platform/crypto/seal.ts';
import { AppError, langOf } from '../../../platform/http/errors.ts';
import { tenants } from '../../../platform/tenancy/table.ts';
import { testFailed } from '../engine/probe.ts';
import { probeTcp, probeUdp } from './probe.ts';
import { tenantSip } from './table.ts';

type Input = z.output<typeof SipInput>;
type Sip = typeof tenantSip.$inferSelect;

function toRow(s: Sip): SipRow {
  return {
    tenantId: s.tenantId,
    address: s.address,
    port: s.port,
    transport: s.transport,
    username: s.username,
    password: s.password ? SECRET_MASK : '',
    realm: s.realm,
    concurrency: s.concurrency,
    status: s.status,
    updatedBy: s.updatedBy,
    updatedAt: s.updatedAt.getTime(),
  };
}

/** The audit trail's copy: the password only as "set" or not. */
const auditView = (s: Sip) => {
  const { tenantId: _t, updatedAt: _u, password, ...rest } = s;
  return { ...rest, password: password ? SECRET_MASK : '' };
};

/** The session's current tenant only: a tenant admin's own, or the one an operator switched to. */
export async function getSip(ctx: AppContext, req: FastifyRequest): Promise<SipRow | null> {
  const { tenantId } = scope(req);
  const [s] = await ctx.db.select().from(tenantSip).where(eq(tenantSip.tenantId, tenantId));
  return s ? toRow(s) : null;
}

export async function saveSip(ctx: AppContext, req: FastifyRequest, input: Input): Promise<SipRow> {
  const { tenantId } = scope(req);
  const actor = sessionOf(req).username;
  return ctx.db.transaction(async (tx) => {
    const [tenant] = await tx
      .select({ channelId: tenants.channelId, name: tenants.name })
      .from(tenants)
      .where(eq(tenants.id, tenantId));
    if (!tenant) throw new AppError('100002');
    const [before] = await tx.select().from(tenantSip).where(eq(tenantSip.tenantId, tenantId)).for('update');
    const values = {
      address: input.address,
      port: input.port,
      transport: input.transport,
      username: input.username,
      // An empty password keeps the stored one.
      password: input.password ? seal(ctx.secret, input.password) : (before?.password ?? ''),
      realm: input.realm,
      concurrency: input.concurrency,
      status: input.status,
      updatedBy: actor,
      updatedAt: new Date(ctx.now()),
    };
    const [after] = await tx
      .insert(tenantSip)
      .values({ tenantId, ...values })
      .onConflictDoUpdate({ target: tenantSip.tenantId, set: values })
      .returning();
    await audit(tx, req, {
      action: before ? 'update' : 'create',
      entity: 'sip',
      entityId: tenantId,
      entityName: tenant.name,
      channelId: tenant.channelId,
      tenantId,
      ...(before ? { before: auditView(before) } : {}),
      after: auditView(after),
    });
    return toRow(after);
  });
}

/** Tests the given settings (saved or not); nothing is stored. */
export async function testSip(req: FastifyRequest, input: Input) {
  scope(req);
  const probe =
    input.transport === 'udp' ? await probeUdp(input, SIP_TEST_TIMEOUT_MS) : await probeTcp(input, SIP_TEST_TIMEOUT_MS);
  if (!probe.ok) throw testFailed(probe, langOf(req), SIP_TEST_TIMEOUT_MS);
  return { ok: true as const, latencyMs: probe.latencyMs, response: probe.response ?? null };
}
