import { fileTypeFromBuffer } from 'file-type';
import { XLS_MIME, XLS_SIGNATURE } from '../excel/xls.ts';
import { AppError } from '../http/errors.ts';

/**
 * Raster image types accepted by content (magic bytes), whatever the file is called. They are
 * also the only types ever served inline (see serve.ts): a browser runs no script in them.
 */
export const IMAGE_MIMES = ['image/png', 'image/jpeg', 'image/gif', 'image/bmp', 'image/webp'];

/** The type told by the bytes themselves, or undefined for text and unknown formats. */
export async function sniff(head: Buffer): Promise<string | undefined> {
  return (await fileTypeFromBuffer(head))?.mime;
}

/**
 * Types a browser may render as a document or run as script: HTML, XML and its `+xml` kin (SVG,
 * XHTML), scripts, and any text/* but plain text. Office formats (`vnd.openxmlformats…`) are zips.
 */
export function isMarkup(mime: string): boolean {
  const base = mime.split(';')[0].trim().toLowerCase();
  if (base === 'text/plain') return false;
  return base.startsWith('text/') || /(^|[/+])xml$/.test(base) || /html|javascript|ecmascript/.test(base);
}

/**
 * The type of a file decided from its bytes alone, never from a declared type or a name:
 * - a format recognised by its magic bytes, unless it is markup (`file-type` calls anything
 *   starting with `<?xml` application/xml, which an SVG or XHTML file may be);
 * - otherwise text/plain when the bytes read as UTF-8 text (no NUL, no control characters
 *   but tab, line ends, form feed and escape);
 * - otherwise application/octet-stream (also for an empty file).
 */
export async function contentType(head: Buffer): Promise<string> {
  const mime = await sniff(head);
  if (mime && !isMarkup(mime)) return mime;
  return looksLikeText(head) ? 'text/plain' : 'application/octet-stream';
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

function looksLikeText(head: Buffer): boolean {
  if (head.length === 0) return false;
  for (const b of head)
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d && b !== 0x1b) return false;
  // The head may end inside a multi-byte character: up to 3 trailing bytes may be cut off.
  for (let cut = 0; cut <= Math.min(3, head.length - 1); cut++) {
    try {
      UTF8.decode(head.subarray(0, head.length - cut));
      return true;
    } catch {}
  }
  return false;
}

/** The head as text for a markup check: UTF-8 (BOM dropped) or UTF-16 with its BOM. */
function headText(head: Buffer): string {
  if (head[0] === 0xff && head[1] === 0xfe) return head.subarray(2).toString('utf16le');
  if (head[0] === 0xfe && head[1] === 0xff) {
    const le = Buffer.from(head.subarray(2, 2 + ((head.length - 2) & ~1)));
    return le.swap16().toString('utf16le');
  }
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return head.subarray(3).toString('utf8');
  return head.toString('utf8');
}

/**
 * Whether the bytes are an SVG document: its first element (after the XML declaration,
 * processing instructions, comments and a DOCTYPE, with or without a namespace prefix) is `svg`.
 */
export function isSvg(head: Buffer): boolean {
  const s = headText(head);
  let i = 0;
  for (;;) {
    while (i < s.length && /\s/.test(s[i])) i++;
    if (s[i] !== '<') return false;
    if (s.startsWith('<?', i)) {
      const end = s.indexOf('?>', i + 2);
      if (end < 0) return false;
      i = end + 2;
    } else if (s.startsWith('<!--', i)) {
      const end = s.indexOf('-->', i + 4);
      if (end < 0) return false;
      i = end + 3;
    } else if (s.startsWith('<!', i)) {
      // A DOCTYPE, whose internal subset in [...] may itself hold '>'.
      let depth = 0;
      let j = i + 2;
      for (; j < s.length; j++) {
        if (s[j] === '[') depth++;
        else if (s[j] === ']') depth--;
        else if (s[j] === '>' && depth <= 0) break;
      }
      if (j >= s.length) return false;
      i = j + 1;
    } else {
      const name = /^<([A-Za-z_][\w.:-]*)/.exec(s.slice(i, i + 256))?.[1] ?? '';
      return name.split(':').pop()?.toLowerCase() === 'svg';
    }
  }
}

/** For uploads of kind image: the content must be one of IMAGE_MIMES ('not an image'). */
export async function requireImage(head: Buffer): Promise<string> {
  const mime = await sniff(head);
  if (!mime || !IMAGE_MIMES.includes(mime)) throw new AppError('130001', { detail: 'not an image' });
  return mime;
}

/**
 * For uploads of kind file: any content but SVG (an image that carries script), stored with the
 * type its bytes tell (`contentType`).
 */
export async function requireFile(head: Buffer): Promise<string> {
  if (isSvg(head))
    throw new AppError('130001', { detail: { zh: '不支持 SVG 文件', en: 'SVG files are not accepted' } });
  return contentType(head);
}

/**
 * A spreadsheet for import (requirements §5 default extensions .xlsx and .xls), told by its first bytes:
 * .xlsx is a zip, .xls an OLE2 compound file. Anything else (a renamed .txt) is a format mismatch.
 */
export function requireSpreadsheet(head: Buffer): string {
  if (head.length >= 4 && head.readUInt32LE(0) === 0x04034b50)
    return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  if (head.subarray(0, 8).equals(XLS_SIGNATURE)) return XLS_MIME;
  throw new AppError('130001', { detail: { zh: '不是 .xlsx 或 .xls 文件', en: 'not an .xlsx or .xls file' } });
}
