/**
 * The entity model (requirements §3 model type ner): a character-level sequence tagger. Each
 * character gets a BIO tag (B-type begins an entity, I-type continues it, O is outside); the tags
 * are scored by a linear model over features of the character's window (the characters two either
 * side, the bigrams around it, its class: digit, Latin, Chinese, punctuation; the length of the digit
 * run it is in; whether it sits in what looks like a mobile number, a date or an amount of money)
 * plus the tag before it, and the best sequence is found by Viterbi over the allowed transitions
 * (I-type only after B-type or I-type of the same type). It is trained as an averaged structured
 * perceptron: deterministic for a seed, fast on thousands of utterances, nothing downloaded. A
 * perceptron over a window of characters is the classic strong baseline for Chinese NER on small
 * sets; a CRF gains little over it at this size and would need a native library.
 */
import { seeded } from './vectors.ts';

/** An entity in an utterance: characters [start, end) of the given type. */
export interface Span {
  start: number;
  end: number;
  type: string;
}

export interface TaggedExample {
  text: string;
  spans: Span[];
}

export interface TaggerModel {
  kind: 'tagger';
  /** Tags in index order: 'O', then B- and I- of each entity type. */
  tags: string[];
  /** Feature → weights per tag (averaged). */
  weights: Map<string, Float32Array>;
  /** Transition weights, previous tag (tags.length = the start) × tag. */
  transitions: Float32Array;
}

export interface TaggerOptions {
  /** Passes over the data (default 12). */
  epochs?: number;
  /** Shuffle seed (default 1). */
  seed?: number;
}

const MOBILE = /1[3-9]\d{9}/g;
const DATE = /\d{2,4}年\d{1,2}月(\d{1,2}[日号])?|\d{1,2}月\d{1,2}[日号]|\d{4}[-/.]\d{1,2}[-/.]\d{1,2}/g;
const AMOUNT = /\d+(\.\d+)?(万|千|百)?(元|块|圆)/g;

function charClass(ch: string): string {
  if (/\d/.test(ch)) return 'd';
  if (/[a-zA-Z]/.test(ch)) return 'a';
  if (/[\u4e00-\u9fff]/.test(ch)) return 'h';
  if (/\s/.test(ch)) return 's';
  return 'p';
}

/** Marks each character covered by a match of `re` (a global pattern). */
function covered(text: string, re: RegExp): Uint8Array {
  const out = new Uint8Array(text.length);
  for (const m of text.matchAll(re)) for (let i = m.index; i < m.index + m[0].length; i++) out[i] = 1;
  return out;
}

/** Per character, the names of the features that fire (without the previous tag). */
export function charFeatures(text: string): string[][] {
  const chars = Array.from(text);
  const s = chars.join('');
  // matchAll indexes UTF-16 units; the tagger works on code points, so map back when they differ.
  const same = s.length === chars.length;
  const marks = [covered(s, MOBILE), covered(s, DATE), covered(s, AMOUNT)];
  const at = (i: number) => (i < 0 ? '<s>' : i >= chars.length ? '</s>' : chars[i]);
  const runs = new Array<number>(chars.length).fill(0);
  for (let i = 0; i < chars.length; ) {
    let j = i;
    while (j < chars.length && /\d/.test(chars[j])) j++;
    for (let k = i; k < j; k++) runs[k] = j - i;
    i = j > i ? j : i + 1;
  }
  return chars.map((c, i) => {
    const f = [
      'b',
      `c0=${c}`,
      `c-1=${at(i - 1)}`,
      `c+1=${at(i + 1)}`,
      `c-2=${at(i - 2)}`,
      `c+2=${at(i + 2)}`,
      `b-1=${at(i - 1)}${c}`,
      `b+1=${c}${at(i + 1)}`,
      `t-1=${at(i - 1)}${c}${at(i + 1)}`,
      `k=${charClass(at(i - 1))}${charClass(c)}${charClass(at(i + 1))}`,
    ];
    if (runs[i]) f.push(`run=${Math.min(runs[i], 12)}`);
    if (same) {
      if (marks[0][i]) f.push(`mobile${marks[0][i - 1] ? '' : '^'}`);
      if (marks[1][i]) f.push(`date${marks[1][i - 1] ? '' : '^'}`);
      if (marks[2][i]) f.push(`amount${marks[2][i - 1] ? '' : '^'}`);
    }
    return f;
  });
}

/** The BIO tag of each character (code points) of an example. */
export function tagsOf(text: string, spans: Span[]): string[] {
  const tags = new Array<string>(Array.from(text).length).fill('O');
  for (const sp of spans) {
    for (let i = sp.start; i < sp.end && i < tags.length; i++) tags[i] = `${i === sp.start ? 'B' : 'I'}-${sp.type}`;
  }
  return tags;
}

/** The entities of a BIO tag sequence (an I- without its B- starts one, as taggers read it). */
export function spansOf(tags: string[]): Span[] {
  const out: Span[] = [];
  let open: Span | null = null;
  tags.forEach((t, i) => {
    const type = t.slice(2);
    if (open && (t === 'O' || t.startsWith('B-') || type !== open.type)) {
      out.push(open);
      open = null;
    }
    if (t !== 'O' && !open) open = { start: i, end: i + 1, type };
    else if (open) open.end = i + 1;
  });
  if (open) out.push(open);
  return out;
}

function allowed(tags: string[], prev: number, next: number): boolean {
  const t = tags[next];
  if (!t.startsWith('I-')) return true;
  if (prev >= tags.length) return false;
  return tags[prev].slice(2) === t.slice(2) && tags[prev] !== 'O';
}

