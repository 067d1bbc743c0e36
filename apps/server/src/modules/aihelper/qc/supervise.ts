import { SUPERVISOR_ALERT_TOPIC, type SupervisorAlert } from '@zhiyu/contract/modules/aihelper/qc';
import { maskPhone } from '@zhiyu/contract/rules/mask';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import { resources, roleResources, userRoles, users } from '../../../platform/identity/table.ts';
import { ahConversations } from '../ingest/table.ts';
import type { FiredAlert } from '../trigger/fire.ts';
import type { Stored } from './judge.ts';

/** Who hears of alerts: the users whose roles grant reading the conversation records. */
export const SUPERVISOR_RESOURCE = 'aihelper.record.list';
/** How long a tenant's list of supervisors is kept in a process before it is read again. */
export const SUPERVISORS_TTL_MS = 30_000;

/** What a batch raised that supervisors hear of, before the conversation's details are added. */
export interface Notice {
  conversationId: string;
  source: SupervisorAlert['source'];
  name: string;
  text: string;
  severity: SupervisorAlert['severity'];
  atMs: number;
}

/** The critical QC alerts and the triggers' alert actions of one conversation. */
export function noticesOf(conversationId: string, raised: Stored[], fired: FiredAlert[]): Notice[] {
  return [
    ...raised
      .filter((a) => a.severity === 'critical')
      .map((a) => ({
        conversationId,
        source: 'qc' as const,
        name: a.ruleName,
        text: a.detail,
        severity: 'critical' as const,
        atMs: a.atMs,
      })),
    ...fired.map((f) => ({ conversationId, source: 'trigger' as const, severity: 'warning' as const, ...f })),
  ];
}

const known = new Map<string, { at: number; ids: Promise<string[]> }>();

/** The tenant's enabled users granted SUPERVISOR_RESOURCE (a valid resource), kept SUPERVISORS_TTL_MS. */
export function supervisorsOf(db: Db, tenantId: string, now = Date.now()): Promise<string[]> {
  const hit = known.get(tenantId);
  if (hit && now - hit.at < SUPERVISORS_TTL_MS) return hit.ids;
  const ids = db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roleResources, eq(roleResources.roleId, userRoles.roleId))
    .innerJoin(resources, eq(resources.id, roleResources.resourceId))
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.status, 'enabled'),
        eq(roleResources.resourceId, SUPERVISOR_RESOURCE),
        eq(resources.validity, 0),
      ),
    )
    .then((r) => r.map((u) => u.id));
  known.set(tenantId, { at: now, ids });
  ids.catch(() => known.delete(tenantId));
  return ids;
}

/**
 * Tells the tenant's supervisors, over the real-time channel, of what a committed batch raised:
 * each notice with its conversation's agent, skill group and masked number. A failure here never
 * fails the ingest (the alerts are stored and on the desk already); it is logged.
 */
export async function tellSupervisors(app: FastifyInstance, tenantId: string, notices: Notice[]) {
  if (!notices.length) return;
  try {
    const db = app.ctx.db;
    const [who, convs] = await Promise.all([
      supervisorsOf(db, tenantId, app.ctx.now()),
      db
        .select({
          id: ahConversations.id,
          agent: ahConversations.agent,
          skillGroup: ahConversations.skillGroup,
          customerNumber: ahConversations.customerNumber,
        })
        .from(ahConversations)
        .where(inArray(ahConversations.id, [...new Set(notices.map((n) => n.conversationId))])),
    ]);
    if (!who.length) return;
    const byId = new Map(convs.map((c) => [c.id, c]));
    for (const n of notices) {
      const c = byId.get(n.conversationId);
      const payload: SupervisorAlert = {
        ...n,
        agent: c?.agent ?? '',
        skillGroup: c?.skillGroup ?? '',
        customerNumber: c?.customerNumber ? maskPhone(c.customerNumber) : '',
      };
      for (const userId of who) app.realtime.publish({ tenantId, userId, topic: SUPERVISOR_ALERT_TOPIC, payload });
    }
  } catch (e) {
    app.log.error({ err: e }, 'supervisor alerts not sent');
  }
}
