import * as api from '@zhiyu/contract/modules/learnself/marking';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import { lsScope } from '../dataset/repo.ts';
import * as commit from './commit.ts';
import * as marks from './marks.ts';
import * as svc from './service.ts';

/** /learnself-api/marking/* — labelling tasks and the workbench (requirements R4 §3). */
export default function markingRoutes(app: FastifyInstance) {
  route(app, api.listMarkTasks, ({ ctx, query, req }) => svc.listTasks(ctx.db, lsScope(req), query));
  route(app, api.getMarkTask, ({ ctx, query, req }) => svc.getTask(ctx.db, lsScope(req), query.id));
  route(app, api.createMarkTask, ({ ctx, body, req }) => svc.createTask(ctx, lsScope(req), body));
  route(app, api.deleteMarkTasks, ({ ctx, body, req }) => svc.deleteTasks(ctx.db, lsScope(req), body.ids));
  route(app, api.listLabellers, ({ ctx, req }) => svc.labellers(ctx.db, lsScope(req)));
  route(app, api.commitMarkTask, ({ ctx, body, req }) => commit.commitTask(ctx, lsScope(req), body.id));
  route(app, api.markQueue, ({ ctx, query, req }) => marks.queue(ctx.db, lsScope(req), query));
  route(app, api.listMarkItems, ({ ctx, query, req }) => marks.listItems(ctx.db, lsScope(req), query));
  route(app, api.markItem, ({ ctx, body, req }) => marks.mark(ctx, lsScope(req), body.itemId, body.label));
  route(app, api.unmarkItem, ({ ctx, body, req }) => marks.unmark(ctx, lsScope(req), body.itemId));
  route(app, api.reviewItem, ({ ctx, body, req }) => marks.review(ctx, lsScope(req), body.itemId, body.label));
}
