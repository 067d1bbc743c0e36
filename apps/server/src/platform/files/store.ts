import { Readable } from 'node:stream';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { newId } from '../access/tokens.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { fileChunks, storedFiles } from './table.ts';

export const CHUNK_BYTES = 256 * 1024;
export interface FileScope {
  tenantId: string;
  appId: string;
}
export type StoredFile = typeof storedFiles.$inferSelect;

/**
 * Writes a stream into the database chunk by chunk. `check` sees the first bytes (at least 4 KB,
 * or the whole file if smaller) before anything is stored, to refuse a wrong type by content.
 * Over `maxBytes` → 130002 and nothing is kept.
 */
export async function saveStream(
  db: Db,
  s: FileScope,
  meta: { name: string; mime: string; maxBytes: number },
  source: AsyncIterable<Buffer | Uint8Array>,
  check?: (head: Buffer) => Promise<string | undefined> | string | undefined,
): Promise<StoredFile> {
  const id = newId();
  let mime = meta.mime;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let seq = 0;
  let size = 0;
  let created = false;
  const flush = async (final: boolean) => {
    if (!created) {
      const head = Buffer.concat(pending);
      if (check) mime = (await check(head)) ?? mime;
      await db.insert(storedFiles).values({ id, tenantId: s.tenantId, appId: s.appId, name: meta.name, mime });
      created = true;
    }
    let all = Buffer.concat(pending);
    while (all.length >= CHUNK_BYTES || (final && all.length > 0)) {
      await db.insert(fileChunks).values({ fileId: id, seq: seq++, data: all.subarray(0, CHUNK_BYTES) });
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

/** The file's bytes as a stream, one chunk read from the database at a time. */
export function readStream(db: Db, fileId: string): Readable {
  let next = -1;
  return Readable.from(
    (async function* () {
      for (;;) {
        const [c] = await db
          .select({ seq: fileChunks.seq, data: fileChunks.data })
          .from(fileChunks)
          .where(and(eq(fileChunks.fileId, fileId), gt(fileChunks.seq, next)))
          .orderBy(asc(fileChunks.seq))
          .limit(1);
        if (!c) return;
        next = c.seq;
        yield Buffer.from(c.data);
      }
    })(),
    { objectMode: false },
  );
}

/** The last bytes of a file (for a zip's central directory): its last two chunks only. */
export async function tailOf(db: Db, fileId: string): Promise<Buffer> {
  const rows = await db
    .select({ data: fileChunks.data })
    .from(fileChunks)
    .where(eq(fileChunks.fileId, fileId))
    .orderBy(desc(fileChunks.seq))
    .limit(2);
  return Buffer.concat(rows.reverse().map((r) => Buffer.from(r.data)));
}

export async function deleteFile(db: Db, id: string) {
  await db.delete(storedFiles).where(eq(storedFiles.id, id));
}
