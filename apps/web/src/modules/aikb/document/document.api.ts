import type { QueryOf } from '@zhiyu/contract/endpoint';
import {
  type DocumentRow,
  listSegments,
  setSegmentsEnabled,
  updateSegment,
  uploadDocument,
} from '@zhiyu/contract/modules/aikb/document';
import { call } from '../../../platform/request/call.ts';
import { postMultipart } from '../../../platform/request/upload.ts';

/** Query keys of documents and segments (requirements D3.7); mutations invalidate `all`. */
export const documentKeys = {
  all: ['aikb', 'document'] as const,
  list: (libraryId: string) => [...documentKeys.all, 'list', libraryId] as const,
  segments: (documentId: string) => [...documentKeys.all, 'segments', documentId] as const,
};

export const fetchSegments = (query: QueryOf<typeof listSegments>) => call(listSegments, { query });
export const saveSegment = (id: string, text: string) => call(updateSegment, { body: { id, text } });
export const switchSegments = (ids: string[], enabled: 0 | 1) => call(setSegmentsEnabled, { body: { ids, enabled } });

/** One file in the field `files` (requirements §7), read and split by the server in the request. */
export function sendDocument(libraryId: string, file: File, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('files', file);
  return postMultipart<DocumentRow>(uploadDocument.path, form, { query: { libraryId }, onProgress });
}
