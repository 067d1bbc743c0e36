import { hash } from '@node-rs/argon2';
import { count } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { users } from '../identity/table.ts';
import { runModuleSeeds } from '../modules.ts';
import { seedBrand } from './brand.ts';
import { seedCalls } from './calls.ts';
import { seedDemo } from './demo.ts';
import { seedEngines } from './engine.ts';
import { seedLookups } from './lookups.ts';
import { syncResources } from './resources.ts';
import { seedTags } from './tags.ts';
import { seedTextHistory } from './text-history.ts';

/**
 * Runs on every start: resources always follow the contract; demo data or the first administrator
 * only go into an empty database, so restarts keep whatever users changed.
 */
export async function prepareData(db: Db, config: Config, now: number): Promise<'demo' | 'admin' | 'none'> {
  await syncResources(db);
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return 'none';
  if (config.seedDemo) {
    await seedDemo(db, now);
    await seedTags(db, now);
    await seedLookups(db, now);
    await seedBrand(db, now);
    await seedCalls(db, now);
    await seedEngines(db, now);
    // Each module resource's own demo data (modules/<module>/<res>/seed.ts).
    await runModuleSeeds(db, now);
    // The text bot's last 30 days on the demo channels (after the channels and the FAQ they answer from).
    if (config.SEED_DEMO_TEXT !== false) await seedTextHistory(db, now);
    return 'demo';
  }
  if (!config.ADMIN_PASSWORD) {
    throw new Error(
      'The database has no users and demo seeding is off: set ADMIN_PASSWORD (min 8 characters) for the first administrator "admin", or SEED_DEMO=1.',
    );
  }
  await db.insert(users).values({
    id: 'u-admin',
    username: 'admin',
    passwordHash: await hash(config.ADMIN_PASSWORD),
    nickname: '平台管理员',
    level: 'platform',
    mustChangePassword: true,
  });
  return 'admin';
}
