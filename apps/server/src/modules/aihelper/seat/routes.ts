import { getSeats, releaseSeat } from '@zhiyu/contract/modules/aihelper/seat';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scope, sessionOf } from '../../../platform/access/session.ts';
import { route } from '../../../platform/http/route.ts';
import { freeSeat, seatOverview } from './service.ts';

/** Whose seats the caller sees and frees: their tenant's, or every tenant's for a platform operator. */
const tenantOf = (req: FastifyRequest) => {
  const s = sessionOf(req);
  return s.level === 'platform' && !s.tenantId ? null : scope(req).tenantId;
};

/** /aihelper-api/seat/* — the licence's desk seats (/aihelper/authorization). */
export default function seatRoutes(app: FastifyInstance) {
  route(app, getSeats, ({ ctx, req }) => seatOverview(ctx.db, tenantOf(req), ctx.now()));
  route(app, releaseSeat, async ({ ctx, body, req }) => ({
    released: await freeSeat(ctx.db, tenantOf(req), body.userId),
  }));
}
