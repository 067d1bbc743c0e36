import * as api from '@zhiyu/contract/modules/aitext/stats';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import { textScope } from '../channel/service.ts';
import { knowledge } from './knowledge.ts';
import { overview } from './overview.ts';

/** /newaitext/stat/* — service overview and knowledge analysis, read from the text rollups. */
export default function statRoutes(app: FastifyInstance) {
  route(app, api.getServiceOverview, ({ ctx, query, req }) => overview(ctx.db, textScope(req), query, ctx.now()));
  route(app, api.getKnowledgeStats, ({ ctx, query, req }) => knowledge(ctx.db, textScope(req), query, ctx.now()));
}
