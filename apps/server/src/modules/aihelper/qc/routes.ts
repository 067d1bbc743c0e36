import * as api from '@zhiyu/contract/modules/aihelper/qc';
import type { FastifyInstance } from 'fastify';
import { scope } from '../../../platform/access/session.ts';
import { route } from '../../../platform/http/route.ts';
import { createRule, deleteRules, listRules, updateRule } from './service.ts';

/** /aihelper-api/qcRule/* — the tenant's real-time quality rules. */
export default function qcRuleRoutes(app: FastifyInstance) {
  route(app, api.listQcRules, ({ ctx, query, req }) => listRules(ctx.db, scope(req).tenantId, query));
  route(app, api.createQcRule, ({ ctx, body, req }) => createRule(ctx, req, body));
  route(app, api.updateQcRule, ({ ctx, body, req }) => {
    const { id, ...input } = body;
    return updateRule(ctx, req, id, input);
  });
  route(app, api.deleteQcRules, ({ ctx, body, req }) => deleteRules(ctx, req, body.ids));
}
