import { describe, expect, it } from 'vitest';
import { featuresOf, MAX_UTTERANCE_CHARS } from '../../../src/platform/nlu/features.ts';
import { predict, train } from '../../../src/platform/nlu/linear.ts';

const EXAMPLES = [
  ['查话费', ['我想查一下话费', '话费还剩多少', '帮我看看余额', '查询账户余额']],
  ['办宽带', ['我要装宽带', '想办理家里的宽带', '宽带怎么开通', '新装一条光纤']],
  ['转人工', ['转人工服务', '我要找客服', '帮我接人工', '人工坐席在吗']],
] as const;
const examples = EXAMPLES.flatMap(([label, texts]) => texts.map((text) => ({ text, label })));

describe('utterance features', () => {
  it('has character n-grams with the run edges marked, segmented words, and Latin tokens', () => {
    const f = featuresOf('查话费 VIP');
    expect(f).toEqual(expect.arrayContaining(['c:查', 'b:^查', 'b:费$', 't:查话费', 'l:vip', 'g:#vi']));
    expect(f.some((x) => x.startsWith('w:'))).toBe(true);
  });
  it('folds full-width forms and case, leaves spoken fillers out of the words, and reads a bounded prefix', () => {
    expect(featuresOf('ＶＩＰ')).toEqual(featuresOf('vip'));
    expect(featuresOf('嗯').filter((x) => x.startsWith('w:'))).toEqual([]);
    const long = '话'.repeat(MAX_UTTERANCE_CHARS * 4);
    expect(featuresOf(long).filter((x) => x === 'c:话')).toHaveLength(MAX_UTTERANCE_CHARS);
  });
});

describe('linear intent model', () => {
  it('learns its examples and ranks every class with probabilities that sum to 1', () => {
    const m = train(examples);
    for (const e of examples) expect(predict(m, e.text)[0].label).toBe(e.label);
    const p = predict(m, '话费余额还有多少');
    expect(p.map((x) => x.label)).toHaveLength(3);
    expect(p[0].label).toBe('查话费');
    expect(p.reduce((s, x) => s + x.probability, 0)).toBeCloseTo(1, 6);
  });
  it('is deterministic for a seed', () => {
    const a = predict(train(examples, { seed: 7 }), '我想装个宽带');
    const b = predict(train(examples, { seed: 7 }), '我想装个宽带');
    expect(a).toEqual(b);
  });
  it('refuses to train on fewer than two intents', () => {
    expect(() => train([{ text: '你好', label: 'a' }])).toThrow(/two intents/);
  });
});
