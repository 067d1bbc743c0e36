/**
 * The three calls of a list's asynchronous export (requirements §7): start a job with the list's
 * filter, poll its status, download the workbook. Lists declare them with one call.
 */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ExportStatus, JobQuery, JobRef, NO_JOB } from './jobs.ts';
import type { PermissionCode } from './permissions.ts';

export function exportEndpoints<F extends z.ZodType>(o: {
  /** Endpoint ids `<id>.export`, `<id>.exportStatus`, `<id>.download`. */
  id: string;
  /** The list's path; the calls are `<base>/export`, `/export/status`, `/export/download`. */
  base: string;
  access: PermissionCode;
  filter: F;
  /** A filter the endpoint walk sends. */
  example: z.input<F>;
}) {
  return {
    start: defineEndpoint({
      id: `${o.id}.export`,
      method: 'POST',
      path: `${o.base}/export`,
      access: o.access,
      body: z.object({ filter: o.filter.default({} as never) }),
      response: JobRef,
      example: { body: { filter: o.example } },
    }),
    status: defineEndpoint({
      id: `${o.id}.exportStatus`,
      method: 'GET',
      path: `${o.base}/export/status`,
      access: o.access,
      query: JobQuery,
      response: ExportStatus,
      quiet: true,
      example: { query: { jobId: NO_JOB } },
    }),
    download: defineEndpoint({
      id: `${o.id}.download`,
      method: 'GET',
      path: `${o.base}/export/download`,
      access: o.access,
      kind: 'binary',
      query: JobQuery,
      response: z.unknown(),
      example: { query: { jobId: NO_JOB } },
    }),
  };
}
