import { hash } from '@node-rs/argon2';
import { count } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { users } from '../identity/table.ts';
import { runModuleSeeds } from '../modules.ts';
import { serverSecret } from '../settings/secret.ts';
import { syncResources } from './resources.ts';

/**
 * Runs on every start: resources always follow the contract; demo data or the first administrator
 * only go into an empty database, so restarts keep whatever users changed.
 */
export async function prepareData(db: Db, config: Config, now: number): Promise<'demo' | 'admin' | 'none'> {
  await syncResources(db);
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return 'none';
  if (config.seedDemo) {
    // Every resource's demo data, from its own modules/<area>/<resource>/seed.ts, in `order`.
    await runModuleSeeds(db, now, {
      demoText: config.SEED_DEMO_TEXT !== false,
      demoAihelper: config.SEED_DEMO_AIHELPER !== false,
      secret: () => serverSecret(db),
    });
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
