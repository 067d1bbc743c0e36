import { itemAnswers } from '@zhiyu/contract/rules/knowledge';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { doubted } from '../../aikb/knowledge/learned.ts';
import { kbItems } from '../../aikb/knowledge/table.ts';
import { kbLibraries } from '../../aikb/library/table.ts';
import type { KbHit } from '../../aikb/retrieval/kb-index.ts';
import { embedderOf, SEMANTIC_CANDIDATES, withMeaning } from '../../aikb/search/embeddings.ts';
import { kbIndex } from '../../aikb/search/registry.ts';

/** An item that answers now (valid, in its effective period, its library enabled). */
export interface KbAnswer {
  id: string;
  question: string;
  /** The answer as stored (sanitised rich text); the engine sends visitors its plain text. */
  answer: string;
}

export interface SearchArgs {
  libraryIds: string[];
  topN: number;
  threshold: number;
}

/**
 * What the chat engine needs from the knowledge base, injected so that tests (and a deployment
 * with another knowledge source) can supply their own: ranked hits of a tenant's libraries, and
 * the answers of the items that may answer now (others are left out).
 */
export interface ChatDeps {
  search(tenantId: string, query: string, o: SearchArgs): Promise<KbHit[]>;
  answers(tenantId: string, itemIds: string[]): Promise<KbAnswer[]>;
  /** Visitors disliked the item's direct answers to this wording (absent: never). */
  doubted?(tenantId: string, itemId: string, question: string): Promise<boolean>;
}

type Factory = (db: Db, now: () => number) => ChatDeps;
let factory: Factory | null = null;

/** Replaces the knowledge link for apps built afterwards (tests); null restores the default. */
export function setChatDeps(f: Factory | null) {
  factory = f;
}

export function chatDepsFor(db: Db, now: () => number): ChatDeps {
  return (factory ?? kbChatDeps)(db, now);
}

/**
 * The default link: the knowledge search of the app's database (aikb/search: items and document
 * segments, kept current by their change hooks); answers read the items.
 */
export function kbChatDeps(db: Db, now: () => number): ChatDeps {
  return {
    async search(tenantId, query, o) {
      const index = await kbIndex(db, tenantId);
      const embedder = await embedderOf(db, tenantId).catch(() => null);
      if (!embedder) return index.search(query, o);
      // With an embeddings engine: a wide list of word candidates, re-scored with meaning, then cut.
      const wide = index.search(query, { ...o, topN: Math.max(o.topN, SEMANTIC_CANDIDATES), threshold: 0 });
      const fused = await withMeaning(db, tenantId, embedder, query, wide, index.list(o.libraryIds));
      return fused.filter((h) => h.score >= o.threshold).slice(0, o.topN);
    },
    doubted: (tenantId, itemId, question) => doubted(db, tenantId, itemId, question),
    async answers(tenantId, itemIds) {
      if (!itemIds.length) return [];
      const rows = await db
        .select({
          id: kbItems.id,
          question: kbItems.question,
          answer: kbItems.answer,
          validity: kbItems.validity,
          effectiveFrom: kbItems.effectiveFrom,
          effectiveTo: kbItems.effectiveTo,
        })
        .from(kbItems)
        .innerJoin(kbLibraries, and(eq(kbLibraries.id, kbItems.libraryId), eq(kbLibraries.status, 1)))
        .where(and(eq(kbItems.tenantId, tenantId), inArray(kbItems.id, itemIds)));
      const t = now();
      return rows
        .filter((r) =>
          itemAnswers(
            {
              validity: r.validity,
              effectiveFrom: r.effectiveFrom?.getTime() ?? null,
              effectiveTo: r.effectiveTo?.getTime() ?? null,
            },
            t,
          ),
        )
        .map((r) => ({ id: r.id, question: r.question, answer: r.answer }));
    },
  };
}
