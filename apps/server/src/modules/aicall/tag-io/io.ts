import { TagInput } from '@zhiyu/contract/modules/aicall/tag';
import { TAG_IO_COLUMNS, TAG_IO_HEADERS, type TagExportBody } from '@zhiyu/contract/modules/aicall/tag-io';
import { TAG_IMPORT_MAX_ROWS } from '@zhiyu/contract/rules/upload';
import { and, asc, eq, gte, ilike, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { newId } from '../../../platform/access/tokens.ts';
import { jsonPage } from '../../../platform/db/json-page.ts';
import { defineExporter } from '../../../platform/jobs/export.ts';
import { defineImporter } from '../../../platform/jobs/import.ts';
import { tags } from '../tag/table.ts';

/** Cells arrive as text; the switch value (0/1) is a number in the same contract schema. */
const TagImportRow = z.preprocess((v) => {
  const r = v as Record<string, unknown>;
  return r.enabled === undefined ? r : { ...r, enabled: Number(r.enabled) };
}, TagInput);

export const tagImporter = defineImporter({
  name: 'aicall.tag',
  maxRows: TAG_IMPORT_MAX_ROWS,
  columns: TAG_IO_COLUMNS.map((key) => ({
    key,
    headers: [TAG_IO_HEADERS[key].zh, TAG_IO_HEADERS[key].en, key],
    required: key === 'name',
  })),
  schema: TagImportRow,
  // A name already present is updated, so an exported file re-imports to the same data.
  async commit(tx, s, rows) {
    for (let i = 0; i < rows.length; i += 500) {
      const values = rows.slice(i, i + 500).map((r) => ({ id: newId(), tenantId: s.tenantId, appId: s.appId, ...r }));
      await tx
        .insert(tags)
        .values(values)
        .onConflictDoUpdate({
          target: [tags.tenantId, tags.appId, tags.name],
          set: {
            group: sql`excluded.group`,
            enabled: sql`excluded.enabled`,
            description: sql`excluded.description`,
            updatedAt: sql`now()`,
          },
        });
    }
  },
});

const PAGE = 2000;
type ExportRow = { id: string; ts: string; name: string; group: string; enabled: number; description: string };
type Filter = z.output<typeof TagExportBody>['filter'];
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const tagExporter = defineExporter<Filter>({
  name: 'aicall.tag',
  fileName: 'tags.xlsx',
  columns: TAG_IO_COLUMNS.map((key) => ({ key, header: TAG_IO_HEADERS[key] })),
  // Keyset pages in the order of the (tenant, app, created_at, id) index: each page is one short
  // index range scan, whatever its depth. (Paging by id alone made every page scan and sort all
  // the rows after it: 2 s for 100k tags.) Only the exported columns and the keyset are read, as
  // one JSON text per page (jsonPage); the timestamp comes back as text, which keeps its
  // microseconds (a JS Date would drop them and skip or repeat rows).
  async *rows(db, s, f) {
    let after: ExportRow | undefined;
    for (;;) {
      const query = db
        .select({
          id: tags.id,
          ts: sql`${tags.createdAt}`.as('ts'),
          name: tags.name,
          group: tags.group,
          enabled: tags.enabled,
          description: tags.description,
        })
        .from(tags)
        .where(
          and(
            eq(tags.tenantId, s.tenantId),
            eq(tags.appId, s.appId),
            after ? sql`(${tags.createdAt}, ${tags.id}) > (${after.ts}::timestamptz, ${after.id})` : undefined,
            f.name ? ilike(tags.name, likeText(f.name)) : undefined,
            f.group ? eq(tags.group, f.group) : undefined,
            f.enabled !== undefined ? eq(tags.enabled, f.enabled) : undefined,
            f.createdFrom !== undefined ? gte(tags.createdAt, new Date(f.createdFrom)) : undefined,
            f.createdTo !== undefined ? lte(tags.createdAt, new Date(f.createdTo)) : undefined,
          ),
        )
        .orderBy(asc(tags.createdAt), asc(tags.id))
        .limit(PAGE);
      const page = await jsonPage<ExportRow>(db, query, sql`p.ts, p.id`);
      yield* page;
      if (page.length < PAGE) return;
      after = page[page.length - 1];
    }
  },
});
