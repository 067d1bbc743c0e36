import { describe, expect, it } from 'vitest';
import { buildRecogniser, ngrams } from '../src/rules/recognise.ts';
import { loanFlow } from './bot-fixture.ts';

const flow = loanFlow();
const recognise = buildRecogniser(flow);

describe('n-gram features', () => {
  it('takes Chinese unigrams and bigrams, broken at punctuation', () => {
    expect([...ngrams('好的，可以')].sort()).toEqual(['可', '可以', '以', '好', '好的', '的'].sort());
  });
  it('takes lower-cased Latin words and their trigrams, full-width folded', () => {
    const f = ngrams('ＯＫ Fine');
    expect(f.has('w:ok')).toBe(true);
    expect(f.has('w:fine')).toBe(true);
    expect(f.has('t:#fi')).toBe(true);
    expect(f.has('t:ne#')).toBe(true);
  });
});

describe('keywords', () => {
  it('recognise by Chinese substring with score 1', () => {
    expect(recognise('哎呀我真的没兴趣啊')).toMatchObject({ intentId: 'no', name: '没兴趣', score: 1, by: 'keyword' });
  });
  it('prefer the longest keyword: 不需要 over an example-like 需要的', () => {
    expect(recognise('不需要的').intentId).toBe('no');
    expect(recognise('需要的').intentId).toBe('yes');
  });
  it('match Latin keywords as whole words, case-insensitive', () => {
    expect(recognise('I am NOT interested.').intentId).toBe('no');
    const r = buildRecogniser({
      intents: [{ id: 'n', name: 'no', examples: [], keywords: ['no'] }],
      globalIntents: [],
    });
    expect(r('I know').intentId).toBeNull();
    expect(r('no, thanks').intentId).toBe('n');
  });
});

describe('similarity', () => {
  it('recognises a paraphrase of an example', () => {
    const r = recognise('嗯我再考虑考虑');
    expect(r.intentId).toBe('think');
    expect(recognise('那我想了解了解').intentId).toBe('yes');
    expect(recognise('现在不太方便').intentId).toBe('g-busy');
  });
  it('scores an exact example 1 by similarity', () => {
    expect(recognise('过段时间再说')).toMatchObject({ intentId: 'think', score: 1, by: 'similarity', global: false });
  });
  it('tells 没兴趣 from 有兴趣 by the best example', () => {
    const r = buildRecogniser({
      intents: [
        { id: 'y', name: 'y', examples: ['我有兴趣'], keywords: [] },
        { id: 'n', name: 'n', examples: ['我没兴趣'], keywords: [] },
      ],
      globalIntents: [],
    });
    expect(r('我没什么兴趣').intentId).toBe('n');
    expect(r('我挺有兴趣').intentId).toBe('y');
  });
  it('answers unrecognised below the threshold, with the best score seen', () => {
    const r = recognise('今天天气怎么样');
    expect(r).toMatchObject({ intentId: null, name: null, global: false, by: null });
    expect(r.score).toBeLessThan(0.5);
    expect(recognise('   ')).toEqual({ intentId: null, name: null, score: 0, global: false, by: null });
  });
  it('follows the threshold option', () => {
    const loose = buildRecogniser(flow, { threshold: 0.2 });
    const strict = buildRecogniser(flow, { threshold: 0.99 });
    expect(loose('你好').intentId).toBe('yes');
    expect(recognise('你好')).toMatchObject({ intentId: null, by: null });
    expect(recognise('你好').score).toBeGreaterThan(0.2);
    expect(strict('过段时间再说吧').intentId).toBeNull();
    expect(strict('过段时间再说').intentId).toBe('think');
  });
});

describe('allowed intents and globals', () => {
  it('only considers the allowed flow intents', () => {
    expect(recognise('我考虑一下', ['yes', 'no'])).toMatchObject({ intentId: null });
    expect(recognise('没兴趣', ['yes'])).toMatchObject({ intentId: null });
    expect(recognise('没兴趣', ['no']).intentId).toBe('no');
  });
  it('always considers global intents, flagged global', () => {
    expect(recognise('你是谁啊', [])).toMatchObject({ intentId: 'g-who', global: true, by: 'keyword' });
    expect(recognise('我要投诉', ['yes'])).toMatchObject({ intentId: 'g-complain', global: true, name: '投诉' });
  });
  it('lets a global intent win a tie with a flow intent', () => {
    const r = buildRecogniser({
      intents: [{ id: 'f', name: 'f', examples: ['稍后再说'], keywords: ['忙'] }],
      globalIntents: [
        { id: 'g', name: 'g', kind: 'busy', examples: ['稍后再说'], keywords: ['忙'], answer: '', action: 'continue' },
      ],
    });
    expect(r('我很忙')).toMatchObject({ intentId: 'g', global: true });
    expect(r('稍后再说')).toMatchObject({ intentId: 'g', global: true, by: 'similarity' });
  });
  it('works on a flow without intents', () => {
    expect(buildRecogniser({ intents: [], globalIntents: [] })('随便说点').intentId).toBeNull();
  });
});

describe('speed (the guide quotes the figure)', () => {
  // A dense worst case: examples drawn from 60 common characters, so most examples share features.
  const CH =
    '我你他的是不了在有人这中大为上个国们以要会时来用到说生下出就年能对子得着和么也那里后自经还没成多样都好开手知道事情可然';
  let seed = 42;
  const rnd = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const text = (n: number) => Array.from({ length: n }, () => CH[Math.floor(rnd() * CH.length)]).join('');
  it('recognises over 1,000 utterances a second on 50 intents × 20 examples', () => {
    const intents = Array.from({ length: 50 }, (_, i) => ({
      id: `i${i}`,
      name: `intent${i}`,
      examples: Array.from({ length: 20 }, () => text(6 + Math.floor(rnd() * 8))),
      keywords: [text(3), text(4)],
    }));
    const t0 = performance.now();
    const rec = buildRecogniser({ intents, globalIntents: [] });
    const build = performance.now() - t0;
    const utterances = Array.from({ length: 2000 }, () => text(5 + Math.floor(rnd() * 10)));
    for (const u of utterances.slice(0, 200)) rec(u);
    const t1 = performance.now();
    for (const u of utterances) rec(u);
    const perSecond = (utterances.length / (performance.now() - t1)) * 1000;
    console.info(`recogniser: build ${build.toFixed(1)} ms, ${Math.round(perSecond)} recognitions/s`);
    expect(perSecond).toBeGreaterThan(1000);
  });
});
