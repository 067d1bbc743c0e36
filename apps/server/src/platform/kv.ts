import { Redis } from 'ioredis';

/** Small key/value store with TTLs for throttling counters and captcha answers (Redis: shared by every instance). */
export interface Kv {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Increments and, when the key is new, gives it the TTL. Returns the new value. */
  incr(key: string, ttlSeconds: number): Promise<number>;
  /** Remaining seconds, or 0 when absent. */
  ttl(key: string): Promise<number>;
  del(key: string): Promise<void>;
  /** get + del in one step: a captcha answer is single use. */
  take(key: string): Promise<string | null>;
  close(): Promise<void>;
  /**
   * The Redis client behind a Redis store (absent in memory), for what keeps its own counters in
   * Redis (the per-address rate limit). Its keys carry the store's prefix.
   */
  readonly redis?: Redis;
}

export function memoryKv(now: () => number = Date.now): Kv {
  const m = new Map<string, { v: string; exp: number }>();
  const live = (k: string) => {
    const e = m.get(k);
    if (e && e.exp <= now()) m.delete(k);
    return m.get(k);
  };
  return {
    async get(k) {
      return live(k)?.v ?? null;
    },
    async set(k, v, ttl) {
      m.set(k, { v, exp: now() + ttl * 1000 });
    },
    async incr(k, ttl) {
      const e = live(k);
      const n = (e ? Number(e.v) : 0) + 1;
      m.set(k, { v: String(n), exp: e?.exp ?? now() + ttl * 1000 });
      return n;
    },
    async ttl(k) {
      const e = live(k);
      return e ? Math.max(1, Math.ceil((e.exp - now()) / 1000)) : 0;
    },
    async del(k) {
      m.delete(k);
    },
    async take(k) {
      const v = live(k)?.v ?? null;
      m.delete(k);
      return v;
    },
    async close() {
      m.clear();
    },
  };
}

export function redisKv(url: string, prefix = 'zhiyu:'): Kv {
  const r = new Redis(url, { keyPrefix: prefix, maxRetriesPerRequest: 2, lazyConnect: false });
  return {
    redis: r,
    get: (k) => r.get(k),
    async set(k, v, ttl) {
      await r.set(k, v, 'EX', ttl);
    },
    async incr(k, ttl) {
      const [[, n]] = (await r.multi().incr(k).expire(k, ttl, 'NX').exec()) as [[unknown, number]];
      return n;
    },
    async ttl(k) {
      return Math.max(0, await r.ttl(k));
    },
    async del(k) {
      await r.del(k);
    },
    take: (k) => r.getdel(k),
    async close() {
      await r.quit();
    },
  };
}

export function openKv(url: string | undefined, prefix?: string): Kv {
  return url ? redisKv(url, prefix) : memoryKv();
}
