/**
 * Background import/export jobs (requirements §3 import status response, §7 import and async export).
 * Import status: 1 success, 2 failure, anything else still running. Export status: `status` true
 * once the files are ready to download.
 */
import { z } from 'zod';

export const IMPORT_STATUS = { running: 0, success: 1, failure: 2 } as const;
/** requirements §9: export and import status are polled every 300 ms by default. */
export const POLL_INTERVAL_MS = 300;

export const JobRef = z.object({ jobId: z.string() });
export const JobQuery = z.object({ jobId: z.string().min(1).max(64) });
/** An example job id no tenant owns: valid input that changes nothing (answered 100002). */
export const NO_JOB = 'job-none';

export const ImportStatus = z.object({
  status: z.number(),
  message: z.string(),
  /** Rows imported (success only). */
  imported: z.number().optional(),
  /** Set when rows failed validation: download the per-row error workbook with this job id. */
  hasErrorFile: z.boolean().optional(),
});
export type ImportStatus = z.infer<typeof ImportStatus>;

export const ExportFile = z.object({ name: z.string(), url: z.string() });
export const ExportStatus = z.object({
  status: z.boolean(),
  message: z.string(),
  files: z.array(ExportFile),
});
export type ExportStatus = z.infer<typeof ExportStatus>;
