import { describe, expect, it } from 'vitest';
import { type KbEntry, KbIndex } from '../../../src/modules/aikb/retrieval/kb-index.ts';
import { normalise } from '../../../src/modules/aikb/retrieval/segment.ts';

const item = (id: string, question: string): KbEntry => ({
  key: `item:${id}`,
  kind: 'item',
  refId: id,
  libraryId: 'lib',
  question,
  similar: [],
  text: '',
  enabled: true,
});
const index = () =>
  new KbIndex([
    item('refund', '退款多久能到账'),
    item('bill', '话费怎么交'),
    item('invoice', '发票怎么开'),
    item('repair', '宽带报修电话'),
    item('return', '退货的运费谁出'),
  ]);
const top = (ix: KbIndex, q: string) => ix.search(q, { threshold: 0, topN: 1 })[0]?.refId;
const repaired = (ix: KbIndex, q: string) =>
  // The repair the search applies, read through the index's own words.
  (ix as unknown as { sounds: { repairQuery(q: string, w: unknown): string }; words: unknown }).sounds.repairQuery(
    q,
    (ix as unknown as { words: unknown }).words,
  );

describe('normalisation and sound-alike repair', () => {
  it('reads traditional characters and full-width forms as simplified, half-width', () => {
    expect(normalise('寬頻報修，帳單ＡＢＣ１２３')).toBe('宽频报修,账单abc123');
    const ix = index();
    expect(top(ix, '寬帶報修電話是多少')).toBe('repair');
    expect(top(ix, '話費怎麼交')).toBe('bill');
  });

  it('repairs a word mis-heard as another of its sound, split apart or whole', () => {
    const ix = index();
    expect(normalise(repaired(ix, '推款怎么还没到'))).toBe('退款怎么还没到');
    expect(normalise(repaired(ix, '化费怎么交啊'))).toBe('话费怎么交啊');
    expect(normalise(repaired(ix, '发飘在哪开'))).toBe('发票在哪开');
    expect(top(ix, '推款怎么还没到')).toBe('refund');
    expect(top(ix, '发飘在哪开')).toBe('invoice');
    // The repaired word scores as the word itself does.
    const [a] = ix.search('化费怎么交', { threshold: 0 });
    const [b] = ix.search('话费怎么交', { threshold: 0 });
    expect(a.score).toBe(b.score);
  });

  it('leaves words the index holds, stop words and runs across words alone', () => {
    const ix = index();
    for (const q of ['退货的运费谁出', '我想问一下退款', '退款到哪里了']) expect(repaired(ix, q)).toBe(q);
    // 货的 sounds like 获得, but 货 belongs to 退货: no repair across a word boundary.
    ix.upsert(item('gain', '获得积分'));
    expect(repaired(ix, '退货的运费谁出')).toBe('退货的运费谁出');
  });

  it('forgets the sound of a word no longer indexed', () => {
    const ix = index();
    ix.remove('item:refund');
    expect(normalise(repaired(ix, '推款怎么还没到'))).toBe('推款怎么还没到');
  });
});
