import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { runImport } from './import-run.ts';
import type { Bilingual, Job, JobScope } from './queue.ts';
import type { HiddenPublish, Staged } from './staging.ts';
import { registerJobKind } from './worker.ts';

export { BATCH_ROWS } from './import-run.ts';
export type { Staged } from './staging.ts';

export interface ImportColumn {
  key: string;
  /** Header texts accepted for this column (either language). */
  headers: string[];
  required?: boolean;
  /** Its name when the column is missing; without it the first header (zh) and the last (en). */
  label?: Bilingual;
}

/** The columns one job reads and the schema every row is validated with. */
export interface RowLayout<T> {
  columns: ImportColumn[];
  /** The same contract schema the create form uses (or the same rules). */
  schema: z.ZodType<T>;
}

/**
 * A field whose value appears once: a value repeating an earlier row of the file, or one the
 * table already has, is an error on its row. Both are checked after a bad row too, so the error
 * workbook lists every duplicate (a repeat once, as a repeat).
 */
export interface UniqueField<T> {
  key: keyof T & string;
  /**
   * What the value is, in the repeat error (号码 → 号码与第3行重复) and in the failure when a hidden
   * publish meets a value someone added while the import ran (the table's unique index refuses it).
   */
  noun: Bilingual;
  /** The error on a row whose value the table already has. */
  present: string;
  /** Of one batch's values (up to BATCH_ROWS), those the table already has. */
  existing(db: Db, scope: JobScope, values: string[]): Promise<string[]>;
}

/**
 * The unique field of the number imports (customers and the two blacklists): the row's `phone`,
 * 号码 in the errors, looked up with the module's `byPhones`.
 */
export function uniquePhone<T extends { phone: string }>(
  present: string,
  byPhones: (db: Db, scope: JobScope, phones: string[]) => Promise<{ phone: string }[]>,
): UniqueField<T> {
  return {
    key: 'phone',
    noun: { zh: '号码', en: 'number' },
    present,
    existing: async (db, scope, phones) => (await byPhones(db, scope, phones)).map((r) => r.phone),
  };
}

interface ImporterSteps<T, S, C> {
  /** Job kind `import:<name>`. */
  name: string;
  maxRows: number;
  /**
   * What an error's 列 cell names: the column's key (the default), its label's Chinese text, or
   * the header as the file has it.
   */
  errorColumn?: 'key' | 'label' | 'header';
  unique?: UniqueField<T>;
  /**
   * Reads once, before the file, what the other steps need besides the rows (e.g. the importing
   * user's name for 添加人); handed to them as `context`.
   */
  start?(db: Db, scope: JobScope, job: Job): Promise<C>;
  /**
   * Turns one batch of valid rows (up to BATCH_ROWS, in file order) into what is staged, before
   * anything is published and outside any transaction: checks against the database, password
   * hashes, ids. The result is staged as JSON (plain values only). Throwing fails the import.
   * Without it the valid rows are staged as they are.
   */
  prepare?(db: Db, scope: JobScope, rows: T[], job: Job, context: C): Promise<S[]>;
  /**
   * Publishes one staged batch. It is called once per batch, all batches inside the import's one
   * short final transaction, so a failure in any batch publishes nothing (all-or-nothing).
   */
  commit?(tx: Db, scope: JobScope, rows: S[], job: Job, context: C): Promise<void>;
  /**
   * Instead of commit: publishes every staged row at once, usually one INSERT … SELECT over
   * `staged.relation(…)`, inside the final transaction.
   */
  publish?(tx: Db, scope: JobScope, staged: Staged<S>, job: Job, context: C): Promise<void>;
  /**
   * Instead of a transaction, for big tables: the staged rows are written a chunk at a time,
   * marked with the job and hidden from every reader until one final step shows them all
   * (stagedImport's hidden publish). `insert` writes one chunk.
   */
  hidden?: Pick<HiddenPublish<S>, 'table'> & {
    insert(db: Db, scope: JobScope, chunk: Staged<S>, job: Job, context: C): Promise<void>;
  };
  /** Runs once the import's rows are published (e.g. to tell an index, or to record the trail). */
  afterCommit?(db: Db, scope: JobScope, job: Job, done: { imported: number; context: C }): Promise<void>;
}

/**
 * An importer: its steps, its columns and its row schema. When what a job reads depends on the
 * tenant's data (the customer import's attribute columns), `layout` gives each job its columns and
 * schema instead, and `columns` are the fixed ones every job has.
 */
export type Importer<T, S = T, C = undefined> = ImporterSteps<T, S, C> & { columns: ImportColumn[] } & (
    | { schema: z.ZodType<T> }
    | { layout(db: Db, scope: JobScope): Promise<RowLayout<T>> }
  );

/** Registers `import:<name>` with the worker: stream, validate, stage in batches, publish all or nothing. */
export function defineImporter<T, S = T, C = undefined>(imp: Importer<T, S, C>) {
  if (!imp.commit && !imp.publish && !imp.hidden) throw new Error(`importer ${imp.name} has no publish step`);
  registerJobKind(`import:${imp.name}`, (job, db, signal) => runImport(imp, job, db, signal));
  return imp;
}
