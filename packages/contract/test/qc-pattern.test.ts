/** The keyword expressions of QC points (docs/aihelper-quality.md, Keyword expressions). */
import { describe, expect, it } from 'vitest';
import { QcRuleInput } from '../src/modules/aihelper/qc.ts';
import { matchPattern, parsePattern } from '../src/modules/aihelper/qc-pattern.ts';

const matches = (source: string, text: string) => {
  const p = parsePattern(source);
  if (!p.ok) throw new Error(p.error);
  const found: string[] = [];
  return matchPattern(p.node, text, found) ? found : null;
};

describe('keyword expressions', () => {
  it('reads and, or, not and parentheses, full-width operators too', () => {
    expect(matches('退款&(投诉|举报)', '不退款我就投诉')).toEqual(['退款', '投诉']);
    expect(matches('退款&(投诉|举报)', '不退款我就去举报')).toEqual(['退款', '举报']);
    expect(matches('退款&(投诉|举报)', '我要退款')).toBeNull();
    expect(matches('退款&!已解决', '退款的事已解决了')).toBeNull();
    expect(matches('退款＆（投诉｜举报）＆！已解决', '退款没解决我要投诉')).toEqual(['退款', '投诉']);
    // & binds tighter than |.
    expect(matches('甲|乙&丙', '甲')).toEqual(['甲']);
    expect(matches('甲|乙&丙', '乙')).toBeNull();
    expect(matches(' 投诉 ', '我要投诉')).toEqual(['投诉']);
  });

  it('names what is wrong with an expression', () => {
    expect(parsePattern('')).toEqual({ ok: false, error: 'empty' });
    expect(parsePattern('退款&')).toEqual({ ok: false, error: 'incomplete' });
    expect(parsePattern('(退款|投诉')).toEqual({ ok: false, error: 'unbalanced' });
    expect(parsePattern('退款)')).toEqual({ ok: false, error: 'unbalanced' });
    expect(parsePattern('退款 投诉')).toEqual({ ok: false, error: 'misplaced' });
    expect(parsePattern('&退款')).toEqual({ ok: false, error: 'misplaced' });
    expect(parsePattern('退'.repeat(21))).toEqual({ ok: false, error: 'wordTooLong' });
    expect(parsePattern(Array.from({ length: 31 }, (_, i) => `w${i}`).join('|'))).toEqual({
      ok: false,
      error: 'tooManyWords',
    });
    expect(parsePattern('x'.repeat(201))).toEqual({ ok: false, error: 'tooLong' });
    // Deep nesting stays within the length bound and parses.
    expect(parsePattern(`${'('.repeat(99)}a${')'.repeat(99)}`).ok).toBe(true);
    expect(parsePattern(`${'!'.repeat(150)}a`).ok).toBe(true);
  });

  it('is checked when a point is saved, and a scoring rule needs points', () => {
    const base = { name: 'p', kind: 'pattern' as const };
    expect(QcRuleInput.safeParse({ ...base, pattern: '退款&(投诉' }).success).toBe(false);
    expect(QcRuleInput.safeParse({ ...base, pattern: '退款&投诉' }).success).toBe(true);
    expect(QcRuleInput.safeParse({ ...base, pattern: '退款', strategy: 1 }).success).toBe(false);
    expect(QcRuleInput.safeParse({ ...base, pattern: '退款', strategy: 1, score: -5, cap: 20 }).success).toBe(true);
    expect(QcRuleInput.safeParse({ name: 'i', kind: 'intent', words: [] }).success).toBe(false);
    expect(QcRuleInput.safeParse({ name: 'i', kind: 'intent', words: ['查询账单余额与本月消费明细'] }).success).toBe(
      true,
    );
    expect(QcRuleInput.safeParse({ name: 'f', kind: 'forbidden', words: ['太'.repeat(21)] }).success).toBe(false);
  });
});
