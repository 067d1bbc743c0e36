import { describe, expect, it } from 'vitest';
import { KnowledgeInput } from '../src/modules/aikb/knowledge.ts';
import { itemAnswers, knowledgeProblems, normaliseSimilar } from '../src/rules/knowledge.ts';

describe('knowledge rules (issue 7 §1)', () => {
  it('an item answers while valid and within its effective period, ends included', () => {
    expect(itemAnswers({ validity: 0 }, 1)).toBe(true);
    expect(itemAnswers({ validity: 1 }, 1)).toBe(false);
    expect(itemAnswers({ validity: 0, effectiveFrom: 10, effectiveTo: 20 }, 10)).toBe(true);
    expect(itemAnswers({ validity: 0, effectiveFrom: 10, effectiveTo: 20 }, 20)).toBe(true);
    expect(itemAnswers({ validity: 0, effectiveFrom: 10, effectiveTo: 20 }, 21)).toBe(false);
    expect(itemAnswers({ validity: 0, effectiveFrom: 10 }, 9)).toBe(false);
  });

  it('similar questions: split on newline and either bar, trimmed, blanks and duplicates dropped', () => {
    expect(normaliseSimilar(' 甲 \n乙｜丙|甲\r\n\n')).toEqual(['甲', '乙', '丙']);
    expect(normaliseSimilar(['a', ' a ', '', 'b'])).toEqual(['a', 'b']);
    // Typed text splits as every entry box does: lines and both commas too.
    expect(normaliseSimilar('积分怎么用\n积分能干嘛，积分用途,积分')).toEqual([
      '积分怎么用',
      '积分能干嘛',
      '积分用途',
      '积分',
    ]);
  });

  it('names the cross-field problems', () => {
    expect(knowledgeProblems({ question: 'q', similar: ['q'], effectiveFrom: 2, effectiveTo: 1 })).toEqual([
      'period',
      'similarIsQuestion',
    ]);
    expect(knowledgeProblems({ question: 'q', similar: ['p'], effectiveFrom: 1, effectiveTo: 1 })).toEqual([]);
  });

  it('the create body applies the tag rules and the limits', () => {
    const ok = KnowledgeInput.parse({ libraryId: 'l', question: ' 问 ', answer: 'a', tags: '甲，乙,甲' });
    expect([ok.question, ok.tags, ok.type, ok.validity, ok.categoryId]).toEqual([
      '问',
      ['甲', '乙'],
      'qaScript',
      0,
      null,
    ]);
    expect(KnowledgeInput.safeParse({ libraryId: 'l', question: 'q', answer: 'a', type: 'x' }).success).toBe(false);
    const many = Array.from({ length: 51 }, (_, i) => `s${i}`);
    expect(KnowledgeInput.safeParse({ libraryId: 'l', question: 'q', answer: 'a', similar: many }).success).toBe(false);
  });
});
