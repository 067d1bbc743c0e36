import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

const NUL = '\u0000';

/**
 * Refuses U+0000 in every string a request carries, as 100001 naming the field, before any
 * handler or database work. PostgreSQL text cannot hold NUL: left through, the statement fails
 * and the caller gets a 500. Installed once on the root instance, so every route (contract
 * endpoints, static files, the real-time channel, routes added later) is covered:
 *
 * - onRequest, ahead of the access hook: the query string and the path parameters;
 * - preValidation, ahead of schema validation and the handler: the parsed body, every nested
 *   value and key;
 * - multipart requests: the part iterators a handler reads are wrapped, so each field's name and
 *   value and each file's name are checked as the part arrives (file content is not text).
 *
 * Headers need no check: Node's HTTP parser refuses NUL in them.
 */
export function installNulGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (req) => {
    refuseNul(req.query, '');
    refuseNul(req.params, '');
  });
  app.addHook('preValidation', async (req) => {
    if (isMultipart(req)) guardMultipart(req);
    else refuseNul(req.body, 'body');
  });
}

/** Throws 100001 naming the first string (value or key) in `value` that holds U+0000. */
export function refuseNul(value: unknown, root: string) {
  const path = nulPath(value);
  if (path !== undefined) throw nulError(path.length ? path.join('.') : root);
}

/**
 * The path (keys and indexes) to the first string value or key holding U+0000, or undefined.
 * Walks with its own stack: a deeply nested JSON body cannot exhaust the call stack.
 */
export function nulPath(value: unknown): string[] | undefined {
  const stack: { v: unknown; path: string[] }[] = [{ v: value, path: [] }];
  while (stack.length > 0) {
    const { v, path } = stack.pop() as { v: unknown; path: string[] };
    if (typeof v === 'string') {
      if (v.includes(NUL)) return path;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], path: [...path, String(i)] });
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      const keys = Object.keys(v);
      for (const k of keys) if (k.includes(NUL)) return [...path, k];
      for (let i = keys.length - 1; i >= 0; i--)
        stack.push({ v: (v as Record<string, unknown>)[keys[i]], path: [...path, keys[i]] });
    }
  }
  return undefined;
}

/** `参数错误: <field>`, as schema validation names a field; a NUL in a key is shown as `\0`. */
function nulError(field: string) {
  return new AppError('100001', { detail: field.replaceAll(NUL, '\\0') });
}

function isMultipart(req: FastifyRequest): boolean {
  return typeof req.isMultipart === 'function' && req.isMultipart();
}

type PartsOptions = Parameters<FastifyRequest['parts']>[0];

/**
 * Wraps this request's `parts`, `files` and `file` (and so `saveRequestFiles`, which reads
 * `parts`) so every part is checked before the handler sees it. `files` and `file` read through
 * `parts`, so the field parts between files are checked too.
 */
function guardMultipart(req: FastifyRequest) {
  const original = req.parts.bind(req);
  const parts = async function* (options?: PartsOptions): AsyncIterableIterator<Multipart> {
    for await (const part of original(options)) {
      checkPart(part);
      yield part;
    }
  };
  const files = async function* (options?: PartsOptions): AsyncIterableIterator<MultipartFile> {
    for await (const part of parts(options)) if (part.type === 'file') yield part;
  };
  const file = async (options?: PartsOptions): Promise<MultipartFile | undefined> => {
    for await (const part of parts(options)) if (part.type === 'file') return part;
    return undefined;
  };
  Object.assign(req, { parts, files, file });
}

function checkPart(part: Multipart) {
  const refuse = (field: string) => {
    // Let the refused file's bytes drain so the rest of the request can still be read.
    if (part.type === 'file') part.file.resume();
    throw nulError(field);
  };
  if (part.fieldname.includes(NUL)) refuse(part.fieldname);
  if (part.type === 'file') {
    if (part.filename?.includes(NUL)) refuse(`${part.fieldname}.filename`);
    return;
  }
  const path = nulPath(part.value);
  if (path !== undefined) refuse([part.fieldname, ...path].join('.'));
}
