import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { callRecords } from '../../src/modules/aicall/record/table.ts';
import type { Db } from '../../src/platform/db/client.ts';
import type { Api } from './api.ts';
import { call } from './app.ts';

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A real HTTP receiver on a free local port. `answer` decides each reply: a status code, or
 * 'hang' to never answer (the sender's timeout must end it).
 */
export async function receiver(answer: (n: number, r: Received) => number | 'hang' = () => 200) {
  const got: Received[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const r = { headers: req.headers, body };
      got.push(r);
      const a = answer(got.length, r);
      if (a === 'hang') hanging.add(res);
      else res.writeHead(a, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    got,
    set(next: typeof answer) {
      answer = next;
    },
    async close() {
      for (const r of hanging) r.destroy();
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}

/** A finished call of tenant 2001's demo app, as the dialer would write it. */
export async function insertCall(db: Db, id: string, phone = '13912345678') {
  const now = Date.now();
  await db.insert(callRecords).values({
    id,
    tenantId: '2001',
    appId: '30000001',
    direction: 1,
    phone,
    lineNumber: '02100000000',
    startedAt: new Date(now - 40_000),
    answeredAt: new Date(now - 30_000),
    endedAt: new Date(now),
    durationSec: 30,
    causeCode: 0,
    causeType: 200,
    resultClass: 'success',
    rounds: 2,
    customerName: '张三',
    transcript: [{ role: 'bot', text: '您好', atMs: 0 }],
    intents: ['有意向'],
  });
}

export const tenantApp = { tenantId: '2001', appId: '30000001' };

// biome-ignore lint/suspicious/noExplicitAny: each test reads the fields it checks
type Any = any;

/** GET and POST of call-settings endpoints as the given user (the path comes from the endpoint). */
export function api(app: FastifyInstance, token: string) {
  return {
    get: <T = Any>(endpoint: Api, query: Record<string, string | number> = {}) =>
      call<T>(app, {
        method: 'GET',
        url: `${endpoint.path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
        token,
      }),
    post: <T = Any>(endpoint: Api, payload: unknown = {}, lang = 'zh-CN') =>
      call<T>(app, {
        method: 'POST',
        url: `${endpoint.path}`,
        token,
        payload: payload as Record<string, unknown>,
        headers: { 'accept-language': lang },
      }),
  };
}
