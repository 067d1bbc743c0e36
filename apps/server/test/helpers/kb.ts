/** Calls of the knowledge-base tests (test/aikb/). */

import type { FastifyInstance } from 'fastify';
import type { Api } from './api.ts';
import { call } from './app.ts';

export interface Page<T> {
  list: T[];
  total: number;
  totalCapped: boolean;
}
export interface Lib {
  id: string;
  name: string;
  description: string;
  status: 0 | 1;
  itemCount: number;
}
export interface Item {
  id: string;
  libraryId: string;
  type: string;
  question: string;
  similar: string[];
  answer: string;
  categoryId: string | null;
  categoryPath: string[];
  tags: string[];
  validity: 0 | 1;
  effectiveFrom: number | null;
  effectiveTo: number | null;
  updater: string;
  updatedAt: number;
}
export interface Node {
  id: string;
  name: string;
  parentId: string | null;
  itemCount: number;
  children: Node[];
}
export interface Log {
  actorName: string;
  actorNick: string;
  action: string;
  targetType: string;
  targetId: string;
  targetName: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const qs = (q: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** GET and POST of knowledge-base endpoints as the given token (the path comes from the endpoint). */
export function kb(app: () => FastifyInstance) {
  return {
    get: <T>(endpoint: Api, query: Record<string, unknown>, token: string) =>
      call<T>(app(), { method: 'GET', url: `${endpoint.path}?${qs(query)}`, token }),
    post: <T>(endpoint: Api, payload: unknown, token: string, lang = 'zh-CN') =>
      call<T>(app(), {
        method: 'POST',
        url: `${endpoint.path}`,
        token,
        payload: payload as Record<string, unknown>,
        headers: { 'accept-language': lang },
      }),
  };
}

/** A valid new item of `libraryId` (override any field). */
export const itemBody = (libraryId: string, over: Record<string, unknown> = {}) => ({
  libraryId,
  type: 'qaScript',
  question: `问题-${Math.random().toString(36).slice(2, 8)}`,
  similar: [],
  answer: '<p>答案</p>',
  ...over,
});
