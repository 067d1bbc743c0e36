import { describe, expect, it } from 'vitest';
import type { BotFlow } from '../src/modules/bot/flow.ts';
import { RUN_LIMITS, replyTo, startRun } from '../src/modules/bot/run.ts';
import { buildRecogniser } from '../src/rules/recognise.ts';
import { edge, loanFlow, node } from './bot-fixture.ts';

const flow = loanFlow();
const recognise = buildRecogniser(flow);

/** Plays utterances in order and returns every turn. */
function play(f: BotFlow, utterances: (string | null)[]) {
  const rec = buildRecogniser(f);
  let { state, turn } = startRun(f);
  const turns = [turn];
  for (const u of utterances) {
    ({ state, turn } = replyTo(f, state, u, rec));
    turns.push(turn);
  }
  return { state, turns };
}

describe('startRun', () => {
  it('walks from start to the first speak node, says it and waits', () => {
    const { state, turn } = startRun(flow);
    expect(turn).toEqual({
      say: ['您好，我是知语金融的客服，想了解一下您近期有资金需求吗？'],
      nodeId: 'greet',
      recognition: null,
      sms: [],
      ended: false,
      outcome: null,
    });
    expect(state).toEqual({ nodeId: 'greet', rounds: 0, ended: false, outcome: null, visited: ['start', 'greet'] });
  });
  it('passes sms nodes on the way, ends at a hang-up and hangs up without a start', () => {
    const f: BotFlow = {
      ...flow,
      nodes: [node('s', 'start'), node('m', 'sms', '', 'tpl-1'), node('h', 'hangup', '再见')],
      edges: [edge('a', 's', 'm'), edge('b', 'm', 'h')],
    };
    const { state, turn } = startRun(f);
    expect(turn).toMatchObject({ say: ['再见'], sms: ['tpl-1'], ended: true, outcome: 'hangup', nodeId: 'h' });
    expect(state.visited).toEqual(['s', 'm', 'h']);
    expect(startRun({ ...flow, nodes: [node('x', 'speak', 'hi')], edges: [] }).turn).toMatchObject({
      say: [],
      ended: true,
      outcome: 'hangup',
    });
  });
  it('ends a loop of sms nodes instead of spinning, each SMS sent once', () => {
    const f: BotFlow = {
      ...flow,
      nodes: [node('s', 'start'), node('m1', 'sms', '', 't1'), node('m2', 'sms', '', 't2')],
      edges: [edge('a', 's', 'm1'), edge('b', 'm1', 'm2'), edge('c', 'm2', 'm1')],
    };
    expect(startRun(f).turn).toMatchObject({ sms: ['t1', 't2'], ended: true, outcome: 'hangup' });
  });
  it('hangs up silently where a start or sms node leads nowhere', () => {
    const f: BotFlow = { ...flow, nodes: [node('s', 'start')], edges: [] };
    expect(startRun(f).turn).toMatchObject({ say: [], ended: true, outcome: 'hangup' });
  });
});

describe('replyTo', () => {
  it('follows the recognised intent through the SMS node to the next question', () => {
    const { state, turns } = play(flow, ['好的，有兴趣']);
    expect(turns[1]).toMatchObject({
      say: ['已把申请链接发到您的手机，需要我帮您转人工详细介绍吗？'],
      sms: ['tpl-loan'],
      nodeId: 'offer',
      recognition: { intentId: 'yes', by: 'keyword' },
      ended: false,
    });
    expect(state).toMatchObject({ rounds: 1, visited: ['start', 'greet', 'sms', 'offer'] });
  });
  it('transfers and then stays ended', () => {
    const { state, turns } = play(flow, ['有兴趣', '可以啊', '还在吗']);
    expect(turns[2]).toMatchObject({ say: ['好的，正在为您转接专属顾问。'], ended: true, outcome: 'transfer' });
    expect(turns[3]).toMatchObject({ say: [], ended: true, outcome: 'transfer' });
    expect(state).toMatchObject({ ended: true, outcome: 'transfer', nodeId: 'human', rounds: 2 });
  });
  it('takes the default edge when nothing is recognised', () => {
    const { turns } = play(flow, ['今天天气怎么样']);
    expect(turns[1]).toMatchObject({ nodeId: 'later', recognition: { intentId: null } });
  });
  it('only hears the intents branching at the current node', () => {
    // At "later" only a default edge leaves: "有兴趣" is not a branch there.
    const { turns } = play(flow, ['我考虑一下', '有兴趣']);
    expect(turns[1].nodeId).toBe('later');
    expect(turns[2]).toMatchObject({ nodeId: 'bye', recognition: { intentId: null }, outcome: 'hangup' });
  });
  it('takes the silence edge on silence, the default edge where there is none', () => {
    expect(play(flow, [null]).turns[1]).toMatchObject({ nodeId: 'bye', recognition: null, outcome: 'hangup' });
    expect(play(flow, ['有兴趣', null]).turns[2]).toMatchObject({ nodeId: 'bye', say: ['感谢您的接听，再见。'] });
  });
  it('repeats the question when no edge can be taken', () => {
    const f: BotFlow = {
      ...flow,
      nodes: [node('s', 'start'), node('q', 'speak', '请问您贵姓？'), node('h', 'hangup')],
      edges: [edge('a', 's', 'q'), edge('b', 'q', 'h', 'intent', 'yes')],
    };
    const { state, turns } = play(f, [null, '天气不错']);
    expect(turns[1]).toMatchObject({ say: ['请问您贵姓？'], nodeId: 'q', ended: false });
    expect(turns[2]).toMatchObject({ say: ['请问您贵姓？'], nodeId: 'q', ended: false });
    expect(state.rounds).toBe(2);
  });
  it('answers a global intent and continues on the same node', () => {
    const { state, turns } = play(flow, ['你是谁']);
    expect(turns[1]).toMatchObject({
      say: ['我是知语金融的智能客服。', '您好，我是知语金融的客服，想了解一下您近期有资金需求吗？'],
      nodeId: 'greet',
      recognition: { intentId: 'g-who', global: true },
      ended: false,
    });
    expect(state.nodeId).toBe('greet');
  });
  it('answers a global intent, then hangs up or transfers as it says', () => {
    expect(play(flow, ['我在开会']).turns[1]).toMatchObject({
      say: ['不好意思打扰了，稍后再联系您。'],
      ended: true,
      outcome: 'hangup',
    });
    expect(play(flow, ['有兴趣', '我要投诉']).turns[2]).toMatchObject({
      say: ['非常抱歉打扰您，马上为您转接人工。'],
      ended: true,
      outcome: 'transfer',
      nodeId: 'offer',
    });
  });
  it('hangs up after the round limit', () => {
    const f: BotFlow = {
      ...flow,
      nodes: [node('s', 'start'), node('q', 'speak', '还在吗？')],
      edges: [edge('a', 's', 'q'), edge('b', 'q', 'q', 'default')],
    };
    const { state, turns } = play(
      f,
      Array.from({ length: RUN_LIMITS.rounds + 1 }, () => '嗯'),
    );
    expect(turns[RUN_LIMITS.rounds].ended).toBe(false);
    expect(state).toMatchObject({ ended: true, outcome: 'hangup' });
  });
  it('is deterministic: the same answers give the same turns', () => {
    const answers = ['你是谁', '有兴趣', null, '好的'];
    expect(play(flow, answers)).toEqual(play(flow, answers));
    expect(replyTo(flow, startRun(flow).state, '没兴趣', recognise).turn.outcome).toBe('hangup');
  });
});
