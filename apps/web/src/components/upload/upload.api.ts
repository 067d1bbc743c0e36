import { readSheetRows as sheetEndpoint, uploadFile as uploadEndpoint } from '@zhiyu/contract/modules/admin/files';
import { postMultipart } from '../../platform/request/upload.ts';

export interface Uploaded {
  id: string;
  name: string;
  size: number;
  mime: string;
  url: string;
}

/** Multipart POST of one file; the server checks its type by content and its size again. */
export function uploadFile(file: File, kind: 'image' | 'file' = 'file'): Promise<Uploaded> {
  const form = new FormData();
  form.append('files', file);
  return postMultipart<Uploaded>(uploadEndpoint.path, form, { query: { kind } });
}

/** antd Upload `customRequest` and file list for a single image whose URL is the field's value. */
export function singleImage(
  value: string | undefined,
  onChange?: (url: string | undefined) => void,
  upload: (file: File) => Promise<Uploaded> = (file) => uploadFile(file, 'image'),
) {
  return {
    fileList: value ? [{ uid: value, name: value, status: 'done' as const, url: value }] : [],
    customRequest: ({
      file,
      onSuccess,
      onError,
    }: {
      file: unknown;
      onSuccess?: (r: Uploaded) => void;
      onError?: (e: Error) => void;
    }) => {
      upload(file as File)
        .then((r) => {
          onSuccess?.(r);
          onChange?.(r.url);
        })
        .catch((e: Error) => onError?.(e));
    },
    onRemove: () => onChange?.(undefined),
  };
}

/** The first sheet of a spreadsheet as rows of cell texts (server-side streaming parse). */
export function sheetRows(file: File): Promise<{ rows: string[][] }> {
  const form = new FormData();
  form.append('files', file);
  return postMultipart(sheetEndpoint.path, form);
}
