/**
 * Calls an endpoint by its contract definition (docs/conventions.md §6): the method and path come
 * from the `defineEndpoint` object in packages/contract/src/modules, so renaming an endpoint moves
 * every test that calls it, and no test can go on calling a path the server no longer serves.
 */
import type { Endpoint } from '@zhiyu/contract/endpoint';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { call } from './app.ts';

/** What a call needs of an endpoint: its method and path. */
export type Api = Pick<Endpoint, 'method' | 'path'>;

/** A query as an object (undefined values left out) or as a string already built by the test. */
export type ApiQuery = Record<string, unknown> | URLSearchParams | string;

export interface ApiOptions {
  token?: string;
  query?: ApiQuery;
  /** The JSON body. */
  body?: unknown;
  /** A prebuilt payload with its headers, such as `...multipart(files)` from fixtures/xlsx.ts. */
  payload?: InjectOptions['payload'];
  /** Values for the `:name` parts of the path, such as the editor's file name. */
  params?: Record<string, string>;
  headers?: InjectOptions['headers'];
  remoteAddress?: string;
}

function queryString(query: ApiQuery | undefined): string {
  if (query === undefined) return '';
  if (typeof query === 'string') return query.replace(/^\?/, '');
  if (query instanceof URLSearchParams) return query.toString();
  return new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
}

/** The endpoint's URL with its path parameters filled in and the query appended. */
export function apiUrl(
  endpoint: Pick<Endpoint, 'path'>,
  query?: ApiQuery,
  params: Record<string, string> = {},
): string {
  const path = endpoint.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`apiUrl: no value for :${name} in ${endpoint.path}`);
    return encodeURIComponent(v);
  });
  const qs = queryString(query);
  return qs ? `${path}?${qs}` : path;
}

/** The inject options of a call: method, URL, token header and payload. */
export function apiRequest(endpoint: Pick<Endpoint, 'method' | 'path'>, opts: ApiOptions = {}) {
  const { token, query, body, payload, params, headers, remoteAddress } = opts;
  const sent = body !== undefined ? (body as InjectOptions['payload']) : payload;
  return {
    method: endpoint.method,
    url: apiUrl(endpoint, query, params),
    headers: { ...(token ? { authorization: token } : {}), ...headers },
    ...(sent !== undefined ? { payload: sent } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  } satisfies InjectOptions;
}

/** `call` (the parsed envelope) for a contract endpoint. */
export function callApi<T = unknown>(
  app: FastifyInstance,
  endpoint: Pick<Endpoint, 'method' | 'path'>,
  opts: ApiOptions = {},
) {
  return call<T>(app, apiRequest(endpoint, opts));
}

/** `app.inject` (the raw reply) for a contract endpoint whose answer is a file or not an envelope. */
export function injectApi(app: FastifyInstance, endpoint: Pick<Endpoint, 'method' | 'path'>, opts: ApiOptions = {}) {
  return app.inject(apiRequest(endpoint, opts));
}
