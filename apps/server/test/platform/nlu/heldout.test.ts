import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildRecogniser, DEFAULT_RECOGNITION_THRESHOLD } from '@zhiyu/contract/rules/recognise';
import { describe, expect, it } from 'vitest';
import { crossValidate, thresholdFor } from '../../../src/platform/nlu/evaluate.ts';
import { predict, train } from '../../../src/platform/nlu/linear.ts';

// The trained intent model against the bots' example-similarity recogniser, on call-centre intent
// sets whose held-out paraphrases were written apart from the examples (none shares four
// characters with its intent's examples) and are never used for training or tuning. The publish
// threshold comes from cross-validation on the training examples alone.
interface Domain {
  domain: string;
  intents: { id: string; name: string; train: string[]; heldout: string[] }[];
  outOfScope: string[];
}
const FIXTURES = resolve(import.meta.dirname, '../../fixtures/nlu');
// Per set, what the model reaches (a little under the figures of its run, which are deterministic).
const REACHED: Record<string, { top1: number; precision: number }> = {
  'telecom-service': { top1: 0.56, precision: 0.76 },
  'bank-card': { top1: 0.52, precision: 0.8 },
};
const DOMAINS = Object.keys(REACHED).map((file) => ({
  file,
  ...(JSON.parse(readFileSync(resolve(FIXTURES, `${file}.json`), 'utf8')) as Domain),
}));
const TARGET_PRECISION = 0.9;
const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

function measure(d: Domain) {
  const examples = d.intents.flatMap((i) => i.train.map((text) => ({ text, label: i.id })));
  const tests = d.intents.flatMap((i) => i.heldout.map((text) => ({ text, label: i.id })));
  const model = train(examples);
  const threshold = thresholdFor(crossValidate(examples, 5), TARGET_PRECISION) ?? 1;
  const judged = tests.map((t) => ({ ...t, top: predict(model, t.text)[0] }));
  const recognised = judged.filter((j) => j.top.probability >= threshold);
  const oosRecognised = d.outOfScope.filter((q) => predict(model, q)[0].probability >= threshold).length;

  const recogniser = buildRecogniser({
    intents: d.intents.map((i) => ({ id: i.id, name: i.name, examples: i.train, keywords: [] })),
    globalIntents: [],
  });
  const guess = buildRecogniser(
    {
      intents: d.intents.map((i) => ({ id: i.id, name: i.name, examples: i.train, keywords: [] })),
      globalIntents: [],
    },
    { threshold: 0 },
  );
  const current = tests.map((t) => ({ ...t, at: recogniser(t.text), best: guess(t.text) }));
  const currentRecognised = current.filter((c) => c.at.intentId !== null);
  return {
    domain: d.domain,
    intents: d.intents.length,
    heldout: tests.length,
    model: {
      top1: judged.filter((j) => j.top.label === j.label).length / tests.length,
      threshold,
      recognised: recognised.length / tests.length,
      precision: recognised.length ? recognised.filter((j) => j.top.label === j.label).length / recognised.length : 1,
      outOfScopeRecognised: `${oosRecognised}/${d.outOfScope.length}`,
    },
    current: {
      top1: current.filter((c) => c.best.intentId === c.label).length / tests.length,
      threshold: DEFAULT_RECOGNITION_THRESHOLD,
      recognised: currentRecognised.length / tests.length,
      precision: currentRecognised.length
        ? currentRecognised.filter((c) => c.at.intentId === c.label).length / currentRecognised.length
        : 1,
    },
  };
}

// Where the model stands (the figures are printed with every run). The self-learning goal is
// top-1 ≥ 70 % and ≥ 90 % precision of what is recognised at the cross-validated threshold; it is
// not reached. The lexicon concepts (退订 / 不要了 / 关掉 …), jieba words, homophone matching and
// similar-question augmentation lifted top-1 from 42.7 % to 58.6 % (telecom) and from 38.6 % to
// 54.1 % (bank), and the paraphrase cross-validation (evaluate.ts) lifted precision at its
// threshold to 78.5 % and 82.4 %, recognising 48.6 % and 30.9 % of the held-out paraphrases. These
// floors hold that ground; what is left needs meaning the surface of 25 examples and a lexicon do
// not carry (a sentence encoder, or more examples per intent).
describe('trained intent model on held-out paraphrases (never trained or tuned on)', () => {
  for (const d of DOMAINS)
    it(`${d.domain}: top-1 and precision at the cross-validated threshold hold, above the recogniser`, () => {
      const r = measure(d);
      console.log(
        `${r.domain} (${r.intents} intents, ${r.heldout} held-out): model top-1 ${pct(r.model.top1)}, ` +
          `at threshold ${r.model.threshold.toFixed(3)} recognises ${pct(r.model.recognised)} with precision ` +
          `${pct(r.model.precision)}, out-of-scope recognised ${r.model.outOfScopeRecognised}; current recogniser ` +
          `best guess ${pct(r.current.top1)}, at ${r.current.threshold} recognises ${pct(r.current.recognised)} ` +
          `with precision ${pct(r.current.precision)}`,
      );
      expect(r.intents).toBeGreaterThanOrEqual(20);
      expect(r.heldout).toBe(r.intents * 10);
      expect(r.model.top1).toBeGreaterThan(r.current.top1);
      expect(r.model.top1).toBeGreaterThanOrEqual(REACHED[d.file].top1);
      expect(r.model.precision).toBeGreaterThanOrEqual(REACHED[d.file].precision);
      expect(r.model.recognised).toBeGreaterThan(0.25);
    });
});
