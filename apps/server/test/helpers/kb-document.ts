import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@zhiyu/contract/list';
import type { DocumentRow, SegmentRow } from '@zhiyu/contract/modules/aikb/document';
import { listDocuments, listSegments, uploadDocument } from '@zhiyu/contract/modules/aikb/document';
import type { FastifyInstance } from 'fastify';
import { kbLibraries } from '../../src/modules/aikb/library/table.ts';
import { newId } from '../../src/platform/access/tokens.ts';
import { type Api, callApi } from './api.ts';
import type { TestApp } from './app.ts';
import { call } from './app.ts';

export const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../fixtures/kb-docs', name));

/** The demo tenants' scopes (tenant 2003 has no knowledge base module). */
export const SCOPES = {
  tenant: { tenantId: '2001', appId: '30000001' },
  tenant2: { tenantId: '2002', appId: '30000002' },
  tenant3: { tenantId: '2003', appId: '30000003' },
} as const;

/** A library row of the scope (the library screen's own tests cover creating them). */
export async function library(db: TestApp['db'], s: { tenantId: string; appId: string }, status: 0 | 1 = 1) {
  const id = newId();
  await db.insert(kbLibraries).values({ id, tenantId: s.tenantId, appId: s.appId, name: `文档库-${id}`, status });
  return id;
}

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
}

/** A multipart body with the parts in the given order. */
export function multipart(parts: Part[]) {
  const boundary = '----zhiyu-kb-document';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disp = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    const type = p.filename !== undefined ? 'Content-Type: application/octet-stream\r\n' : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disp}\r\n${type}\r\n`),
      Buffer.from(p.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function uploadParts(app: FastifyInstance, token: string, libraryId: string, parts: Part[]) {
  return callApi<DocumentRow>(app, uploadDocument, {
    query: `libraryId=${encodeURIComponent(libraryId)}`,
    token,
    ...multipart(parts),
  });
}

export const upload = (app: FastifyInstance, token: string, libraryId: string, filename: string, data: Buffer) =>
  uploadParts(app, token, libraryId, [{ name: 'files', value: data, filename }]);

export function documents(app: FastifyInstance, token: string, query: Record<string, string | number>) {
  return call<Page<DocumentRow>>(app, { method: 'GET', url: listDocuments.path, query: strings(query), token });
}

export function segments(app: FastifyInstance, token: string, query: Record<string, string | number>) {
  return call<Page<SegmentRow>>(app, {
    method: 'GET',
    url: listSegments.path,
    query: strings(query),
    token,
  });
}

export const post = <T>(app: FastifyInstance, token: string, endpoint: Api, payload: unknown) =>
  call<T>(app, { method: 'POST', url: endpoint.path, token, payload: payload as object });

const strings = (q: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)]));
