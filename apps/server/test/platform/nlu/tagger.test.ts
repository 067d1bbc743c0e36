import { readFileSync } from 'node:fs';
import { formatMarkup, parseMarkup, type Span } from '@zhiyu/contract/modules/learnself/entities';
import { describe, expect, it } from 'vitest';
import { spansOf, tag, tagsOf, trainTagger } from '../../../src/platform/nlu/tagger.ts';
import { entityMetrics, loadTagger, serialiseTagger } from '../../../src/platform/nlu/tagger-io.ts';

const fixture = JSON.parse(
  readFileSync(new URL('../../fixtures/nlu/ner-callcentre.json', import.meta.url), 'utf8'),
) as {
  train: string[];
  heldout: string[];
};
const parsed = (lines: string[]) =>
  lines.map((l) => {
    const p = parseMarkup(l);
    if ('error' in p) throw new Error(`${l}: ${p.error}`);
    return p;
  });

describe('entity markup', () => {
  it('reads entities with code-point positions and built-in type names, and writes them back', () => {
    const p = parseMarkup('我叫[张三](人名)，电话[13800001111](Phone)，[VIP](客户等级)');
    expect(p).toEqual({
      text: '我叫张三，电话13800001111，VIP',
      spans: [
        { start: 2, end: 4, type: 'person' },
        { start: 7, end: 18, type: 'phone' },
        { start: 19, end: 22, type: '客户等级' },
      ],
    });
    if ('error' in p) return;
    expect(formatMarkup(p.text, p.spans)).toBe('我叫[张三](person)，电话[13800001111](phone)，[VIP](客户等级)');
  });

  it('names what is wrong with bad markup', () => {
    expect(parseMarkup('我叫[张三')).toEqual({ error: 'unclosed' });
    expect(parseMarkup('我叫张三](人名)')).toEqual({ error: 'unclosed' });
    expect(parseMarkup('我叫[](人名)')).toEqual({ error: 'emptyEntity' });
    expect(parseMarkup('我叫[张三]( )')).toEqual({ error: 'emptyType' });
    expect(parseMarkup(`[张三](${'型'.repeat(51)})`)).toEqual({ error: 'typeTooLong' });
    expect(parseMarkup('没有实体的一句话')).toEqual({ text: '没有实体的一句话', spans: [] });
  });
});

describe('BIO tags', () => {
  it('turn spans into tags and back', () => {
    const spans: Span[] = [
      { start: 0, end: 2, type: 'person' },
      { start: 2, end: 3, type: 'date' },
      { start: 5, end: 7, type: 'person' },
    ];
    const tags = tagsOf('张三今天找李四', spans);
    expect(tags).toEqual(['B-person', 'I-person', 'B-date', 'O', 'O', 'B-person', 'I-person']);
    expect(spansOf(tags)).toEqual(spans);
  });
});

describe('entity metrics', () => {
  it('count exact matches only', () => {
    const gold: Span[][] = [[{ start: 0, end: 2, type: 'person' }], [{ start: 1, end: 3, type: 'date' }]];
    const pred: Span[][] = [[{ start: 0, end: 2, type: 'person' }], [{ start: 1, end: 4, type: 'date' }]];
    const m = entityMetrics(gold, pred);
    expect(m.precision).toBe(0.5);
    expect(m.recall).toBe(0.5);
    expect(m.exact).toBe(0.5);
    expect(m.perType.map((t) => [t.type, t.f1])).toEqual([
      ['date', 0],
      ['person', 1],
    ]);
  });
});

describe('the sequence tagger', () => {
  const train = parsed(fixture.train);
  const heldout = parsed(fixture.heldout);
  const model = trainTagger(train);

  it('finds the entities of held-out utterances written apart from its training set', () => {
    const m = entityMetrics(
      heldout.map((h) => h.spans),
      heldout.map((h) => tag(model, h.text)),
    );
    console.log(
      `ner held-out: precision ${(m.precision * 100).toFixed(1)} %, recall ${(m.recall * 100).toFixed(1)} %, F1 ${(m.f1 * 100).toFixed(1)} %`,
    );
    // Phone numbers, dates and amounts have a shape; names and places are learnt from 48 utterances.
    expect(m.f1).toBeGreaterThanOrEqual(0.6);
    const phone = m.perType.find((t) => t.type === 'phone');
    expect(phone?.f1).toBe(1);
    // An utterance without entities gets none.
    expect(tag(model, '帮我查下余额')).toEqual([]);
  });

  it('is the same after a trip through bytes, and trains the same twice', () => {
    const again = loadTagger(serialiseTagger(model));
    for (const h of heldout) expect(tag(again, h.text)).toEqual(tag(model, h.text));
    const twice = trainTagger(train);
    expect(serialiseTagger(twice).equals(serialiseTagger(model))).toBe(true);
  });

  it('returns the text of each entity it finds', () => {
    const [found] = tag(model, '请打13912340000');
    expect(found).toEqual({ start: 2, end: 13, type: 'phone', text: '13912340000' });
  });
});
