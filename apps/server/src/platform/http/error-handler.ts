import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errorBody, langOf } from './errors.ts';

/** Turns every thrown thing into the envelope; 5xx internals never leave the server (requirements D3.10). */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    const err = toAppError(error);
    if (err.code === '500000') req.log.error({ err: error }, 'unhandled error');
    for (const [k, v] of Object.entries(err.opts.headers ?? {})) reply.header(k, v);
    return reply.status(err.status).send(errorBody(err, langOf(req)));
  });
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return new AppError('100001', { detail: field || first.message });
  }
  const e = error as FastifyError;
  if (e.statusCode === 429) return new AppError('100429');
  // Malformed JSON, empty body, wrong content type, too large: the request itself is bad.
  if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) return new AppError('100001', { detail: 'body' });
  return new AppError('500000');
}
