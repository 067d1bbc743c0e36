import { fileTypeFromBuffer } from 'file-type';
import { XLS_MIME, XLS_SIGNATURE } from '../excel/xls.ts';
import { AppError } from '../http/errors.ts';

/** Image types accepted by content (magic bytes), whatever the file is called. */
export const IMAGE_MIMES = ['image/png', 'image/jpeg', 'image/gif', 'image/bmp', 'image/webp'];

/** The type told by the bytes themselves, or undefined for text and unknown formats. */
export async function sniff(head: Buffer): Promise<string | undefined> {
  return (await fileTypeFromBuffer(head))?.mime;
}

/** For uploads of kind image: the content must be one of IMAGE_MIMES ('not an image'). */
export async function requireImage(head: Buffer): Promise<string> {
  const mime = await sniff(head);
  if (!mime || !IMAGE_MIMES.includes(mime)) throw new AppError('130001', { detail: 'not an image' });
  return mime;
}

/**
 * A spreadsheet for import (SPEC §5 default extensions .xlsx and .xls), told by its first bytes:
 * .xlsx is a zip, .xls an OLE2 compound file. Anything else (a renamed .txt) is a format mismatch.
 */
export function requireSpreadsheet(head: Buffer): string {
  if (head.length >= 4 && head.readUInt32LE(0) === 0x04034b50)
    return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  if (head.subarray(0, 8).equals(XLS_SIGNATURE)) return XLS_MIME;
  throw new AppError('130001', { detail: { zh: '不是 .xlsx 或 .xls 文件', en: 'not an .xlsx or .xls file' } });
}
