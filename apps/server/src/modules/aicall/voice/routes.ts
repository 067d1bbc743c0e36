import * as api from '@zhiyu/contract/modules/aicall/voice';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import { appScope } from './scope.ts';
import * as svc from './service.ts';

/** /v1/aicall-web/voice/* — the app's speech engines and the tenant's call cap. */
export default function voiceRoutes(app: FastifyInstance) {
  route(app, api.getVoice, ({ ctx, req }) => svc.getVoice(ctx, appScope(req)));
  route(app, api.updateVoice, ({ ctx, req, body }) => svc.updateVoice(ctx, appScope(req), body));
}
