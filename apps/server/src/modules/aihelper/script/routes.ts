import * as api from '@zhiyu/contract/modules/aihelper/script';
import type { FastifyInstance } from 'fastify';
import { scope } from '../../../platform/access/session.ts';
import { route } from '../../../platform/http/route.ts';
import { createScript, deleteScripts, listScriptRows, markUsed, updateScript } from './service.ts';

/** /aihelper-api/script/* — golden scripts; /aihelper-api/agent/script/used — the agent used one. */
export default function scriptRoutes(app: FastifyInstance) {
  route(app, api.listScripts, ({ ctx, query, req }) => listScriptRows(ctx.db, scope(req).tenantId, query));
  route(app, api.createScript, ({ ctx, body, req }) => createScript(ctx, req, body));
  route(app, api.updateScript, ({ ctx, body, req }) => {
    const { id, ...input } = body;
    return updateScript(ctx, req, id, input);
  });
  route(app, api.deleteScripts, ({ ctx, body, req }) => deleteScripts(ctx, req, body.ids));
  route(app, api.markScriptUsed, ({ ctx, body, req }) => markUsed(ctx, req, body));
}
