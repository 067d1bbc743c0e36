import { listBotModels } from '@zhiyu/contract/modules/admin/public';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';

export default function modelRoutes(app: FastifyInstance) {
  // Bot models come from the self-learning module; until it exists there are none to list.
  route(app, listBotModels, async () => []);
}
