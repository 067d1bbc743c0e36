import { describe, expect, it } from 'vitest';
import { spansOfMarking, withSpan } from './entity.card.tsx';

describe('entity marking on the workbench', () => {
  it('reads a marking of the utterance, and nothing from noise, another utterance or bad markup', () => {
    expect(spansOfMarking('我叫张三', '我叫[张三](person)')).toEqual([{ start: 2, end: 4, type: 'person' }]);
    expect(spansOfMarking('我叫张三', '__noise__')).toEqual([]);
    expect(spansOfMarking('我叫张三', '我叫[李四](person)')).toEqual([]);
    expect(spansOfMarking('我叫张三', '我叫[张三(person)')).toEqual([]);
    expect(spansOfMarking('我叫张三', undefined)).toEqual([]);
  });

  it('puts a new entity in place of those it overlaps, in order', () => {
    const spans = [
      { start: 0, end: 2, type: 'person' },
      { start: 4, end: 6, type: 'date' },
    ];
    expect(withSpan(spans, { start: 1, end: 3, type: 'organisation' })).toEqual([
      { start: 1, end: 3, type: 'organisation' },
      { start: 4, end: 6, type: 'date' },
    ]);
    expect(withSpan(spans, { start: 2, end: 4, type: 'amount' })).toEqual([
      { start: 0, end: 2, type: 'person' },
      { start: 2, end: 4, type: 'amount' },
      { start: 4, end: 6, type: 'date' },
    ]);
  });
});
