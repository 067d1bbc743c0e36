/**
 * The intent model (requirements §3 model type nlu): multinomial logistic regression over the
 * utterance features (features.ts: character n-grams, jieba words, call-centre lexicon concepts),
 * each weighted by sublinear term frequency × inverse document frequency × its family's weight and
 * L2-normalised, trained with AdaGrad and L2 regularisation, in-process, no download. An intent
 * with few examples is widened with similar questions (generate.ts) before training, so the
 * lexicon's synonyms reach the character features too. It trains on 20,000 examples in seconds,
 * predicts in well under a millisecond, and its probabilities can be thresholded for precision
 * (evaluate.ts). Training is deterministic for a given seed; serialise.ts stores a model sparsely.
 */
import { type FeatureOptions, featuresOf } from './features.ts';
import { similarQuestions } from './generate.ts';
import { familyWeight, scoresOf, seeded, softmax, vectorise } from './vectors.ts';

export interface Example {
  text: string;
  label: string;
}

export interface TrainOptions {
  /** Passes over the data (default 30, fewer on large sets: 150,000 / examples, at least 8). */
  epochs?: number;
  /** AdaGrad step (default 0.5). */
  learningRate?: number;
  /** L2 penalty per update (default 1e-4). */
  l2?: number;
  /**
   * AdaGrad's starting sum of squared gradients (default 0.01): a small gradient then makes a small
   * step, so the classes an example barely concerns keep weights near zero (a sparser model).
   */
  accumulator?: number;
  /** Shuffle seed (default 1). */
  seed?: number;
  /** Which features an utterance yields (features.ts). */
  features?: FeatureOptions;
  /**
   * How much the features a model never saw weigh in an utterance's norm, as a share of the
   * rarest seen feature's idf (default 0: left out): what the model does not recognise
   * lowers its confidence.
   */
  unseen?: number;
  /**
   * Similar questions (generate.ts, synonym swaps) added per example, each weighing `weight` of
   * an example (default 6 at full weight; 0 variants: none): the lexicon's words taught to the
   * character features too.
   */
  augment?: { variants: number; weight: number; loose?: boolean };
}

export interface LinearModel {
  classes: string[];
  /** The feature options the model was trained with (and predicts with). */
  features: FeatureOptions;
  /** Feature → row of `weights`. */
  vocab: Map<string, number>;
  /** Per feature: inverse document frequency × its family's weight. */
  idf: Float32Array;
  /** The weight of a feature never seen in training, in an utterance's norm (0: none). */
  unseenIdf: number;
  /** Row-major: feature × class. */
  weights: Float32Array;
  bias: Float32Array;
}

export interface Prediction {
  label: string;
  probability: number;
}

/** Feature family weights (features.ts): lexicon concepts count double, the rest single. */
const DEFAULT_WEIGHTS: Record<string, number> = { k: 2, kn: 2, kp: 1, ka: 1 };
const DEFAULT_AUGMENT: NonNullable<TrainOptions['augment']> = { variants: 6, weight: 1 };
/** An intent is widened with similar questions up to about this many examples. */
const AUGMENT_UP_TO = 150;
/** Passes over the data: 30 on small sets, fewer on large ones (each pass sees more), at least 8. */
const defaultEpochs = (n: number) => Math.min(30, Math.max(8, Math.round(150_000 / n)));

/** A class's gradient below this leaves its weights as they are for that example. */
const SKIP_GRADIENT = 1e-3;

export function train(examples: Example[], opts: TrainOptions = {}): LinearModel {
  const lr = opts.learningRate ?? 0.5;
  const l2 = opts.l2 ?? 1e-4;
  const accumulator = opts.accumulator ?? 0.01;
  const classes = [...new Set(examples.map((e) => e.label))].sort();
  if (classes.length < 2) throw new Error('a model needs at least two intents');
  const classOf = new Map(classes.map((c, i) => [c, i]));
  const fopts = { weights: DEFAULT_WEIGHTS, ...opts.features };
  const sampleWeight: number[] = examples.map(() => 1);
  const augment = opts.augment ?? DEFAULT_AUGMENT;
  if (augment.variants > 0) {
    // An intent with few examples gets up to `variants` similar questions per example, one with
    // many gets fewer or none: past AUGMENT_UP_TO examples an intent has words enough of its own.
    const count = new Map<string, number>();
    for (const e of examples) count.set(e.label, (count.get(e.label) ?? 0) + 1);
    const extra = examples.flatMap((e) => {
      const max = Math.min(augment.variants, Math.ceil(AUGMENT_UP_TO / (count.get(e.label) as number)) - 1);
      return max > 0
        ? similarQuestions(e.text, { max, kinds: ['synonym'], loose: augment.loose ?? true }).map((text) => ({
            text,
            label: e.label,
          }))
        : [];
    });
    examples = [...examples, ...extra];
    for (const _ of extra) sampleWeight.push(augment.weight);
  }
  let feats: string[][] = examples.map((e) => featuresOf(e.text, fopts));
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
  const epochs = opts.epochs ?? defaultEpochs(n);
  const names = [...vocab.keys()];
  const idf = Float32Array.from(
    df,
    (d, j) => (Math.log((n + 1) / (d + 1)) + 1) * familyWeight(names[j], fopts.weights),
  );
  const unseenIdf = (opts.unseen ?? 0) * (Math.log((n + 1) / 2) + 1);
  const xs = feats.map((fs) => vectorise(vocab, idf, fs, fopts.weights));
  feats = []; // the strings are no longer needed: let them go before the passes
  const ys = examples.map((e) => classOf.get(e.label) as number);
  const C = classes.length;
  const weights = new Float32Array(vocab.size * C);
  const bias = new Float32Array(C);
  const g2w = new Float32Array(vocab.size * C).fill(accumulator);
  const g2b = new Float32Array(C).fill(accumulator);
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
      const sw = sampleWeight[s];
      if (sw !== 1) for (let c = 0; c < C; c++) p[c] *= sw;
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
  return { classes, features: fopts, vocab, idf, unseenIdf, weights, bias };
}

/** Every class with its probability, most likely first. */
export function predict(model: LinearModel, text: string): Prediction[] {
  const C = model.classes.length;
  const p = new Float64Array(C);
  const x = vectorise(
    model.vocab,
    model.idf,
    featuresOf(text, model.features),
    model.features.weights,
    model.unseenIdf,
  );
  scoresOf(model, x, C, p);
  softmax(p);
  return model.classes.map((label, c) => ({ label, probability: p[c] })).sort((a, b) => b.probability - a.probability);
}

export { loadModel, serialiseModel } from './serialise.ts';
