import * as api from '@zhiyu/contract/modules/aihelper/channel';
import type { FastifyInstance } from 'fastify';
import { scope } from '../../../platform/access/session.ts';
import { route } from '../../../platform/http/route.ts';
import { createChannel, deleteChannels, listChannels, regenerateKey, updateChannel } from './service.ts';

/** /aihelper-api/channel/* — the tenant's access channels. */
export default function channelRoutes(app: FastifyInstance) {
  route(app, api.listAccessChannels, ({ ctx, query, req }) => listChannels(ctx.db, scope(req).tenantId, query));
  route(app, api.createAccessChannel, ({ ctx, body, req }) => createChannel(ctx, req, body));
  route(app, api.updateAccessChannel, ({ ctx, body, req }) => {
    const { id, ...input } = body;
    return updateChannel(ctx, req, id, input);
  });
  route(app, api.deleteAccessChannels, ({ ctx, body, req }) => deleteChannels(ctx, req, body.ids));
  route(app, api.regenerateChannelKey, ({ ctx, body, req }) => regenerateKey(ctx, req, body.id));
}
