import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { PASSWORDS, type TestApp, testApp, tokenFor } from './app.ts';

/** The app of a test file and the access token of the user signed in to it. */
export interface SignedIn {
  readonly t: TestApp;
  readonly app: FastifyInstance;
  readonly db: TestApp['db'];
  readonly token: string;
}

/**
 * One app for the whole test file (captcha off, rate limit lifted), signed in as a demo user
 * (`tenant` by default): registers its own beforeAll/afterAll, so call it at the top of the file.
 * The fields are read inside tests, once beforeAll has run.
 */
export function signedIn(username = 'tenant', env: Record<string, string> = {}): SignedIn {
  let t: TestApp | undefined;
  let token = '';
  beforeAll(async () => {
    t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000', ...env });
    token = (await tokenFor(t.app, username, PASSWORDS[username])).authorization;
  });
  afterAll(() => t?.close());
  const ready = () => {
    if (!t) throw new Error('signedIn(): used before beforeAll ran');
    return t;
  };
  return {
    get t() {
      return ready();
    },
    get app() {
      return ready().app;
    },
    get db() {
      return ready().db;
    },
    get token() {
      return token;
    },
  };
}
