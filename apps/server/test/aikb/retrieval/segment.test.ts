import { describe, expect, it } from 'vitest';
import { analyse, normalise, STOP_WORDS, SYNONYMS, segment } from '../../../src/modules/aikb/retrieval/segment.ts';

describe('knowledge segmentation', () => {
  it('drops punctuation, full-width or not, and text made only of punctuation gives no token', () => {
    expect(segment('我的快递怎么还没到啊？！')).toEqual(['快递', '没']);
    expect(segment('快递，快递。快递!')).toEqual(['快递', '快递', '快递']);
    expect(segment('...!!!，。、——《》')).toEqual([]);
    expect(segment('')).toEqual([]);
    expect(segment('   \n\t ')).toEqual([]);
  });

  it('turns full-width letters and digits into half-width lower case', () => {
    expect(normalise('ＡＢＣ１２３，Ｐｒｏ')).toBe('abc123,pro');
    expect(segment('ＡＢＣ１２３')).toEqual(segment('abc123'));
    expect(segment('ＡＢＣ１２３')).toEqual(['abc', '123']);
  });

  it('splits mixed latin and digits, keeps Chinese words beside them', () => {
    expect(segment('iPhone15Pro退货')).toEqual(['iphone', '15', 'pro', '退货']);
    expect(segment('IPHONE 15 pro 退货')).toEqual(segment('iphone15pro退货'));
    expect(segment('套餐每月 99 元')).toEqual(expect.arrayContaining(['套餐', '99']));
  });

  it('drops stop words: particles, pronouns, politeness and question fillers', () => {
    expect(segment('请问一下，你好，在吗？')).toEqual([]);
    expect(segment('我想问一下怎么修改收货地址呢')).toEqual(['修改', '收货', '地址']);
    expect(segment('how do I return it')).toEqual(['return']);
    for (const w of ['的', '吗', '请问', '怎么', '如何', 'the']) expect(STOP_WORDS.has(w)).toBe(true);
    // Negations and words of quantity, time or place carry meaning and stay.
    for (const w of ['不', '没有', '多少', '多久', '哪里']) expect(STOP_WORDS.has(w)).toBe(false);
  });

  it('maps synonyms to one word and corrects common typo characters', () => {
    expect(segment('怎样销户')).toEqual(['注销']);
    expect(segment('你们卖的是真货吗')).toEqual(segment('你们卖的是正品吗'));
    expect(SYNONYMS.get('邮费')).toBe('运费');
    expect(segment('优惠劵')).toEqual(segment('优惠券'));
    expect(segment('帐号')).toEqual(['账号']);
  });

  it('search mode also yields the sub-words of long words', () => {
    expect(segment('中华人民共和国')).toEqual(expect.arrayContaining(['中华', '人民', '共和国', '中华人民共和国']));
  });

  it('analyse gives words, characters as written and the n-gram content', () => {
    const a = analyse('怎样销户？');
    expect(a.words).toEqual(['注销']);
    expect(a.precise).toEqual(['注销']);
    expect(a.chars).toEqual(['销', '户']);
    expect(a.content).toBe('注销');
    expect(analyse('iPhone15 退货').chars).toEqual(['iphone', '15', '退', '货']);
  });
});
