import type { Db } from '../db/client.ts';
import { writeWorkbook } from '../excel/writer.ts';
import type { Job, JobScope } from './queue.ts';
import { registerJobKind } from './worker.ts';

export interface ExportColumn {
  key: string;
  header: { zh: string; en: string };
}

export interface Exporter<F> {
  /** Job kind `export:<name>`. */
  name: string;
  fileName: string;
  columns: ExportColumn[];
  /** The rows matching the filter, in pages (keyset), scoped to the job's organisation. */
  rows(db: Db, scope: JobScope, filter: F): AsyncIterable<Record<string, unknown>>;
}

/** Payload of an export job: the list's filter, the chosen columns, the caller's language. */
export interface ExportPayload<F> {
  filter: F;
  columns: string[];
  lang: 'zh' | 'en';
}

/** Registers `export:<name>`: streams the chosen columns of the matching rows into a workbook. */
export function defineExporter<F>(exp: Exporter<F>) {
  registerJobKind(`export:${exp.name}`, (job, db) => runExport(exp, job, db));
  return exp;
}

async function runExport<F>(exp: Exporter<F>, job: Job, db: Db) {
  const scope = { tenantId: job.tenantId, appId: job.appId };
  const p = job.payload as unknown as ExportPayload<F>;
  const cols = exp.columns.filter((c) => p.columns.includes(c.key));
  let count = 0;
  const file = await writeWorkbook(
    db,
    scope,
    exp.fileName,
    cols.map((c) => c.header[p.lang]),
    (async function* () {
      for await (const r of exp.rows(db, scope, p.filter)) {
        count++;
        yield cols.map((c) => r[c.key] ?? '');
      }
    })(),
  );
  return { files: [{ id: file.id, name: exp.fileName }], rows: count };
}
