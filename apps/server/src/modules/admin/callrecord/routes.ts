import * as api from '@zhiyu/contract/modules/admin/callrecord';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import { listCallRecords } from './repo.ts';

/** /ai-admin/callrecord/* — call records across tenants, read-only, numbers masked. */
export default function callRecordRoutes(app: FastifyInstance) {
  route(app, api.listCallRecords, ({ ctx, query }) => listCallRecords(ctx.db, query));
}
