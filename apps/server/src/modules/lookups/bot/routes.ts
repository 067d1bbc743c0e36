import { searchBots } from '@zhiyu/contract/modules/lookups/bot';
import type { FastifyInstance } from 'fastify';
import { scope } from '../../../platform/access/session.ts';
import { route } from '../../../platform/http/route.ts';
import { pageBots } from './repo.ts';

/** The list picker's bot call: pageNum, pageSize, a name filter; answers data.list. */
export default function botRoutes(app: FastifyInstance) {
  route(app, searchBots, async ({ ctx, req, query }) => {
    const s = scope(req);
    const page = await pageBots(
      ctx.db,
      { tenantId: s.tenantId, appId: s.appId ?? '', name: query.name, botType: query.botType },
      query.pageNum,
      query.pageSize,
    );
    return { ...page, totalCapped: false, pageNum: query.pageNum, pageSize: query.pageSize };
  });
}
