import * as api from '@zhiyu/contract/modules/aicall/intention';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import * as repo from './repo.ts';
import { createLevel, deleteLevel, levelScope, reorderLevels, updateLevel } from './service.ts';

/** /v1/aicall-web/intention/* — intention levels of the session's application. */
export default function intentionRoutes(app: FastifyInstance) {
  route(app, api.listIntentionLevels, async ({ ctx, req }) => ({
    list: (await repo.listLevels(ctx.db, levelScope(req))).map(repo.toRow),
  }));
  route(app, api.createIntentionLevel, ({ ctx, body, req }) => createLevel(ctx, levelScope(req), body));
  route(app, api.updateIntentionLevel, ({ ctx, body, req }) => {
    const { id, ...input } = body;
    return updateLevel(ctx, levelScope(req), id, input);
  });
  route(app, api.reorderIntentionLevels, ({ ctx, body, req }) => reorderLevels(ctx, levelScope(req), body.ids));
  route(app, api.deleteIntentionLevel, ({ ctx, body, req }) => deleteLevel(ctx, levelScope(req), body.id));
}
