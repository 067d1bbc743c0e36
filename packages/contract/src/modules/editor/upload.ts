/**
 * Rich editor uploads (requirements §7, §4): multipart with `file` and `type` (1 image, 2 video) → data.uuid,
 * then polled by uuid: status 0 keep polling, 1 insert prefix + message, 2 reject.
 * Any signed-in tenant user may upload ('self'): every editing page needs it, and rows are scoped
 * to the caller's tenant and account on the server.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';

/** requirements §7 upload type: 1 image, 2 video. */
export const UPLOAD_TYPE = { image: 1, video: 2 } as const;
/** requirements §4 upload status: 0 processing, 1 done, 2 rejected. */
export const UPLOAD_STATUS = { processing: 0, done: 1, rejected: 2 } as const;
export const EDITOR_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const EDITOR_VIDEO_MAX_BYTES = 50 * 1024 * 1024;

/** Where a finished file is served: prefix + message (the file's name) is its address. */
export const EDITOR_FILE_PREFIX = '/ai-admin/public/editor-file/';

/** requirements §3 upload status response: uuid, status, message, prefix. */
export const UploadStatus = z.object({
  uuid: z.string(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  message: z.string(),
  prefix: z.string(),
});
export type UploadStatus = z.infer<typeof UploadStatus>;

/** Multipart, so no JSON body schema: the handler reads and checks `file` and `type` itself. */
export const uploadEditorFile = defineEndpoint({
  id: 'editor.upload.create',
  method: 'POST',
  path: '/ai-admin/editor/upload',
  access: 'self',
  response: z.object({ uuid: z.string() }),
});

export const uploadEditorFileStatus = defineEndpoint({
  id: 'editor.upload.status',
  method: 'GET',
  path: '/ai-admin/editor/upload/status',
  access: 'self',
  query: z.object({ uuid: z.string().uuid() }),
  response: UploadStatus,
  // A well-formed id no row has: answers 100002, which proves the filter without needing a file.
  example: { query: { uuid: '00000000-0000-4000-8000-000000000000' } },
});

/**
 * A finished upload's bytes. Public because `<img>` and `<video>` cannot send the authorization
 * header, and rich text is shown on public pages too; the name holds a random UUID, so only someone
 * given the address can fetch it.
 */
export const getEditorFile = defineEndpoint({
  id: 'editor.upload.file',
  method: 'GET',
  path: `${EDITOR_FILE_PREFIX}:name`,
  access: 'public',
  kind: 'binary',
  response: z.unknown(),
});
