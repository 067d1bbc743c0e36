import { ITEMS_PER_ADD, UTTERANCE_MAX } from '@zhiyu/contract/modules/learnself/dataset';
import { describe, expect, it } from 'vitest';
import { parseUtterances, utteranceProblem } from './utterances.ts';

describe('parseUtterances (add utterances: one a line)', () => {
  it('trims each line and leaves blank lines out, whatever the line ends', () => {
    const p = parseUtterances('  book a visit \r\n\r\ncancel it\n   \nwhen is it\rthanks\n');
    expect(p.texts).toEqual(['book a visit', 'cancel it', 'when is it', 'thanks']);
    expect(p.tooLong).toEqual([]);
    expect(p.tooMany).toBe(false);
  });

  it('keeps repeats as typed (the server counts them as skipped)', () => {
    expect(parseUtterances('hi\nhi\nHi').texts).toEqual(['hi', 'hi', 'Hi']);
  });

  it('names the lines that are too long by their line number', () => {
    const long = 'x'.repeat(UTTERANCE_MAX + 1);
    const p = parseUtterances(`ok\n\n${long}\n${'y'.repeat(UTTERANCE_MAX)}\n${long}`);
    expect(p.tooLong).toEqual([3, 5]);
    expect(p.texts).toHaveLength(4);
  });

  it('flags more lines than one add takes', () => {
    const raw = Array.from({ length: ITEMS_PER_ADD + 1 }, (_, i) => `u${i}`).join('\n');
    expect(parseUtterances(raw).tooMany).toBe(true);
    expect(parseUtterances(raw.split('\n').slice(1).join('\n')).tooMany).toBe(false);
  });
});

describe('utteranceProblem', () => {
  it('says what stops the lines from being sent, or nothing', () => {
    expect(utteranceProblem(' \n \n')).toEqual({ key: 'item.textsEmpty', values: {} });
    expect(utteranceProblem('a\nb')).toBeNull();
    const many = Array.from({ length: ITEMS_PER_ADD + 2 }, (_, i) => `u${i}`).join('\n');
    expect(utteranceProblem(many)).toEqual({
      key: 'item.textsTooMany',
      values: { max: ITEMS_PER_ADD, count: ITEMS_PER_ADD + 2 },
    });
    expect(utteranceProblem(`a\n${'z'.repeat(UTTERANCE_MAX + 1)}`)).toEqual({
      key: 'item.textsTooLong',
      values: { lines: '2', max: UTTERANCE_MAX },
    });
  });
});
