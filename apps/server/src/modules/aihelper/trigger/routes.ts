import * as api from '@zhiyu/contract/modules/aihelper/trigger';
import type { FastifyInstance } from 'fastify';
import { scope } from '../../../platform/access/session.ts';
import { route } from '../../../platform/http/route.ts';
import {
  assistantBots,
  createTrigger,
  deleteTriggers,
  getTriggerRow,
  listTriggerRows,
  triggerIntents,
  updateTrigger,
} from './service.ts';

/** /aihelper-api/trigger/* — the trigger service (requirements §7). */
export default function triggerRoutes(app: FastifyInstance) {
  route(app, api.listTriggers, ({ ctx, body, req }) => listTriggerRows(ctx.db, scope(req).tenantId, body));
  route(app, api.getTrigger, ({ ctx, body, req }) => getTriggerRow(ctx.db, scope(req).tenantId, body.id));
  route(app, api.createTrigger, ({ ctx, body, req }) => createTrigger(ctx, req, body));
  route(app, api.updateTrigger, ({ ctx, body, req }) => {
    const { id, ...input } = body;
    return updateTrigger(ctx, req, id, input);
  });
  route(app, api.deleteTriggers, ({ ctx, body, req }) => deleteTriggers(ctx, req, body.ids));
  route(app, api.listTriggerBots, ({ ctx, req }) => assistantBots(ctx.db, scope(req).tenantId));
  route(app, api.listTriggerIntents, ({ ctx, body, req }) => triggerIntents(ctx.db, scope(req).tenantId, body.botId));
}
