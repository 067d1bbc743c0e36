import * as api from '@zhiyu/contract/modules/admin/resource';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import { resourceTree, setValidity } from './service.ts';

/** /ai-admin/resource/* — the operator's resource tree: list it, change validity (never create or delete). */
export default function resourceRoutes(app: FastifyInstance) {
  route(app, api.getResourceTree, ({ ctx }) => resourceTree(ctx));
  route(app, api.updateResourceValidity, ({ ctx, req, body }) => setValidity(ctx, req, body));
}
