import type { MultipartFile } from '@fastify/multipart';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MAX_MB } from '@zhiyu/contract/modules/aikb/document';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/http/errors.ts';
import { documentTypeOf } from './extract.ts';

/** Longest stored document name; longer names keep their start and their extension. */
const NAME_MAX = 200;

function nameOf(raw: string): string {
  const name = raw.trim().replace(/[\\/]/g, '_');
  if (name.length <= NAME_MAX) return name;
  const dot = name.lastIndexOf('.');
  return name.slice(0, NAME_MAX - (name.length - dot)) + name.slice(dot);
}

/**
 * The one file of the request's `files` field (requirements §7 default name), whole in memory: at most
 * DOCUMENT_MAX_MB, which the parser needs whole anyway. A wrong extension is refused before its
 * bytes are read; no file → 130004, a second file → 130003, too large → 130002.
 */
export async function readUpload(req: FastifyRequest): Promise<{ name: string; data: Buffer }> {
  if (!req.isMultipart()) throw new AppError('130004');
  let file: { name: string; data: Buffer } | undefined;
  try {
    const parts = req.files({ limits: { fileSize: DOCUMENT_MAX_BYTES, files: 2 } });
    for await (const part of parts as AsyncIterable<MultipartFile>) {
      if (part.fieldname !== 'files') {
        part.file.resume();
        continue;
      }
      if (file) throw new AppError('130003', { params: { n: 1 } });
      const name = nameOf(part.filename ?? '');
      documentTypeOf(name);
      file = { name, data: await part.toBuffer() };
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('130002', { params: { n: DOCUMENT_MAX_MB } });
    if (code === 'FST_FILES_LIMIT') throw new AppError('130003', { params: { n: 1 } });
    throw e;
  }
  if (!file) throw new AppError('130004');
  return file;
}
