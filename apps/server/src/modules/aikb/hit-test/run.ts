import type { BotAnswer, HitRow } from '@zhiyu/contract/modules/aikb/hit-test';
import type { Db } from '../../../platform/db/client.ts';
import type { Lang } from '../../../platform/http/errors.ts';
import { DECISION_SEARCH, type Decision, decideWithEvidence } from '../../aitext/chat/answer.ts';
import { chatDepsFor } from '../../aitext/chat/deps.ts';
import { segmentKey } from '../document/index-hook.ts';
import { itemKey } from '../knowledge/index-hook.ts';
import { knowledgeTitles } from '../knowledge/titles.ts';
import { DEFAULT_THRESHOLD, type KbHit, SUGGEST_THRESHOLD } from '../retrieval/kb-index.ts';
import type { StoredResult } from './table.ts';

/** Hits scoring below this are not listed: they share no more than a stray character with the question. */
export const HIT_FLOOR = 0.05;

export interface Library {
  id: string;
  name: string;
}

/**
 * Asks the knowledge base as the text bot does: one search through the bot's own knowledge link
 * (chatDepsFor: the per-tenant index), wide enough for both the listed hits and the bot's
 * decision, which is the chat engine's decideFrom over the same ranked list (never a copy of it).
 */
export async function runHitTest(
  db: Db,
  now: () => number,
  tenantId: string,
  question: string,
  libraries: Library[],
  topN: number,
  lang: Lang,
): Promise<StoredResult> {
  const deps = chatDepsFor(db, now);
  // An empty list finds nothing: never let "no library" mean "every library of the tenant".
  const ranked = libraries.length
    ? await deps.search(tenantId, question, {
        libraryIds: libraries.map((l) => l.id),
        topN: Math.max(topN, DECISION_SEARCH.topN),
        threshold: HIT_FLOOR,
      })
    : [];
  const answers = await deps.answers(
    tenantId,
    ranked.filter((h) => h.kind === 'item').map((h) => h.refId),
  );
  const decision = await decideWithEvidence(deps, tenantId, question, ranked, answers, '', lang);
  const answerable = new Set(answers.map((a) => a.id));
  const shown = ranked.slice(0, topN);
  const titles = await titlesOf(db, tenantId, shown);
  const names = new Map(libraries.map((l) => [l.id, l.name]));
  const hits: HitRow[] = shown.map((h, i) => ({
    rank: i + 1,
    refId: h.refId,
    kind: h.kind,
    libraryId: h.libraryId,
    libraryName: names.get(h.libraryId) ?? '',
    title: titles.get(h.key) ?? (h.kind === 'segment' ? '' : h.matched),
    field: h.field,
    matched: h.matched,
    score: h.score,
    answerable: h.kind === 'segment' || answerable.has(h.refId),
  }));
  return {
    libraries,
    answer: botAnswer(decision),
    hits,
    thresholds: { answer: DEFAULT_THRESHOLD, suggest: SUGGEST_THRESHOLD },
  };
}

/** The chat engine's decision in the test's words (suggest is "did you mean"). */
function botAnswer(d: Decision): BotAnswer {
  if (d.kind === 'answer')
    return {
      kind: 'answer',
      text: d.text,
      refId: d.hit.refId,
      hitKind: d.hit.kind,
      score: d.hit.score,
      candidates: [],
    };
  const candidates =
    d.kind === 'suggest'
      ? d.candidates.map((c) => ({ refId: c.refId, kind: c.kind, question: c.question, score: c.score }))
      : [];
  return {
    kind: d.kind === 'suggest' ? 'didYouMean' : 'fallback',
    text: d.text,
    refId: null,
    hitKind: null,
    score: null,
    candidates,
  };
}

/** Items by their standard question; segments by document name and heading path. Keyed by hit key. */
async function titlesOf(db: Db, tenantId: string, hits: KbHit[]): Promise<Map<string, string>> {
  const ids = (kind: KbHit['kind']) => hits.filter((h) => h.kind === kind).map((h) => h.refId);
  const { items, segments } = await knowledgeTitles(db, tenantId, ids('item'), ids('segment'));
  return new Map([
    ...[...items].map(([id, question]): [string, string] => [itemKey(id), question]),
    ...[...segments].map(([id, s]): [string, string] => [
      segmentKey(id),
      s.titlePath ? `${s.document} · ${s.titlePath}` : s.document,
    ]),
  ]);
}
