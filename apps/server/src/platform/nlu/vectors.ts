/**
 * Utterances as sparse vectors for the intent model (linear.ts): sublinear tf × idf, families
 * weighted, L2-normalised; and the small numeric helpers training and prediction share.
 */
export interface SparseVector {
  index: Int32Array;
  value: Float32Array;
}

/** The weight of a feature's family (its prefix before the colon). */
export const familyWeight = (f: string, weights: Record<string, number> | undefined) =>
  weights?.[f.slice(0, f.indexOf(':'))] ?? 1;

/**
 * Sublinear tf × idf (the idf already times the family weight), L2-normalised. With `unseenIdf`
 * > 0 the features the model never saw count in the norm (at that idf) though they get no weight:
 * an utterance the model recognises little of gets a short vector, so a low confidence.
 */
export function vectorise(
  vocab: Map<string, number>,
  idf: Float32Array,
  features: string[],
  weights?: Record<string, number>,
  unseenIdf = 0,
): SparseVector {
  const tf = new Map<number, number>();
  const unseen = new Map<string, number>();
  for (const f of features) {
    const j = vocab.get(f);
    if (j !== undefined) tf.set(j, (tf.get(j) ?? 0) + 1);
    else if (unseenIdf > 0) unseen.set(f, (unseen.get(f) ?? 0) + 1);
  }
  const index = Int32Array.from(tf.keys()).sort();
  const value = new Float32Array(index.length);
  let norm = 0;
  for (let i = 0; i < index.length; i++) {
    const v = (1 + Math.log(tf.get(index[i]) as number)) * idf[index[i]];
    value[i] = v;
    norm += v * v;
  }
  for (const [f, n] of unseen) {
    const v = (1 + Math.log(n)) * unseenIdf * familyWeight(f, weights);
    norm += v * v;
  }
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < value.length; i++) value[i] /= norm;
  return { index, value };
}

/** A small seeded generator (mulberry32), so a training run can be repeated exactly. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Class scores → probabilities, in place. */
export function softmax(scores: Float64Array) {
  let max = Number.NEGATIVE_INFINITY;
  for (const s of scores) if (s > max) max = s;
  let sum = 0;
  for (let c = 0; c < scores.length; c++) {
    scores[c] = Math.exp(scores[c] - max);
    sum += scores[c];
  }
  for (let c = 0; c < scores.length; c++) scores[c] /= sum;
}

export function scoresOf(
  m: Pick<{ weights: Float32Array; bias: Float32Array }, 'weights' | 'bias'>,
  x: SparseVector,
  classes: number,
  out: Float64Array,
) {
  for (let c = 0; c < classes; c++) out[c] = m.bias[c];
  for (let i = 0; i < x.index.length; i++) {
    const row = x.index[i] * classes;
    const v = x.value[i];
    for (let c = 0; c < classes; c++) out[c] += m.weights[row + c] * v;
  }
}
