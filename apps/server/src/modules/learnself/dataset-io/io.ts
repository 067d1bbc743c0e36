import { DATASET_ITEMS_MAX, type DatasetType } from '@zhiyu/contract/modules/learnself/dataset';
import {
  DATASET_IMPORT_MAX_ROWS,
  DATASET_IO_COLUMNS,
  DATASET_IO_HEADERS,
  type DatasetExportBody,
  SENTIMENT_IO_HEADER,
} from '@zhiyu/contract/modules/learnself/dataset-io';
import { entityTypeName, formatMarkup, type Span } from '@zhiyu/contract/modules/learnself/entities';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { rowsOf } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { defineExporter } from '../../../platform/jobs/export.ts';
import { defineImporter, type ImportColumn, type Importer } from '../../../platform/jobs/import.ts';
import { type Job, JobFailure, type JobScope } from '../../../platform/jobs/queue.ts';
import { orderedId } from '../../../platform/jobs/staging.ts';
import { jobs } from '../../../platform/jobs/table.ts';
import { findDataset, foldUtterance, recount } from '../dataset/repo.ts';
import { lsDatasetItems } from '../dataset/table.ts';
import { type DatasetImportRow, NerImportRow, NluImportRow, SentimentImportRow } from './rows.ts';

/** Job kinds `import:<name>`: one per dataset type, whose row check differs (the sentiment labels). */
export const DS_IMPORT: Record<DatasetType, string> = {
  nlu: 'learnself.dataset.nlu',
  sentiment: 'learnself.dataset.sentiment',
  ner: 'learnself.dataset.ner',
};
export const DS_EXPORT = 'learnself.dataset';

/** The import job's payload: the file and the target dataset; the counts once published. */
export interface DsImportPayload {
  fileId: string;
  datasetId: string;
  /** Set in the publish transaction: utterances added, and rows skipped as duplicates. */
  added?: number;
  skipped?: number;
}

/** A staged row: the item as it will be inserted (id in file order, utterance folded). */
interface StagedItem {
  id: string;
  label: string;
  text: string;
  norm: string;
  spans: Span[];
}

/** What one run keeps across batches: the (label, folded utterance) pairs seen, rows staged and left out. */
interface RunState {
  seen: Set<string>;
  staged: number;
  repeats: number;
}

const missingDataset = () => new JobFailure({ zh: '数据集不存在', en: 'Dataset not found' });
const payloadOf = (job: Job) => job.payload as unknown as DsImportPayload;

/** An ner workbook has the utterance column alone, its entities marked in the text. */
const columnsOf = (type: DatasetType): ImportColumn[] =>
  DATASET_IO_COLUMNS.filter((key) => type !== 'ner' || key === 'text').map((key) => {
    const h = DATASET_IO_HEADERS[key];
    const extra = key === 'label' && type === 'sentiment' ? [SENTIMENT_IO_HEADER.zh, SENTIMENT_IO_HEADER.en] : [];
    return { key, headers: [h.zh, h.en, ...extra, key], required: true, label: h };
  });

/**
 * Rows go into the payload's dataset with source `import`. A pair (label, folded utterance) already
 * in the dataset, or earlier in the file, is skipped; past DATASET_ITEMS_MAX the import fails
 * (180006). All staged rows are published in one statement of the import's one transaction, with
 * the recount and the counts the status reports: any bad row, the cap or an error and nothing is in.
 */
