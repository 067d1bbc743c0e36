import type { Db } from '../db/client.ts';
import { type StoredFile, tailOf } from '../files/store.ts';
import { AppError } from '../http/errors.ts';
import { isZipSheet } from './rows.ts';

export interface ZipLimits {
  /** Most entries in the archive (an xlsx has about a dozen). */
  maxEntries: number;
  /** Most bytes all entries may expand to. */
  maxUncompressed: number;
}

const invalid = (zh: string, en: string) => new AppError('130005', { detail: { zh, en } });

/**
 * Zip-bomb guard, run before the streaming parse: reads the central directory from the file's tail
 * and refuses too many entries, a declared expansion past the cap, ZIP64, or an archive that is not
 * a workbook. The streaming parse then also stops at the row cap, so a lying header cannot make
 * the parse run past it.
 */
export function checkZip(tail: Buffer, fileSize: number, limits: ZipLimits): void {
  let eocd = -1;
  for (let i = tail.length - 22; i >= Math.max(0, tail.length - 65557); i--) {
    if (tail.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new AppError('130001', { detail: { zh: '不是 .xlsx 文件', en: 'not an .xlsx file' } });
  const entries = tail.readUInt16LE(eocd + 10);
  const cdOffset = tail.readUInt32LE(eocd + 16);
  if (entries === 0xffff || cdOffset === 0xffffffff) throw invalid('压缩包过大', 'archive too large');
  if (entries > limits.maxEntries) throw invalid('压缩包条目过多', 'too many archive entries');
  let p = cdOffset - (fileSize - tail.length);
  if (p < 0) throw invalid('压缩包条目过多', 'too many archive entries');
  let total = 0;
  let workbook = false;
  for (let n = 0; n < entries; n++) {
    if (p + 46 > tail.length || tail.readUInt32LE(p) !== 0x02014b50) throw invalid('压缩包已损坏', 'archive damaged');
    const uncompressed = tail.readUInt32LE(p + 24);
    const nameLen = tail.readUInt16LE(p + 28);
    const extra = tail.readUInt16LE(p + 30);
    const comment = tail.readUInt16LE(p + 32);
    if (uncompressed === 0xffffffff) throw invalid('压缩包过大', 'archive too large');
    total += uncompressed;
    if (tail.toString('utf8', p + 46, p + 46 + nameLen) === 'xl/workbook.xml') workbook = true;
    p += 46 + nameLen + extra + comment;
  }
  if (total > limits.maxUncompressed) throw invalid('解压后内容过大', 'expands too large');
  if (!workbook) throw new AppError('130001', { detail: { zh: '不是 .xlsx 文件', en: 'not an .xlsx file' } });
}

/** The limits of every spreadsheet upload: a workbook has about a dozen entries. */
export const SHEET_ZIP_LIMITS: ZipLimits = { maxEntries: 500, maxUncompressed: 400 * 1024 * 1024 };

/** checkZip with the spreadsheet limits, for a stored .xlsx (a legacy .xls is no zip and passes). */
export async function checkSheetZip(db: Db, file: StoredFile): Promise<void> {
  if (isZipSheet(file)) checkZip(await tailOf(db, file.id), file.size, SHEET_ZIP_LIMITS);
}
