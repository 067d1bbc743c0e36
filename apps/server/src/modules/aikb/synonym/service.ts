import {
  SYNONYM_GROUPS_MAX,
  type SynonymInput,
  type SynonymListQuery,
  type SynonymRow,
} from '@zhiyu/contract/modules/aikb/synonym';
import { and, count, eq, ilike, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { newId } from '../../../platform/access/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { isUniqueViolation } from '../../../platform/db/unique.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import { likeText } from '../library/repo.ts';
import { actorOf, changedFields, type KbActor, logChanges } from '../opera-log/record.ts';
import { normalise } from '../retrieval/segment.ts';
import { lexiconChanged } from '../search/registry.ts';
import { kbSynonyms, kbSynonymWords } from './table.ts';

/**
 * The tenant's own synonym groups (contract aikb/synonym). A group is saved with its words, each
 * word once per tenant; every save reaches every instance's index (lexiconChanged), which is then
 * rebuilt with the new groups on its next search.
 */
type Group = typeof kbSynonyms.$inferSelect;
type Input = z.output<typeof SynonymInput>;

const HAN = /^\p{Script=Han}$/u;
const HAS_WORD = /[\p{L}\p{N}]/u;
const missing = () => new AppError('160014');

export const toRow = (g: Group): SynonymRow => ({
  id: g.id,
  words: g.words,
  updater: g.updater,
  createdAt: g.createdAt.getTime(),
  updatedAt: g.updatedAt.getTime(),
});

/** The words as the search compares them, checked: a word, not a lone Chinese character, once each. */
function keysOf(words: string[]): string[] {
  const keys: string[] = [];
  for (const w of words) {
    const key = normalise(w).trim();
    if (!HAS_WORD.test(key)) throw new AppError('160016', { params: { w } });
    if (HAN.test(key)) throw new AppError('160013', { params: { w } });
    if (keys.includes(key)) throw new AppError('160011', { params: { w } });
    keys.push(key);
  }
  return keys;
}

/** 160012 naming the first word another group of the tenant holds, if any. */
async function guardTaken(db: Db, tenantId: string, words: string[], keys: string[], self?: string) {
  const taken = await db
    .select({ word: kbSynonymWords.word, groupId: kbSynonymWords.groupId })
    .from(kbSynonymWords)
    .where(and(eq(kbSynonymWords.tenantId, tenantId), inArray(kbSynonymWords.word, keys)));
  const other = taken.find((t) => t.groupId !== self);
  if (other) throw new AppError('160012', { params: { w: words[keys.indexOf(other.word)] } });
}

/** Runs a save; a word another group took in the meantime is 160012 all the same. */
async function saving<T>(words: string[], run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('160012', { params: { w: words.join('、') } });
    throw e;
  }
}

const wordRows = (tenantId: string, groupId: string, keys: string[]) =>
  keys.map((word) => ({ tenantId, word, groupId }));

export async function listSynonyms(db: Db, tenantId: string, q: z.output<typeof SynonymListQuery>) {
  const part = q.word ? normalise(q.word).trim() : '';
  const inGroups = part
    ? inArray(
        kbSynonyms.id,
        db
          .selectDistinct({ id: kbSynonymWords.groupId })
          .from(kbSynonymWords)
          .where(and(eq(kbSynonymWords.tenantId, tenantId), ilike(kbSynonymWords.word, likeText(part)))),
      )
    : undefined;
  const where = and(eq(kbSynonyms.tenantId, tenantId), inGroups);
  const rows = db
    .select()
    .from(kbSynonyms)
    .where(where)
    .orderBy(...orderBy(kbSynonyms.updatedAt, kbSynonyms.id, 'DESC'))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => r.map(toRow));
  return pageOf(rows, cappedCount(db, kbSynonyms, where), q.pageNum, q.pageSize);
}

const label = (words: string[]) => words.join(' / ').slice(0, 200);

