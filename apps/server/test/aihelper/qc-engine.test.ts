/**
 * The real-time quality rules (aihelper/qc/engine.ts) on a written call: each kind raises its alert
 * on the line that breaks it, and only there; what is judged at the end is judged at the end.
 */
import { describe, expect, it } from 'vitest';
import { judgeEnd, judgeLine, type Line, type QcRule } from '../../src/modules/aihelper/qc/engine.ts';
import { scoreOf } from '../../src/modules/aihelper/qc/score.ts';

const rule = (id: string, over: Partial<QcRule>): QcRule => ({
  id,
  kind: 'forbidden',
  speaker: 'agent',
  words: [],
  phase: null,
  withinSeconds: null,
  threshold: null,
  ...over,
});
const RULES: QcRule[] = [
  rule('rude', { kind: 'forbidden', words: ['不知道', '你自己看'] }),
  rule('greet', { kind: 'required', phase: 'greeting', words: ['您好', '你好'] }),
  rule('identity', { kind: 'required', phase: 'identity', words: ['身份证', '核实'], withinSeconds: 30 }),
  rule('bye', { kind: 'required', phase: 'closing', words: ['再见', '感谢您的来电'] }),
  rule('fast', { kind: 'speechRate', threshold: 6 }),
  rule('quiet', { kind: 'silence', speaker: 'any', threshold: 8 }),
  rule('overlap', { kind: 'interruption', speaker: 'any', threshold: 800 }),
  rule('upset', { kind: 'emotion', speaker: 'customer' }),
];
let n = 0;
const line = (speaker: Line['speaker'], text: string, startMs: number, endMs: number): Line => ({
  utteranceId: `u${++n}`,
  speaker,
  text,
  startMs,
  endMs,
});

/** Judges each line against the ones before it, as the ingest does; alerts by line. */
function run(lines: Line[]) {
  return lines.map((l, i) => judgeLine(RULES, lines.slice(0, i), l).map((a) => `${a.ruleId}:${a.detail}`));
}

describe('real-time quality rules', () => {
  it('raises each alert on the line that breaks the rule', () => {
    const lines = [
      line('agent', '喂，什么事', 0, 1500),
      line('customer', '我的宽带又断了，你们太差劲了，气死我了', 2000, 6000),
      line('agent', '这个我不知道，你自己看说明书吧', 5000, 7500),
      line('customer', '那怎么办', 17_000, 18_000),
      line('agent', '我这边马上帮您查询一下线路状态然后给您安排师傅上门维修处理好吧', 40_000, 42_500),
    ];
    expect(run(lines)).toEqual([
      ['greet:'],
      ['upset:'],
      ['rude:不知道', 'overlap:1000'],
      ['quiet:9.5'],
      ['identity:', 'fast:12.4', 'quiet:22.0'],
    ]);
    expect(judgeEnd(RULES, lines).map((a) => [a.ruleId, a.utteranceId])).toEqual([['bye', null]]);
  });

  it('stays quiet on a call that keeps the rules', () => {
    const lines = [
      line('agent', '您好，这里是星河银行，请问有什么可以帮您', 0, 4000),
      line('customer', '我想激活新卡', 4500, 6000),
      line('agent', '好的，先核实一下您的身份证号码', 6500, 9500),
      line('customer', '好的，没问题，谢谢', 10_000, 12_000),
      line('agent', '已经激活了，感谢您的来电，再见', 12_500, 16_000),
    ];
    expect(run(lines).flat()).toEqual([]);
    expect(judgeEnd(RULES, lines)).toEqual([]);
  });

  it('judges an identity check never made at the end when no agent line came after its window', () => {
    const lines = [line('agent', '您好', 0, 1000), line('customer', '你好', 1500, 2500)];
    expect(judgeEnd(RULES, lines).map((a) => a.ruleId)).toEqual(['identity', 'bye']);
  });
});

describe('keyword expressions and intents', () => {
  const points = [
    rule('complain', { kind: 'pattern', speaker: 'customer', pattern: '退款&(投诉|举报)&!已解决' }),
    rule('cancel', { kind: 'intent', speaker: 'customer', words: ['销户', '投诉'] }),
  ];
  const judge = (l: Line) => judgeLine(points, [], l).map((a) => `${a.ruleId}:${a.detail}`);

  it('a pattern hits a line of its speaker that matches the expression, naming the words', () => {
    expect(judge(line('customer', '再不退款我就投诉', 0, 2000))).toEqual(['complain:退款、投诉']);
    expect(judge(line('customer', '退款已解决，不投诉了', 0, 2000))).toEqual([]);
    expect(judge(line('agent', '退款的事您可以投诉', 0, 2000))).toEqual([]);
  });

  it('an intent point hits a customer line recognised as one of its intents', () => {
    expect(judge({ ...line('customer', '我不想用了', 0, 2000), intent: '销户' })).toEqual(['cancel:销户']);
    expect(judge({ ...line('customer', '我不想用了', 0, 2000), intent: '查询' })).toEqual([]);
    expect(judge(line('customer', '我不想用了', 0, 2000))).toEqual([]);
  });
});

describe('scoring', () => {
  const hit = (ruleId: string, utteranceId: string) => ({
    ruleId,
    kind: 'forbidden' as const,
    utteranceId,
    atMs: 0,
    detail: '',
  });
  const points = new Map([
    ['minus', { strategy: 1 as const, score: -5, cap: 12 }],
    ['plus', { strategy: 1 as const, score: 30, cap: null }],
    ['count', { strategy: 0 as const, score: -50, cap: null }],
  ]);

  it('adds each hit, keeps a point within its cap and the sum within 0 and 100; counts move nothing', () => {
    const hits = [hit('minus', 'a'), hit('minus', 'b'), hit('minus', 'c'), hit('count', 'a')];
    expect(scoreOf(points, hits, new Set())).toEqual({ deltas: [-5, -5, -2, 0], score: 88 });
    expect(scoreOf(points, [hit('minus', 'a'), hit('plus', 'b')], new Set()).score).toBe(100);
    const many = Array.from({ length: 30 }, (_, i) => hit('deep', `u${i}`));
    const deep = new Map([['deep', { strategy: 1 as const, score: -10, cap: null }]]);
    expect(scoreOf(deep, many, new Set()).score).toBe(0);
  });

  it('a voided hit counts for nothing, and the cap leaves room for the next', () => {
    const hits = [hit('minus', 'a'), hit('minus', 'b'), hit('minus', 'c')];
    expect(scoreOf(points, hits, new Set(['minus\u0001a']))).toEqual({ deltas: [0, -5, -5], score: 90 });
  });
});
