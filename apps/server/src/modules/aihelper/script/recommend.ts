import { and, count, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { type KbEntry, KbIndex, SUGGEST_THRESHOLD } from '../../aikb/retrieval/kb-index.ts';
import { dice, grams } from '../../aikb/retrieval/ngram.ts';
import { ahUtterances } from '../ingest/table.ts';
import { ahRecommendations, ahScripts } from './table.ts';

/**
 * Golden scripts for each customer line: the tenant's valid scripts are searched by the knowledge
 * retrieval engine (their customer wordings as questions), and the best three at or above its
 * suggestion threshold are shown with the wording that matched. When the agent's next line says
 * one of them (character n-gram similarity at least SAID), it counts as used.
 *
 * One index per tenant in each process, rebuilt when the tenant's scripts changed: each use first
 * reads their count and latest change (one indexed row), so every instance follows every edit.
 */
export const RECOMMEND_TOP = 3;
export const SAID = 0.5;

interface Built {
  stamp: string;
  index: KbIndex;
  scripts: Map<string, { scene: string; intent: string; text: string }>;
}
const built = new WeakMap<Db, Map<string, Built>>();

async function indexOf(db: Db, tenantId: string): Promise<Built> {
  const mine = and(eq(ahScripts.tenantId, tenantId), eq(ahScripts.validity, 0));
  const [s] = await db
    .select({ n: count(), at: max(ahScripts.updatedAt) })
    .from(ahScripts)
    .where(mine);
  const stamp = `${s.n}:${s.at ? new Date(s.at).getTime() : 0}`;
  let byTenant = built.get(db);
  if (!byTenant) {
    byTenant = new Map();
    built.set(db, byTenant);
  }
  const known = byTenant.get(tenantId);
  if (known?.stamp === stamp) return known;
  const rows = await db.select().from(ahScripts).where(mine);
  const entries: KbEntry[] = rows.map((r) => ({
    key: `script:${r.id}`,
    kind: 'item',
    refId: r.id,
    libraryId: r.scene,
    question: r.questions[0],
    similar: r.questions.slice(1),
    text: '',
    enabled: true,
  }));
  const next = {
    stamp,
    index: new KbIndex(entries),
    scripts: new Map(rows.map((r) => [r.id, { scene: r.scene, intent: r.intent, text: r.text }])),
  };
  byTenant.set(tenantId, next);
  return next;
}

/** Recommends for the customer lines that became final now, and notices scripts the agent said. */
export async function recommendFor(db: Db, tenantId: string, conversationId: string, finals: Set<string>) {
  if (!finals.size) return;
  const lines = await db
    .select({ utteranceId: ahUtterances.utteranceId, speaker: ahUtterances.speaker, text: ahUtterances.text })
    .from(ahUtterances)
    .where(and(eq(ahUtterances.conversationId, conversationId), inArray(ahUtterances.utteranceId, [...finals])))
    .orderBy(ahUtterances.startMs);
  const customer = lines.filter((l) => l.speaker === 'customer');
  if (customer.length) {
    const { index } = await indexOf(db, tenantId);
    const rows = customer.flatMap((l) =>
      index.search(l.text, { topN: RECOMMEND_TOP, threshold: SUGGEST_THRESHOLD }).map((h, i) => ({
        conversationId,
        utteranceId: l.utteranceId,
        scriptId: h.refId,
        rank: i + 1,
        score: h.score,
        why: h.matched,
      })),
    );
    if (rows.length) await db.insert(ahRecommendations).values(rows).onConflictDoNothing();
  }
  for (const l of lines.filter((x) => x.speaker === 'agent')) await noticeSaid(db, tenantId, conversationId, l.text);
}

/** The agent said a script still shown unused: the closest one of at least SAID counts as used. */
async function noticeSaid(db: Db, tenantId: string, conversationId: string, said: string) {
  const open = await db
    .select({ utteranceId: ahRecommendations.utteranceId, scriptId: ahRecommendations.scriptId })
    .from(ahRecommendations)
    .where(and(eq(ahRecommendations.conversationId, conversationId), isNull(ahRecommendations.used)))
    .orderBy(desc(ahRecommendations.createdAt))
    .limit(20);
  if (!open.length) return;
  const { scripts } = await indexOf(db, tenantId);
  const g = grams(said.replace(/[\s\p{P}]/gu, ''));
  let best: (typeof open)[number] | null = null;
  let top = SAID;
  for (const o of open) {
    const text = scripts.get(o.scriptId)?.text.replace(/[\s\p{P}]/gu, '') ?? '';
    const sim = text ? dice(g, text) : 0;
    if (sim >= top) {
      top = sim;
      best = o;
    }
  }
  if (best)
    await db
      .update(ahRecommendations)
      .set({ used: sql`'said'` })
      .where(
        and(
          eq(ahRecommendations.conversationId, conversationId),
          eq(ahRecommendations.utteranceId, best.utteranceId),
          eq(ahRecommendations.scriptId, best.scriptId),
        ),
      );
}

/** The scripts' scene, intent and text, for showing recommendations. */
export async function scriptsOf(db: Db, tenantId: string) {
  return (await indexOf(db, tenantId)).scripts;
}
