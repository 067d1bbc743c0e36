import { submitDeskForm } from '@zhiyu/contract/modules/aihelper/field';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import { submitForm } from './service.ts';

/** /aihelper-api/agent/form/submit — the agent submits the desk's form (kept, and posted to the callback). */
export default function formRoutes(app: FastifyInstance) {
  route(app, submitDeskForm, ({ ctx, body, req }) => submitForm(ctx, req, body.conversationId));
}
