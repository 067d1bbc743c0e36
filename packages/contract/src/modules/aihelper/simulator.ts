/**
 * The built-in simulator (issue 20 §1, 模拟通话): plays a written Chinese agent–customer dialogue to
 * a chosen agent through a channel of kind `simulator`, at a natural pace (partial results while a
 * line is spoken, then its final), through the same path as a real channel's events, so the desk
 * can be shown and tested with nothing else installed.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ChannelId } from './channel.ts';

/** Simulated calls a tenant may have playing at once. */
export const SIMULATIONS_MAX = 20;

export const SimulatorScenario = z.object({
  id: z.string(),
  title: z.object({ zh: z.string(), en: z.string() }),
  skillGroup: z.string(),
  direction: z.enum(['in', 'out']),
  turns: z.number(),
  /** How long the call lasts at the natural pace. */
  seconds: z.number(),
});
export type SimulatorScenario = z.infer<typeof SimulatorScenario>;

export const listSimulatorScenarios = defineEndpoint({
  id: 'aihelper.simulator.list',
  method: 'GET',
  path: '/aihelper-api/simulator/scenarios',
  access: 'aihelper.simulator.list',
  response: z.array(SimulatorScenario),
  example: {},
});

export const startSimulation = defineEndpoint({
  id: 'aihelper.simulator.start',
  method: 'POST',
  path: '/aihelper-api/simulator/start',
  access: 'aihelper.simulator.start',
  body: z.object({
    channelId: ChannelId,
    scenario: z.string().min(1).max(64),
    /** The agent's username in the tenant. */
    agent: z.string().trim().min(1).max(64),
    /** 1 plays at the natural pace; up to 50 times faster for demonstrations and tests. */
    speed: z.number().min(1).max(50).default(1),
  }),
  response: z.object({ callId: z.string(), seconds: z.number() }),
  example: { body: { channelId: 'ch-none', scenario: 'card-activation', agent: 'tenant' } },
});

export const stopSimulation = defineEndpoint({
  id: 'aihelper.simulator.stop',
  method: 'POST',
  path: '/aihelper-api/simulator/stop',
  access: 'aihelper.simulator.start',
  body: z.object({ callId: z.string().min(1).max(64) }),
  /** Whether a simulated call of the tenant was playing and is now ended. */
  response: z.object({ stopped: z.boolean() }),
  example: { body: { callId: 'sim-none' } },
});
