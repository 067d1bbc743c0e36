import { describe, expect, it } from 'vitest';
import { similarity, similarQuestions } from '../../../src/platform/nlu/generate.ts';

const SOURCES = ['我要退订彩铃', '话费怎么这么高，帮我查一下', '信用卡丢了怎么挂失', '宽带坏了要报修', '查话费'];

describe('similarity (character-bigram Jaccard)', () => {
  it('is 1 for the same bigrams, 0 for none shared, symmetric, and ignores punctuation and case', () => {
    expect(similarity('查话费', '查话费')).toBe(1);
    expect(similarity('查话费', '办宽带')).toBe(0);
    expect(similarity('我想查话费', '查话费')).toBe(similarity('查话费', '我想查话费'));
    expect(similarity('查话费？', '查 话费')).toBe(1);
    expect(similarity('VIP', 'vip')).toBe(1);
    expect(similarity('我想查话费', '查话费')).toBeCloseTo(2 / 4, 10);
  });
});

describe('similar questions (requirements §2 R4 相似问生成)', () => {
  it('returns distinct variants, never the original, none 0.85 or more alike another', () => {
    for (const text of SOURCES) {
      const out = similarQuestions(text);
      expect(out.length).toBeGreaterThan(0);
      expect(out).not.toContain(text);
      expect(new Set(out).size).toBe(out.length);
      for (const v of out) expect(similarity(v, text)).toBeLessThan(0.85);
      for (let i = 0; i < out.length; i++)
        for (let j = i + 1; j < out.length; j++) expect(similarity(out[i], out[j])).toBeLessThan(0.85);
    }
  });

  it('swaps synonyms, adds or drops politeness, and swaps clauses', () => {
    const swapped = similarQuestions('我要退订彩铃', { kinds: ['synonym'], max: 50 });
    expect(swapped.some((v) => /^我要(取消|撤销|关掉|关闭|停掉|删掉|删除|解除)彩铃$/.test(v))).toBe(true);
    expect(swapped.some((v) => /^我要退订(炫铃|铃声|回铃)$/.test(v))).toBe(true);
    // Close synonyms only, of the word's length: no negated or phrase-like stand-ins.
    for (const v of swapped) expect(v).not.toMatch(/不|没|了/);
    expect(similarQuestions('我要退订彩铃', { kinds: ['synonym'], max: 200, loose: true }).length).toBeGreaterThan(
      swapped.length,
    );
    const polite = similarQuestions('查话费', { kinds: ['polite'], max: 50 });
    expect(polite).toEqual(expect.arrayContaining(['请问查话费', '查话费吗']));
    expect(similarQuestions('话费怎么这么高，帮我查一下', { kinds: ['reorder'] })).toEqual([
      '帮我查一下，话费怎么这么高',
    ]);
  });

  it('puts particles before the closing question mark and never 吗 or 一下 after a question word', () => {
    const v = similarQuestions('如何注销账户？', { max: 20 });
    expect(v).toContain('如何注销账户呢？');
    expect(v).toContain('如何注销账户？谢谢');
    for (const q of v) {
      expect(q, q).not.toMatch(/[？?](呢|吗|一下)/);
      expect(q, q).not.toMatch(/如何.*(吗|一下)？$/);
    }
    for (const q of similarQuestions('我想查一下话费', { max: 20 })) expect(q.split('一下').length, q).toBeLessThan(3);
  });

  it('leaves out what repeats an existing text', () => {
    const existing = ['请问查话费', '我想查话费'];
    const out = similarQuestions('查话费', { existing, max: 50 });
    for (const v of out) for (const e of existing) expect(similarity(v, e)).toBeLessThan(0.85);
    expect(out).not.toContain('请问查话费');
  });

  it('is bounded by max, deterministic for a seed, and empty when nothing differs enough', () => {
    for (const max of [0, 1, 3])
      expect(similarQuestions('信用卡丢了怎么挂失', { max }).length).toBeLessThanOrEqual(max);
    expect(similarQuestions('宽带坏了要报修', { seed: 5 })).toEqual(similarQuestions('宽带坏了要报修', { seed: 5 }));
    expect(similarQuestions('查话费', { maxSimilarity: 0 })).toEqual([]);
  });
});
