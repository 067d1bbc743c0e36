import {
  KB_IMPORT_MAX_ROWS,
  KB_IO_COLUMNS,
  KB_IO_HEADERS,
  KB_TYPE_LABELS,
  KB_VALIDITY_LABELS,
  type KnowledgeExportBody,
} from '@zhiyu/contract/modules/aikb/knowledge-io';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { newId } from '../../../platform/access/tokens.ts';
import type { Db } from '../../../platform/db/client.ts';
import { defineExporter } from '../../../platform/jobs/export.ts';
import { defineImporter } from '../../../platform/jobs/import.ts';
import { type Job, JobFailure, type JobScope } from '../../../platform/jobs/queue.ts';
import * as categories from '../category/repo.ts';
import { kbCategories } from '../category/table.ts';
import { notifyLibraries } from '../knowledge/index-hook.ts';
import * as items from '../knowledge/repo.ts';
import { kbItems } from '../knowledge/table.ts';
import { findById, recount } from '../library/repo.ts';
import { changedFields, type KbActor, logChanges, type OperaEntry } from '../opera-log/record.ts';
import { KbImportRow } from './rows.ts';

export const KB_IMPORT = 'aikb.knowledge';
export const KB_EXPORT = 'aikb.knowledge';

/** The import job's payload: the file, the target library and who imports (for the change log). */
export interface KbImportPayload {
  fileId: string;
  libraryId: string;
  actorId: string;
  actorName: string;
  actorNick: string;
}

const missingLibrary = () => new JobFailure({ zh: '知识库不存在', en: 'library not found' });

/** Category paths (一级/二级) to ids, creating the missing nodes (each logged as a create). */
async function categoryResolver(tx: Db, a: KbActor, libraryId: string, log: OperaEntry[]) {
  const rows = await categories.ofLibrary(tx, a.tenantId, libraryId);
  let sort = rows.reduce((m, c) => Math.max(m, c.sort), 0);
  const find = (name: string, parentId: string | null) => rows.find((c) => c.name === name && c.parentId === parentId);
  const make = async (name: string, parentId: string | null) => {
    const [c] = await tx
      .insert(kbCategories)
      .values({ id: newId(), tenantId: a.tenantId, libraryId, parentId, name, sort: ++sort })
      .returning();
    rows.push(c);
    log.push({
      action: 'import',
      targetType: 'category',
      targetId: c.id,
      targetName: c.name,
      libraryId,
      after: { name: c.name, parentId: c.parentId },
    });
    return c;
  };
  return async (path: string[]) => {
    if (!path.length) return null;
    const top = find(path[0], null) ?? (await make(path[0], null));
    if (path.length === 1) return top.id;
    return (find(path[1], top.id) ?? (await make(path[1], top.id))).id;
  };
}

/**
 * Rows go into the payload's library. A question already there is updated (so an exported file
 * imports again to the same data); within one file the last row of a question wins. The shared
 * importer runs every batch in one transaction: any bad row and nothing is imported.
 */
export const kbImporter = defineImporter<KbImportRow>({
  name: KB_IMPORT,
  maxRows: KB_IMPORT_MAX_ROWS,
  columns: KB_IO_COLUMNS.map((key) => ({
    key,
    headers: [KB_IO_HEADERS[key].zh, KB_IO_HEADERS[key].en, key],
    required: key === 'question' || key === 'answer',
  })),
  schema: KbImportRow,
  async commit(tx, s, rows, job) {
    const p = job.payload as unknown as KbImportPayload;
    const a: KbActor = { ...s, actorId: p.actorId, actorName: p.actorName, actorNick: p.actorNick };
    if (!(await findById(tx, s, p.libraryId))) throw missingLibrary();
    const log: OperaEntry[] = [];
    const categoryOf = await categoryResolver(tx, a, p.libraryId, log);
    const byQuestion = new Map(rows.map((r) => [r.question, r]));
    const before = new Map(
      (
        await tx
          .select()
          .from(kbItems)
          .where(
            and(
              eq(kbItems.tenantId, s.tenantId),
              eq(kbItems.libraryId, p.libraryId),
              inArray(kbItems.question, [...byQuestion.keys()]),
            ),
          )
      ).map((i) => [i.question, i]),
    );
    const values = [];
    for (const r of byQuestion.values())
      values.push({
        id: newId(),
        tenantId: s.tenantId,
        libraryId: p.libraryId,
        type: r.type,
        question: r.question,
        similar: r.similar,
        searchText: items.searchTextOf(r.question, r.similar),
        answer: r.answer,
        categoryId: await categoryOf(r.category),
        tags: r.tags,
        validity: r.validity,
        creator: a.actorName,
        updater: a.actorName,
      });
    const saved = await tx
      .insert(kbItems)
      .values(values)
      .onConflictDoUpdate({
        target: [kbItems.tenantId, kbItems.libraryId, kbItems.question],
        set: {
          type: sql`excluded.type`,
          similar: sql`excluded.similar`,
          searchText: sql`excluded.search_text`,
          answer: sql`excluded.answer`,
          categoryId: sql`excluded.category_id`,
          tags: sql`excluded.tags`,
          validity: sql`excluded.validity`,
          updater: sql`excluded.updater`,
          updatedAt: sql`now()`,
        },
      })
      .returning();
    for (const i of saved) {
      const old = before.get(i.question);
      const diff = old ? changedFields(items.logged(old), items.logged(i)) : { before: null, after: items.logged(i) };
      if (diff)
        log.push({
          action: 'import',
          targetType: 'item',
          targetId: i.id,
          targetName: i.question,
          libraryId: i.libraryId,
          ...diff,
        });
    }
    await recount(tx, s.tenantId, [p.libraryId]);
    await logChanges(tx, a, log);
  },
  async afterCommit(db, s, job: Job) {
    notifyLibraries(db, s.tenantId, [String(job.payload.libraryId)]);
  },
});

type Filter = z.output<typeof KnowledgeExportBody>['filter'] & { lang: 'zh' | 'en' };
const PAGE = 1000;

/** The import's columns, in the caller's language, paged by question (unique per library). */
export const kbExporter = defineExporter<Filter>({
  name: KB_EXPORT,
  fileName: 'knowledge.xlsx',
  columns: KB_IO_COLUMNS.map((key) => ({ key, header: KB_IO_HEADERS[key] })),
  async *rows(db, s: JobScope, f) {
    const lib = await findById(db, s, f.libraryId);
    if (!lib) return;
    const scope = { tenantId: s.tenantId, appId: s.appId };
    const paths = categories.pathsOf(await categories.ofLibrary(db, s.tenantId, lib.id));
    let ids: string[] | undefined;
    if (f.categoryId) {
      const nodes = await categories.withChildren(db, s.tenantId, f.categoryId);
      ids = nodes.filter((n) => n.libraryId === lib.id).map((n) => n.id);
      if (!ids.length) return;
    }
    let after: string | undefined;
    for (;;) {
      const page = await db
        .select()
        .from(kbItems)
        .where(and(items.filters(scope, f, ids), after !== undefined ? gt(kbItems.question, after) : undefined))
        .orderBy(asc(kbItems.question))
        .limit(PAGE);
      for (const i of page)
        yield {
          question: i.question,
          similar: i.similar.join('\n'),
          answer: i.answer,
          category: (i.categoryId ? (paths.get(i.categoryId) ?? []) : []).join('/'),
          tags: i.tags.join(','),
          type: KB_TYPE_LABELS[i.type][f.lang],
          validity: KB_VALIDITY_LABELS[i.validity][f.lang],
        };
      if (page.length < PAGE) return;
      after = page[page.length - 1].question;
    }
  },
});
