import * as api from '@zhiyu/contract/modules/aicall/tag';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import * as repo from './repo.ts';
import { createTag, tagScope, updateTag } from './service.ts';

/** /v1/aicall-web/tag/* — tag CRUD of the 标签管理 tab; every query is scoped to the session. */
export default function tagRoutes(app: FastifyInstance) {
  route(app, api.listTags, ({ ctx, query, req }) => repo.listTags(ctx.db, tagScope(req), query));
  route(app, api.createTag, ({ ctx, body, req }) => createTag(ctx, tagScope(req), body));
  route(app, api.updateTag, ({ ctx, body, req }) => {
    const { id, ...input } = body;
    return updateTag(ctx, tagScope(req), id, input);
  });
  route(app, api.deleteTags, async ({ ctx, body, req }) => ({
    deleted: await repo.deleteTags(ctx.db, tagScope(req), body.ids),
  }));
}
