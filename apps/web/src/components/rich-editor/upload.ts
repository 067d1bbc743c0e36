/**
 * The editor's default uploader (requirements §7, §4): multipart `file` + `type` (1 image, 2 video) → uuid,
 * then the status is polled: 0 keep polling, 1 resolve with prefix + message, 2 reject.
 */

import { SUCCESS_CODE } from '@zhiyu/contract/error-behaviours';
import { UPLOAD_TYPE, uploadEditorFile, uploadEditorFileStatus } from '@zhiyu/contract/modules/editor/upload';
import { call } from '../../platform/request/call.ts';
import { ApiError, handleApiError } from '../../platform/request/errors.ts';
import { buildHeaders, buildUrl } from '../../platform/request/http.ts';

export type UploadKind = keyof typeof UPLOAD_TYPE;
/** Resolves with the address to insert; rejects when the server refuses the file. */
export type EditorUploader = (file: File, kind: UploadKind) => Promise<string>;

export const POLL_INTERVAL_MS = 300;
/** A file still processing after this long is given up (the caller only logs it). */
export const POLL_TIMEOUT_MS = 120_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const uploadToServer: EditorUploader = async (file, kind) => {
  const form = new FormData();
  form.append('type', String(UPLOAD_TYPE[kind]));
  form.append('file', file);
  const { uuid } = await postSilently(form);
  const until = Date.now() + POLL_TIMEOUT_MS;
  while (Date.now() < until) {
    // Silent: requirements §8 says an editor upload failure is only logged, never toasted.
    const s = await call(uploadEditorFileStatus, { query: { uuid }, silent: true });
    if (s.status === 1) return `${s.prefix}${s.message}`;
    if (s.status === 2) throw new Error(s.message);
    await sleep(POLL_INTERVAL_MS);
  }
  throw new Error(`upload ${uuid} still processing after ${POLL_TIMEOUT_MS} ms`);
};

/**
 * The shared multipart wrapper toasts failures; requirements §8 wants editor upload failures only logged,
 * so this call goes through fetch and applies only the sign-in behaviours of §8 (silent mode).
 */
async function postSilently(form: FormData): Promise<{ uuid: string }> {
  const res = await fetch(buildUrl(uploadEditorFile.path), {
    method: 'POST',
    headers: buildHeaders(uploadEditorFile.path),
    body: form,
  });
  const json = (await res.json().catch(() => null)) as { code?: unknown; msg?: string; data?: { uuid: string } } | null;
  const code = json?.code != null ? String(json.code) : String(res.status);
  if (code !== SUCCESS_CODE || !json?.data) {
    handleApiError(code, json?.msg, { silent: true });
    throw new ApiError(code, json?.msg ?? res.statusText);
  }
  return json.data;
}
