import websocket from '@fastify/websocket';
import {
  REALTIME_CLOSE,
  REALTIME_LIMITS,
  REALTIME_PATH,
  type RealtimeMessage,
  sendRealtimeEcho,
} from '@zhiyu/contract/realtime';
import type { FastifyInstance } from 'fastify';
import { type Bus, type BusEvent, localBus, redisBus } from '../bus.ts';
import { admit, explainTooBig } from './connect.ts';
import { installEcho } from './echo.ts';
import { Hub } from './hub.ts';
import { startRecheck } from './recheck.ts';

export interface RealtimeOptions {
  /** A ready bus (tests). Otherwise Redis pub/sub when REDIS_URL is set, else this process only. */
  bus?: Bus;
  /** Redis channel; instances sharing it share delivery. */
  channel?: string;
  /** How often every connected session is re-checked (revocation, expiry, disabling). */
  recheckMs?: number;
  /** Ping interval; a peer that did not answer the previous ping is dropped. */
  heartbeatMs?: number;
}

export interface PublishInput<P = unknown> {
  /** The audience: this tenant's sockets (null: platform and channel sessions). */
  tenantId: string | null;
  /** Only this user's sockets within that tenant. */
  userId?: string;
  topic: string;
  payload: P;
}

export interface Realtime {
  /** Delivers to the audience on every instance. Returns the sockets reached on this one. */
  publish(input: PublishInput): number;
  /** Re-checks every connected session now, here and on the other instances. */
  recheckAll(): void;
  readonly hub: Hub;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export async function installRealtime(app: FastifyInstance, opts: RealtimeOptions = {}): Promise<void> {
  const { ctx } = app;
  const hub = new Hub();
  const owned = !opts.bus;
  const bus =
    opts.bus ??
    (ctx.config.REDIS_URL ? await redisBus(ctx.config.REDIS_URL, opts.channel ?? 'zhiyu:realtime') : localBus());
  const recheck = startRecheck(ctx, hub, opts.recheckMs ?? 5000);

  const publish = (input: PublishInput): number => {
    const msg: RealtimeMessage = { topic: input.topic, payload: input.payload, at: ctx.now() };
    const frame = JSON.stringify(msg);
    if (Buffer.byteLength(frame) > REALTIME_LIMITS.maxFrameBytes) {
      throw new Error(`realtime message on ${input.topic} exceeds ${REALTIME_LIMITS.maxFrameBytes} bytes`);
    }
    bus.send({ kind: 'message', tenantId: input.tenantId, userId: input.userId, frame });
    return hub.deliver(input.tenantId, input.userId, Buffer.from(frame));
  };
  bus.onEvent((e: BusEvent) => {
    if (e.kind === 'recheck') recheck.soon();
    else hub.deliver(e.tenantId, e.userId, Buffer.from(e.frame));
  });
  const recheckAll = () => {
    recheck.soon();
    bus.send({ kind: 'recheck' });
  };
  app.decorate('realtime', { publish, recheckAll, hub } satisfies Realtime);

  await app.register(websocket, { options: { maxPayload: REALTIME_LIMITS.maxFrameBytes } });
  app.register(async (scoped) => {
    scoped.get(REALTIME_PATH, { websocket: true }, async (ws, req) => {
      explainTooBig(ws);
      ws.on('error', (err) => req.log.debug({ err: err.message }, 'realtime socket error'));
      // The channel is server → client; what a client sends is not read (its size is still capped).
      const client = await admit(ctx, hub, ws, req);
      if (!client) return;
      hub.add(client);
      ws.on('pong', () => {
        client.alive = true;
      });
      ws.on('close', () => hub.remove(client));
    });
  });

  // A successful change by a signed-in caller may have revoked sessions (logout, password change,
  // disabling a user or tenant): re-check at once rather than at the next period.
  app.addHook('onResponse', async (req, reply) => {
    if (!req.session || req.method === 'GET' || reply.statusCode >= 400) return;
    if (req.routeOptions.config.endpoint?.id !== sendRealtimeEcho.id) recheckAll();
  });

  const heartbeat = setInterval(() => {
    for (const c of hub.clients) {
      if (!c.alive) {
        c.ws.terminate();
        continue;
      }
      c.alive = false;
      c.ws.ping();
    }
  }, opts.heartbeatMs ?? 30_000);
  heartbeat.unref();

  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    recheck.stop();
    for (const c of hub.clients) c.ws.close(REALTIME_CLOSE.shutdown, 'server shutting down');
  });
  app.addHook('onClose', async () => {
    if (owned) await bus.close();
  });
  installEcho(app);
}
