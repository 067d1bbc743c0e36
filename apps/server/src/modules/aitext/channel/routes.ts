import * as api from '@zhiyu/contract/modules/aitext/channel';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import { findChannel, listChannels, toRow } from './repo.ts';
import * as svc from './service.ts';

/** /newaitext/channel/* — channel deployment (/aitext/channelConfig), scoped to the session's tenant and app. */
export default function channelRoutes(app: FastifyInstance) {
  route(app, api.channelList, async ({ ctx, req, query }) => {
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
  route(app, api.channelGet, async ({ ctx, req, query }) => {
    const row = await findChannel(ctx.db, svc.textScope(req), query.id);
    if (!row) throw new AppError('170020');
    return toRow(row);
  });
  route(app, api.channelAdd, ({ ctx, req, body }) => svc.createChannel(ctx, svc.textScope(req), body));
  route(app, api.channelEdit, ({ ctx, req, body }) => {
    const { id, ...input } = body;
    return svc.updateChannel(ctx, svc.textScope(req), id, input);
  });
  route(app, api.channelDelete, ({ ctx, req, body }) => svc.deleteChannels(ctx, svc.textScope(req), body.ids));
  route(app, api.channelStatus, ({ ctx, req, body }) => svc.setStatus(ctx, svc.textScope(req), body.ids, body.status));
  route(app, api.channelApiKey, ({ ctx, req, body }) => svc.regenerateApiKey(ctx, svc.textScope(req), body.id));
  route(app, api.channelBindCode, ({ ctx, req, body }) => svc.newBindCode(ctx, svc.textScope(req), body.id));
  route(app, api.channelBindings, ({ ctx, req, query }) => svc.bindingsOf(ctx, svc.textScope(req), query.id));
}
