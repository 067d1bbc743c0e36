/**
 * Clustering of pool utterances into groups of one meaning (requirements R4 §2), built in: nothing
 * to configure or download.
 *
 * Representation: the utterance features of the intent model (platform/nlu/features.ts: character
 * 1–3-grams, segmented words and word pairs, lexicon concepts), weighted tf × idf over the set being
 * clustered and L2-normalised: Chinese-aware, robust to segmentation errors and to synonyms the
 * lexicon knows.
 *
 * Method: single-pass leader clustering with moving centroids. Utterances are taken most frequent
 * first (what callers say most leads a group); each joins the cluster whose centroid is most
 * similar (cosine) if that reaches the threshold, else starts one. Candidate clusters come from an
 * inverted index over each centroid's strongest features, looked up by the utterance's strongest
 * features, so each utterance is compared with a few clusters, not all: 50,000 utterances cluster in
 * seconds. Clusters smaller than the minimum size are left unclustered.
 */
import { featuresOf } from '../../../platform/nlu/features.ts';

export interface ClusterInput {
  id: string;
  text: string;
  occurrences: number;
}
export interface ClusterOptions {
  threshold: number;
  minSize: number;
}
export interface LabelSet {
  label: string;
  texts: string[];
}
export interface FoundCluster {
  /** Members, most similar to the centroid first: [input index, similarity]. */
  members: [number, number][];
  occurrences: number;
  keywords: string[];
  nearest: { label: string; similarity: number } | null;
}

/** Features of an utterance used to find candidate clusters, and of a centroid kept in the index. */
const PROBE_FEATURES = 12;
const INDEX_FEATURES = 24;
/** Clusters compared exactly with each utterance (the best by shared feature weight). */
const CANDIDATES = 24;
const KEYWORDS = 5;
/** Word features whose words say nothing of a meaning. */
const STOP = new Set(['的', '了', '吗', '呢', '吧', '啊', '我', '你', '是', '在', '有', '就', '都', '也', '和', '嗯']);

type Vec = Map<string, number>;

/**
 * Weight of each feature family (features.ts prefixes): lexicon concepts and words carry meaning,
 * single characters little. Chosen on hand-written development sets, not on any held-out set.
 */
const FAMILY: Record<string, number> = { c: 0, b: 0.7, t: 0.5, p: 0.3, k: 3, kp: 2, kn: 3, w: 1.5 };
const familyOf = (f: string) => FAMILY[f.slice(0, f.indexOf(':'))] ?? 1;

function vectorOf(features: string[], idf: Map<string, number>, unseen: number): Vec {
  const tf = new Map<string, number>();
  for (const f of features) tf.set(f, (tf.get(f) ?? 0) + 1);
  const v: Vec = new Map();
  let sq = 0;
  for (const [f, n] of tf) {
    const w = (1 + Math.log(n)) * (idf.get(f) ?? unseen) * familyOf(f);
    v.set(f, w);
    sq += w * w;
  }
  const norm = Math.sqrt(sq) || 1;
  for (const [f, w] of v) v.set(f, w / norm);
  return v;
}

function dot(a: Vec, b: Vec): number {
  const [small, big] = a.size <= b.size ? [a, b] : [b, a];
  let s = 0;
  for (const [f, w] of small) {
    const o = big.get(f);
    if (o !== undefined) s += w * o;
  }
  return s;
}

const strongest = (v: Vec, k: number) =>
  [...v.entries()]
    .sort((x, y) => y[1] - x[1])
    .slice(0, k)
    .map(([f]) => f);

interface Group {
  sum: Vec;
  /** Squared length of `sum`, kept as members join. */
  sq: number;
  norm: number;
  members: number[];
  indexed: string[];
}

