import * as api from '@zhiyu/contract/modules/aicall/sms';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import { appScope } from '../voice/scope.ts';
import * as svc from './service.ts';

/** /v1/aicall-web/sms/* — SMS templates and the outbox, scoped to the session's app. */
export default function smsRoutes(app: FastifyInstance) {
  route(app, api.listSmsTemplates, ({ ctx, req, query }) => svc.listTemplates(ctx, appScope(req), query));
  route(app, api.listSmsVariables, ({ ctx, req }) => svc.smsVariables(ctx.db, appScope(req)));
  route(app, api.createSmsTemplate, ({ ctx, req, body }) => svc.createTemplate(ctx, appScope(req), body));
  route(app, api.updateSmsTemplate, ({ ctx, req, body }) => {
    const { id, ...input } = body;
    return svc.updateTemplate(ctx, appScope(req), id, input);
  });
  route(app, api.deleteSmsTemplates, ({ ctx, req, body }) => svc.deleteTemplates(ctx, appScope(req), body.ids));
  route(app, api.listSmsOutbox, ({ ctx, req, query }) => svc.listOutbox(ctx, appScope(req), query));
}
