import type { FastifyInstance } from 'fastify';
import { type Bus, localBus, redisBus } from '../bus.ts';
import type { Db } from '../db/client.ts';

/**
 * What one instance tells the others so their in-memory state follows the database: the
 * knowledge indexes today (requirements D5). A change is always applied locally by the instance
 * that made it; the feed carries it to the rest.
 */
export interface SyncEvent {
  topic: string;
  data: unknown;
}

export interface SyncFeed {
  /** Tells the other instances (never this one). */
  publish(topic: string, data: unknown): void;
  /** Handles a topic's changes made on the other instances. */
  on(topic: string, handler: (data: unknown) => void): void;
}

export interface SyncOptions {
  /** A ready bus (tests). Otherwise Redis pub/sub when REDIS_URL is set, else this process only. */
  bus?: Bus<SyncEvent>;
  /** Redis channel; instances sharing it share their changes. */
  channel?: string;
}

// One feed per database handle: each server instance opens its own handle, and module-level code
// that only holds the handle (change hooks, index registries) finds its instance's feed by it.
const feeds = new WeakMap<Db, SyncFeed>();

function feedOn(bus: Bus<SyncEvent>): SyncFeed {
  const handlers = new Map<string, ((data: unknown) => void)[]>();
  bus.onEvent((e) => {
    for (const h of handlers.get(e?.topic) ?? []) {
      try {
        h(e.data);
      } catch {
        // One handler's failure must not keep the others from their change.
      }
    }
  });
  return {
    publish: (topic, data) => bus.send({ topic, data }),
    on(topic, handler) {
      handlers.set(topic, [...(handlers.get(topic) ?? []), handler]);
    },
  };
}

/** The feed of the instance that opened this database handle (a single-process one when none was installed). */
export function syncFeed(db: Db): SyncFeed {
  let feed = feeds.get(db);
  if (!feed) {
    feed = feedOn(localBus<SyncEvent>());
    feeds.set(db, feed);
  }
  return feed;
}

export async function installSync(app: FastifyInstance, opts: SyncOptions = {}): Promise<void> {
  const { config, db } = app.ctx;
  const owned = !opts.bus;
  const bus =
    opts.bus ??
    (config.REDIS_URL
      ? await redisBus<SyncEvent>(config.REDIS_URL, opts.channel ?? 'zhiyu:sync')
      : localBus<SyncEvent>());
  feeds.set(db, feedOn(bus));
  app.addHook('onClose', async () => {
    feeds.delete(db);
    if (owned) await bus.close();
  });
}
