import type { FlowRuleRow } from '@zhiyu/contract/modules/learnself/pool';
import { describe, expect, it } from 'vitest';
import { finishedRules, RULE_POLL_MS, ruleBody, rulePollMs, toRuleForm } from './rule.values.ts';

const rule = (over: Partial<FlowRuleRow> = {}): FlowRuleRow => ({
  id: 'r1',
  name: 'inbound',
  source: 'call',
  botId: 'bot-1',
  channelId: null,
  schedule: 'manual',
  onlyUnrecognised: false,
  scoreMax: 0.6,
  firstDays: 7,
  enabled: true,
  lastRunAt: null,
  lastPooled: 0,
  jobId: null,
  createdAt: 1,
  ...over,
});

describe('flow-back rule form ↔ request (requirements R4 §1)', () => {
  it('an edited rule round-trips through the form (switches as 1 / 0)', () => {
    const form = toRuleForm(rule());
    expect(form).toMatchObject({ onlyUnrecognised: 0, enabled: 1, scoreMax: 0.6, botId: 'bot-1' });
    expect(ruleBody({ ...form })).toEqual({
      name: 'inbound',
      source: 'call',
      botId: 'bot-1',
      channelId: null,
      schedule: 'manual',
      onlyUnrecognised: false,
      scoreMax: 0.6,
      firstDays: 7,
      enabled: true,
    });
  });

  it('a text rule names a channel, not a bot; unrecognised only drops the score limit', () => {
    expect(
      ruleBody({
        name: ' chat ',
        source: 'text',
        botId: 'bot-1',
        channelId: 'ch-1',
        onlyUnrecognised: 1,
        scoreMax: 0.3,
        firstDays: 30,
        enabled: 0,
      }),
    ).toEqual({
      name: 'chat',
      source: 'text',
      botId: null,
      channelId: 'ch-1',
      schedule: 'daily',
      onlyUnrecognised: true,
      scoreMax: null,
      firstDays: 30,
      enabled: false,
    });
  });

  it('polls every 2 s while a rule runs, and names the rules whose run finished', () => {
    const running = [rule({ jobId: 'job-1' }), rule({ id: 'r2', jobId: null })];
    expect(rulePollMs(running)).toBe(RULE_POLL_MS);
    expect(rulePollMs([rule()])).toBe(false);
    expect(rulePollMs(undefined)).toBe(false);
    const after = [rule({ jobId: null, lastPooled: 12 }), rule({ id: 'r2' })];
    expect(finishedRules(running, after).map((r) => [r.id, r.lastPooled])).toEqual([['r1', 12]]);
    expect(finishedRules(undefined, after)).toEqual([]);
    expect(finishedRules(running, running)).toEqual([]);
  });

  it('tells the end of a run started here even when it was never seen running (a short run)', () => {
    const started = new Map([['r1', null]]);
    expect(rulePollMs([rule()], started)).toBe(RULE_POLL_MS);
    // Not run yet: the list still shows the last run time it had when started.
    expect(finishedRules([rule()], [rule()], started)).toEqual([]);
    const ran = rule({ lastRunAt: 5, lastPooled: 3 });
    expect(finishedRules([rule()], [ran], started)).toEqual([ran]);
  });
});
