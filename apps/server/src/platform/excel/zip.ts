import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createInflateRaw } from 'node:zlib';
import { AppError } from '../http/errors.ts';
import { partTooLarge, tooMany } from './limits.ts';

/** Random access to an archive's bytes: a buffer, or a file stored in database chunks. */
export interface ZipSource {
  size: number;
  read(offset: number, length: number): Promise<Buffer>;
}

export interface ZipEntry {
  name: string;
  method: number;
  compressed: number;
  uncompressed: number;
  localOffset: number;
}

const damaged = () => new AppError('130005', { detail: { zh: '压缩包已损坏', en: 'archive damaged' } });
const tooBig = () => new AppError('130005', { detail: { zh: '解压后内容过大', en: 'expands too large' } });

export const bufferSource = (buf: Buffer): ZipSource => ({
  size: buf.length,
  read: async (offset, length) => buf.subarray(offset, offset + length),
});

/**
 * The central directory, by name. Sizes come from here, never from local headers, so entries
 * written with data descriptors (sizes after the data) are read the same way. checkZip has
 * already refused ZIP64 and too large a declared expansion; more than `maxEntries` entries are
 * refused here too, before any is kept.
 */
export async function zipEntries(src: ZipSource, maxEntries = 0xffff): Promise<Map<string, ZipEntry>> {
  const tailLen = Math.min(src.size, 65557);
  const tail = await src.read(src.size - tailLen, tailLen);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--)
    if (tail.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  if (eocd < 0) throw damaged();
  const count = tail.readUInt16LE(eocd + 10);
  if (count > maxEntries) throw tooMany('压缩包条目', 'archive entries', maxEntries);
  const cdSize = tail.readUInt32LE(eocd + 12);
  const cd = await src.read(tail.readUInt32LE(eocd + 16), cdSize);
  const out = new Map<string, ZipEntry>();
  let p = 0;
  for (let n = 0; n < count; n++) {
    if (p + 46 > cd.length || cd.readUInt32LE(p) !== 0x02014b50) throw damaged();
    const nameLen = cd.readUInt16LE(p + 28);
    const name = cd.toString('utf8', p + 46, p + 46 + nameLen);
    out.set(name, {
      name,
      method: cd.readUInt16LE(p + 10),
      compressed: cd.readUInt32LE(p + 20),
      uncompressed: cd.readUInt32LE(p + 24),
      localOffset: cd.readUInt32LE(p + 42),
    });
    p += 46 + nameLen + cd.readUInt16LE(p + 30) + cd.readUInt16LE(p + 32);
  }
  return out;
}

const PIECE = 256 * 1024;
/** Inflated pieces of 64 KB: fewer, larger pieces for the scanners than zlib's 16 KB default. */
const INFLATED_PIECE = 64 * 1024;

/**
 * An entry's content as inflated byte pieces, inflated as it is read (never whole in memory). The
 * inflated size is counted: past the size the directory declared, it is a zip bomb → 130005; past
 * `maxBytes` (the part's own bound, whatever it declared) → 130005 naming the part. A declared
 * size already past `maxBytes` is refused before anything is inflated.
 */
export async function* entryBytes(
  src: ZipSource,
  e: ZipEntry,
  maxBytes = Number.POSITIVE_INFINITY,
): AsyncGenerator<Buffer> {
  if (e.uncompressed > maxBytes) throw partTooLarge(e.name, maxBytes);
  const local = await src.read(e.localOffset, 30);
  if (local.length < 30 || local.readUInt32LE(0) !== 0x04034b50) throw damaged();
  const start = e.localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
  if (start + e.compressed > src.size) throw damaged();
  const raw = Readable.from(
    (async function* () {
      for (let at = 0; at < e.compressed; at += PIECE)
        yield await src.read(start + at, Math.min(PIECE, e.compressed - at));
    })(),
    { objectMode: false },
  );
  if (e.method !== 0 && e.method !== 8) throw damaged();
  const inflated = e.method === 8 ? raw.pipe(createInflateRaw({ chunkSize: INFLATED_PIECE })) : raw;
  // Pipe does not forward errors: a read failure must end the inflater too.
  raw.on('error', (err) => inflated.destroy(err));
  let total = 0;
  try {
    for await (const piece of inflated as AsyncIterable<Buffer>) {
      total += piece.length;
      if (total > e.uncompressed) throw tooBig();
      if (total > maxBytes) throw partTooLarge(e.name, maxBytes);
      yield piece;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw damaged();
  } finally {
    raw.destroy();
    inflated.destroy();
  }
}

/** An entry's content as UTF-8 text pieces (a multi-byte character is never split). */
export async function* entryText(src: ZipSource, e: ZipEntry, maxBytes?: number): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  for await (const piece of entryBytes(src, e, maxBytes)) {
    const text = decoder.write(piece);
    if (text) yield text;
  }
  const tail = decoder.end();
  if (tail) yield tail;
}
