import * as api from '@zhiyu/contract/modules/aihelper/simulator';
import type { FastifyInstance } from 'fastify';
import { scope } from '../../../platform/access/session.ts';
import { route } from '../../../platform/http/route.ts';
import { startSimulation, stopAll, stopSimulation } from './service.ts';
import { SCENARIOS, secondsOf } from './timeline.ts';

/** /aihelper-api/simulator/* — the built-in simulated calls (模拟通话). */
export default function simulatorRoutes(app: FastifyInstance) {
  route(app, api.listSimulatorScenarios, async () =>
    SCENARIOS.map((s) => ({
      id: s.id,
      title: s.title,
      skillGroup: s.skillGroup,
      direction: s.direction,
      turns: s.turns.length,
      seconds: secondsOf(s),
    })),
  );
  route(app, api.startSimulation, ({ body, req }) => startSimulation(app, scope(req).tenantId, body));
  route(app, api.stopSimulation, async ({ body, req }) => stopSimulation(app, scope(req).tenantId, body.callId));
  // A closing app stops its simulations first, so none writes to a closed database.
  app.addHook('preClose', () => stopAll(app));
}
