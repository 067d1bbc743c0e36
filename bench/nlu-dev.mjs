// The trained intent model on the development intent sets (apps/server/test/fixtures/nlu/dev): the
// sets the model's features, lexicon and options are tuned on, kept apart from the held-out sets
// that judge it. For each set: top-1 on the paraphrased dev utterances, the publish threshold from
// cross-validation on the training examples alone (90 % precision), what is recognised at it and
// how precisely, and how many out-of-scope utterances pass it. `node bench/nlu-dev.mjs`.
import { readdirSync, readFileSync } from 'node:fs';
import { register } from 'tsx/esm/api';

register();
const server = new URL('../apps/server/', import.meta.url);
const dir = new URL('test/fixtures/nlu/dev/', server);
const { crossValidate, thresholdFor } = await import(new URL('src/platform/nlu/evaluate.ts', server).href);
const { predict, train } = await import(new URL('src/platform/nlu/linear.ts', server).href);
const opts = process.env.NLU_OPTS ? JSON.parse(process.env.NLU_OPTS) : {};
const pct = (n) => `${(n * 100).toFixed(1)}%`;
const verbose = process.env.NLU_VERBOSE === '1';

const sums = { top1: 0, precision: 0, recognised: 0 };
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
for (const f of files) {
  const d = JSON.parse(readFileSync(new URL(f, dir), 'utf8'));
  const examples = d.intents.flatMap((i) => i.train.map((text) => ({ text, label: i.id })));
  const tests = d.intents.flatMap((i) => i.dev.map((text) => ({ text, label: i.id })));
  const t0 = performance.now();
  const model = train(examples, opts);
  const trainMs = performance.now() - t0;
  const threshold = thresholdFor(crossValidate(examples, 5, opts), 0.9) ?? 1;
  const judged = tests.map((t) => ({ ...t, top: predict(model, t.text)[0] }));
  const right = judged.filter((j) => j.top.label === j.label);
  const recognised = judged.filter((j) => j.top.probability >= threshold);
  const precise = recognised.filter((j) => j.top.label === j.label).length / (recognised.length || 1);
  const oos = d.outOfScope.filter((q) => predict(model, q)[0].probability >= threshold).length;
  sums.top1 += right.length / tests.length;
  sums.precision += precise;
  sums.recognised += recognised.length / tests.length;
  console.log(
    `${f}: top-1 ${pct(right.length / tests.length)}, threshold ${threshold.toFixed(3)} recognises ` +
      `${pct(recognised.length / tests.length)} at precision ${pct(precise)}, out-of-scope ${oos}/` +
      `${d.outOfScope.length}, train ${trainMs.toFixed(0)} ms`,
  );
  if (verbose)
    for (const j of judged)
      if (j.top.label !== j.label)
        console.log(`   ✗ ${j.label} → ${j.top.label} ${j.top.probability.toFixed(2)} ${j.text}`);
}
const n = files.length;
console.log(
  `mean: top-1 ${pct(sums.top1 / n)}, recognised ${pct(sums.recognised / n)}, precision ${pct(sums.precision / n)}`,
);