export function clusterUtterances(
  inputs: ClusterInput[],
  opts: ClusterOptions,
  labels: LabelSet[] = [],
  onProgress?: (done: number) => void,
): { clusters: FoundCluster[]; unclustered: number } {
  const feats = inputs.map((u) => featuresOf(u.text));
  const df = new Map<string, number>();
  for (const fs of feats) for (const f of new Set(fs)) df.set(f, (df.get(f) ?? 0) + 1);
  const n = inputs.length;
  const idf = new Map<string, number>();
  for (const [f, d] of df) idf.set(f, Math.log((n + 1) / (d + 1)) + 1);
  const unseen = Math.log(n + 1) + 1;
  const vecs = feats.map((fs) => vectorOf(fs, idf, unseen));

  const order = inputs.map((_, i) => i).sort((a, b) => inputs[b].occurrences - inputs[a].occurrences || a - b);
  const groups: Group[] = [];
  const index = new Map<string, number[]>();
  const centroid = (g: Group, f: string) => (g.sum.get(f) ?? 0) / g.norm;
  const reindex = (gi: number) => {
    const g = groups[gi];
    const top = strongest(g.sum, INDEX_FEATURES);
    for (const f of top)
      if (!g.indexed.includes(f)) {
        const list = index.get(f);
        if (list) list.push(gi);
        else index.set(f, [gi]);
      }
    g.indexed = [...new Set([...g.indexed, ...top])];
  };
  order.forEach((i, step) => {
    const v = vecs[i];
    // Candidates: the clusters sharing the most weight of the utterance's strongest features.
    const hits = new Map<number, number>();
    for (const f of strongest(v, PROBE_FEATURES)) {
      const w = v.get(f) as number;
      for (const gi of index.get(f) ?? []) hits.set(gi, (hits.get(gi) ?? 0) + w);
    }
    const candidates =
      hits.size <= CANDIDATES
        ? [...hits.keys()]
        : [...hits.entries()]
            .sort((a, b) => b[1] - a[1])
            .slice(0, CANDIDATES)
            .map(([gi]) => gi);
    let best = -1;
    let bestSim = 0;
    for (const gi of candidates) {
      const g = groups[gi];
      let s = 0;
      for (const [f, w] of v) s += w * centroid(g, f);
      if (s > bestSim) [best, bestSim] = [gi, s];
    }
    if (best >= 0 && bestSim >= opts.threshold) {
      const g = groups[best];
      for (const [f, w] of v) {
        const old = g.sum.get(f) ?? 0;
        g.sum.set(f, old + w);
        g.sq += 2 * old * w + w * w;
      }
      g.norm = Math.sqrt(g.sq) || 1;
      g.members.push(i);
      if (g.members.length <= 8 || g.members.length % 16 === 0) reindex(best);
    } else {
      groups.push({ sum: new Map(v), sq: 1, norm: 1, members: [i], indexed: [] });
      reindex(groups.length - 1);
    }
    if (onProgress && step % 1000 === 999) onProgress(step + 1);
  });

  const labelVecs = labels.map((l) => {
    const sum: Vec = new Map();
    for (const t of l.texts)
      for (const [f, w] of vectorOf(featuresOf(t), idf, unseen)) sum.set(f, (sum.get(f) ?? 0) + w);
    let sq = 0;
    for (const w of sum.values()) sq += w * w;
    const norm = Math.sqrt(sq) || 1;
    for (const [f, w] of sum) sum.set(f, w / norm);
    return { label: l.label, vec: sum };
  });

  const clusters: FoundCluster[] = [];
  let unclustered = 0;
  for (const g of groups) {
    if (g.members.length < opts.minSize) {
      unclustered += g.members.length;
      continue;
    }
    const c: Vec = new Map([...g.sum].map(([f, w]) => [f, w / g.norm]));
    const members = g.members
      .map((i): [number, number] => [i, Math.round(dot(vecs[i], c) * 1000) / 1000])
      .sort((a, b) => b[1] - a[1] || inputs[b[0]].occurrences - inputs[a[0]].occurrences);
    const keywords = [...c.entries()]
      .filter(([f]) => f.startsWith('w:') && !STOP.has(f.slice(2)))
      .sort((a, b) => b[1] - a[1])
      .slice(0, KEYWORDS)
      .map(([f]) => f.slice(2));
    let nearest: FoundCluster['nearest'] = null;
    for (const l of labelVecs) {
      const sim = Math.round(dot(c, l.vec) * 1000) / 1000;
      if (!nearest || sim > nearest.similarity) nearest = { label: l.label, similarity: sim };
    }
    clusters.push({
      members,
      occurrences: g.members.reduce((a, i) => a + inputs[i].occurrences, 0),
      keywords,
      nearest,
    });
  }
  clusters.sort((a, b) => b.members.length - a.members.length || b.occurrences - a.occurrences);
  return { clusters, unclustered };
}