function datasetImporter(type: DatasetType) {
  const imp: Importer<DatasetImportRow, StagedItem, RunState> = {
    name: DS_IMPORT[type],
    maxRows: DATASET_IMPORT_MAX_ROWS,
    errorColumn: 'header',
    columns: columnsOf(type),
    schema: type === 'sentiment' ? SentimentImportRow : type === 'ner' ? NerImportRow : NluImportRow,
    async start(db, s, job) {
      if (!(await findDataset(db, s, payloadOf(job).datasetId))) throw missingDataset();
      return { seen: new Set(), staged: 0, repeats: 0 };
    },
    async prepare(_db, _s, rows, _job, run) {
      const out: StagedItem[] = [];
      for (const r of rows) {
        const norm = foldUtterance(r.text);
        const key = `${r.label}\u0001${norm}`;
        if (run.seen.has(key)) {
          run.repeats++;
          continue;
        }
        run.seen.add(key);
        out.push({ id: orderedId(), label: r.label, text: r.text, norm, spans: r.spans ?? [] });
      }
      run.staged += out.length;
      return out;
    },
    async publish(tx, s, staged, job, run) {
      const p = payloadOf(job);
      if (!(await findDataset(tx, s, p.datasetId))) throw missingDataset();
      const rows = staged.relation({ id: 'text', label: 'text', text: 'text', norm: 'text', spans: 'jsonb' });
      const [{ n }] = rowsOf<{ n: number }>(
        await tx.execute(sql`
          WITH added AS (
            INSERT INTO ${lsDatasetItems} (id, dataset_id, tenant_id, label, text, norm, spans, source)
            SELECT staged.id, ${p.datasetId}, ${s.tenantId}, staged.label, staged.text, staged.norm, staged.spans,
              'import'
            FROM ${rows}
            ON CONFLICT (dataset_id, label, norm) DO NOTHING
            RETURNING 1)
          SELECT count(*)::int AS n FROM added`),
      );
      await recount(tx, p.datasetId, new Date());
      const d = await findDataset(tx, s, p.datasetId);
      if (d && d.itemCount > DATASET_ITEMS_MAX) throw new AppError('180006', { params: { max: DATASET_ITEMS_MAX } });
      const counts = { added: Number(n), skipped: run.repeats + run.staged - Number(n) };
      await tx
        .update(jobs)
        .set({ payload: sql`${jobs.payload} || ${JSON.stringify(counts)}::jsonb` })
        .where(eq(jobs.id, job.id));
    },
  };
  return defineImporter(imp);
}

export const nluImporter = datasetImporter('nlu');
export const sentimentImporter = datasetImporter('sentiment');
export const nerImporter = datasetImporter('ner');

/** The export's filter, and the language an ner item's built-in entity types are written in. */
type Filter = z.output<typeof DatasetExportBody> & { lang?: 'zh' | 'en' };
const PAGE = 1000;

/** The import's two columns, oldest item first (so a re-import keeps the order), keyset-paged. */
export const datasetExporter = defineExporter<Filter>({
  name: DS_EXPORT,
  fileName: 'dataset.xlsx',
  columns: DATASET_IO_COLUMNS.map((key) => ({ key, header: DATASET_IO_HEADERS[key] })),
  async *rows(db, s: JobScope, f) {
    const d = await findDataset(db, s, f.datasetId);
    if (!d) return;
    let after: { ts: string; id: string } | undefined;
    for (;;) {
      const page = await db
        .select({
          label: lsDatasetItems.label,
          text: lsDatasetItems.text,
          spans: lsDatasetItems.spans,
          id: lsDatasetItems.id,
          ts: sql<string>`${lsDatasetItems.createdAt}::text`,
        })
        .from(lsDatasetItems)
        .where(
          and(
            eq(lsDatasetItems.datasetId, d.id),
            f.label ? eq(lsDatasetItems.label, f.label) : undefined,
            after
              ? sql`(${lsDatasetItems.createdAt}, ${lsDatasetItems.id}) > (${after.ts}::timestamptz, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(asc(lsDatasetItems.createdAt), asc(lsDatasetItems.id))
        .limit(PAGE);
      const name = (t: string) => entityTypeName(t, f.lang ?? 'zh');
      for (const i of page)
        yield { label: i.label, text: d.type === 'ner' ? formatMarkup(i.text, i.spans, name) : i.text };
      if (page.length < PAGE) return;
      const last = page[page.length - 1];
      after = { ts: last.ts, id: last.id };
    }
  },
});
