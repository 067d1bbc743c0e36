import * as api from '@zhiyu/contract/modules/aicall/line';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import { appScope } from '../voice/scope.ts';
import * as svc from './service.ts';

/** /v1/aicall-web/line/* — numbers and lines of the session's app. */
export default function lineRoutes(app: FastifyInstance) {
  route(app, api.listLines, ({ ctx, req, query }) => svc.listLines(ctx, appScope(req), query));
  route(app, api.listLineInboundBots, ({ ctx, req }) => svc.inboundBots(ctx.db, appScope(req)));
  route(app, api.createLine, ({ ctx, req, body }) => svc.createLine(ctx, appScope(req), body));
  route(app, api.updateLine, ({ ctx, req, body }) => {
    const { id, ...input } = body;
    return svc.updateLine(ctx, appScope(req), id, input);
  });
  route(app, api.deleteLine, ({ ctx, req, body }) => svc.deleteLine(ctx, appScope(req), body.id));
}
