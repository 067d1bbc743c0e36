import { getLicenceInfo } from '@zhiyu/contract/modules/admin/public';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import { activeLicence } from './repo.ts';

export default function licenceRoutes(app: FastifyInstance) {
  route(app, getLicenceInfo, ({ ctx }) => activeLicence(ctx.db));
}
