/**
 * The intent model: multinomial logistic regression over the utterance features (features.ts),
 * each weighted by sublinear term frequency × inverse document frequency and L2-normalised, trained
 * with AdaGrad and L2 regularisation, in-process, no download. A linear model over segmented words
 * and character n-grams is a strong, fast baseline for short Chinese utterances: it trains on
 * 20,000 examples in seconds, predicts in microseconds, and its probabilities can be thresholded
 * for precision. Training is deterministic for a given seed.
 */
import { featuresOf } from './features.ts';

export interface Example {
  text: string;
  label: string;
}

export interface TrainOptions {
  /** Passes over the data (default 30). */
  epochs?: number;
  /** AdaGrad step (default 0.5). */
  learningRate?: number;
  /** L2 penalty per update (default 1e-4). */
  l2?: number;
  /** Shuffle seed (default 1). */
  seed?: number;
}

export interface LinearModel {
  classes: string[];
  /** Feature → row of `weights`. */
  vocab: Map<string, number>;
  idf: Float32Array;
  /** Row-major: feature × class. */
  weights: Float32Array;
  bias: Float32Array;
}

export interface Prediction {
  label: string;
  probability: number;
}

/** A class's gradient below this leaves its weights as they are for that example. */
const SKIP_GRADIENT = 1e-3;

interface SparseVector {
  index: Int32Array;
  value: Float32Array;
}

/** Sublinear tf × idf over the known features, L2-normalised. */
function vectorise(vocab: Map<string, number>, idf: Float32Array, features: string[]): SparseVector {
  const tf = new Map<number, number>();
  for (const f of features) {
    const j = vocab.get(f);
    if (j !== undefined) tf.set(j, (tf.get(j) ?? 0) + 1);
  }
  const index = new Int32Array(tf.size);
  const value = new Float32Array(tf.size);
  let k = 0;
  let norm = 0;
  for (const [j, n] of tf) {
    const v = (1 + Math.log(n)) * idf[j];
    index[k] = j;
    value[k++] = v;
    norm += v * v;
  }
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < value.length; i++) value[i] /= norm;
  return { index, value };
}

/** A small seeded generator (mulberry32), so a training run can be repeated exactly. */
function seeded(seed: number) {
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
function softmax(scores: Float64Array) {
  let max = Number.NEGATIVE_INFINITY;
  for (const s of scores) if (s > max) max = s;
  let sum = 0;
  for (let c = 0; c < scores.length; c++) {
    scores[c] = Math.exp(scores[c] - max);
    sum += scores[c];
  }
  for (let c = 0; c < scores.length; c++) scores[c] /= sum;
}

function scoresOf(m: Pick<LinearModel, 'weights' | 'bias'>, x: SparseVector, classes: number, out: Float64Array) {
  for (let c = 0; c < classes; c++) out[c] = m.bias[c];
  for (let i = 0; i < x.index.length; i++) {
    const row = x.index[i] * classes;
    const v = x.value[i];
    for (let c = 0; c < classes; c++) out[c] += m.weights[row + c] * v;
  }
}

export function train(examples: Example[], opts: TrainOptions = {}): LinearModel {
  const epochs = opts.epochs ?? 30;
  const lr = opts.learningRate ?? 0.5;
  const l2 = opts.l2 ?? 1e-4;
  const classes = [...new Set(examples.map((e) => e.label))].sort();
  if (classes.length < 2) throw new Error('a model needs at least two intents');
  const classOf = new Map(classes.map((c, i) => [c, i]));
  const feats = examples.map((e) => featuresOf(e.text));
  const vocab = new Map<string, number>();
  const df: number[] = [];
  for (const fs of feats)
    for (const f of new Set(fs)) {
      let j = vocab.get(f);
      if (j === undefined) {
        j = vocab.size;
        vocab.set(f, j);
        df.push(0);
      }
      df[j]++;
    }
  const n = examples.length;
  const idf = Float32Array.from(df, (d) => Math.log((n + 1) / (d + 1)) + 1);
  const xs = feats.map((fs) => vectorise(vocab, idf, fs));
  const ys = examples.map((e) => classOf.get(e.label) as number);
  const C = classes.length;
  const weights = new Float32Array(vocab.size * C);
  const bias = new Float32Array(C);
  const g2w = new Float32Array(vocab.size * C);
  const g2b = new Float32Array(C);
  const order = Array.from({ length: n }, (_, i) => i);
  const rand = seeded(opts.seed ?? 1);
  const p = new Float64Array(C);
  const live = new Int32Array(C);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = n - 1; i > 0; i--) {
      const k = Math.floor(rand() * (i + 1));
      [order[i], order[k]] = [order[k], order[i]];
    }
    for (const s of order) {
      const x = xs[s];
      scoresOf({ weights, bias }, x, C, p);
      softmax(p);
      p[ys[s]] -= 1; // the gradient of the loss on each class score
      for (let c = 0; c < C; c++) {
        const g = p[c];
        g2b[c] += g * g;
        bias[c] -= (lr * g) / Math.sqrt(g2b[c] + 1e-8);
      }
      // Classes the example barely moves (probability already near its target) are skipped: once
      // the model fits, most of an example's classes are, which makes later passes much cheaper.
      let active = 0;
      for (let c = 0; c < C; c++) if (Math.abs(p[c]) > SKIP_GRADIENT) live[active++] = c;
      for (let i = 0; i < x.index.length; i++) {
        const row = x.index[i] * C;
        const v = x.value[i];
        for (let a = 0; a < active; a++) {
          const c = live[a];
          const w = row + c;
          const g = p[c] * v + l2 * weights[w];
          g2w[w] += g * g;
          weights[w] -= (lr * g) / Math.sqrt(g2w[w] + 1e-8);
        }
      }
    }
  }
  return { classes, vocab, idf, weights, bias };
}

/** Every class with its probability, most likely first. */
export function predict(model: LinearModel, text: string): Prediction[] {
  const C = model.classes.length;
  const p = new Float64Array(C);
  scoresOf(model, vectorise(model.vocab, model.idf, featuresOf(text)), C, p);
  softmax(p);
  return model.classes.map((label, c) => ({ label, probability: p[c] })).sort((a, b) => b.probability - a.probability);
}
