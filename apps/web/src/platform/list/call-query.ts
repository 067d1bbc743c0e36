import type { BodyOf, DataOf, Endpoint, QueryOf } from '@zhiyu/contract/endpoint';
import { call } from '../request/call.ts';

// biome-ignore lint/suspicious/noExplicitAny: any endpoint shape is accepted; types come back through E
export type AnyEndpoint = Endpoint<any, any, any>;

/**
 * A query as a screen builds it at run time (the address, the search form, a filter bar), keyed by
 * the endpoint's own query fields, or its body fields for a list read by POST.
 */
type ListArgs<E> = QueryOf<E> extends undefined ? BodyOf<E> : QueryOf<E>;
export type WireQuery<E> = { [K in keyof NonNullable<ListArgs<E>>]?: unknown };

/**
 * Calls an endpoint with a query built at run time. The browser carries no validator
 * (platform/contract/zod-shape-only.ts): the server checks the query against the endpoint's schema
 * and answers a bad one with its error, which the request layer shows.
 */
export function callQuery<E extends AnyEndpoint>(
  endpoint: E,
  query: WireQuery<E>,
  opts: { silent?: boolean } = {},
): Promise<DataOf<E>> {
  const any: AnyEndpoint = endpoint;
  // A list read by POST (the trigger service of requirements §7) takes the same fields as its body.
  if (any.method === 'POST' && !any.query) return call(any, { body: query, ...opts });
  return call(any, { query, ...opts });
}
