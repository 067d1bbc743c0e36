import * as api from '@zhiyu/contract/modules/aikb/synonym';
import type { FastifyInstance } from 'fastify';
import { scope } from '../../../platform/access/session.ts';
import { route } from '../../../platform/http/route.ts';
import { listBuiltin } from './builtin.ts';
import { createSynonym, deleteSynonyms, listSynonyms, updateSynonym } from './service.ts';

/** /aikb-api/synonym/* — the tenant's own synonym groups, and the built-in ones (read-only). */
export default function synonymRoutes(app: FastifyInstance) {
  route(app, api.listSynonyms, ({ ctx, query, req }) => listSynonyms(ctx.db, scope(req).tenantId, query));
  route(app, api.listBuiltinSynonyms, ({ query }) => listBuiltin(query));
  route(app, api.createSynonym, ({ ctx, body, req }) => createSynonym(ctx, req, body));
  route(app, api.updateSynonym, ({ ctx, body, req }) => {
    const { id, ...input } = body;
    return updateSynonym(ctx, req, id, input);
  });
  route(app, api.deleteSynonyms, ({ ctx, body, req }) => deleteSynonyms(ctx, req, body.ids));
}
