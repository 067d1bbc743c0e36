import * as api from '@zhiyu/contract/modules/aihelper/threshold';
import type { FastifyInstance } from 'fastify';
import { scope } from '../../../platform/access/session.ts';
import { route } from '../../../platform/http/route.ts';
import { createThreshold, deleteThresholds, listThresholdRows, updateThreshold } from './service.ts';

/** /aihelper-api/threshold/* — the thresholds of the real-time detections (/aihelper/thresholdConfig). */
export default function thresholdRoutes(app: FastifyInstance) {
  route(app, api.listThresholds, ({ ctx, query, req }) => listThresholdRows(ctx.db, scope(req).tenantId, query));
  route(app, api.createThreshold, ({ ctx, body, req }) => createThreshold(ctx, req, body));
  route(app, api.updateThreshold, ({ ctx, body, req }) => {
    const { id, ...input } = body;
    return updateThreshold(ctx, req, id, input);
  });
  route(app, api.deleteThresholds, ({ ctx, body, req }) => deleteThresholds(ctx, req, body.ids));
}
