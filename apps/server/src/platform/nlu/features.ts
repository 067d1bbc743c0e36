/**
 * What an utterance is made of, for the trained intent models (requirements §3 model type nlu):
 * short spoken Chinese, often paraphrased and often mis-heard by speech recognition. Each feature
 * family covers a way two utterances of one meaning can look alike:
 *
 * - character n-grams (1–3) inside each run of Chinese characters, with the run's edges marked:
 *   robust to segmentation errors and to words the segmenter does not know;
 * - words from the ICU word segmenter built into Node (`Intl.Segmenter`, no dictionary download),
 *   and adjacent word pairs: meaning carried by word order (不需要 vs 需要);
 * - Latin and digit tokens whole, and their character trigrams.
 *
 * Features are strings; the model keeps the ones seen in training.
 */

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const SEGMENTER = new Intl.Segmenter('zh', { granularity: 'word' });
/** Spoken fillers that carry no meaning of their own (left out of the word features only). */
const FILLERS = new Set(['嗯', '啊', '呃', '哦', '噢', '呀', '吧', '呢', '哈', '额', '那个', '就是', '然后', '这个']);
/** At most this many characters of an utterance are read: a bound on the work per prediction. */
export const MAX_UTTERANCE_CHARS = 500;

/** Full-width forms folded (NFKC), lower case, bounded length. */
export function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase().slice(0, MAX_UTTERANCE_CHARS);
}

/** The runs of Chinese characters of a normalised text. */
function cjkRuns(s: string): string[] {
  const runs: string[] = [];
  let run = '';
  for (const c of s) {
    if (CJK.test(c)) run += c;
    else if (run) {
      runs.push(run);
      run = '';
    }
  }
  if (run) runs.push(run);
  return runs;
}

/** The features of one utterance, with repeats (a feature said twice counts twice). */
export function featuresOf(text: string): string[] {
  const s = normalise(text);
  const out: string[] = [];
  for (const run of cjkRuns(s)) {
    const chars = [...run];
    const marked = ['^', ...chars, '$'];
    for (const c of chars) out.push(`c:${c}`);
    for (let i = 0; i + 2 <= marked.length; i++) out.push(`b:${marked[i]}${marked[i + 1]}`);
    for (let i = 0; i + 3 <= marked.length; i++) out.push(`t:${marked[i]}${marked[i + 1]}${marked[i + 2]}`);
  }
  let prev = '';
  for (const seg of SEGMENTER.segment(s)) {
    if (!seg.isWordLike) continue;
    const w = seg.segment;
    if (FILLERS.has(w)) continue;
    if (CJK.test(w)) {
      out.push(`w:${w}`);
      if (prev) out.push(`p:${prev}|${w}`);
      prev = w;
    } else {
      out.push(`l:${w}`);
      const padded = `#${w}#`;
      for (let i = 0; i + 3 <= padded.length; i++) out.push(`g:${padded.slice(i, i + 3)}`);
      prev = '';
    }
  }
  return out;
}
