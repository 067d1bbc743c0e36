import * as api from '@zhiyu/contract/modules/aikb/category';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import { kbScope } from '../opera-log/record.ts';
import { categoryTree, createCategory, deleteCategory, renameCategory } from './service.ts';

/** /aikb-api/category/* — a library's two-level label tree (requirements §5). */
export default function categoryRoutes(app: FastifyInstance) {
  route(app, api.getCategoryTree, ({ ctx, query, req }) => categoryTree(ctx.db, kbScope(req), query.libraryId));
  route(app, api.createCategory, ({ ctx, body, req }) => createCategory(ctx, req, body));
  route(app, api.updateCategory, ({ ctx, body, req }) => renameCategory(ctx, req, body.id, body.name));
  route(app, api.deleteCategory, ({ ctx, body, req }) => deleteCategory(ctx, req, body.id));
}
