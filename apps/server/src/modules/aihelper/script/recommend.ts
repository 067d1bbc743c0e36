import type { Recogniser } from '@zhiyu/contract/rules/recognise';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { noTable, rowStamp } from '../../../platform/db/row-stamp.ts';
import { type KbEntry, KbIndex, SUGGEST_THRESHOLD } from '../../aikb/retrieval/kb-index.ts';
import { dice, grams } from '../../aikb/retrieval/ngram.ts';
import type { FinalLine } from '../ingest/lines.ts';
import { ahUtterances } from '../ingest/table.ts';
import { assistantRecogniser } from './intent.ts';
import { ahRecommendations, ahScripts } from './table.ts';

/**
 * Golden scripts for each customer line: when the skill group has an assistant bot, the scripts of
 * the intent it recognises come first (why: the intent); then the tenant's valid scripts of the
 * skill group's scenes are searched by the knowledge retrieval engine (their customer wordings as
 * questions), those at or above its suggestion threshold shown with the wording that matched; three at most. When the agent's next line says
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
  /** Script ids by intent name. */
  byIntent: Map<string, string[]>;
}
/** Kept per database (the app's handle: a transaction passes the handle it came from) and tenant. */
const built = new WeakMap<object, Map<string, Built>>();

/** The stamp of a tenant's valid scripts (platform/db/row-stamp.ts). */
export const scriptStamp = (tenantId: string) =>
  rowStamp(ahScripts, and(eq(ahScripts.tenantId, tenantId), eq(ahScripts.validity, 0)));

/** The tenant's index; `known` is its scripts' stamp when the caller has just read it. */
async function indexOf(db: Db, tenantId: string, root: object = db, known?: string): Promise<Built> {
  const mine = and(eq(ahScripts.tenantId, tenantId), eq(ahScripts.validity, 0));
  const stamp = known ?? (await db.select({ s: scriptStamp(tenantId) }).from(noTable))[0].s;
  let byTenant = built.get(root);
  if (!byTenant) {
    byTenant = new Map();
    built.set(root, byTenant);
  }
  const had = byTenant.get(tenantId);
  if (had?.stamp === stamp) return had;
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
  const byIntent = new Map<string, string[]>();
  for (const r of rows) byIntent.set(r.intent, [...(byIntent.get(r.intent) ?? []), r.id]);
  const next = {
    stamp,
    index: new KbIndex(entries),
    scripts: new Map(rows.map((r) => [r.id, { scene: r.scene, intent: r.intent, text: r.text }])),
    byIntent,
  };
  byTenant.set(tenantId, next);
  return next;
}

/** Which scripts a conversation's skill group recommends from, and its assistant bot (profile/service.ts). */
export interface RecommendSetup {
  scenes: string[];
  botId: string | null;
}

/**
 * The scripts for one customer line, best first: the scripts of the intent the assistant bot
 * recognised (those whose wording also matches first), then the wording matches; and the line's intent.
 */
function pick(built: Built, text: string, scenes: string[], recognise: Recogniser | null) {
  const hits = built.index.search(text, {
    topN: RECOMMEND_TOP,
    threshold: SUGGEST_THRESHOLD,
    libraryIds: scenes.length ? scenes : undefined,
  });
  const r = recognise?.(text);
  const out: { scriptId: string; score: number; why: string; via: 'wording' | 'intent' }[] = [];
  if (r?.name) {
    const hitScore = new Map(hits.map((h) => [h.refId, h.score]));
    const same = (built.byIntent.get(r.name) ?? [])
      .filter((id) => !scenes.length || scenes.includes(built.scripts.get(id)?.scene ?? ''))
      .sort((a, b) => (hitScore.get(b) ?? 0) - (hitScore.get(a) ?? 0))
      .slice(0, RECOMMEND_TOP);
    for (const id of same) out.push({ scriptId: id, score: r.score, why: r.name, via: 'intent' });
  }
  for (const h of hits)
    if (out.length < RECOMMEND_TOP && !out.some((o) => o.scriptId === h.refId))
      out.push({ scriptId: h.refId, score: h.score, why: h.matched, via: 'wording' });
  const intent = r?.name ?? (hits[0] ? (built.scripts.get(hits[0].refId)?.intent ?? null) : null);
  return { out, intent };
}

/**
 * Recommends for the customer lines that became final now (and keeps each one's intent for the
 * triggers), and notices scripts the agent said.
 */
export async function recommendFor(
  db: Db,
  tenantId: string,
  conversationId: string,
  finals: Set<string>,
  setup: RecommendSetup,
  all: FinalLine[],
  /** Where the index is kept (the app's database handle), and the scripts' stamp just read. */
  cache: { root: object; stamp: string },
) {
  if (!finals.size) return;
  const lines = all.filter((l) => finals.has(l.utteranceId));
  const customer = lines.filter((l) => l.speaker === 'customer');
  if (customer.length) {
    const built = await indexOf(db, tenantId, cache.root, cache.stamp);
    const recognise = setup.botId ? await assistantRecogniser(db, tenantId, setup.botId) : null;
    const rows = [];
    for (const l of customer) {
      const { out, intent } = pick(built, l.text, setup.scenes, recognise);
      rows.push(...out.map((o, i) => ({ conversationId, utteranceId: l.utteranceId, rank: i + 1, ...o })));
      l.intent = intent;
      if (intent)
        await db
          .update(ahUtterances)
          .set({ intent })
          .where(and(eq(ahUtterances.conversationId, conversationId), eq(ahUtterances.utteranceId, l.utteranceId)));
    }
    if (rows.length) await db.insert(ahRecommendations).values(rows).onConflictDoNothing();
  }
  for (const l of lines.filter((x) => x.speaker === 'agent'))
    await noticeSaid(db, tenantId, conversationId, l.text, cache);
}

/** The agent said a script still shown unused: the closest one of at least SAID counts as used. */
async function noticeSaid(
  db: Db,
  tenantId: string,
  conversationId: string,
  said: string,
  cache: { root: object; stamp: string },
) {
  const open = await db
    .select({ utteranceId: ahRecommendations.utteranceId, scriptId: ahRecommendations.scriptId })
    .from(ahRecommendations)
    .where(and(eq(ahRecommendations.conversationId, conversationId), isNull(ahRecommendations.used)))
    .orderBy(desc(ahRecommendations.createdAt))
    .limit(20);
  if (!open.length) return;
  const { scripts } = await indexOf(db, tenantId, cache.root, cache.stamp);
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
export async function scriptsOf(db: Db, tenantId: string, stamp?: string) {
  return (await indexOf(db, tenantId, db, stamp)).scripts;
}
