import { listCmsBots, listCmsChannels, queryCmsBots } from '@zhiyu/contract/modules/lookups/cms';
import type { FastifyInstance } from 'fastify';
import { scope } from '../../../platform/access/session.ts';
import { route } from '../../../platform/http/route.ts';
import { pageBots } from '../bot/repo.ts';
import { listTextChannels } from '../text-channel/repo.ts';

/** requirements §7 CMS bot queries: `start` is the 1-based page, `limit` its size (50 and 30 at most). */
export default function cmsRoutes(app: FastifyInstance) {
  route(app, listCmsBots, async ({ ctx, req, body }) => {
    const s = scope(req);
    const f = {
      tenantId: s.tenantId,
      appId: s.appId ?? '',
      name: body.botName,
      botType: body.searchBotType,
      share: body.share,
    };
    return pageBots(ctx.db, f, body.start, body.limit);
  });
  route(app, queryCmsBots, async ({ ctx, req, body }) => {
    const s = scope(req);
    const f = { tenantId: s.tenantId, appId: s.appId ?? '', name: body.botName, botType: body.searchBotType };
    return pageBots(ctx.db, f, body.start, body.limit);
  });
  route(app, listCmsChannels, async ({ ctx, req, body }) => {
    const all = await listTextChannels(ctx.db, scope(req).tenantId, { name: body.channelName });
    return { list: all.slice((body.start - 1) * body.limit, body.start * body.limit), total: all.length };
  });
}
