import { describe, expect, it } from 'vitest';
import {
  type CallFacts,
  type GradeLevel,
  type GradeRule,
  gradeOf,
  ruleHolds,
  ruleProblem,
} from '../src/rules/intention.ts';

const facts: CallFacts = {
  rounds: 5,
  durationSec: 90,
  intents: ['有意向', '询问价格', '有意向'],
  nodeIds: ['n-greet', 'n-offer', 'n-offer', 'n-end'],
  userTexts: ['你好', '价格多少？Price', '可以，加我微信'],
};
const holds = (r: GradeRule) => ruleHolds(r, facts);

describe('intention rules (requirements §3 operators 0 >, 1 =, 2 <, 3 ≥, 4 ≤)', () => {
  it.each([
    ['rounds', 0, 4, true],
    ['rounds', 0, 5, false],
    ['rounds', 1, 5, true],
    ['rounds', 1, 4, false],
    ['rounds', 2, 6, true],
    ['rounds', 2, 5, false],
    ['rounds', 3, 5, true],
    ['rounds', 3, 6, false],
    ['rounds', 4, 5, true],
    ['rounds', 4, 4, false],
    ['duration', 0, 89, true],
    ['duration', 1, 90, true],
    ['duration', 2, 90, false],
    ['duration', 3, 91, false],
    ['duration', 4, 90, true],
  ] as const)('number fact %s op %i value %i → %s', (fact, op, value, want) => {
    expect(holds({ fact, op, value })).toBe(want);
  });

  it('intent: = means recognised at least once; the others compare the hit count', () => {
    expect(holds({ fact: 'intent', op: 1, value: '有意向' })).toBe(true);
    expect(holds({ fact: 'intent', op: 1, value: '拒绝' })).toBe(false);
    expect(holds({ fact: 'intent', op: 0, value: '有意向', count: 1 })).toBe(true);
    expect(holds({ fact: 'intent', op: 0, value: '有意向', count: 2 })).toBe(false);
    expect(holds({ fact: 'intent', op: 3, value: '有意向', count: 2 })).toBe(true);
    expect(holds({ fact: 'intent', op: 2, value: '拒绝', count: 1 })).toBe(true);
    expect(holds({ fact: 'intent', op: 4, value: '询问价格', count: 0 })).toBe(false);
  });

  it('node: visits of the node id', () => {
    expect(holds({ fact: 'node', op: 1, value: 'n-offer' })).toBe(true);
    expect(holds({ fact: 'node', op: 1, value: 'n-none' })).toBe(false);
    expect(holds({ fact: 'node', op: 3, value: 'n-offer', count: 2 })).toBe(true);
    expect(holds({ fact: 'node', op: 0, value: 'n-offer', count: 2 })).toBe(false);
  });

  it("keyword: the callee's utterances containing it, case-insensitive", () => {
    expect(holds({ fact: 'keyword', op: 1, value: '微信' })).toBe(true);
    expect(holds({ fact: 'keyword', op: 1, value: 'price' })).toBe(true);
    expect(holds({ fact: 'keyword', op: 1, value: '不需要' })).toBe(false);
    expect(holds({ fact: 'keyword', op: 2, value: '不需要', count: 1 })).toBe(true);
    expect(holds({ fact: 'keyword', op: 4, value: '你', count: 0 })).toBe(false);
  });
});

describe('gradeOf', () => {
  const A: GradeLevel = {
    name: 'A',
    priority: 0,
    validity: 0,
    rules: [
      { fact: 'intent', op: 1, value: '有意向' },
      { fact: 'rounds', op: 3, value: 6 },
    ],
  };
  const B: GradeLevel = { name: 'B', priority: 1, validity: 0, rules: [{ fact: 'intent', op: 1, value: '有意向' }] };
  const F: GradeLevel = { name: 'F', priority: 9, validity: 0, rules: [] };

  it('takes the first level in priority order whose rules all hold', () => {
    expect(gradeOf([F, B, A], facts)).toBe('B');
    expect(gradeOf([F, B, A], { ...facts, rounds: 6 })).toBe('A');
    expect(gradeOf([F, B, A], { ...facts, intents: [] })).toBe('F');
  });

  it('skips invalid levels (validity 1)', () => {
    expect(gradeOf([{ ...B, validity: 1 }, F], facts)).toBe('F');
  });

  it('equal priorities keep their given order; no level matching gives null', () => {
    expect(gradeOf([{ ...F, name: 'X', priority: 1 }, B], facts)).toBe('X');
    expect(gradeOf([A], facts)).toBeNull();
    expect(gradeOf([], facts)).toBeNull();
  });
});

describe('ruleProblem', () => {
  it('refuses malformed rules and accepts good ones', () => {
    expect(ruleProblem({ fact: 'rounds', op: 0, value: 'x' })).toBe('numberValue');
    expect(ruleProblem({ fact: 'duration', op: 0, value: -1 })).toBe('numberValue');
    expect(ruleProblem({ fact: 'duration', op: 0, value: 1.5 })).toBe('numberValue');
    expect(ruleProblem({ fact: 'intent', op: 1, value: '  ' })).toBe('hitValue');
    expect(ruleProblem({ fact: 'intent', op: 1, value: 3 })).toBe('hitValue');
    expect(ruleProblem({ fact: 'node', op: 0, value: 'n1' })).toBe('count');
    expect(ruleProblem({ fact: 'keyword', op: 3, value: 'k', count: -1 })).toBe('count');
    expect(ruleProblem({ fact: 'keyword', op: 3, value: 'k', count: 2 })).toBeNull();
    expect(ruleProblem({ fact: 'intent', op: 1, value: '有意向' })).toBeNull();
    expect(ruleProblem({ fact: 'rounds', op: 4, value: 0 })).toBeNull();
  });
});
