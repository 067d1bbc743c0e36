// Semantic diagnosis at volume (requirements R4 §5): 10,000 labelled utterances over 100 intents,
// generated from the call-centre lexicon as in bench/nlu-train.mjs, diagnosed in-process: 5-fold
// cross-validation (five trainings), conflicts, near-identical pairs, confusions, likely mislabels,
// weak intents. Measures the time and the resident memory reached. Budget: ≤ 90 s.
// `node bench/learnself-diagnosis.mjs` (BENCH_DIAG_N, BENCH_DIAG_INTENTS).
import { register } from 'tsx/esm/api';
import { ACTIONS as ALL_ACTIONS, byConcept, objectConcepts, seeded } from './lexicon-words.mjs';

register();
const server = new URL('../apps/server/', import.meta.url);
const { diagnose } = await import(new URL('src/modules/learnself/diagnosis/diagnose.ts', server).href);
const N = Number(process.env.BENCH_DIAG_N ?? 10_000);
const INTENTS = Number(process.env.BENCH_DIAG_INTENTS ?? 100);
const BUDGET_S = 90;

const { pick } = seeded(5);
const ACTIONS = ALL_ACTIONS.slice(0, 10);
const OBJECTS = objectConcepts(6);
const intents = [];
for (let i = 0; intents.length < INTENTS; i++)
  intents.push([ACTIONS[i % ACTIONS.length], OBJECTS[Math.floor(i / ACTIONS.length) % OBJECTS.length]]);
const OPENINGS = ['', '你好', '喂', '请问', '麻烦', '我想', '帮我', '嗯'];
const ENDINGS = ['', '吗', '一下', '怎么办', '可以吗', '谢谢', '呢'];
const items = Array.from({ length: N }, (_, i) => {
  const [a, o] = intents[i % INTENTS];
  return {
    text: [pick(OPENINGS), pick(byConcept.get(a)), pick(byConcept.get(o)), pick(ENDINGS)].join(''),
    label: `i${i % INTENTS}`,
  };
});

let peak = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
const t0 = performance.now();
const r = diagnose(items);
const seconds = (performance.now() - t0) / 1000;
clearInterval(sampler);
const counts = {};
for (const f of r.findings) counts[f.kind] = (counts[f.kind] ?? 0) + 1;
const result = {
  utterances: N,
  intents: INTENTS,
  seconds: Number(seconds.toFixed(1)),
  peakMb: Math.round(peak / 2 ** 20),
  cvAccuracy: Number(r.accuracy.toFixed(3)),
  findings: counts,
  withinBudget: seconds <= BUDGET_S,
};
console.log(JSON.stringify(result));
process.exit(result.withinBudget ? 0 : 1);
