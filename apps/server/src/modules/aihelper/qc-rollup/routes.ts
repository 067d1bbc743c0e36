import * as api from '@zhiyu/contract/modules/aihelper/qc-analysis';
import type { FastifyInstance } from 'fastify';
import { scope } from '../../../platform/access/session.ts';
import { route } from '../../../platform/http/route.ts';
import { qcAnalysis } from './analysis.ts';

/** /aihelper-api/qcAnalysis/* — 质检分析, from the QC rollups. */
export default function qcAnalysisRoutes(app: FastifyInstance) {
  route(app, api.getQcAnalysis, ({ ctx, query, req }) => qcAnalysis(ctx.db, scope(req).tenantId, query, ctx.now()));
}
