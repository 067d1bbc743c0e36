import { accessCodes } from '@zhiyu/contract/endpoint';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/errors.ts';
import { RESOURCES } from './grants.ts';
import { loadSession, type Session } from './session.ts';
import { bearer } from './tokens.ts';

/**
 * Runs on onRequest, before the body is even parsed, so a caller without the endpoint's permission
 * learns nothing from validation errors and changes nothing (requirements D3.3).
 */
export function installAccess(app: FastifyInstance) {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (req) => {
    const endpoint = req.routeOptions.config.endpoint;
    if (!endpoint || endpoint.access === 'public') return;
    const token = bearer(req.headers.authorization);
    if (!token) throw new AppError('999988');
    const session = await loadSession(app.ctx, token);
    const codes = accessCodes(endpoint.access);
    if (codes.length > 0) {
      const granted = await session.permissions();
      if (!codes.some((c) => granted.has(c))) throw new AppError(moduleOff(session, codes) ? '140007' : '100403');
    }
    req.session = session;
  });
}

/** True when every code belongs to a tenant-level module the caller's current tenant has not enabled. */
function moduleOff(session: Session, codes: readonly string[]): boolean {
  const modules = session.tenantModules;
  if (!modules) return false;
  return codes.every((c) => {
    const r = RESOURCES.get(c);
    return r?.level === 'tenant' && r.module !== 'index' && !modules.includes(r.module);
  });
}
