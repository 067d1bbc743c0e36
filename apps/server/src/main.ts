import { mkdirSync } from 'node:fs';
import pino from 'pino';
import { buildApp } from './app.ts';
import { sessionCacheFor } from './platform/access/session-cache.ts';
import { loadConfig } from './platform/config.ts';
import { openDb } from './platform/db/client.ts';
import { openKv } from './platform/kv.ts';
import { assertLicenceKey } from './platform/licence-key.ts';
import { describeError, loggerOptions } from './platform/logger.ts';
import { prepareData } from './platform/seed/index.ts';

async function main() {
  const config = loadConfig();
  assertLicenceKey(config);
  const logger = pino(loggerOptions(config.LOG_LEVEL, process.stdout.isTTY));
  if (!config.DATABASE_URL) mkdirSync(config.DATA_DIR, { recursive: true });
  const db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await db.migrate();
  const seeded = await prepareData(db.db, config, Date.now());
  const kv = openKv(config.REDIS_URL);
  const app = await buildApp({ db: db.db, config, kv, logger, sessionCache: await sessionCacheFor(db) });
  await app.listen({ port: config.PORT, host: config.HOST });
  logger.info({ port: config.PORT, db: db.kind, seeded, kv: config.REDIS_URL ? 'redis' : 'memory' }, 'ready');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    await app.close();
    await kv.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

// The whole cause chain: "Failed query: …" alone does not say what failed (statement
// parameters are left out, as in the log).
main().catch((err: unknown) => {
  console.error(describeError(err));
  process.exit(1);
});
