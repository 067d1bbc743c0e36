import * as api from '@zhiyu/contract/modules/learnself/cluster';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import { lsScope } from '../dataset/repo.ts';
import * as svc from './service.ts';

/** /learnself-api/cluster/* — clustering runs and their clusters (requirements R4 §2). */
export default function clusterRoutes(app: FastifyInstance) {
  route(app, api.startClusterRun, ({ ctx, body, req }) => svc.startRun(ctx, lsScope(req), body));
  route(app, api.listClusterRuns, ({ ctx, query, req }) => svc.listRuns(ctx.db, lsScope(req), query));
  route(app, api.listClusters, ({ ctx, query, req }) => svc.listClusters(ctx.db, lsScope(req), query));
  route(app, api.listClusterMembers, ({ ctx, query, req }) => svc.members(ctx.db, lsScope(req), query.clusterId));
  route(app, api.addClusterToDataset, ({ ctx, body, req }) => svc.addToDataset(ctx, lsScope(req), body));
  route(app, api.markClustersNoise, ({ ctx, body, req }) => svc.markNoise(ctx.db, lsScope(req), body.ids));
  app.addHook('onReady', async () => svc.setClusterPublisher((m) => app.realtime?.publish(m)));
}
