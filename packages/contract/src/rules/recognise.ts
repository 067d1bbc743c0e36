/**
 * Intent recognition for bot flows (issue 5 §1): pure, no model download, the same in the browser
 * (the detail page's test panel) and on the server (the simulated line). Two ways to recognise:
 *
 * - keywords: a keyword found in the utterance recognises its intent with score 1. Chinese keywords
 *   match as substrings; Latin keywords match whole words. When several keywords hit, the longest
 *   wins ("不需要" beats "需要"), then the one said first ("不需要的" hits 不需要 before 需要的), so a
 *   negated phrase listed as a keyword outranks its positive part.
 * - similarity: cosine between the utterance and each example utterance over n-gram features
 *   weighted by inverse intent frequency. Chinese: character unigrams and bigrams; Latin: lower-
 *   cased word tokens and character trigrams of each word. The best example decides the score.
 *
 * - a published model (`classifier`, requirements R4): after the keywords, its most probable intent that
 *   may be heard at this point is recognised when its probability reaches the model's threshold.
 *
 * Global intents are always candidates; flow intents only when `allowed` names them (or when no
 * `allowed` list is given). On equal scores a global intent wins, as the runner hears globals first.
 */
import type { BotFlow } from '../modules/bot/flow.ts';

export interface Recognition {
  intentId: string | null;
  name: string | null;
  score: number;
  global: boolean;
  by: 'keyword' | 'similarity' | 'model' | null;
}

/**
 * A trained intent model published to the bot (requirements R4): its predictions (labels are intent
 * names, most probable first) and the confidence from which a prediction is trusted.
 */
export interface Classifier {
  threshold: number;
  classify: (utterance: string) => { label: string; probability: number }[];
}
export type Recogniser = (utterance: string, allowed?: readonly string[]) => Recognition;

export const DEFAULT_RECOGNITION_THRESHOLD = 0.5;

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const WORD = /[a-z0-9]+/g;

/** Full-width forms folded to half-width (NFKC), lower case. */
export const normaliseUtterance = (s: string) => s.normalize('NFKC').toLowerCase();

/** The n-gram features of a text (see the file comment). */
export function ngrams(text: string): Set<string> {
  const s = normaliseUtterance(text);
  const out = new Set<string>();
  let prev = '';
  for (const c of s) {
    if (CJK.test(c)) {
      out.add(c);
      if (prev) out.add(prev + c);
      prev = c;
    } else if (!/\s/.test(c)) {
      prev = '';
    }
  }
  for (const w of s.match(WORD) ?? []) {
    out.add(`w:${w}`);
    const padded = `#${w}#`;
    for (let i = 0; i + 3 <= padded.length; i++) out.add(`t:${padded.slice(i, i + 3)}`);
  }
  return out;
}

interface Candidate {
  id: string;
  name: string;
  global: boolean;
  order: number;
  keywords: { text: string; cjk: boolean }[];
}
interface Example {
  intent: number;
  norm: number;
}

const noMatch: Recognition = { intentId: null, name: null, score: 0, global: false, by: null };

/** Where a keyword occurs in the utterance, -1 if it does not. */
function keywordAt(kw: { text: string; cjk: boolean }, norm: string, words: string): number {
  return kw.cjk ? norm.indexOf(kw.text) : words.indexOf(` ${kw.text} `);
}

