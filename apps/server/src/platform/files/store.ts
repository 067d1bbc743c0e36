import { Readable } from 'node:stream';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { newId } from '../access/tokens.ts';
import type { Db } from '../db/client.ts';
import type { ZipSource } from '../excel/zip.ts';
import { AppError } from '../http/errors.ts';
import { contentType } from './sniff.ts';
import { fileChunks, storedFiles } from './table.ts';

export const CHUNK_BYTES = 256 * 1024;
export interface FileScope {
  tenantId: string;
  appId: string;
}
export type StoredFile = typeof storedFiles.$inferSelect;

/**
 * Chunks travel as hex text, encoded and decoded natively by Buffer and by the database
 * (encode/decode): the embedded driver's own bytea conversion goes byte by byte in JavaScript,
 * which made storing and reading a 6 MB file take seconds.
 */
const HEX = sql<string>`encode(${fileChunks.data}, 'hex')`;
const putChunk = (db: Db, fileId: string, seq: number, data: Buffer) =>
  db.execute(
    sql`INSERT INTO file_chunks (file_id, seq, data) VALUES (${fileId}, ${seq}, decode(${data.toString('hex')}, 'hex'))`,
  );

/**
 * Writes a stream into the database chunk by chunk. `check` sees the first bytes (at least 4 KB,
 * or the whole file if smaller) before anything is stored, to refuse a wrong type by content.
 * Over `maxBytes` → 130002 and nothing is kept.
 *
 * The stored type is what `check` returns; without a check, the `mime` the server itself knows
 * (a file it wrote); failing both, the type told by the bytes (`contentType`). A type declared by
 * a client or a file name never reaches it.
 */
export async function saveStream(
  db: Db,
  s: FileScope,
  meta: { name: string; mime?: string; maxBytes: number },
  source: AsyncIterable<Buffer | Uint8Array>,
  check?: (head: Buffer) => Promise<string | undefined> | string | undefined,
): Promise<StoredFile> {
  const id = newId();
  let mime = '';
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let seq = 0;
  let size = 0;
  let created = false;
  const flush = async (final: boolean) => {
    if (!created) {
      const head = Buffer.concat(pending);
      mime = (check ? await check(head) : meta.mime) ?? (await contentType(head));
      await db.insert(storedFiles).values({ id, tenantId: s.tenantId, appId: s.appId, name: meta.name, mime });
      created = true;
    }
    let all = Buffer.concat(pending);
    while (all.length >= CHUNK_BYTES || (final && all.length > 0)) {
      await putChunk(db, id, seq++, all.subarray(0, CHUNK_BYTES));
      all = all.subarray(Math.min(CHUNK_BYTES, all.length));
    }
    pending = all.length ? [all] : [];
    pendingBytes = all.length;
  };
  try {
    for await (const part of source) {
      const buf = Buffer.from(part);
      size += buf.length;
      if (size > meta.maxBytes) throw tooLarge(meta.maxBytes);
      pending.push(buf);
      pendingBytes += buf.length;
      if (pendingBytes >= CHUNK_BYTES) await flush(false);
    }
    await flush(true);
  } catch (e) {
    if (created) await db.delete(storedFiles).where(eq(storedFiles.id, id));
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(meta.maxBytes);
    throw e;
  }
  const [row] = await db.update(storedFiles).set({ size }).where(eq(storedFiles.id, id)).returning();
  return row;
}

export const tooLarge = (maxBytes: number) =>
  new AppError('130002', { params: { n: Math.max(1, Math.round(maxBytes / 1024 / 1024)) } });

/** A file of the caller's organisation, or 100002. */
export async function fileOf(db: Db, s: FileScope, id: string): Promise<StoredFile> {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.tenantId, s.tenantId), eq(storedFiles.appId, s.appId)))
    .limit(1);
  if (!row) throw new AppError('100002');
  return row;
}

/** The first chunk of a file (empty for an empty file), to decide its served type by content. */
export async function firstChunk(db: Db, fileId: string): Promise<FileChunk> {
  const [c] = await db
    .select({ seq: fileChunks.seq, data: HEX })
    .from(fileChunks)
    .where(eq(fileChunks.fileId, fileId))
    .orderBy(asc(fileChunks.seq))
    .limit(1);
  return c ? { seq: c.seq, data: Buffer.from(c.data, 'hex') } : { seq: -1, data: Buffer.alloc(0) };
}
export interface FileChunk {
  seq: number;
  data: Buffer;
}

/**
 * The file's bytes as a stream, one chunk read from the database at a time. `first`, a chunk
 * already read by `firstChunk`, is sent as it is and not read again.
 */
export function readStream(db: Db, fileId: string, first?: FileChunk): Readable {
  let next = first ? first.seq : -1;
  return Readable.from(
    (async function* () {
      if (first && first.seq >= 0) yield first.data;
      for (;;) {
        const [c] = await db
          .select({ seq: fileChunks.seq, data: HEX })
          .from(fileChunks)
          .where(and(eq(fileChunks.fileId, fileId), gt(fileChunks.seq, next)))
          .orderBy(asc(fileChunks.seq))
          .limit(1);
        if (!c) return;
        next = c.seq;
        yield Buffer.from(c.data, 'hex');
      }
    })(),
    { objectMode: false },
  );
}

/**
 * Random access to a stored file (for reading a zip through its central directory): only the
 * chunks covering the asked range are read, and the last two are kept for the next read.
 */
export function chunkSource(db: Db, file: StoredFile): ZipSource {
  const cache = new Map<number, Buffer>();
  const chunk = async (seq: number) => {
    const hit = cache.get(seq);
    if (hit) return hit;
    const [c] = await db
      .select({ data: HEX })
      .from(fileChunks)
      .where(and(eq(fileChunks.fileId, file.id), eq(fileChunks.seq, seq)))
      .limit(1);
    const data = c ? Buffer.from(c.data, 'hex') : Buffer.alloc(0);
    if (cache.size >= 2) cache.delete(cache.keys().next().value as number);
    cache.set(seq, data);
    return data;
  };
  return {
    size: file.size,
    async read(offset, length) {
      const end = Math.min(offset + length, file.size);
      const parts: Buffer[] = [];
      // Every chunk but the last is exactly CHUNK_BYTES long (saveStream writes them so).
      for (let seq = Math.floor(offset / CHUNK_BYTES); seq * CHUNK_BYTES < end; seq++) {
        const from = Math.max(0, offset - seq * CHUNK_BYTES);
        parts.push((await chunk(seq)).subarray(from, Math.min(CHUNK_BYTES, end - seq * CHUNK_BYTES)));
      }
      return parts.length === 1 ? parts[0] : Buffer.concat(parts);
    },
  };
}

/** The last bytes of a file (for a zip's central directory): its last two chunks only. */
export async function tailOf(db: Db, fileId: string): Promise<Buffer> {
  const rows = await db
    .select({ data: HEX })
    .from(fileChunks)
    .where(eq(fileChunks.fileId, fileId))
    .orderBy(desc(fileChunks.seq))
    .limit(2);
  return Buffer.concat(rows.reverse().map((r) => Buffer.from(r.data, 'hex')));
}

export async function deleteFile(db: Db, id: string) {
  await db.delete(storedFiles).where(eq(storedFiles.id, id));
}
