import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/platform/config.ts';
import { resources, users } from '../../../src/platform/identity/table.ts';
import { memoryKv, redisKv } from '../../../src/platform/kv.ts';
import { prepareData } from '../../../src/platform/seed/index.ts';
import { channels, tenants } from '../../../src/platform/tenancy/table.ts';
import { freshDb } from '../../helpers/db.ts';

describe('first start', () => {
  it('without demo data needs ADMIN_PASSWORD, creates only that admin (must change password), and is idempotent', async () => {
    const h = await freshDb();
    try {
      await h.migrate();
      const noDemo = loadConfig({ SEED_DEMO: '0' });
      await expect(prepareData(h.db, noDemo, Date.now())).rejects.toThrow(/ADMIN_PASSWORD/);
      const cfg = loadConfig({ SEED_DEMO: '0', ADMIN_PASSWORD: 'First#Admin2026' });
      expect(await prepareData(h.db, cfg, Date.now())).toBe('admin');
      expect(await prepareData(h.db, cfg, Date.now())).toBe('none');
      const all = await h.db.select().from(users);
      expect(all.map((u) => [u.username, u.level, u.mustChangePassword])).toEqual([['admin', 'platform', true]]);
      expect((await h.db.select({ n: count() }).from(channels))[0].n).toBe(0);
      expect((await h.db.select({ n: count() }).from(resources))[0].n).toBeGreaterThan(100);
    } finally {
      await h.close();
    }
  });

  it('demo seed runs once: a restart keeps changed data', async () => {
    const h = await freshDb();
    try {
      await h.migrate();
      const cfg = loadConfig({ SEED_DEMO: '1' });
      expect(await prepareData(h.db, cfg, Date.now())).toBe('demo');
      await h.db.update(tenants).set({ name: 'renamed' }).where(eq(tenants.id, '2001'));
      expect(await prepareData(h.db, cfg, Date.now())).toBe('none');
      const [t] = await h.db.select().from(tenants).where(eq(tenants.id, '2001'));
      expect(t.name).toBe('renamed');
      expect((await h.db.select({ n: count() }).from(users))[0].n).toBe(6);
    } finally {
      await h.close();
    }
  });
});

describe('kv', () => {
  const kvs = [['memory', () => memoryKv()] as const];
  const redisUrl = process.env.REDIS_URL;
  const stores = redisUrl
    ? [...kvs, ['redis', () => redisKv(redisUrl, `zhiyu-test:${randomBytes(6).toString('hex')}:`)] as const]
    : kvs;
  it.each(stores)('%s: counters keep their first TTL, take() is single use', async (_name, open) => {
    const kv = open();
    try {
      expect(await kv.incr('c', 60)).toBe(1);
      expect(await kv.incr('c', 600)).toBe(2);
      expect(await kv.ttl('c')).toBeLessThanOrEqual(60);
      await kv.set('x', 'v', 60);
      expect(await kv.take('x')).toBe('v');
      expect(await kv.take('x')).toBeNull();
      expect(await kv.ttl('missing')).toBe(0);
      await kv.del('c');
      expect(await kv.get('c')).toBeNull();
    } finally {
      await kv.close();
    }
  });
});