export function buildRecogniser(
  flow: Pick<BotFlow, 'intents' | 'globalIntents'>,
  opts: { threshold?: number; classifier?: Classifier | null } = {},
): Recogniser {
  const threshold = opts.threshold ?? DEFAULT_RECOGNITION_THRESHOLD;
  // Globals first: they win ties.
  const intents = [
    ...flow.globalIntents.map((i) => ({ i, global: true })),
    ...flow.intents.map((i) => ({ i, global: false })),
  ];
  const candidates: Candidate[] = intents.map(({ i, global }, order) => ({
    id: i.id,
    name: i.name,
    global,
    order,
    keywords: i.keywords
      .map((k) => normaliseUtterance(k).trim())
      .filter(Boolean)
      .map((k) => ({
        text: CJK.test(k) ? k : (k.match(WORD) ?? []).join(' '),
        cjk: CJK.test(k),
      }))
      .filter((k) => k.text),
  }));

  const byName = new Map<string, Candidate>();
  for (const c of candidates) if (!byName.has(c.name)) byName.set(c.name, c);

  // Inverse intent frequency: a feature shared by every intent says little about any of them.
  const perIntent = intents.map(({ i }) => i.examples.map(ngrams));
  const df = new Map<string, number>();
  for (const sets of perIntent) {
    const seen = new Set<string>();
    for (const set of sets) for (const f of set) seen.add(f);
    for (const f of seen) df.set(f, (df.get(f) ?? 0) + 1);
  }
  const n = Math.max(intents.length, 1);
  const unseenWeight = Math.log(1 + n);
  const weight = (f: string) => {
    const d = df.get(f);
    return d ? Math.log(1 + n / d) : unseenWeight;
  };

  // Inverted index: feature → (example, weight); examples know their intent and vector norm.
  const examples: Example[] = [];
  const postings = new Map<string, { ex: number; w: number }[]>();
  perIntent.forEach((sets, intent) => {
    for (const set of sets) {
      if (set.size === 0) continue;
      const ex = examples.length;
      let sq = 0;
      for (const f of set) {
        const w = weight(f);
        sq += w * w;
        const list = postings.get(f);
        if (list) list.push({ ex, w });
        else postings.set(f, [{ ex, w }]);
      }
      examples.push({ intent, norm: Math.sqrt(sq) });
    }
  });

  // Scratch space of one recognition (recognitions never overlap: the function is synchronous).
  const dots = new Float64Array(examples.length);
  const hit = new Int32Array(examples.length);

  return (utterance, allowed) => {
    const norm = normaliseUtterance(utterance).trim();
    if (!norm) return noMatch;
    const allowedSet = allowed ? new Set(allowed) : null;
    const open = (c: Candidate) => c.global || !allowedSet || allowedSet.has(c.id);

    // Keywords first: the longest hit wins, then the one said first, then the earlier candidate.
    const words = ` ${(norm.match(WORD) ?? []).join(' ')} `;
    let best: { c: Candidate; len: number; at: number } | null = null;
    for (const c of candidates) {
      if (!open(c)) continue;
      for (const kw of c.keywords) {
        const len = kw.text.length;
        if (best && len < best.len) continue;
        const at = keywordAt(kw, norm, words);
        if (at >= 0 && (!best || len > best.len || at < best.at)) best = { c, len, at };
      }
    }
    if (best) return { intentId: best.c.id, name: best.c.name, score: 1, global: best.c.global, by: 'keyword' };

    // A published model next: its most probable intent that may be heard here, when trusted.
    if (opts.classifier) {
      for (const p of opts.classifier.classify(norm)) {
        const c = byName.get(p.label);
        if (!c || !open(c)) continue;
        if (p.probability >= opts.classifier.threshold)
          return { intentId: c.id, name: c.name, score: round(p.probability), global: c.global, by: 'model' };
        break;
      }
    }

    // Similarity: accumulate dot products over the utterance's features only.
    const feats = ngrams(norm);
    let uSq = 0;
    let touched = 0;
    for (const f of feats) {
      const w = weight(f);
      uSq += w * w;
      for (const p of postings.get(f) ?? []) {
        if (dots[p.ex] === 0) hit[touched++] = p.ex;
        dots[p.ex] += w * p.w;
      }
    }
    const uNorm = Math.sqrt(uSq);
    let top: { c: Candidate; score: number } | null = null;
    for (let k = 0; k < touched; k++) {
      const ex = hit[k];
      const dot = dots[ex];
      dots[ex] = 0;
      const e = examples[ex];
      const c = candidates[e.intent];
      if (!open(c)) continue;
      const score = dot / (uNorm * e.norm);
      if (!top || score > top.score + 1e-12 || (Math.abs(score - top.score) <= 1e-12 && c.order < top.c.order))
        top = { c, score };
    }
    if (!top || top.score < threshold) return { ...noMatch, score: top ? round(top.score) : 0 };
    return { intentId: top.c.id, name: top.c.name, score: round(top.score), global: top.c.global, by: 'similarity' };
  };
}

const round = (x: number) => Math.round(Math.min(x, 1) * 1000) / 1000;
