import * as api from '@zhiyu/contract/modules/learnself/model';
import type { FastifyInstance } from 'fastify';
import { langOf } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import { lsScope } from '../dataset/repo.ts';
import { compare, inspect, inspectTestSet, predictForBot } from './published.ts';
import * as repo from './repo.ts';
import * as service from './service.ts';

/** /learnself-api/model/* — models of the session's tenant and application (requirements R4). */
export default function modelRoutes(app: FastifyInstance) {
  route(app, api.listModels, ({ ctx, query, req }) => repo.listModels(ctx.db, lsScope(req), query, langOf(req)));
  route(app, api.getModel, ({ ctx, query, req }) => service.rowOf(ctx.db, lsScope(req), query.id, langOf(req)));
  route(app, api.createModel, ({ ctx, body, req }) =>
    service.createModel(ctx, lsScope(req), body.name, body.versionId, langOf(req)),
  );
  route(app, api.trainModel, ({ ctx, body, req }) => service.retrainModel(ctx, lsScope(req), body.id, langOf(req)));
  route(app, api.deleteModels, ({ ctx, body, req }) => service.deleteModels(ctx, lsScope(req), body.ids));
  route(app, api.publishModel, ({ ctx, body, req }) => service.publishModel(ctx, lsScope(req), body.id, body.botId));
  route(app, api.rollbackModel, ({ ctx, body, req }) => service.rollbackModel(ctx, lsScope(req), body.botId));
  route(app, api.predictModel, ({ ctx, body, req }) => inspect(ctx.db, lsScope(req), body.id, body.text));
  route(app, api.inspectTestSet, ({ ctx, body, req }) => inspectTestSet(ctx.db, lsScope(req), body.id, body.items));
  route(app, api.predictForBot, ({ ctx, body, req }) => predictForBot(ctx.db, lsScope(req), body.botId, body.text));
  route(app, api.compareModels, ({ ctx, query, req }) => compare(ctx.db, lsScope(req), query.a, query.b));
}
