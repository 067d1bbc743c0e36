/**
 * A trained intent model as bytes and back (requirements §3 model type nlu: a model is trained,
 * then published and loaded where it predicts). Only the weights that matter are kept: a weight
 * under `minWeight` (default 0.01; the weights that decide are of order 0.1–10) is left out, and
 * the rest are stored as 16-bit steps of the largest one (an error under 1e-4 of it), so a model
 * over 20,000 examples and 100 intents stores in a few MB instead of the dense matrix. The
 * vocabulary and its idf stay whole (an utterance's norm needs them), and the whole is deflated.
 *
 * Layout before deflation (little-endian): "NLU1", u32 header length, header JSON (classes,
 * feature options, unseen idf, feature count, kept weights, weight step), the vocabulary as UTF-8
 * joined by newlines (u32 byte length first), f32 idf per feature, f32 bias per class, u32 per
 * feature: the end of its weights, then per kept weight its u16 class and its i16 steps.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { FeatureOptions } from './features.ts';
import type { LinearModel } from './linear.ts';

const MAGIC = 'NLU1';

interface Header {
  classes: string[];
  features: FeatureOptions;
  unseenIdf: number;
  size: number;
  kept: number;
  step: number;
}

export function serialiseModel(model: LinearModel, minWeight = 0.01): Buffer {
  const C = model.classes.length;
  const size = model.vocab.size;
  const names: string[] = new Array(size);
  for (const [f, j] of model.vocab) names[j] = f;
  if (names.some((f) => f.includes('\n'))) throw new Error('a feature name holds a newline');
  const ends = new Uint32Array(size);
  const cls: number[] = [];
  const val: number[] = [];
  for (let j = 0; j < size; j++) {
    for (let c = 0; c < C; c++) {
      const w = model.weights[j * C + c];
      if (Math.abs(w) >= minWeight) {
        cls.push(c);
        val.push(w);
      }
    }
    ends[j] = cls.length;
  }
  let largest = 0;
  for (const w of val) largest = Math.max(largest, Math.abs(w));
  const step = largest / 32767 || 1;
  const header: Header = {
    classes: model.classes,
    features: model.features,
    unseenIdf: model.unseenIdf,
    size,
    kept: cls.length,
    step,
  };
  const head = Buffer.from(JSON.stringify(header), 'utf8');
  const vocab = Buffer.from(names.join('\n'), 'utf8');
  const u32 = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(n);
    return b;
  };
  const bytes = (a: ArrayBufferView) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
  const raw = Buffer.concat([
    Buffer.from(MAGIC, 'latin1'),
    u32(head.length),
    head,
    u32(vocab.length),
    vocab,
    bytes(Float32Array.from(model.idf)),
    bytes(Float32Array.from(model.bias)),
    bytes(ends),
    bytes(Uint16Array.from(cls)),
    bytes(Int16Array.from(val, (w) => Math.round(w / step))),
  ]);
  return deflateRawSync(raw, { level: 6 });
}

export function loadModel(buf: Buffer): LinearModel {
  const raw = inflateRawSync(buf);
  if (raw.toString('latin1', 0, 4) !== MAGIC) throw new Error('not a serialised intent model');
  let at = 4;
  const take = (n: number) => {
    const out = raw.subarray(at, at + n);
    at += n;
    if (out.length !== n) throw new Error('a serialised intent model cut short');
    return out;
  };
  const u32 = () => take(4).readUInt32LE();
  // Typed arrays over copies: the inflated buffer's offsets need not be aligned.
  const f32 = (n: number) => new Float32Array(new Uint8Array(take(n * 4)).buffer);
  const header = JSON.parse(take(u32()).toString('utf8')) as Header;
  const vocabText = take(u32()).toString('utf8');
  const names = header.size ? vocabText.split('\n') : [];
  if (names.length !== header.size) throw new Error('a serialised intent model with a broken vocabulary');
  const C = header.classes.length;
  const idf = f32(header.size);
  const bias = f32(C);
  const ends = new Uint32Array(new Uint8Array(take(header.size * 4)).buffer);
  const cls = new Uint16Array(new Uint8Array(take(header.kept * 2)).buffer);
  const val = new Int16Array(new Uint8Array(take(header.kept * 2)).buffer);
  const weights = new Float32Array(header.size * C);
  let k = 0;
  for (let j = 0; j < header.size; j++) for (; k < ends[j]; k++) weights[j * C + cls[k]] = val[k] * header.step;
  return {
    classes: header.classes,
    features: header.features,
    vocab: new Map(names.map((f, j) => [f, j])),
    idf,
    unseenIdf: header.unseenIdf,
    weights,
    bias,
  };
}
