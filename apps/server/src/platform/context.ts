import type { Endpoint } from '@zhiyu/contract/endpoint';
import type { Session, SessionRow } from './access/session.ts';
import type { SessionCache } from './access/session-cache.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Kv } from './kv.ts';

/** What every service needs; decorated on the app as `app.ctx`. */
export interface AppContext {
  db: Db;
  config: Config;
  kv: Kv;
  /** Injectable clock (ms) so expiry tests need not wait. */
  now: () => number;
  /** Server secret that signs SDK tokens, generated on first start. */
  secret: string;
  /** Embedded database only (see access/session-cache.ts). */
  sessionCache?: SessionCache<SessionRow>;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Every contract endpoint registered through route(), for the walk test. */
    endpoints: Endpoint[];
  }
  interface FastifyRequest {
    session: Session | null;
    /** The JSON body as sent, for endpoints that declare `rawBody` (a signature over its bytes). */
    rawBody?: string;
  }
  interface FastifyContextConfig {
    endpoint?: Endpoint;
  }
}
