import * as api from '@zhiyu/contract/modules/admin/audit';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import { listAudit } from './repo.ts';

/** /ai-admin/audit/* — the operator's read-only view of the admin audit trail. */
export default function auditRoutes(app: FastifyInstance) {
  route(app, api.listAudit, ({ ctx, query }) => listAudit(ctx.db, query));
}
