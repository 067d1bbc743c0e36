/**
 * Dataset import and export through the shared jobs (requirements R4 datasets, §5 import dialog, §7).
 * The import is a multipart POST (one file, field `files`) into the dataset named in the query; the
 * workbook has two columns, 意图 (the label) and 语料 (the utterance), for both dataset types: a
 * sentiment dataset's 意图 holds positive, neutral or negative (its header may also read 情感 /
 * Sentiment). A file with any bad row imports nothing and offers the per-row error workbook. An
 * utterance already under its label (compared folded), or repeated in the file, is skipped, not an
 * error. The export writes the same two columns, so an exported file imports again.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ExportStatus, ImportStatus, JobQuery, JobRef, NO_JOB } from '../../jobs.ts';
import { DATASET_ITEMS_MAX, DatasetType, LABEL_MAX } from './dataset.ts';

/** Rows one file may hold (the dataset's own cap), and its size limit in MB. */
export const DATASET_IMPORT_MAX_ROWS = DATASET_ITEMS_MAX;
export const DATASET_IMPORT_MAX_MB = 10;

/** Columns of the dataset workbook, in order. */
export const DATASET_IO_COLUMNS = ['label', 'text'] as const;
export type DatasetIoColumn = (typeof DATASET_IO_COLUMNS)[number];
/** Header labels written on export and accepted on import (either language, or the key). */
export const DATASET_IO_HEADERS: Record<DatasetIoColumn, { zh: string; en: string }> = {
  label: { zh: '意图', en: 'Intent' },
  text: { zh: '语料', en: 'Utterance' },
};
/** A sentiment dataset's label column may also be headed so. */
export const SENTIMENT_IO_HEADER = { zh: '情感', en: 'Sentiment' } as const;

const Id = z.string().min(1).max(64);

/**
 * The shared import status, and for a dataset import: `imported` counts the utterances added,
 * `skipped` the rows left out as already in the dataset under that label or repeated in the file
 * (imported + skipped = the file's rows).
 */
export const DatasetImportStatus = ImportStatus.extend({ skipped: z.number().optional() });
export type DatasetImportStatus = z.infer<typeof DatasetImportStatus>;

export const importDatasetItems = defineEndpoint({
  id: 'learnself.datasetIo.import',
  method: 'POST',
  path: '/learnself-api/dataset/import',
  access: 'learnself.dataset.import',
  query: z.object({ datasetId: Id }),
  response: JobRef,
  example: { query: { datasetId: 'ds-none' } },
});

export const importDatasetItemsStatus = defineEndpoint({
  id: 'learnself.datasetIo.importStatus',
  method: 'GET',
  path: '/learnself-api/dataset/import/status',
  access: 'learnself.dataset.import',
  query: JobQuery,
  response: DatasetImportStatus,
  quiet: true,
  example: { query: { jobId: NO_JOB } },
});

export const importDatasetItemsErrors = defineEndpoint({
  id: 'learnself.datasetIo.importErrors',
  method: 'GET',
  path: '/learnself-api/dataset/import/errors',
  access: 'learnself.dataset.import',
  kind: 'binary',
  query: JobQuery,
  response: z.unknown(),
  example: { query: { jobId: NO_JOB } },
});

/** The template of a dataset type: the header row, and the instructions sheet with examples. */
export const importDatasetItemsTemplate = defineEndpoint({
  id: 'learnself.datasetIo.template',
  method: 'GET',
  path: '/learnself-api/dataset/import/template',
  access: 'learnself.dataset.import',
  kind: 'binary',
  query: z.object({ type: DatasetType.default('nlu') }),
  response: z.unknown(),
  example: { query: { type: 'nlu' } },
});

export const DatasetExportBody = z.object({
  datasetId: Id,
  /** Only this label's utterances; all of them without it. */
  label: z.string().trim().max(LABEL_MAX).optional(),
});

export const exportDatasetItems = defineEndpoint({
  id: 'learnself.datasetIo.export',
  method: 'POST',
  path: '/learnself-api/dataset/export',
  access: 'learnself.dataset.export',
  body: DatasetExportBody,
  response: JobRef,
  example: { body: { datasetId: 'ds-none' } },
});

export const exportDatasetItemsStatus = defineEndpoint({
  id: 'learnself.datasetIo.exportStatus',
  method: 'GET',
  path: '/learnself-api/dataset/export/status',
  access: 'learnself.dataset.export',
  query: JobQuery,
  response: ExportStatus,
  quiet: true,
  example: { query: { jobId: NO_JOB } },
});

export const downloadDatasetExport = defineEndpoint({
  id: 'learnself.datasetIo.download',
  method: 'GET',
  path: '/learnself-api/dataset/export/download',
  access: 'learnself.dataset.export',
  kind: 'binary',
  query: JobQuery,
  response: z.unknown(),
  example: { query: { jobId: NO_JOB } },
});
