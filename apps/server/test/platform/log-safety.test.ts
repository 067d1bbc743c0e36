/**
 * What reaches the log when a statement fails: the failure and its cause, never the statement's
 * parameters (a new user's password hash) nor the driver's quote of the failing row; and never a
 * query-string value of a request.
 */

import { Writable } from 'node:stream';
import { getLoginPageConfig } from '@zhiyu/contract/modules/admin/public';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { users } from '../../src/platform/identity/table.ts';
import { describeError, loggerOptions, safeError } from '../../src/platform/logger.ts';
import { type TestApp, testApp } from '../helpers/app.ts';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$SECRETSALTvalue$SECRETHASHvalue0123456789';

let t: TestApp;
let app: FastifyInstance;
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _enc, cb) {
    lines.push(String(chunk));
    cb();
  },
});

beforeAll(async () => {
  t = await testApp();
  const logger = pino(loggerOptions('info'), sink);
  app = await buildApp({ db: t.db, config: t.app.ctx.config, kv: t.kv, logger, now: t.app.ctx.now });
  // A user create whose statement fails in the database, the values built by the server itself.
  app.post('/test/user-create-fails', async (req) => {
    const how = (req.query as { how?: string }).how;
    await t.db.insert(users).values({
      id: 'u-log-safety',
      username: how === 'null' ? (null as unknown as string) : 'log-safety',
      passwordHash: HASH,
      nickname: how === 'nul' ? 'a\u0000b' : 'nick',
      level: 'tenant',
    });
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const logged = () => lines.join('');

describe('a failing statement in the log', () => {
  it('logs the failure and its cause but not the parameters (a NUL the database refuses)', async () => {
    lines.length = 0;
    const r = await app.inject({ method: 'POST', url: '/test/user-create-fails?how=nul' });
    expect(r.json().code).toBe('500000');
    const log = logged();
    expect(log).toContain('unhandled error');
    expect(log).toContain('Failed query: insert into \\"users\\"');
    expect(log).toMatch(/invalid byte sequence|0x00/);
    expect(log).not.toContain('SECRET');
  });

  it("leaves out the driver's detail, which quotes the failing row (a NOT NULL violation)", async () => {
    lines.length = 0;
    const r = await app.inject({ method: 'POST', url: '/test/user-create-fails?how=null' });
    expect(r.json().code).toBe('500000');
    const log = logged();
    expect(log).toContain('null value in column \\"username\\"');
    expect(log).toContain('"code":"23502"');
    expect(log).not.toContain('SECRET');
    expect(log).not.toContain('Failing row');
  });

  it('an error logged on its own, under another key or with no message is made safe too', async () => {
    const err = await t.db
      .insert(users)
      .values({ id: 'u2', username: 'x', passwordHash: HASH, nickname: 'a\u0000', level: 'tenant' })
      .catch((e: unknown) => e as Error);
    expect(String((err as Error).message)).toContain('SECRET'); // what drizzle itself writes
    lines.length = 0;
    const log = pino(loggerOptions('info'), sink);
    log.error(err);
    log.error({ err });
    log.warn({ error: err, job: 'j1' }, 'job failed');
    log.child({ reqId: 'r1' }).error({ err }, 'in a child');
    const out = logged();
    expect(lines).toHaveLength(4);
    expect(out).toContain('Failed query: insert into');
    expect(out).toContain('"job":"j1"');
    expect(out).not.toContain('SECRET');
    expect(JSON.stringify(safeError(err as Error))).not.toContain('SECRET');
  });

  it('startup errors print their whole cause chain, without the parameters', () => {
    const root = new Error('connect ECONNREFUSED 127.0.0.1:1');
    const mid = Object.assign(new Error(`Failed query: select $1\nparams: ${HASH}`, { cause: root }), {
      params: [HASH],
    });
    const top = new Error('could not open the database', { cause: mid });
    const text = describeError(top);
    expect(text.split('\n')).toEqual([
      'Error: could not open the database',
      'caused by: Error: Failed query: select $1',
      'params: [redacted]',
      'caused by: Error: connect ECONNREFUSED 127.0.0.1:1',
    ]);
  });
});

describe('request logs', () => {
  it('hold no query-string value, only the names', async () => {
    lines.length = 0;
    await app.inject({ url: `${getLoginPageConfig.path}?channelId=1001&token=tok-SECRET&bare-SECRET` });
    const log = logged();
    expect(log).toContain(`${getLoginPageConfig.path}?channelId=[redacted]&token=[redacted]&[redacted]`);
    expect(log).not.toContain('1001');
    expect(log).not.toContain('SECRET');
  });
});
