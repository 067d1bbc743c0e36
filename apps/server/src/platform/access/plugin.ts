import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/errors.ts';
import { loadSession } from './session.ts';
import { bearer } from './tokens.ts';

/**
 * Runs on onRequest, before the body is even parsed, so a caller without the endpoint's permission
 * learns nothing from validation errors and changes nothing (DESIGN §3.3).
 */
export function installAccess(app: FastifyInstance) {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (req) => {
    const endpoint = req.routeOptions.config.endpoint;
    if (!endpoint || endpoint.access === 'public') return;
    const token = bearer(req.headers.authorization);
    if (!token) throw new AppError('999988');
    const session = await loadSession(app.ctx, token);
    if (endpoint.access !== 'self' && !(await session.permissions()).has(endpoint.access)) {
      throw new AppError('100403');
    }
    req.session = session;
  });
}
