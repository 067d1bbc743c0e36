import http from 'node:http';
import https from 'node:https';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from '@zhiyu/contract/modules/aicall/callback';
import { reasonOf } from '../../admin/engine/probe.ts';
import { signature } from './sign.ts';

/** What one POST found. `error` is a reason key (timeout, refused, dns, tls, http, network:<code>). */
export interface PostResult {
  ok: boolean;
  status: number | null;
  latencyMs: number;
  error: string;
}

/**
 * One signed POST (node:http/https, so any port works, unlike fetch's "bad port" list; redirects
 * are not followed). Any 2xx answer within `timeoutMs` is a success; the whole exchange up to the
 * response head must fit in the timeout.
 */
export function postSigned(url: string, secret: string, body: string, nowMs: number, timeoutMs: number) {
  const started = performance.now();
  const timestamp = String(Math.floor(nowMs / 1000));
  return new Promise<PostResult>((done) => {
    let settled = false;
    const finish = (r: Omit<PostResult, 'latencyMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req?.destroy();
      done({ ...r, latencyMs: Math.round(performance.now() - started) });
    };
    let req: http.ClientRequest | undefined;
    const timer = setTimeout(() => finish({ ok: false, status: null, error: 'timeout' }), timeoutMs);
    try {
      const target = new URL(url);
      const client = target.protocol === 'https:' ? https : http;
      req = client.request(target, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Zhiyu-Console/callback',
          [TIMESTAMP_HEADER]: timestamp,
          [SIGNATURE_HEADER]: signature(secret, timestamp, body),
        },
      });
    } catch {
      finish({ ok: false, status: null, error: 'network:invalid-url' });
      return;
    }
    req.once('response', (res) => {
      res.resume();
      const status = res.statusCode ?? 0;
      const ok = status >= 200 && status < 300;
      finish({ ok, status, error: ok ? '' : 'http' });
    });
    req.once('error', (err) => {
      const r = reasonOf(err);
      finish({ ok: false, status: null, error: r.reason === 'network' ? `network:${r.detail}` : r.reason });
    });
    req.end(body);
  });
}