async function groupOf(db: Db, a: KbActor, id: string): Promise<Group> {
  const [g] = await db
    .select()
    .from(kbSynonyms)
    .where(and(eq(kbSynonyms.tenantId, a.tenantId), eq(kbSynonyms.id, id)));
  if (!g) throw missing();
  return g;
}

export async function createSynonym(ctx: AppContext, req: FastifyRequest, input: Input): Promise<SynonymRow> {
  const a = await actorOf(ctx.db, req);
  const keys = keysOf(input.words);
  const [{ n }] = await ctx.db.select({ n: count() }).from(kbSynonyms).where(eq(kbSynonyms.tenantId, a.tenantId));
  if (n >= SYNONYM_GROUPS_MAX) throw new AppError('160015', { params: { n: SYNONYM_GROUPS_MAX } });
  await guardTaken(ctx.db, a.tenantId, input.words, keys);
  const row = await saving(input.words, () =>
    ctx.db.transaction(async (tx) => {
      const id = newId();
      const [g] = await tx
        .insert(kbSynonyms)
        .values({ id, tenantId: a.tenantId, words: input.words, updater: a.actorName })
        .returning();
      await tx.insert(kbSynonymWords).values(wordRows(a.tenantId, id, keys));
      const entry = { targetType: 'synonym', targetId: id, targetName: label(g.words), libraryId: null } as const;
      await logChanges(tx, a, [{ action: 'create', ...entry, after: { words: g.words } }]);
      return toRow(g);
    }),
  );
  await lexiconChanged(ctx.db, a.tenantId);
  return row;
}

export async function updateSynonym(ctx: AppContext, req: FastifyRequest, id: string, input: Input) {
  const a = await actorOf(ctx.db, req);
  const keys = keysOf(input.words);
  const old = await groupOf(ctx.db, a, id);
  await guardTaken(ctx.db, a.tenantId, input.words, keys, id);
  const row = await saving(input.words, () =>
    ctx.db.transaction(async (tx) => {
      const [g] = await tx
        .update(kbSynonyms)
        .set({ words: input.words, updater: a.actorName, updatedAt: new Date(ctx.now()) })
        .where(and(eq(kbSynonyms.tenantId, a.tenantId), eq(kbSynonyms.id, id)))
        .returning();
      if (!g) throw missing();
      await tx
        .delete(kbSynonymWords)
        .where(and(eq(kbSynonymWords.tenantId, a.tenantId), eq(kbSynonymWords.groupId, id)));
      await tx.insert(kbSynonymWords).values(wordRows(a.tenantId, id, keys));
      const diff = changedFields({ words: old.words }, { words: g.words });
      if (diff)
        await logChanges(tx, a, [
          {
            action: 'update',
            targetType: 'synonym',
            targetId: id,
            targetName: label(g.words),
            libraryId: null,
            ...diff,
          },
        ]);
      return toRow(g);
    }),
  );
  await lexiconChanged(ctx.db, a.tenantId);
  return row;
}

export async function deleteSynonyms(ctx: AppContext, req: FastifyRequest, ids: string[]) {
  const a = await actorOf(ctx.db, req);
  const gone = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .delete(kbSynonyms)
      .where(and(eq(kbSynonyms.tenantId, a.tenantId), inArray(kbSynonyms.id, ids)))
      .returning();
    if (!rows.length) return rows;
    await tx.delete(kbSynonymWords).where(
      and(
        eq(kbSynonymWords.tenantId, a.tenantId),
        inArray(
          kbSynonymWords.groupId,
          rows.map((g) => g.id),
        ),
      ),
    );
    await logChanges(
      tx,
      a,
      rows.map((g) => ({
        action: 'delete' as const,
        targetType: 'synonym' as const,
        targetId: g.id,
        targetName: label(g.words),
        libraryId: null,
        before: { words: g.words },
      })),
    );
    return rows;
  });
  if (gone.length) await lexiconChanged(ctx.db, a.tenantId);
  return { deleted: gone.length };
}
