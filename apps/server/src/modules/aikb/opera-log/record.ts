import type { OperaAction, OperaTarget } from '@zhiyu/contract/modules/aikb/opera-log';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { scope, sessionOf } from '../../../platform/access/session.ts';
import { newId } from '../../../platform/access/tokens.ts';
import type { Db } from '../../../platform/db/client.ts';
import { users } from '../../../platform/identity/table.ts';
import { kbOperaLogs } from './table.ts';

/** The knowledge base belongs to the session's tenant and application ('' for a tenant-wide session). */
export interface KbScope {
  tenantId: string;
  appId: string;
}

/** Who makes a change, in which scope: every change of the knowledge base names them in the log. */
export interface KbActor extends KbScope {
  actorId: string;
  actorName: string;
  actorNick: string;
}

export function kbScope(req: FastifyRequest): KbScope {
  const s = scope(req);
  return { tenantId: s.tenantId, appId: s.appId ?? '' };
}

/** The caller as the log names them (one indexed read of the nickname). */
export async function actorOf(db: Db, req: FastifyRequest): Promise<KbActor> {
  const s = sessionOf(req);
  const [u] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, s.userId));
  return { ...kbScope(req), actorId: s.userId, actorName: s.username, actorNick: u?.nickname ?? '' };
}

export interface OperaEntry {
  action: OperaAction;
  targetType: OperaTarget;
  targetId: string;
  targetName: string;
  libraryId: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Writes change-log rows; pass the transaction that makes the change so both land or neither. */
export async function logChanges(db: Db, a: KbActor, entries: OperaEntry[]) {
  for (let i = 0; i < entries.length; i += 500) {
    const values = entries.slice(i, i + 500).map((e) => ({
      id: newId(),
      tenantId: a.tenantId,
      appId: a.appId,
      actorId: a.actorId,
      actorName: a.actorName,
      actorNick: a.actorNick,
      action: e.action,
      targetType: e.targetType,
      targetId: e.targetId,
      targetName: e.targetName,
      libraryId: e.libraryId,
      before: e.before ?? null,
      after: e.after ?? null,
    }));
    if (values.length) await db.insert(kbOperaLogs).values(values);
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only the fields that differ, as { before, after }; null when nothing changed. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const k of Object.keys(after)) {
    if (k === 'updatedAt' || k === 'updater' || same(before[k], after[k])) continue;
    b[k] = before[k];
    a[k] = after[k];
  }
  return Object.keys(a).length ? { before: b, after: a } : null;
}
