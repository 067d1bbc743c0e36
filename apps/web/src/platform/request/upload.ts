/**
 * Multipart POST with upload progress. fetch cannot report upload progress, so this one call uses
 * XMLHttpRequest while sharing headers and the §8 error handling with the fetch path.
 */
import { SUCCESS_CODE } from '@zhiyu/contract/error-behaviours';
import { ApiError, handleApiError } from './errors.ts';
import { buildHeaders, buildUrl } from './http.ts';
import { progressDone, progressStart } from './progress.ts';

export interface UploadOptions {
  query?: Record<string, unknown>;
  /** 0–100 */
  onProgress?: (percent: number) => void;
}

export function postMultipart<T>(path: string, form: FormData, opts: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path, opts.query));
    buildHeaders(path).forEach((v, k) => {
      xhr.setRequestHeader(k, v);
    });
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    const failWith = (code: string, msg: string) => {
      handleApiError(code, msg);
      reject(new ApiError(code, msg));
    };
    xhr.onload = () => {
      progressDone();
      let json: { code?: unknown; msg?: string; message?: string; data?: unknown } | null = null;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        /* non-JSON reply: judged by status below */
      }
      const code = json?.code != null ? String(json.code) : xhr.status < 400 ? SUCCESS_CODE : String(xhr.status);
      if (code !== SUCCESS_CODE) return failWith(code, json?.msg ?? json?.message ?? xhr.statusText);
      resolve((json?.data ?? json) as T);
    };
    xhr.onerror = () => {
      progressDone();
      failWith('NETWORK', xhr.statusText);
    };
    progressStart();
    xhr.send(form);
  });
}
