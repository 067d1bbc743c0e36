import { describe, expect, it } from 'vitest';
import { CallbackUpdate } from '../src/modules/aicall/callback.ts';
import { DEFAULT_SIMULATION, LineInput, LineSimulation, SIMULATION_CAUSE_CODES } from '../src/modules/aicall/line.ts';
import { renderSms, smsTemplateProblem, smsVariablesOf } from '../src/modules/aicall/sms.ts';
import { classifyCause } from '../src/rules/call-result.ts';

describe('SMS template rules', () => {
  const allowed = ['姓名', '手机号', '城市'];
  it('finds the distinct variables in order', () => {
    expect(smsVariablesOf('{姓名}在{城市}，{姓名}')).toEqual(['姓名', '城市']);
    expect(smsVariablesOf('no variables')).toEqual([]);
  });
  it('names unknown variables and lone braces', () => {
    expect(smsTemplateProblem('{姓名}您好', allowed)).toBeNull();
    expect(smsTemplateProblem('{年龄}{星座}{年龄}', allowed)).toEqual({ kind: 'unknown', names: ['年龄', '星座'] });
    expect(smsTemplateProblem('您好{姓名', allowed)).toEqual({ kind: 'unbalanced' });
    expect(smsTemplateProblem('}{', allowed)).toEqual({ kind: 'unbalanced' });
    expect(smsTemplateProblem('{}', allowed)).toEqual({ kind: 'unknown', names: [''] });
  });
  it('renders values, empty for missing ones', () => {
    expect(renderSms('{姓名}您好，{城市}见', { 姓名: '张三' })).toBe('张三您好，见');
  });
});

describe('simulated line profile', () => {
  it('the default profile is valid and uses only requirements §4 codes that are not success', () => {
    expect(LineSimulation.parse(DEFAULT_SIMULATION)).toEqual(DEFAULT_SIMULATION);
    for (const code of SIMULATION_CAUSE_CODES) expect(classifyCause(code), String(code)).not.toBe('success');
  });
  it('refuses unknown codes, no weight for unanswered calls and rates over 1', () => {
    const bad = (o: Partial<typeof DEFAULT_SIMULATION>) =>
      LineSimulation.safeParse({ ...DEFAULT_SIMULATION, ...o }).success;
    expect(bad({ causeWeights: { '0': 1 } })).toBe(false);
    expect(bad({ causeWeights: {} })).toBe(false);
    expect(bad({ answerRate: 1, causeWeights: {} })).toBe(true);
    expect(bad({ unrecognisedRate: 0.6, silenceRate: 0.5 })).toBe(false);
    expect(bad({ roundMs: 1.5 })).toBe(false);
  });
  it('normalises a typed number', () => {
    expect(LineInput.parse({ number: '（021）6666-0001' }).number).toBe('02166660001');
    expect(LineInput.safeParse({ number: '12ab' }).success).toBe(false);
  });
});

describe('callback settings', () => {
  it('takes only http(s) URLs or none, and secrets of 16+ characters without spaces', () => {
    expect(CallbackUpdate.safeParse({ url: 'https://a.example/x', enabled: 1 }).success).toBe(true);
    expect(CallbackUpdate.safeParse({ url: '', enabled: 0, secret: '' }).success).toBe(true);
    expect(CallbackUpdate.safeParse({ url: 'ftp://a', enabled: 0 }).success).toBe(false);
    expect(CallbackUpdate.safeParse({ url: '', enabled: 0, secret: 'short' }).success).toBe(false);
    expect(CallbackUpdate.safeParse({ url: '', enabled: 0, secret: 'with a space in it!!' }).success).toBe(false);
  });
});
