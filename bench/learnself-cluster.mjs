// Clustering at volume (requirements R4 §2): 50,000 pool utterances of 200 meanings, generated from
// the call-centre lexicon (each meaning an action × object pair, each utterance one word of each
// with openings, fillers and endings around them, so most utterances are distinct), clustered with
// the built-in method at the default threshold in-process. Measures the time, the resident memory
// it reaches and how pure the clusters are (the share of members of each cluster's majority
// meaning). Budget: ≤ 60 s. `node bench/learnself-cluster.mjs` (BENCH_CLUSTER_N, BENCH_CLUSTER_MEANINGS).
import { register } from 'tsx/esm/api';
import { ACTIONS as ALL_ACTIONS, byConcept, objectConcepts, seeded } from './lexicon-words.mjs';

register();
const server = new URL('../apps/server/', import.meta.url);
const { clusterUtterances } = await import(new URL('src/modules/learnself/cluster/algorithm.ts', server).href);
const { CLUSTER_THRESHOLD_DEFAULT } = await import('@zhiyu/contract/modules/learnself/cluster');
const N = Number(process.env.BENCH_CLUSTER_N ?? 50_000);
const MEANINGS = Number(process.env.BENCH_CLUSTER_MEANINGS ?? 200);
const BUDGET_S = 60;

const { rand, pick } = seeded(11);
const ACTIONS = ALL_ACTIONS;
const OBJECTS = objectConcepts(4);
const meanings = [];
for (let i = 0; meanings.length < MEANINGS; i++)
  meanings.push([ACTIONS[i % ACTIONS.length], OBJECTS[Math.floor(i / ACTIONS.length) % OBJECTS.length]]);
const OPENINGS = ['', '你好', '喂', '请问', '麻烦', '我想', '帮我', '嗯', '那个', '就是'];
const ENDINGS = ['', '吗', '一下', '怎么办', '可以吗', '谢谢', '呢', '行不行'];
const inputs = Array.from({ length: N }, (_, i) => {
  const [a, o] = meanings[i % MEANINGS];
  const text = [pick(OPENINGS), pick(byConcept.get(a)), pick(byConcept.get(o)), pick(ENDINGS)].join('');
  return { id: String(i), text, occurrences: 1 + Math.floor(rand() * 3), meaning: i % MEANINGS };
});

let peak = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
const t0 = performance.now();
const r = clusterUtterances(inputs, { threshold: CLUSTER_THRESHOLD_DEFAULT, minSize: 2 });
const seconds = (performance.now() - t0) / 1000;
clearInterval(sampler);
let pure = 0;
let members = 0;
for (const c of r.clusters) {
  const counts = new Map();
  for (const [i] of c.members) counts.set(inputs[i].meaning, (counts.get(inputs[i].meaning) ?? 0) + 1);
  pure += Math.max(...counts.values());
  members += c.members.length;
}
const result = {
  utterances: N,
  meanings: MEANINGS,
  seconds: Number(seconds.toFixed(1)),
  peakMb: Math.round(peak / 2 ** 20),
  clusters: r.clusters.length,
  unclustered: r.unclustered,
  purity: Number((pure / Math.max(1, members)).toFixed(3)),
  withinBudget: seconds <= BUDGET_S,
};
console.log(JSON.stringify(result));
process.exit(result.withinBudget ? 0 : 1);
