/**
 * Generic uploads (requirements §5): any signed-in user may upload into their own organisation. Multipart
 * with one file field `files`; the server checks type by content, size and count.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';

export const UploadKind = z.enum(['image', 'file']);
export const StoredFile = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  mime: z.string(),
  /** Where the file can be read back (an unguessable address, usable by <img>). */
  url: z.string(),
});

export const uploadFile = defineEndpoint({
  id: 'admin.files.upload',
  method: 'POST',
  path: '/ai-admin/files/upload',
  access: 'self',
  query: z.object({ kind: UploadKind.default('file') }),
  response: StoredFile,
});

/** The first sheet of an uploaded spreadsheet, parsed to rows of cell texts (requirements §5). */
export const readSheetRows = defineEndpoint({
  id: 'admin.files.sheetRows',
  method: 'POST',
  path: '/ai-admin/files/sheet-rows',
  access: 'self',
  response: z.object({ rows: z.array(z.array(z.string())) }),
});

/** Reads a stored file back by its unguessable id (images in <img> cannot send a header). */
export const viewFile = defineEndpoint({
  id: 'admin.files.view',
  method: 'GET',
  path: '/ai-admin/public/files/view',
  access: 'public',
  kind: 'binary',
  query: z.object({ id: z.string().min(1).max(64) }),
  response: z.unknown(),
  example: { query: { id: 'file-none' } },
});
