import type { UserView } from '@zhiyu/contract/modules/admin/user-manage';
import type { FastifyRequest } from 'fastify';
import { type AdminScope, adminScope, coversChannel, coversTenant } from '../../../platform/access/admin-scope.ts';
import { sessionOf } from '../../../platform/access/session.ts';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { findTenant, type User } from './repo.ts';

type Level = User['level'];
export type Action = 'list' | 'create' | 'update' | 'status' | 'reset-password' | 'roles' | 'unlock' | 'delete';

/**
 * The user levels a caller may act on with an action. The three user screens share endpoints; the
 * access hook admits any of their codes, and this narrows: `admin.user.*` (用户管理) reaches every
 * level, `admin.channelUser.*` channel users only, `admin.tenantUser.*` tenant users only. So a role
 * granted just the tenant-user screen can do everything on that screen and nothing beyond it.
 */
export async function levelsFor(req: FastifyRequest, action: Action): Promise<Level[]> {
  const granted = await sessionOf(req).permissions();
  if (granted.has(`admin.user.${action}`)) return ['platform', 'channel', 'tenant'];
  const out: Level[] = [];
  if (granted.has(`admin.channelUser.${action}`)) out.push('channel');
  if (granted.has(`admin.tenantUser.${action}`)) out.push('tenant');
  return out;
}

/** The levels a list view shows: the screen's own level, if the caller holds that screen's code. */
export async function levelsForView(req: FastifyRequest, view: UserView): Promise<Level[]> {
  const levels = await levelsFor(req, 'list');
  if (view === 'all') {
    if (levels.length < 3) throw new AppError('100403');
    return levels;
  }
  if (!levels.includes(view)) throw new AppError('100403');
  return [view];
}

/** Is this user inside the admin scope? A tenant user's tenant decides its channel. */
export async function covers(db: Db, s: AdminScope, u: Pick<User, 'level' | 'channelId' | 'tenantId'>) {
  if (s.level === 'platform') return true;
  if (u.level === 'platform') return false;
  if (u.level === 'channel') return coversChannel(s, u.channelId);
  if (!u.tenantId) return false;
  const t = await findTenant(db, u.tenantId);
  return coversTenant(s, t ? { id: t.id, channelId: t.channelId } : { id: u.tenantId, channelId: u.channelId });
}

/**
 * Every action on one user: outside the caller's scope is 140008; a level the caller's screen code
 * does not reach is 100403. Returns the caller's scope for the rest of the rule.
 */
export async function assertTarget(req: FastifyRequest, db: Db, u: User, action: Action): Promise<AdminScope> {
  const s = adminScope(req);
  if (!(await covers(db, s, u))) throw new AppError('140008');
  if (!(await levelsFor(req, action)).includes(u.level)) throw new AppError('100403');
  return s;
}
