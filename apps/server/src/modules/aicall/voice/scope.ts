import type { FastifyRequest } from 'fastify';
import { scope } from '../../../platform/access/session.ts';
import type { AppScope } from './settings.ts';

/** Call settings belong to the session's tenant and application; '' stands for a tenant-wide session. */
export function appScope(req: FastifyRequest): AppScope {
  const s = scope(req);
  return { tenantId: s.tenantId, appId: s.appId ?? '' };
}

/** LIKE wildcards typed by the user are matched literally. */
export const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
