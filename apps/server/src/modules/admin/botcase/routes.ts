import * as api from '@zhiyu/contract/modules/admin/botcase';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import * as repo from './repo.ts';
import { assertOperator, create, remove, update } from './service.ts';

/** /ai-admin/botcase/* — showcase bots: the operator curates, every signed-in user reads the enabled ones. */
export default function botCaseRoutes(app: FastifyInstance) {
  route(app, api.listBotCases, async ({ ctx, query, req }) => {
    assertOperator(req);
    return repo.list(ctx.db, query);
  });
  route(app, api.createBotCase, async ({ ctx, body, req }) => {
    assertOperator(req);
    return create(req, ctx, body);
  });
  route(app, api.updateBotCase, async ({ ctx, body, req }) => {
    assertOperator(req);
    const { id, ...input } = body;
    return update(req, ctx, id, input);
  });
  route(app, api.deleteBotCases, async ({ ctx, body, req }) => {
    assertOperator(req);
    return remove(req, ctx, body.ids);
  });
  route(app, api.listBotCaseBots, async ({ ctx, query, req }) => {
    assertOperator(req);
    return repo.listBots(ctx.db, query);
  });
  route(app, api.listShowcaseBotCases, ({ ctx, query }) => repo.showcase(ctx.db, query.tradeId));
}
