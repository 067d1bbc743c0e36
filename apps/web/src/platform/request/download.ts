/**
 * Download helper (requirements §7): GET with the stored authorization in a `token` header, then save.
 * A JSON reply instead of a file carries an error message, which is shown; a network failure is
 * only logged (requirements §8).
 */
import { STORAGE_KEYS } from '@zhiyu/contract/rules/session';
import { getString } from '../session/storage.ts';
import { handleApiError } from './errors.ts';
import { buildHeaders, buildUrl } from './http.ts';

export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function filenameFrom(res: Response, fallback: string): string {
  const cd = res.headers.get('content-disposition') ?? '';
  const m = /filename\*=UTF-8''([^;]+)|filename="?([^";]+)"?/i.exec(cd);
  return m ? decodeURIComponent(m[1] ?? m[2]) : fallback;
}

export async function download(
  path: string,
  query?: Record<string, unknown>,
  fallbackName = 'download',
): Promise<void> {
  const headers = buildHeaders(path);
  headers.set('token', getString(STORAGE_KEYS.authorization) ?? '');
  try {
    const res = await fetch(buildUrl(path, query), { headers });
    if ((res.headers.get('content-type') ?? '').includes('application/json')) {
      const json = await res.json();
      if (json?.code) handleApiError(String(json.code), json.msg ?? json.message);
      return;
    }
    saveBlob(await res.blob(), filenameFrom(res, fallbackName));
  } catch (e) {
    console.error('download failed', e);
  }
}
