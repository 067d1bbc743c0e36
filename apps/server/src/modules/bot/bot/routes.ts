import * as api from '@zhiyu/contract/modules/bot/bot';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import { publishDraft, saveDraft } from './publish.ts';
import * as repo from './repo.ts';
import * as svc from './service.ts';

/**
 * /v1/aicall-web/bot/* — the bot list (both list screens) and the detail page's draft, publish and
 * versions. Every query is scoped to the session's tenant and app.
 */
export default function botRoutes(app: FastifyInstance) {
  route(app, api.listBots, ({ ctx, query, req }) => repo.listBots(ctx.db, svc.botScope(req), query));
  route(app, api.createBot, ({ ctx, body, req }) => svc.createBot(ctx, svc.botScope(req), svc.actor(req), body));
  route(app, api.updateBot, ({ ctx, body, req }) => svc.updateBot(ctx, svc.botScope(req), body.id, body));
  route(app, api.copyBot, ({ ctx, body, req }) => svc.copyBot(ctx, svc.botScope(req), svc.actor(req), body.id));
  route(app, api.deleteBot, async ({ ctx, body, req }) => ({
    deleted: await svc.deleteBot(ctx, svc.botScope(req), body.id),
  }));
  route(app, api.shareBot, ({ ctx, body, req }) => svc.shareBot(ctx, svc.botScope(req), body.id, body.shared as 0 | 1));
  route(app, api.getBotDetail, ({ ctx, query, req }) => svc.botDetail(ctx, svc.botScope(req), query.id));
  route(app, api.saveBotDraft, ({ ctx, body, req }) =>
    saveDraft(ctx, svc.botScope(req), body.id, body.revision, body.flow),
  );
  route(app, api.listBotVersions, async ({ ctx, query, req }) => {
    const s = svc.botScope(req);
    await svc.visibleBot(ctx, s, query.id);
    return { list: await repo.versionsOf(ctx.db, s.tenantId, query.id) };
  });
  route(app, api.getBotVersion, async ({ ctx, query, req }) => {
    const s = svc.botScope(req);
    await svc.visibleBot(ctx, s, query.id);
    const v = await repo.versionOf(ctx.db, s.tenantId, query.id, query.version);
    if (!v) throw svc.versionMissing();
    return {
      version: v.version,
      note: v.note,
      publishedBy: v.publishedBy,
      publishedAt: v.publishedAt.getTime(),
      flow: v.flow,
    };
  });
  route(app, api.publishBot, ({ ctx, req, body }) =>
    publishDraft(ctx, svc.botScope(req), svc.actor(req), body.id, body.revision, body.note),
  );
}
