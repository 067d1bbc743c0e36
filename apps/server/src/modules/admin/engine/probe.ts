import http from 'node:http';
import https from 'node:https';
import type { TestReason } from '@zhiyu/contract/modules/admin/engine';
import { AppError, type Lang } from '../../../platform/http/errors.ts';

/** What a connection test found: reachable in `latencyMs`, or why not. */
export type Probe =
  | { ok: true; latencyMs: number; response?: string | null }
  | { ok: false; reason: TestReason; httpStatus?: number; detail?: string };

const TLS_CODES = /^(CERT_|ERR_TLS|ERR_SSL|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_(GET|VERIFY))/;

/** Maps a socket or fetch failure (the error or its cause) to a reason. */
export function reasonOf(err: unknown): { reason: TestReason; detail?: string } {
  const e = err as { name?: string; code?: string; cause?: { code?: string; name?: string } };
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return { reason: 'timeout' };
  const code = e.cause?.code ?? e.code ?? '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME' || code === 'EAI_NODATA')
    return { reason: 'dns' };
  if (code === 'ECONNREFUSED') return { reason: 'refused' };
  if (code === 'ETIMEDOUT' || code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_HEADERS_TIMEOUT')
    return { reason: 'timeout' };
  if (TLS_CODES.test(code)) return { reason: 'tls', detail: code };
  return { reason: 'network', detail: code || e.cause?.name || e.name || 'error' };
}

/**
 * One GET of the engine's endpoint (node:http/https, so any port works, unlike fetch's "bad port"
 * list), redirects not followed, within `timeoutMs` for the whole exchange up to the response
 * head. Any 1xx–3xx answer means the engine is reachable; 4xx/5xx is reported with its status.
 */
export function probeHttp(url: string, headers: Record<string, string>, timeoutMs: number): Promise<Probe> {
  const started = performance.now();
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.resolve({ ok: false, reason: 'network', detail: 'invalid URL' });
  }
  return new Promise((done) => {
    let settled = false;
    const finish = (p: Probe) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      done(p);
    };
    const client = target.protocol === 'https:' ? https : http;
    const req = client.request(target, {
      method: 'GET',
      headers: { 'user-agent': 'Zhiyu-Console/engine-test', ...headers },
    });
    const timer = setTimeout(() => finish({ ok: false, reason: 'timeout' }), timeoutMs);
    req.once('response', (res) => {
      res.resume();
      const status = res.statusCode ?? 0;
      finish(
        status >= 400
          ? { ok: false, reason: 'http', httpStatus: status }
          : { ok: true, latencyMs: Math.round(performance.now() - started) },
      );
    });
    req.once('error', (err) => finish({ ok: false, ...reasonOf(err) }));
    req.end();
  });
}

const TEXTS: Record<Lang, Record<TestReason, string>> = {
  zh: {
    dns: '域名无法解析',
    refused: '连接被拒绝',
    timeout: '连接超时（{s} 秒内无响应）',
    http: 'HTTP 状态码 {status}',
    tls: 'TLS/证书错误',
    network: '网络错误',
  },
  en: {
    dns: 'the host name could not be resolved',
    refused: 'connection refused',
    timeout: 'timed out (no answer within {s} s)',
    http: 'HTTP status {status}',
    tls: 'TLS/certificate error',
    network: 'network error',
  },
};

/** The reason in the caller's language, e.g. "连接被拒绝" or "HTTP status 503". */
export function reasonText(p: Extract<Probe, { ok: false }>, lang: Lang, timeoutMs: number): string {
  const base = TEXTS[lang][p.reason]
    .replace('{s}', String(timeoutMs / 1000))
    .replace('{status}', String(p.httpStatus ?? ''));
  return p.detail && p.reason !== 'http' ? `${base} (${p.detail})` : base;
}

/** The 140010 refusal of a failed test. */
export function testFailed(p: Extract<Probe, { ok: false }>, lang: Lang, timeoutMs: number) {
  return new AppError('140010', { params: { reason: reasonText(p, lang, timeoutMs) } });
}
