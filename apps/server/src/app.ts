import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { installAccess } from './platform/access/plugin.ts';
import type { Config } from './platform/config.ts';
import type { AppContext } from './platform/context.ts';
import type { Db } from './platform/db/client.ts';
import { installErrorHandler } from './platform/http/error-handler.ts';
import { installHealth } from './platform/http/health.ts';
import { installNulGuard } from './platform/http/nul-guard.ts';
import { installWeb, isApiPath } from './platform/http/web.ts';
import { installJobs } from './platform/jobs/plugin.ts';
import type { WorkerOptions } from './platform/jobs/worker.ts';
import type { Kv } from './platform/kv.ts';
import { loggerOptions } from './platform/logger.ts';
import { registerModules } from './platform/modules.ts';
import { installRealtime, type RealtimeOptions } from './platform/realtime/plugin.ts';
import { serverSecret } from './platform/settings/secret.ts';
import { installSync, type SyncOptions } from './platform/sync/feed.ts';

export interface BuildOptions {
  db: Db;
  config: Config;
  kv: Kv;
  /** A pino logger (main) or nothing (tests stay quiet unless LOG_LEVEL asks). */
  logger?: Logger | boolean;
  now?: () => number;
  /** From sessionCacheFor(handle): set on the embedded database, absent on PostgreSQL. */
  sessionCache?: AppContext['sessionCache'];
  /** Real-time channel tuning (tests: a shared Redis bus, short periods). */
  realtime?: RealtimeOptions;
  /** Cross-instance change feed (tests: a channel of their own, or a bus that loses everything). */
  sync?: SyncOptions;
  /** Background job worker (imports, exports); on by default. */
  jobs?: WorkerOptions & { enabled?: boolean };
}

/** Composition as fastify/demo: external plugins → platform plugins → discovered modules. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const trustProxy = config.TRUST_PROXY ?? false;
  const app = (typeof opts.logger === 'object'
    ? Fastify({ loggerInstance: opts.logger, trustProxy })
    : Fastify({
        logger: opts.logger ? loggerOptions(config.LOG_LEVEL) : false,
        trustProxy,
      })) as unknown as FastifyInstance;
  const ctx: AppContext = {
    db: opts.db,
    config,
    kv: opts.kv,
    now: opts.now ?? Date.now,
    secret: await serverSecret(opts.db),
    sessionCache: opts.sessionCache,
  };
  app.decorate('ctx', ctx);
  app.decorate('endpoints', []);
  app.setValidatorCompiler(validatorCompiler);
  installErrorHandler(app);
  installNulGuard(app);
  installJsonParser(app);
  // Only API calls count: one page load fetches dozens of static chunks, which must never be refused.
  // With Redis the counters are shared by every instance; if Redis fails, calls go on (it only stops floods).
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    allowList: (req) => !isApiPath(req.url),
    ...(opts.kv.redis ? { redis: opts.kv.redis, nameSpace: 'rate-limit:', skipOnError: true } : {}),
  });
  // Multipart for imports and uploads. These are ceilings; each route sets its own limits
  // (req.file({ limits })) and re-checks type by content, never by name.
  await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 10, fields: 20, parts: 40 } });
  installAccess(app);
  installHealth(app);
  await installWeb(app);
  await installRealtime(app, opts.realtime);
  await installSync(app, opts.sync);
  await registerModules(app);
  installJobs(app, opts.jobs);
  return app;
}

/** Accept an empty JSON body (the web client posts logout without one) as "no body". */
function installJsonParser(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (req.routeOptions.config?.endpoint?.rawBody) req.rawBody = String(body);
    const text = String(body).trim();
    if (text === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('invalid JSON body'), { statusCode: 400 }), undefined);
    }
  });
}
