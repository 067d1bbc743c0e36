import * as api from '@zhiyu/contract/modules/learnself/diagnosis';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import { lsScope } from '../dataset/repo.ts';
import * as svc from './service.ts';

/** /learnself-api/diagnosis/* — semantic diagnosis of dataset versions (requirements R4 §5). */
export default function diagnosisRoutes(app: FastifyInstance) {
  route(app, api.runDiagnosis, ({ ctx, body, req }) => svc.startDiagnosis(ctx, lsScope(req), body.versionId));
  route(app, api.listDiagnoses, ({ ctx, query, req }) => svc.listDiagnoses(ctx.db, lsScope(req), query));
  route(app, api.getDiagnosis, ({ ctx, query, req }) => svc.getDiagnosis(ctx.db, lsScope(req), query.id));
  route(app, api.applyDiagnosisFix, ({ ctx, body, req }) => svc.applyFix(ctx, lsScope(req), body.id, body.findingId));
}
