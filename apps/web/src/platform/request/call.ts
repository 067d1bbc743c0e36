/** Typed call of a contract endpoint: path, method, access and quietness come from its definition. */
import type { BodyOf, DataOf, Endpoint, QueryOf } from '@zhiyu/contract/endpoint';
import { type RequestOptions, request } from './http.ts';

type Args<E> = (QueryOf<E> extends undefined ? { query?: undefined } : { query: QueryOf<E> }) &
  (BodyOf<E> extends undefined ? { body?: undefined } : { body: BodyOf<E> }) &
  Pick<RequestOptions, 'silent' | 'headers'>;

// biome-ignore lint/suspicious/noExplicitAny: any endpoint shape is accepted; types come back through E
export function call<E extends Endpoint<any, any, any>>(endpoint: E, args?: Args<E>): Promise<DataOf<E>> {
  const a = (args ?? {}) as Args<E> & { query?: Record<string, unknown>; body?: unknown };
  return request<DataOf<E>>(endpoint.path, {
    method: endpoint.method,
    query: a.query,
    body: a.body,
    headers: a.headers,
    silent: a.silent,
    public: endpoint.access === 'public',
    quiet: endpoint.quiet,
    responseType: endpoint.kind === 'binary' ? 'blob' : 'json',
  });
}
