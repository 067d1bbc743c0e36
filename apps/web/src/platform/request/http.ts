/**
 * The one fetch path (requirements §7): base address per service, contract headers, progress bar, envelope
 * unwrapping and the error catalogue of §8. Everything else in this folder is a wrapper over it.
 */
import { SUCCESS_CODE } from '@zhiyu/contract/error-behaviours';
import { API_VERSION, DEFAULT_APP_ID, HEADERS as H, STORAGE_KEYS as K } from '@zhiyu/contract/rules/session';
import { currentLanguage } from '../i18n/language.ts';
import { t } from '../i18n/t.ts';
import { goToLogin } from '../navigation.ts';
import { baseFor } from '../runtime-config.ts';
import { getJson, getString } from '../session/storage.ts';
import { ApiError, handleApiError } from './errors.ts';
import { progressDone, progressStart } from './progress.ts';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, unknown>;
  /** JSON-serialised unless it is FormData/Blob. */
  body?: unknown;
  headers?: Record<string, string>;
  /** No session needed; also means no redirect to login when signed out. */
  public?: boolean;
  /** No progress bar (login, refresh-token, sdk-token, public calls). */
  quiet?: boolean;
  /** Do not send the authorization header (the login call). */
  noAuth?: boolean;
  /** No error toast for this call (the login behaviours still apply). */
  silent?: boolean;
  responseType?: 'json' | 'blob';
}

const LOGIN_PATH = '/ai-admin/auth/login';

export function buildUrl(path: string, query?: Record<string, unknown>): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) for (const item of v) qs.append(k, String(item));
    else qs.append(k, String(v));
  }
  const s = qs.toString();
  return `${baseFor(path)}${path}${s ? `?${s}` : ''}`;
}

/**
 * The request id is the username as it is (requirements §7): `a@b.com` goes out as `a@b.com`. A header
 * can carry printable ASCII only, so a name with other characters (Chinese, say) goes URL-encoded.
 */
export const requestIdOf = (username: string) =>
  /^[\x20-\x7e]*$/.test(username) ? username : encodeURIComponent(username);

export function buildHeaders(path: string, opts: Pick<RequestOptions, 'noAuth' | 'headers'> = {}): Headers {
  const h = new Headers();
  h.set(H.apiVersion, API_VERSION);
  h.set(H.appId, getString(K.appId) || DEFAULT_APP_ID);
  const sdk = getString(K.sdkToken);
  if (sdk) h.set(H.sdkToken, sdk);
  const auth = getString(K.authorization);
  if (auth && !opts.noAuth && path !== LOGIN_PATH) h.set(H.authorization, auth);
  const username = getJson<{ username?: string } | null>(K.userInfo, null)?.username;
  if (username) h.set(H.requestId, requestIdOf(username));
  h.set(H.language, currentLanguage());
  for (const [k, v] of Object.entries(opts.headers ?? {})) h.set(k, v);
  return h;
}

type Body = { code?: unknown; msg?: unknown; message?: unknown; data?: unknown };

function messageOf(body: Body | null, fallback = ''): string {
  const m = body?.msg ?? body?.message;
  return typeof m === 'string' && m ? m : fallback;
}

async function readJson(res: Response): Promise<Body | null> {
  try {
    return (await res.json()) as Body;
  } catch {
    return null;
  }
}

function fail(code: string, msg: string, opts: RequestOptions, data?: unknown): never {
  handleApiError(code, msg, { silent: opts.silent });
  throw new ApiError(code, msg || code, data);
}

export async function request<T = unknown>(path: string, opts: RequestOptions = {}): Promise<T> {
  if (!opts.public && !getString(K.authorization)) {
    // requirements §4: without a credential every non-public call sends the user to sign in.
    goToLogin();
    throw new ApiError('999988', '');
  }
  const headers = buildHeaders(path, opts);
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData || opts.body instanceof Blob) body = opts.body;
  else if (opts.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(opts.body);
  }
  const quiet = opts.quiet || opts.public;
  if (!quiet) progressStart();
  try {
    let res: Response;
    try {
      res = await fetch(buildUrl(path, opts.query), { method: opts.method ?? 'GET', headers, body });
    } catch (e) {
      console.error(e);
      return fail('NETWORK', t('common:networkError'), opts);
    }
    const type = res.headers.get('content-type') ?? '';
    if (opts.responseType === 'blob' && res.ok && !type.includes('application/json')) return (await res.blob()) as T;
    const json = await readJson(res);
    if (!res.ok) {
      const code = json?.code != null ? String(json.code) : String(res.status);
      return fail(code, messageOf(json, res.statusText), opts, json?.data);
    }
    if (json && json.code != null && String(json.code) !== SUCCESS_CODE) {
      return fail(String(json.code), messageOf(json), opts, json.data);
    }
    return (json && 'code' in json ? json.data : json) as T;
  } finally {
    if (!quiet) progressDone();
  }
}
