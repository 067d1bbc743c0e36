import { listBotModels } from '@zhiyu/contract/modules/admin/public';
import type { FastifyInstance } from 'fastify';
import { scope } from '../../../platform/access/session.ts';
import { route } from '../../../platform/http/route.ts';
import { botModelList } from '../../learnself/model/service.ts';

/** requirements §7 bot model list, read from the self-learning models (requirements R4). */
export default function modelRoutes(app: FastifyInstance) {
  route(app, listBotModels, ({ ctx, body, req }) => botModelList(ctx.db, scope(req).tenantId, body.botId));
}
