import { AIHELPER_AUDIT_ENTITIES, listAihelperAudit } from '@zhiyu/contract/modules/aihelper/audit';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { scope } from '../../../platform/access/session.ts';
import { auditLogs } from '../../../platform/audit/table.ts';
import { route } from '../../../platform/http/route.ts';
import { listAudit } from '../../admin/audit/repo.ts';

/** /aihelper-api/audit/list — the module's changes in the caller's tenant (/aihelper/auditLogs). */
export default function aihelperAuditRoutes(app: FastifyInstance) {
  route(app, listAihelperAudit, ({ ctx, query, req }) =>
    listAudit(
      ctx.db,
      { ...query, tenantId: scope(req).tenantId },
      inArray(auditLogs.entity, [...AIHELPER_AUDIT_ENTITIES]),
    ),
  );
}
