import * as api from '@zhiyu/contract/modules/aikb/hit-test';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import { kbScope } from '../opera-log/record.ts';
import { listTests } from './repo.ts';
import { askQuestion, deleteQuestions, rerunQuestion } from './service.ts';

/** /aikb-api/hitTest/* — the knowledge test (/aikb/test) of the session's tenant and app. */
export default function hitTestRoutes(app: FastifyInstance) {
  route(app, api.askHitTest, ({ ctx, req, body }) => askQuestion(ctx, req, body));
  route(app, api.listHitTestHistory, ({ ctx, req, query }) => listTests(ctx.db, kbScope(req), query));
  route(app, api.rerunHitTest, ({ ctx, req, body }) => rerunQuestion(ctx, req, body.id));
  route(app, api.deleteHitTests, ({ ctx, req, body }) => deleteQuestions(ctx, req, body.ids));
}
