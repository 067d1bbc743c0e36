// The intent model at volume (requirements §3 model type nlu): 20,000 training utterances over
// 100 intents, generated from the call-centre lexicon (each intent an action × object pair, each
// utterance one of their words each, with polite openings, fillers and other words around them),
// trained in-process with the defaults the platform trains with. Measures training time and the
// resident memory it reaches, the serialised model's size, prediction p50/p95 over 1,000 unseen
// utterances, and that the loaded model predicts as the trained one. Budgets: training ≤ 30 s and
// ≤ 500 MB, predict p95 ≤ 5 ms. `node bench/nlu-train.mjs` (BENCH_NLU_EXAMPLES, BENCH_NLU_INTENTS).
import { register } from 'tsx/esm/api';
import { ACTIONS as ALL_ACTIONS, byConcept, objectConcepts, seeded } from './lexicon-words.mjs';
import { percentile } from './lib.mjs';

register();
const server = new URL('../apps/server/', import.meta.url);
const { loadModel, predict, serialiseModel, train } = await import(new URL('src/platform/nlu/linear.ts', server).href);
const N = Number(process.env.BENCH_NLU_EXAMPLES ?? 20_000);
const INTENTS = Number(process.env.BENCH_NLU_INTENTS ?? 100);
const BUDGET = { trainS: 30, trainMb: 500, predictP95Ms: 5 };

const { rand, pick } = seeded(7);
const ACTIONS = ALL_ACTIONS;
const OBJECTS = objectConcepts(6).slice(0, 40);
const intents = [];
for (let i = 0; intents.length < INTENTS; i++) intents.push([ACTIONS[i % ACTIONS.length], OBJECTS[i % OBJECTS.length]]);
const OPENINGS = ['', '', '你好', '喂', '请问', '麻烦', '我想', '帮我', '嗯', '那个'];
const ENDINGS = ['', '', '吗', '一下', '怎么办', '可以吗', '谢谢', '呢'];
const NOISE = [...byConcept.get('time_now'), ...byConcept.get('self'), ...byConcept.get('family'), '就是', '这个'];
const utterance = ([a, o]) => {
  const parts = [pick(OPENINGS), pick(byConcept.get(a)), pick(byConcept.get(o)), pick(ENDINGS)];
  if (rand() < 0.5) parts.splice(1, 0, pick(NOISE));
  if (rand() < 0.3) [parts[1], parts[2]] = [parts[2], parts[1]];
  return parts.join('');
};
const examples = Array.from({ length: N }, (_, i) => ({
  text: utterance(intents[i % INTENTS]),
  label: `i${i % INTENTS}`,
}));
const queries = Array.from({ length: 1000 }, (_, i) => utterance(intents[(i * 7) % INTENTS]));

let peak = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
const t0 = performance.now();
const model = train(examples, process.env.BENCH_NLU_OPTS ? JSON.parse(process.env.BENCH_NLU_OPTS) : {});
const trainS = (performance.now() - t0) / 1000;
peak = Math.max(peak, process.memoryUsage().rss);
clearInterval(sampler);
const trainMb = peak / 2 ** 20;

const bytes = serialiseModel(model);
const loaded = loadModel(bytes);
let same = 0;
const ms = [];
for (const q of queries) {
  const s = performance.now();
  const [top] = predict(model, q);
  ms.push(performance.now() - s);
  if (predict(loaded, q)[0].label === top.label) same++;
}
ms.sort((a, b) => a - b);
const r2 = (x) => Math.round(x * 100) / 100;
const result = {
  examples: N,
  intents: INTENTS,
  features: model.vocab.size,
  trainS: r2(trainS),
  trainPeakRssMb: Math.round(trainMb),
  modelBytes: bytes.length,
  predictP50Ms: r2(percentile(ms, 50)),
  predictP95Ms: r2(percentile(ms, 95)),
  loadedSameTop1: `${same}/${queries.length}`,
  budget: BUDGET,
  withinBudget:
    trainS <= BUDGET.trainS &&
    trainMb <= BUDGET.trainMb &&
    percentile(ms, 95) <= BUDGET.predictP95Ms &&
    same === queries.length,
};
console.log(JSON.stringify(result, null, 2));
if (!result.withinBudget) process.exitCode = 1;