/** Viterbi over per-character tag scores and the transitions. */
function decode(tags: string[], scores: Float32Array[], transitions: Float32Array): number[] {
  const T = tags.length;
  const n = scores.length;
  if (!n) return [];
  const best = scores.map(() => new Float64Array(T).fill(Number.NEGATIVE_INFINITY));
  const back = scores.map(() => new Int32Array(T));
  for (let t = 0; t < T; t++) if (allowed(tags, T, t)) best[0][t] = scores[0][t] + transitions[T * T + t];
  for (let i = 1; i < n; i++) {
    for (let t = 0; t < T; t++) {
      let b = Number.NEGATIVE_INFINITY;
      let arg = 0;
      for (let p = 0; p < T; p++) {
        if (best[i - 1][p] === Number.NEGATIVE_INFINITY || !allowed(tags, p, t)) continue;
        const v = best[i - 1][p] + transitions[p * T + t];
        if (v > b) {
          b = v;
          arg = p;
        }
      }
      best[i][t] = b + scores[i][t];
      back[i][t] = arg;
    }
  }
  let last = 0;
  for (let t = 1; t < T; t++) if (best[n - 1][t] > best[n - 1][last]) last = t;
  const path = new Array<number>(n);
  path[n - 1] = last;
  for (let i = n - 1; i > 0; i--) path[i - 1] = back[i][path[i]];
  return path;
}

function scoresFor(model: Pick<TaggerModel, 'tags' | 'weights'>, feats: string[][]): Float32Array[] {
  const T = model.tags.length;
  return feats.map((fs) => {
    const s = new Float32Array(T);
    for (const f of fs) {
      const w = model.weights.get(f);
      if (w) for (let t = 0; t < T; t++) s[t] += w[t];
    }
    return s;
  });
}

/** The entities the model finds in `text`, with their text. */
export function tag(model: TaggerModel, text: string): (Span & { text: string })[] {
  const chars = Array.from(text);
  const path = decode(model.tags, scoresFor(model, charFeatures(text)), model.transitions);
  return spansOf(path.map((p) => model.tags[p])).map((sp) => ({
    ...sp,
    text: chars.slice(sp.start, sp.end).join(''),
  }));
}

/** Trains the tagger on `examples`; `progress` hears the share of epochs done (0–1). */
export function trainTagger(
  examples: TaggedExample[],
  options: TaggerOptions = {},
  progress?: (done: number) => void,
): TaggerModel {
  const types = [...new Set(examples.flatMap((e) => e.spans.map((s) => s.type)))].sort();
  const tags = ['O', ...types.flatMap((t) => [`B-${t}`, `I-${t}`])];
  const T = tags.length;
  const index = new Map(tags.map((t, i) => [t, i]));
  const data = examples.map((e) => ({
    feats: charFeatures(e.text),
    gold: tagsOf(e.text, e.spans).map((t) => index.get(t) ?? 0),
  }));
  // Averaged perceptron with lazy averaging: `acc` sums each weight's value over every step.
  const weights = new Map<string, Float32Array>();
  const acc = new Map<string, Float64Array>();
  const stamp = new Map<string, Float64Array>();
  const transitions = new Float64Array((T + 1) * T);
  const transAcc = new Float64Array((T + 1) * T);
  const transStamp = new Float64Array((T + 1) * T);
  let step = 1;
  const vec = (m: Map<string, Float32Array>, f: string) => {
    let w = m.get(f);
    if (!w) {
      w = new Float32Array(T);
      m.set(f, w);
      acc.set(f, new Float64Array(T));
      stamp.set(f, new Float64Array(T));
    }
    return w;
  };
  const bump = (f: string, t: number, by: number) => {
    const w = vec(weights, f);
    const a = acc.get(f) as Float64Array;
    const s = stamp.get(f) as Float64Array;
    a[t] += (step - s[t]) * w[t];
    s[t] = step;
    w[t] += by;
  };
  const bumpTrans = (k: number, by: number) => {
    transAcc[k] += (step - transStamp[k]) * transitions[k];
    transStamp[k] = step;
    transitions[k] += by;
  };
  const epochs = options.epochs ?? 12;
  const rand = seeded(options.seed ?? 1);
  const order = data.map((_, i) => i);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const k of order) {
      const { feats, gold } = data[k];
      if (!gold.length) continue;
      const trans32 = Float32Array.from(transitions);
      const guess = decode(tags, scoresFor({ tags, weights }, feats), trans32);
      for (let i = 0; i < gold.length; i++) {
        const g = gold[i];
        const p = guess[i];
        const gPrev = i ? gold[i - 1] : T;
        const pPrev = i ? guess[i - 1] : T;
        if (g !== p) for (const f of feats[i]) bump(f, g, 1), bump(f, p, -1);
        if (g !== p || gPrev !== pPrev) {
          bumpTrans(gPrev * T + g, 1);
          bumpTrans(pPrev * T + p, -1);
        }
      }
      step++;
    }
    progress?.((epoch + 1) / epochs);
  }
  const averaged = new Map<string, Float32Array>();
  for (const [f, w] of weights) {
    const a = acc.get(f) as Float64Array;
    const s = stamp.get(f) as Float64Array;
    const out = new Float32Array(T);
    let any = false;
    for (let t = 0; t < T; t++) {
      out[t] = (a[t] + (step - s[t]) * w[t]) / step;
      if (Math.abs(out[t]) > 1e-6) any = true;
    }
    if (any) averaged.set(f, out);
  }
  const trans = new Float32Array((T + 1) * T);
  for (let k = 0; k < trans.length; k++) trans[k] = (transAcc[k] + (step - transStamp[k]) * transitions[k]) / step;
  return { kind: 'tagger', tags, weights: averaged, transitions: trans };
}
