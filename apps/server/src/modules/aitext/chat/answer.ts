import { BOT_TEXTS, SUGGEST_MAX } from '@zhiyu/contract/modules/aitext/enums';
import type { Lang } from '../../../platform/http/errors.ts';
import { answersDirectly } from '../../aikb/retrieval/decision.ts';
import { type KbHit, SUGGEST_THRESHOLD } from '../../aikb/retrieval/kb-index.ts';
import type { StoredCandidate } from '../session/table.ts';
import type { ChatDeps, KbAnswer } from './deps.ts';
import { htmlToText } from './text.ts';

export interface Hit {
  kind: 'item' | 'segment';
  refId: string;
  score: number;
  field: string;
}

export type { StoredCandidate };

export type Decision =
  | { kind: 'answer'; text: string; hit: Hit }
  | { kind: 'suggest'; text: string; candidates: StoredCandidate[] }
  | { kind: 'fallback'; text: string };

const HEAD = 40;
const head = (s: string) => (Array.from(s).length > HEAD ? `${Array.from(s).slice(0, HEAD).join('')}…` : s);

export function fallbackText(fallback: string, lang: Lang): string {
  return fallback || BOT_TEXTS.fallback[lang];
}

/** How the bot searches before it decides: the best few hits, from SUGGEST_THRESHOLD up. */
export const DECISION_SEARCH = { topN: SUGGEST_MAX + 3, threshold: SUGGEST_THRESHOLD } as const;

/**
 * The bot's reply to a question, from the channel's libraries: the best hit at or above
 * DEFAULT_THRESHOLD answers when it is clear of the runner-up (answersDirectly); other hits from SUGGEST_THRESHOLD up to it are offered as "did you mean"
 * candidates (at most SUGGEST_MAX); nothing usable is the fallback answer (scene 1). Items that
 * may not answer now (invalid, out of their period, library disabled) are passed over.
 */
export async function decide(
  deps: ChatDeps,
  tenantId: string,
  channel: { libraryIds: string[]; fallback: string },
  query: string,
  lang: Lang,
): Promise<Decision> {
  const hits = channel.libraryIds.length
    ? await deps.search(tenantId, query, { libraryIds: channel.libraryIds, ...DECISION_SEARCH })
    : [];
  const answers = await deps.answers(
    tenantId,
    hits.filter((h) => h.kind === 'item').map((h) => h.refId),
  );
  return decideWithEvidence(deps, tenantId, query, hits, answers, channel.fallback, lang);
}

/**
 * decideFrom, then what visitors said: an item whose direct answers to this very wording they
 * disliked (aikb/knowledge/learned.ts `doubted`) is offered as "did you mean" instead of answering.
 * The bot and /aikb/test both decide through here.
 */
export async function decideWithEvidence(
  deps: ChatDeps,
  tenantId: string,
  query: string,
  ranked: KbHit[],
  answers: KbAnswer[],
  fallback: string,
  lang: Lang,
): Promise<Decision> {
  const d = decideFrom(ranked, answers, fallback, lang);
  if (d.kind !== 'answer' || d.hit.kind !== 'item' || !deps.doubted) return d;
  return (await deps.doubted(tenantId, d.hit.refId, query)) ? decideFrom(ranked, answers, fallback, lang, false) : d;
}

/**
 * The decision itself, pure: from ranked hits (best first, as the search returns them) and the
 * answers of those items that may answer now. A wider list (more hits, a lower threshold, as the
 * knowledge test searches) decides exactly as the bot's own search would: the engine's order does
 * not depend on topN or threshold, and only the DECISION_SEARCH part of the list is looked at.
 */
export function decideFrom(
  ranked: KbHit[],
  answerList: KbAnswer[],
  fallback: string,
  lang: Lang,
  direct = true,
): Decision {
  const hits = ranked.filter((h) => h.score >= DECISION_SEARCH.threshold).slice(0, DECISION_SEARCH.topN);
  const answers = new Map(answerList.map((a) => [a.id, a]));
  const usable = hits.filter((h) => h.kind === 'segment' || answers.has(h.refId));
  const top = usable[0];
  if (top && direct && answersDirectly(usable)) return answerOf(top, answers);
  if (usable.length)
    return {
      kind: 'suggest',
      text: BOT_TEXTS.suggest[lang],
      candidates: usable.slice(0, SUGGEST_MAX).map((h) => candidateOf(h, answers.get(h.refId))),
    };
  return { kind: 'fallback', text: fallbackText(fallback, lang) };
}

function answerOf(h: KbHit, answers: Map<string, KbAnswer>): Decision {
  const text = h.kind === 'segment' ? h.matched : htmlToText(answers.get(h.refId)?.answer ?? '');
  return { kind: 'answer', text, hit: { kind: h.kind, refId: h.refId, score: h.score, field: h.field } };
}

function candidateOf(h: KbHit, a: KbAnswer | undefined): StoredCandidate {
  const base = { refId: h.refId, kind: h.kind, score: h.score, field: h.field };
  return h.kind === 'segment'
    ? { ...base, question: head(h.matched), text: h.matched }
    : { ...base, question: a?.question ?? h.matched };
}

/** The answer to a chosen candidate, or null when its item no longer answers. */
export async function answerCandidate(deps: ChatDeps, tenantId: string, c: StoredCandidate): Promise<Decision | null> {
  const hit = { kind: c.kind, refId: c.refId, score: c.score, field: c.field };
  if (c.kind === 'segment') return { kind: 'answer', text: c.text ?? c.question, hit };
  const [a] = await deps.answers(tenantId, [c.refId]);
  return a ? { kind: 'answer', text: htmlToText(a.answer), hit } : null;
}
