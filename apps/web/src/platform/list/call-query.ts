import type { DataOf, Endpoint, QueryOf } from '@zhiyu/contract/endpoint';
import { call } from '../request/call.ts';

// biome-ignore lint/suspicious/noExplicitAny: any endpoint shape is accepted; types come back through E
export type AnyEndpoint = Endpoint<any, any, any>;

/**
 * A query as a screen builds it at run time (the address, the search form, a filter bar), keyed by
 * the endpoint's own query fields.
 */
export type WireQuery<E> = { [K in keyof NonNullable<QueryOf<E>>]?: unknown };

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
  return call(any, { query, ...opts });
}
