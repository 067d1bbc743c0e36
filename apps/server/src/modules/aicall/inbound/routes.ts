import * as api from '@zhiyu/contract/modules/aicall/inbound';
import type { FastifyInstance } from 'fastify';
import { scope } from '../../../platform/access/session.ts';
import { route } from '../../../platform/http/route.ts';
import { inboundNumbers, simulateInbound } from './service.ts';

const appScope = (req: Parameters<typeof scope>[0]) => {
  const s = scope(req);
  return { tenantId: s.tenantId, appId: s.appId ?? '' };
};

/** /v1/aicall-web/inbound/* — the simulate-inbound action of the inbound-record screen. */
export default function inboundRoutes(app: FastifyInstance) {
  route(app, api.listInboundNumbers, async ({ ctx, req }) => ({ list: await inboundNumbers(ctx, appScope(req)) }));
  route(app, api.simulateInbound, ({ ctx, body, req }) =>
    simulateInbound(ctx, appScope(req), body.lineId, body.caller, (m) => app.realtime.publish(m)),
  );
}
