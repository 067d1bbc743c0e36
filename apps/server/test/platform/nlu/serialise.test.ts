import { describe, expect, it } from 'vitest';
import { loadModel, predict, serialiseModel, train } from '../../../src/platform/nlu/linear.ts';

const INTENTS: Record<string, string[]> = {
  fee: ['我想查一下话费', '话费还剩多少', '帮我看看余额', '查询账户余额', '这个月话费多少'],
  broadband: ['我要装宽带', '想办理家里的宽带', '宽带怎么开通', '新装一条光纤', '宽带坏了'],
  human: ['转人工服务', '我要找客服', '帮我接人工', '人工坐席在吗', '叫个真人'],
  cancel: ['我要退订彩铃', '取消业务', '不想要这个套餐了', '帮我关掉来电显示', '停掉流量包'],
};
const examples = Object.entries(INTENTS).flatMap(([label, texts]) => texts.map((text) => ({ text, label })));
const QUERIES = ['话费余额还有多少', '家里想装个网', '找个人工', '把彩铃退了', '今天天气不错', 'VIP 套餐'];

describe('model serialisation', () => {
  it('round-trips to the same predictions', () => {
    const model = train(examples);
    const loaded = loadModel(serialiseModel(model));
    expect(loaded.classes).toEqual(model.classes);
    expect(loaded.features).toEqual(model.features);
    for (const q of QUERIES) {
      const a = predict(model, q);
      const b = predict(loaded, q);
      expect(b.map((p) => p.label)).toEqual(a.map((p) => p.label));
      for (let i = 0; i < a.length; i++) expect(b[i].probability).toBeCloseTo(a[i].probability, 2);
    }
  });

  it('keeps only the weights that matter', () => {
    const model = train(examples);
    const nonZero = (w: Float32Array) => w.reduce((n, x) => n + (x !== 0 ? 1 : 0), 0);
    const all = serialiseModel(model, 0);
    const pruned = serialiseModel(model, 0.5);
    expect(pruned.length).toBeLessThan(all.length);
    const kept = loadModel(pruned).weights;
    expect(nonZero(kept)).toBeLessThan(nonZero(model.weights));
    for (const w of kept) expect(w === 0 || Math.abs(w) >= 0.5 - 1e-3).toBe(true);
  });

  it('refuses bytes that are not a model', () => {
    expect(() => loadModel(Buffer.from('not a model'))).toThrow();
  });
});
