import { randomBytes } from 'node:crypto';
import { SIMULATIONS_MAX } from '@zhiyu/contract/modules/aihelper/simulator';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/http/errors.ts';
import { users } from '../../../platform/identity/table.ts';
import { ahChannels } from '../channel/table.ts';
import { type Channel, ingest } from '../ingest/deliver.ts';
import { SCENARIOS, type Timed, timeline } from './timeline.ts';

/**
 * Simulated calls playing in this process, per app: each sends its timeline's events through the
 * ingest path at the chosen speed. A simulation lives in the process that started it; a restart
 * ends it where it was (the conversation stays live until the desk or a new call replaces it).
 */
interface Playing {
  tenantId: string;
  stopped: boolean;
  /** The app is closing: nothing more is sent, not even the end. */
  closing: boolean;
  /** Wakes a waiting step at once when the call is stopped. */
  wake: () => void;
  /** Settles when the simulation has sent its last event. */
  done: Promise<void>;
}
const playing = new WeakMap<FastifyInstance, Map<string, Playing>>();

export function playingOf(app: FastifyInstance): Map<string, Playing> {
  let m = playing.get(app);
  if (!m) {
    m = new Map();
    playing.set(app, m);
  }
  return m;
}

export async function startSimulation(
  app: FastifyInstance,
  tenantId: string,
  input: { channelId: string; scenario: string; agent: string; speed: number },
) {
  const [channel] = await app.ctx.db
    .select()
    .from(ahChannels)
    .where(and(eq(ahChannels.tenantId, tenantId), eq(ahChannels.id, input.channelId)));
  if (!channel) throw new AppError('190002');
  if (channel.kind !== 'simulator') throw new AppError('190005');
  const scenario = SCENARIOS.find((s) => s.id === input.scenario);
  if (!scenario) throw new AppError('190006');
  const [agent] = await app.ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.username, input.agent)));
  if (!agent) throw new AppError('190007', { params: { name: input.agent } });
  const mine = [...playingOf(app).values()].filter((p) => p.tenantId === tenantId).length;
  if (mine >= SIMULATIONS_MAX) throw new AppError('190008', { params: { n: SIMULATIONS_MAX } });

  const callId = `sim-${randomBytes(6).toString('hex')}`;
  const steps = timeline(scenario, callId, input.agent);
  const p: Playing = { tenantId, stopped: false, closing: false, wake: () => undefined, done: Promise.resolve() };
  playingOf(app).set(callId, p);
  try {
    // The start goes in before the answer, so the desk has the call as soon as the caller hears back.
    await ingest(app, channel, { events: [steps[0].event] });
  } catch (e) {
    playingOf(app).delete(callId);
    throw e;
  }
  p.done = play(app, channel, steps.slice(1), input.speed, p, callId);
  return { callId, seconds: Math.round((steps.at(-1)?.atMs ?? 0) / 1000) };
}

async function play(app: FastifyInstance, channel: Channel, steps: Timed[], speed: number, p: Playing, callId: string) {
  const began = Date.now();
  let seq = 1;
  try {
    for (const step of steps) {
      const wait = began + step.atMs / speed - Date.now();
      if (wait > 0)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, wait);
          p.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      if (p.stopped) break;
      await ingest(app, channel, { events: [step.event] });
      seq = step.event.seq;
    }
    if (p.stopped && !p.closing) await ingest(app, channel, { events: [{ type: 'end', callId, seq: seq + 1 }] });
  } catch (e) {
    // The app is closing, or its database went away: the simulation ends here.
    app.log.debug({ err: (e as Error).message }, 'simulated call ended early');
  } finally {
    playingOf(app).delete(callId);
  }
}

/** Stops every simulation of the app without another event, and waits for them (the app is closing). */
export async function stopAll(app: FastifyInstance) {
  const all = [...playingOf(app).values()];
  for (const p of all) {
    p.stopped = true;
    p.closing = true;
    p.wake();
  }
  await Promise.all(all.map((p) => p.done));
}

/** Stops a simulated call of the tenant: its end is sent at once. */
export function stopSimulation(app: FastifyInstance, tenantId: string, callId: string) {
  const p = playingOf(app).get(callId);
  if (!p || p.tenantId !== tenantId || p.stopped) return { stopped: false };
  p.stopped = true;
  p.wake();
  return { stopped: true };
}
