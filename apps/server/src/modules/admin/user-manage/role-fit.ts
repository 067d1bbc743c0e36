import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import * as repo from './repo.ts';

/**
 * The roles named by `roleIds`, each checked against the user they are for: tenant users hold roles
 * of their own tenant, channel users roles of their own channel, platform users none. An unknown id
 * answers 100002, any other role 140008. Used by role assignment and by creation with roles.
 */
export async function fittingRoles(
  db: Db,
  u: Pick<repo.User, 'level' | 'channelId' | 'tenantId'>,
  roleIds: string[],
): Promise<{ id: string; name: string }[]> {
  const wanted = [...new Set(roleIds)];
  const found = await repo.rolesByIds(db, wanted);
  if (found.length !== wanted.length)
    throw new AppError('100002', { detail: { zh: '角色不存在', en: 'role not found' } });
  const fits = (r: (typeof found)[number]) =>
    u.level === 'tenant'
      ? r.level === 'tenant' && r.tenantId === u.tenantId
      : u.level === 'channel' && r.level === 'channel' && r.channelId === u.channelId;
  if (!found.every(fits)) throw new AppError('140008');
  return found.map((r) => ({ id: r.id, name: r.name }));
}
