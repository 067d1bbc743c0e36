import * as api from '@zhiyu/contract/modules/admin/channel';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import * as service from './service.ts';

/** /ai-admin/channel/* — the operator's channel list (/aiadmin/channel/add) and the channel pickers. */
export default function channelRoutes(app: FastifyInstance) {
  route(app, api.listChannels, ({ ctx, req, query }) => service.listChannels(ctx, req, query));
  route(app, api.createChannel, ({ ctx, req, body }) => service.createChannel(ctx, req, body));
  route(app, api.updateChannel, ({ ctx, req, body }) => {
    const { id, ...input } = body;
    return service.updateChannel(ctx, req, id, input);
  });
  route(app, api.deleteChannel, ({ ctx, req, body }) => service.deleteChannel(ctx, req, body.id));
  route(app, api.listChannelOptions, ({ ctx, req }) => service.channelOptions(ctx, req));
}
