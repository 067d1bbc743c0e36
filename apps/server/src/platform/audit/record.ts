import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../access/session.ts';
import { newId } from '../access/tokens.ts';
import { MASK } from '../crypto/seal.ts';
import type { Db } from '../db/client.ts';
import { auditLogs } from './table.ts';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string;
  entityName?: string;
  /** The changed object's channel and tenant, so the trail can be filtered by them. */
  channelId?: string | null;
  tenantId?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Keys whose values never reach the audit trail, whatever the caller passes. */
const SECRET_KEY = /password|secret|credential|token|apikey|api_key|accesskey|privatekey/i;

/** A deep copy with every secret-looking value replaced by the mask (an empty one stays empty). */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value instanceof Date) return value.getTime();
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] = SECRET_KEY.test(k) ? (v === '' || v == null ? v : MASK) : redact(v);
    }
    return out;
  }
  return value;
}

/**
 * Writes one audit row. Pass the transaction that makes the change, so the change and its record
 * land together or not at all.
 */
export async function audit(db: Db, req: FastifyRequest, e: AuditEntry) {
  const s = sessionOf(req);
  await db.insert(auditLogs).values({
    id: newId(),
    actorId: s.userId,
    actorName: s.username,
    action: e.action,
    entity: e.entity,
    entityId: e.entityId,
    entityName: e.entityName ?? '',
    channelId: e.channelId ?? null,
    tenantId: e.tenantId ?? null,
    before: e.before === undefined ? null : redact(e.before),
    after: e.after === undefined ? null : redact(e.after),
    ip: req.ip ?? '',
    userAgent: String(req.headers['user-agent'] ?? '').slice(0, 300),
  });
}
