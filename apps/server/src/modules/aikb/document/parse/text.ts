import { AppError } from '../../../../platform/http/errors.ts';
import { type Block, joinLines } from './blocks.ts';

const strict = (label: string, buf: Uint8Array) => new TextDecoder(label, { fatal: true }).decode(buf);

/**
 * A text file's characters. A byte-order mark decides (UTF-8, UTF-16); otherwise the bytes must be
 * valid UTF-8, else valid GB18030 (which includes GBK and GB2312), the two encodings Chinese text
 * files come in. Bytes valid in neither, or with NUL bytes (a binary file), are refused rather than
 * shown garbled.
 */
export function decodeText(buf: Buffer): string {
  try {
    if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) return strict('utf-8', buf.subarray(3));
    if (buf[0] === 0xff && buf[1] === 0xfe) return strict('utf-16le', buf.subarray(2));
    if (buf[0] === 0xfe && buf[1] === 0xff) return strict('utf-16be', buf.subarray(2));
  } catch {
    throw new AppError('160205');
  }
  if (buf.includes(0)) throw new AppError('160201');
  try {
    return strict('utf-8', buf);
  } catch {
    try {
      return strict('gb18030', buf);
    } catch {
      throw new AppError('160205');
    }
  }
}

/**
 * Plain text: paragraphs are separated by blank lines and their wrapped lines joined. A text with
 * no blank line at all has one paragraph a line, as Chinese text files usually do.
 */
export function textBlocks(text: string): Block[] {
  const lines = text.replace(/\r\n?/g, '\n').trim().split('\n');
  const hasBlank = lines.some((l) => l.trim() === '');
  if (!hasBlank) return lines.map((l) => ({ kind: 'text', text: l }));
  const out: Block[] = [];
  let para: string[] = [];
  const flush = () => {
    if (para.length) out.push({ kind: 'text', text: joinLines(para) });
    para = [];
  };
  for (const l of lines) {
    if (l.trim() === '') flush();
    else para.push(l);
  }
  flush();
  return out;
}
