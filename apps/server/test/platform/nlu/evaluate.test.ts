import { describe, expect, it } from 'vitest';
import { charRuns, crossValidate, metrics, stratifiedFolds, thresholdFor } from '../../../src/platform/nlu/evaluate.ts';

describe('model evaluation', () => {
  it('metrics: accuracy, per-class precision/recall/F1, macro-F1 and the confusion matrix', () => {
    const m = metrics([
      { label: 'a', predicted: 'a' },
      { label: 'a', predicted: 'b' },
      { label: 'b', predicted: 'b' },
      { label: 'b', predicted: 'b' },
    ]);
    expect(m.accuracy).toBe(0.75);
    expect(m.classes).toEqual(['a', 'b']);
    expect(m.confusion).toEqual([
      [1, 1],
      [0, 2],
    ]);
    const [a, b] = m.perClass;
    expect([a.precision, a.recall, a.support]).toEqual([1, 0.5, 2]);
    expect([b.precision, b.recall]).toEqual([2 / 3, 1]);
    expect(m.macroF1).toBeCloseTo((2 / 3 + 0.8) / 2, 10);
  });

  it('stratified folds spread every intent evenly and are repeatable', () => {
    const items = Array.from({ length: 30 }, (_, i) => ({ label: `l${i % 3}`, i }));
    const folds = stratifiedFolds(items, 5, 3);
    expect(folds.map((f) => f.length)).toEqual([6, 6, 6, 6, 6]);
    for (const f of folds) expect(new Set(f.map((x) => x.label)).size).toBe(3);
    expect(stratifiedFolds(items, 5, 3)).toEqual(folds);
    expect(
      folds
        .flat()
        .map((x) => x.i)
        .sort((p, q) => p - q),
    ).toEqual(items.map((x) => x.i));
  });

  it('cross-validation predicts every example with a model that did not train on it', () => {
    const ex = ['查话费', '查余额', '话费多少', '剩多少钱', '装宽带', '开宽带', '宽带办理', '新装光纤'].map(
      (text, i) => ({
        text,
        label: i < 4 ? 'fee' : 'broadband',
      }),
    );
    const judged = crossValidate(ex, 4, { seed: 2 });
    expect(judged.map((j) => j.text).sort()).toEqual(ex.map((e) => e.text).sort());
    for (const j of judged) expect(j.probability).toBeGreaterThan(0);
  });

  it('the publish threshold is the lowest confidence keeping precision at the target, or null', () => {
    const rows = [
      { label: 'a', predicted: 'a', probability: 0.9 },
      { label: 'a', predicted: 'a', probability: 0.8 },
      { label: 'a', predicted: 'b', probability: 0.7 },
      { label: 'b', predicted: 'b', probability: 0.6 },
      { label: 'b', predicted: 'a', probability: 0.5 },
    ];
    expect(thresholdFor(rows, 1)).toBe(0.8);
    expect(thresholdFor(rows, 0.75)).toBe(0.6);
    expect(thresholdFor([{ label: 'a', predicted: 'b', probability: 0.9 }], 0.9)).toBeNull();
  });
});

describe('paraphrase cross-validation', () => {
  it('reads the n-character runs of a text, punctuation and case left out', () => {
    expect([...charRuns('查话费，VIP', 3)]).toEqual(['查话费', '话费v', '费vi', 'vip']);
    expect(charRuns('查话', 3).size).toBe(0);
  });

  it('judges an example without the examples of its intent that share its characters', () => {
    // Each intent has one odd wording; the others repeat one phrase. Judged apart, the repeated
    // phrase's examples are left out of each other's training (but some are always kept).
    const ex = [
      ...['查一下话费', '查一下话费吧', '帮我查一下话费', '我要查一下话费', '话费剩多少'].map((text) => ({
        text,
        label: 'fee',
      })),
      ...['装一下宽带', '装一下宽带吧', '帮我装一下宽带', '我要装一下宽带', '新开光纤'].map((text) => ({
        text,
        label: 'bb',
      })),
    ];
    const near = crossValidate(ex, 5, { seed: 3, apart: 0, augment: { variants: 0, weight: 1 } });
    const apart = crossValidate(ex, 5, { seed: 3, apart: 2, keep: 0, augment: { variants: 0, weight: 1 } });
    expect(apart.map((j) => j.text).sort()).toEqual(near.map((j) => j.text).sort());
    const confidence = (rows: typeof near) => rows.reduce((s, r) => s + r.probability, 0) / rows.length;
    expect(confidence(apart)).toBeLessThan(confidence(near));
  });
});
