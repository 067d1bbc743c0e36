/**
 * Upload rules (requirements §5, §9). The browser checks these as a courtesy; the server checks type by
 * content, size and count again. Messages are the requirements' exact texts (English ones are the en-US
 * texts, Chinese ones the zh-CN texts; the locale files carry the translations).
 */

/** requirements §9 avatar image limit: 64 KB. */
export const IMAGE_MAX_BYTES = 64 * 1024;
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp'] as const;
/** Form picture (SchemaForm `picture`): png, jpeg, jpg, under 1 MB, suggested 40px × 40px. */
export const PICTURE_EXTENSIONS = ['png', 'jpeg', 'jpg'] as const;
/** "Under 1MB": one byte less than 1 MiB is the largest accepted (the browser and the server). */
export const PICTURE_MAX_BYTES = 1024 * 1024 - 1;
/** Import dialog default extensions (requirements §5). */
export const IMPORT_EXTENSIONS = ['.xlsx', '.xls'] as const;
/** File upload default count limit (requirements §9). */
export const FILE_UPLOAD_DEFAULT_LIMIT = 1;
/** Upload area default width (requirements §9). */
export const UPLOAD_WIDTH = 600;
/** Simple uploader: a file shows "uploading", then "success" after about 600 ms (requirements §7). */
export const SIMPLE_UPLOAD_DELAY_MS = 600;
/** Tag import: at most 100 rows a file (requirements §9). */
export const TAG_IMPORT_MAX_ROWS = 100;
/** A tag import file's size limit, in MB (the dialog checks it first, the server again). */
export const TAG_IMPORT_MAX_MB = 2;

export type UploadProblem =
  | { key: 'notImage' }
  | { key: 'imageFormat' }
  | { key: 'imageSize' }
  | { key: 'fileFormat' }
  | { key: 'fileCount'; n: number }
  | { key: 'fileSize'; n: number };

export const extensionOf = (name: string) => {
  const i = name.lastIndexOf('.');
  return i < 0 ? '' : name.slice(i + 1).toLowerCase();
};

/** 'not an image' / 'image format mismatch' / 'avatar image size must not exceed 64KB'. */
export function checkImage(
  file: { name: string; type: string; size: number },
  opts: { extensions?: readonly string[]; limitSize?: boolean; maxBytes?: number } = {},
): UploadProblem | null {
  if (!file.type.startsWith('image/')) return { key: 'notImage' };
  const exts = (opts.extensions ?? IMAGE_EXTENSIONS).map((e) => e.replace(/^\./, '').toLowerCase());
  if (!exts.includes(extensionOf(file.name))) return { key: 'imageFormat' };
  if (opts.limitSize && file.size > (opts.maxBytes ?? IMAGE_MAX_BYTES)) return { key: 'imageSize' };
  return null;
}

/** 文件格式不匹配 / 文件数量超出{n}条限制，请删除后再上传！ / 上传文件不能超过{n}M. */
export function checkFile(
  file: { name: string; size: number },
  opts: { accept?: readonly string[]; limit?: number; existing?: number; maxMB?: number } = {},
): UploadProblem | null {
  const accept = (opts.accept ?? []).map((e) => e.replace(/^\./, '').toLowerCase());
  if (accept.length > 0 && !accept.includes(extensionOf(file.name))) return { key: 'fileFormat' };
  const limit = opts.limit ?? FILE_UPLOAD_DEFAULT_LIMIT;
  if ((opts.existing ?? 0) + 1 > limit) return { key: 'fileCount', n: limit };
  if (opts.maxMB !== undefined && file.size > opts.maxMB * 1024 * 1024) return { key: 'fileSize', n: opts.maxMB };
  return null;
}

/** The requirements' exact texts, by language of the requirements (zh-CN for Chinese ones, en-US for English). */
export const UPLOAD_MESSAGES = {
  notImage: 'not an image',
  imageFormat: 'image format mismatch',
  imageSize: 'avatar image size must not exceed 64KB',
  fileFormat: '文件格式不匹配',
  fileCount: '文件数量超出{n}条限制，请删除后再上传！',
  fileSize: '上传文件不能超过{n}M',
} as const;
