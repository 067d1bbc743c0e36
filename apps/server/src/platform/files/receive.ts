import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { deleteFile, type FileScope, type StoredFile, saveStream, tooLarge } from './store.ts';

export interface ReceiveOptions {
  /** Multipart field holding the file (requirements §7 default `files`). */
  field?: string;
  maxBytes: number;
  /** Most files in one request (requirements §9 default 1). */
  maxFiles?: number;
  /**
   * Sees the first bytes; returns the mime to store or throws (check by content, not name).
   * Returning undefined stores the type the bytes tell (`contentType`), never the declared one.
   */
  check: (head: Buffer) => Promise<string | undefined> | string | undefined;
}

/**
 * Receives the files of a multipart request into storage, checking each by content, size and
 * count. Anything refused leaves nothing stored. No file → 130004 (请上传文件).
 */
export async function receiveFiles(req: FastifyRequest, db: Db, s: FileScope, o: ReceiveOptions) {
  const field = o.field ?? 'files';
  const maxFiles = o.maxFiles ?? 1;
  if (!req.isMultipart()) throw new AppError('130004');
  const saved: StoredFile[] = [];
  try {
    const parts = req.files({ limits: { fileSize: o.maxBytes, files: maxFiles + 1 } });
    for await (const part of parts as AsyncIterable<MultipartFile>) {
      if (part.fieldname !== field) {
        part.file.resume();
        continue;
      }
      if (saved.length >= maxFiles) throw new AppError('130003', { params: { n: maxFiles } });
      saved.push(
        // The part's declared type is not passed on: the stored type comes from the content.
        await saveStream(db, s, { name: part.filename, maxBytes: o.maxBytes }, part.file, o.check),
      );
      if (part.file.truncated) throw tooLarge(o.maxBytes);
    }
  } catch (e) {
    for (const f of saved) await deleteFile(db, f.id);
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(o.maxBytes);
    if (code === 'FST_FILES_LIMIT') throw new AppError('130003', { params: { n: maxFiles } });
    throw e;
  }
  if (saved.length === 0) throw new AppError('130004');
  return saved;
}
