import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.ts';
import { sessionOf } from './session.ts';

/**
 * What an admin caller administers (issue 4 "who does what"), from the session only: operators
 * everything, channel admins their channel, tenant admins their tenant. Every admin service filters
 * its queries with it and checks each target against it (140008 outside).
 */
export type AdminScope =
  | { level: 'platform' }
  | { level: 'channel'; channelId: string }
  | { level: 'tenant'; channelId: string | null; tenantId: string };

export function adminScope(req: FastifyRequest): AdminScope {
  const s = sessionOf(req);
  if (s.level === 'platform') return { level: 'platform' };
  if (s.level === 'channel' && s.channelId) return { level: 'channel', channelId: s.channelId };
  if (s.level === 'tenant' && s.tenantId) return { level: 'tenant', channelId: s.channelId, tenantId: s.tenantId };
  throw new AppError('140008');
}

/** May the caller administer this channel (its own data, tenants, users, roles)? */
export function coversChannel(scope: AdminScope, channelId: string | null): boolean {
  if (scope.level === 'platform') return true;
  return scope.level === 'channel' && channelId === scope.channelId;
}

/** May the caller administer this tenant? */
export function coversTenant(scope: AdminScope, tenant: { id: string; channelId: string | null }): boolean {
  if (scope.level === 'platform') return true;
  if (scope.level === 'channel') return tenant.channelId === scope.channelId;
  return tenant.id === scope.tenantId;
}

export function assertChannel(scope: AdminScope, channelId: string | null) {
  if (!coversChannel(scope, channelId)) throw new AppError('140008');
}

export function assertTenant(scope: AdminScope, tenant: { id: string; channelId: string | null }) {
  if (!coversTenant(scope, tenant)) throw new AppError('140008');
}

/**
 * The job and file scope of platform data (trade tree, blacklist, users across tenants): not a
 * tenant's, so each caller's imports and exports are their own, keyed by user.
 */
export function platformJobScope(req: FastifyRequest): { tenantId: string; appId: string } {
  return { tenantId: '@platform', appId: sessionOf(req).userId };
}
