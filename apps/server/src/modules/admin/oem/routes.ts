import * as api from '@zhiyu/contract/modules/admin/oem';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import * as repo from './repo.ts';
import { channelFor, oemScope, updateOem, uploadImage } from './service.ts';

/** /ai-admin/oem/* — a channel's OEM branding: channel admins their own, operators any channel. */
export default function oemRoutes(app: FastifyInstance) {
  route(app, api.listOem, ({ ctx, query, req }) => {
    const s = oemScope(req);
    return repo.listChannels(ctx.db, query, s.level === 'channel' ? s.channelId : undefined);
  });
  route(app, api.getOem, async ({ ctx, query, req }) =>
    repo.toRow(await channelFor(ctx, oemScope(req), query.channelId)),
  );
  route(app, api.updateOem, ({ ctx, body, req }) => updateOem(req, ctx, body));
  route(app, api.uploadOemImage, ({ ctx, query, req }) => uploadImage(req, ctx, query.channelId));
}
