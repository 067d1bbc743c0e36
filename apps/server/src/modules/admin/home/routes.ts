import { getHomeSummary } from '@zhiyu/contract/modules/admin/home';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import * as svc from './service.ts';

/** /ai-admin/home/summary (/index, the workspace home): figures and what needs attention. */
export default function homeRoutes(app: FastifyInstance) {
  route(app, getHomeSummary, ({ ctx, req }) => svc.homeSummary(ctx, req));
}
