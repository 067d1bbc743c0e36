import { listAllCallChannels } from '@zhiyu/contract/modules/lookups/call-channel';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import { appScope } from '../../aicall/voice/scope.ts';
import { listCallChannels } from './repo.ts';

/** requirements §7 channel/all: the lines of the caller's application, optionally only the enabled ones. */
export default function callChannelRoutes(app: FastifyInstance) {
  route(app, listAllCallChannels, ({ ctx, req, body }) => listCallChannels(ctx.db, appScope(req), body));
}
