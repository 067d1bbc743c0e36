import { describe, expect, it } from 'vitest';
import { featuresOf, normalise } from '../../../src/platform/nlu/features.ts';
import { conceptsOf, foldSpoken, LEXICON, wordsOf } from '../../../src/platform/nlu/lexicon.ts';
import { pinyinKey, syllablesOf } from '../../../src/platform/nlu/pinyin.ts';

const concepts = (text: string) =>
  conceptsOf(wordsOf(foldSpoken(normalise(text)))).map((h) => (h.negated ? `!${h.concept}` : h.concept));
const conceptFeatures = (text: string) => new Set(featuresOf(text).filter((f) => f.startsWith('k:')));

describe('call-centre lexicon (requirements §3 model type nlu)', () => {
  it('is a few thousand entries, each word under one or more concept ids', () => {
    expect(LEXICON.size).toBeGreaterThan(1500);
    for (const [word, cs] of LEXICON) {
      expect(word).toBe(word.toLowerCase());
      expect(cs.length).toBeGreaterThan(0);
    }
  });

  it('maps different wordings of one request to one concept', () => {
    for (const w of ['我要退订', '不想要了', '帮我关掉', '给我停掉', '取消']) expect(concepts(w)).toContain('cancel');
    for (const w of ['这个多少钱', '怎么收费', '费用是多少']) expect(concepts(w)).toContain('q_howmuch');
    for (const w of ['转人工', '我要找客服', '叫个活人来']) expect(concepts(w)).toContain('transfer_human');
  });

  it('gives paraphrases that share no characters the same concept features', () => {
    const a = conceptFeatures('我要退订彩铃');
    const b = conceptFeatures('把炫铃关掉');
    expect([...a].filter((f) => b.has(f))).toEqual(expect.arrayContaining(['k:cancel', 'k:ringtone']));
  });

  it('marks a concept a negator comes just before, and only then', () => {
    expect(concepts('我不需要开通')).toEqual(expect.arrayContaining(['negation', '!open']));
    expect(concepts('我需要开通')).toContain('open');
    expect(concepts('我需要开通')).not.toContain('!open');
    expect(featuresOf('我不需要开通')).toContain('kn:open');
    expect(featuresOf('我需要开通')).not.toContain('kn:open');
  });

  it('folds spoken and mistyped forms before matching', () => {
    expect(foldSpoken('啥时候能到')).toBe('什么时候能到');
    expect(foldSpoken('帐单咋查')).toBe('账单怎么查');
    expect(concepts('我的定单')).toContain('order');
  });

  it('finds a word that speech recognition wrote with same-sounding characters', () => {
    expect(syllablesOf('推款')).toEqual(['tui', 'kuan']);
    expect(pinyinKey('推款')).toBe(pinyinKey('退款'));
    expect(concepts('我的推款呢')).toContain('refund');
    expect(pinyinKey('𠀀')).toBe('');
  });

  it('has concept pairs, in order and in any order, as features', () => {
    const f = featuresOf('查一下话费');
    expect(f).toEqual(expect.arrayContaining(['k:query', 'k:fee_phone', 'kp:query|fee_phone', 'ka:fee_phone|query']));
    expect(featuresOf('查一下话费', { concepts: false }).some((x) => x.startsWith('k'))).toBe(false);
  });
});
