import * as api from '@zhiyu/contract/modules/aikb/knowledge';
import { getKnowledgeEvidence } from '@zhiyu/contract/modules/aikb/knowledge-evidence';
import type { FastifyInstance } from 'fastify';
import { langOf } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import { generateFor } from '../../learnself/generate/service.ts';
import { kbScope } from '../opera-log/record.ts';
import { deleteKnowledge, moveKnowledge, setValidity } from './batch.ts';
import { knowledgeEvidence } from './evidence.ts';
import { createKnowledge, getKnowledge, listKnowledge, updateKnowledge } from './service.ts';

/** /aikb-api/knowledge/* — the items of a library, with batch validity, move and delete, and similar-question suggestions. */
export default function knowledgeRoutes(app: FastifyInstance) {
  route(app, api.listKnowledge, ({ ctx, query, req }) => listKnowledge(ctx.db, kbScope(req), query));
  route(app, api.getKnowledge, ({ ctx, query, req }) => getKnowledge(ctx.db, kbScope(req), query.id));
  route(app, api.createKnowledge, ({ ctx, body, req }) => {
    const { libraryId, ...fields } = body;
    return createKnowledge(ctx, req, libraryId, fields);
  });
  route(app, api.updateKnowledge, ({ ctx, body, req }) => {
    const { id, ...fields } = body;
    return updateKnowledge(ctx, req, id, fields);
  });
  route(app, api.deleteKnowledge, ({ ctx, body, req }) => deleteKnowledge(ctx, req, body.ids));
  route(app, api.setKnowledgeValidity, ({ ctx, body, req }) => setValidity(ctx, req, body.ids, body.validity));
  route(app, api.moveKnowledge, ({ ctx, body, req }) =>
    moveKnowledge(ctx, req, body.ids, body.libraryId, body.categoryId),
  );
  route(app, api.suggestSimilar, ({ ctx, body, req }) =>
    generateFor(
      ctx,
      kbScope(req).tenantId,
      { text: body.question, existing: body.similar, max: body.max, builtin: false },
      langOf(req),
    ),
  );
  route(app, getKnowledgeEvidence, ({ ctx, query, req }) => knowledgeEvidence(ctx.db, kbScope(req), query));
}
