import * as api from '@zhiyu/contract/modules/aitext/chat';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import { askHuman, closeSession, openSession, sendFeedback } from './actions.ts';
import { bindAccount } from './bind.ts';
import { chatDepsFor } from './deps.ts';
import { sendMessage } from './service.ts';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': `content-type, accept-language, ${api.API_KEY_HEADER}`,
  'access-control-max-age': '600',
};
const isOpen = (url: string) => url.startsWith(`${api.OPEN_PREFIX}/`);

/**
 * /newaitext/open/* — the public chat API of deployed channels (no console session; the channel
 * key authenticates). Any origin may call these paths, and only these: the widget runs on the
 * customer's pages. Refusals carry the CORS headers too, so the widget can show them.
 */
export default function chatRoutes(app: FastifyInstance) {
  const deps = chatDepsFor(app.ctx.db, app.ctx.now);
  app.addHook('onSend', async (req, reply, payload) => {
    if (isOpen(req.url)) for (const [k, v] of Object.entries(CORS)) reply.header(k, v);
    return payload;
  });
  app.options(`${api.OPEN_PREFIX}/*`, async (_req, reply) => reply.code(204).send());
  route(app, api.openSession, ({ ctx, req, body }) => openSession(ctx, req, body));
  route(app, api.sendMessage, ({ ctx, req, body }) => sendMessage(ctx, deps, req, body));
  route(app, api.sendFeedback, ({ ctx, req, body }) => sendFeedback(ctx, req, body));
  route(app, api.askHuman, ({ ctx, req, body }) => askHuman(ctx, req, body));
  route(app, api.closeSession, ({ ctx, req, body }) => closeSession(ctx, req, body));
  route(app, api.bindAccount, ({ ctx, req, body }) => bindAccount(ctx, req, body));
}
