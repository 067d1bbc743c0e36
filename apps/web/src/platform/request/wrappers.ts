/** Generic wrappers of requirements §7 for calls that have no contract definition yet. */
import { type RequestOptions, request } from './http.ts';

type Opts = Omit<RequestOptions, 'method' | 'body' | 'query' | 'responseType'>;
type Query = Record<string, unknown>;

// Paths under /public/ need no session, whoever calls them.
const pub = (path: string, o: Opts = {}): Opts => ({ public: path.includes('/public/'), ...o });

export const get = <T>(path: string, query?: Query, o?: Opts) => request<T>(path, { ...pub(path, o), query });
export const postJson = <T>(path: string, body?: unknown, o?: Opts) =>
  request<T>(path, { ...pub(path, o), method: 'POST', body: body ?? {} });
export const put = <T>(path: string, body?: unknown, o?: Opts) =>
  request<T>(path, { ...pub(path, o), method: 'PUT', body: body ?? {} });
export const del = <T>(path: string, query?: Query, o?: Opts) =>
  request<T>(path, { ...pub(path, o), method: 'DELETE', query });
export const postBinary = (path: string, body?: unknown, o?: Opts) =>
  request<Blob>(path, { ...pub(path, o), method: 'POST', body: body ?? {}, responseType: 'blob' });
export const getBlob = (path: string, query?: Query, o?: Opts) =>
  request<Blob>(path, { ...pub(path, o), query, responseType: 'blob' });
