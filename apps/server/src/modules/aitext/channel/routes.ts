import * as api from '@zhiyu/contract/modules/aitext/channel';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import { findChannel, listChannels, toRow } from './repo.ts';
import * as svc from './service.ts';

/** /newaitext/channel/* — channel deployment (/aitext/channelConfig), scoped to the session's tenant and app. */
export default function channelRoutes(app: FastifyInstance) {
  route(app, api.listChannelConfigs, async ({ ctx, req, query }) => {
    const all = await listChannels(ctx.db, svc.textScope(req), query);
    const start = (query.pageNum - 1) * query.pageSize;
    return {
      list: all.slice(start, start + query.pageSize).map(toRow),
      total: all.length,
      totalCapped: false,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
    };
  });
  route(app, api.getChannelConfig, async ({ ctx, req, query }) => {
    const row = await findChannel(ctx.db, svc.textScope(req), query.id);
    if (!row) throw new AppError('170020');
    return toRow(row);
  });
  route(app, api.createChannelConfig, ({ ctx, req, body }) => svc.createChannel(ctx, svc.textScope(req), body));
  route(app, api.updateChannelConfig, ({ ctx, req, body }) => {
    const { id, ...input } = body;
    return svc.updateChannel(ctx, svc.textScope(req), id, input);
  });
  route(app, api.deleteChannelConfig, ({ ctx, req, body }) => svc.deleteChannels(ctx, svc.textScope(req), body.ids));
  route(app, api.setChannelConfigStatus, ({ ctx, req, body }) =>
    svc.setStatus(ctx, svc.textScope(req), body.ids, body.status),
  );
  route(app, api.createChannelApiKey, ({ ctx, req, body }) => svc.regenerateApiKey(ctx, svc.textScope(req), body.id));
  route(app, api.createChannelBindCode, ({ ctx, req, body }) => svc.newBindCode(ctx, svc.textScope(req), body.id));
  route(app, api.listChannelBindings, ({ ctx, req, query }) => svc.bindingsOf(ctx, svc.textScope(req), query.id));
}
