import type { Db } from '../db/client.ts';
import { type Bilingual, JobFailure, type JobScope } from '../jobs/queue.ts';
import { writeWorkbook } from './writer.ts';

/** One problem of an imported row: the row's number in the sheet, the column and what is wrong. */
export interface RowError {
  row: number;
  column: string;
  message: string;
}

/** The per-row errors of an import as a downloadable workbook, and the failure that points to it. */
export async function errorWorkbook(db: Db, scope: JobScope, errors: RowError[]): Promise<JobFailure> {
  const out = await writeWorkbook(
    db,
    scope,
    'import-errors.xlsx',
    ['行号 row', '列 column', '错误 message'],
    (async function* () {
      for (const e of errors) yield [e.row, e.column, e.message];
    })(),
  );
  const text: Bilingual = {
    zh: `导入失败：${errors.length}处错误，请下载错误文件查看`,
    en: `import failed: ${errors.length} errors; download the error file`,
  };
  return new JobFailure(text, { errorFileId: out.id });
}
