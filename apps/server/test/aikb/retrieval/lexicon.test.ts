/**
 * A tenant's own synonym groups in the retrieval engine (lexicon.ts): found whole before the text
 * is segmented (the longest at each position), searched as their group's first word on both the
 * indexed and the query side, written in any width or script, and left alone by the sound-alike
 * repair.
 */
import { describe, expect, it } from 'vitest';
import { type KbEntry, KbIndex } from '../../../src/modules/aikb/retrieval/kb-index.ts';
import { TenantLexicon } from '../../../src/modules/aikb/retrieval/lexicon.ts';
import { segment } from '../../../src/modules/aikb/retrieval/segment.ts';

const item = (id: string, question: string, similar: string[] = []): KbEntry => ({
  key: `item:${id}`,
  kind: 'item',
  refId: id,
  libraryId: 'lib',
  question,
  similar,
  text: '',
  enabled: true,
});
const ENTRIES = [
  item('transfer', '携号转网怎么办理', ['携号转网的办理流程']),
  item('broadband', '宽带怎么报装', ['新装宽带流程']),
  item('bill', '话费余额怎么查询', ['查话费']),
];
const lex = new TenantLexicon([
  ['携号转网', '换个运营商', '换运营商', '转网'],
  ['WiFi', '无线网'],
]);
type Repairs = { sounds: { repairQuery(q: string, w: unknown, l: unknown): string }; words: unknown };
/** The query as the index's sound-alike repair rewrites it, with the index's own groups. */
const repaired = (ix: KbIndex, q: string) => {
  const inner = ix as unknown as Repairs;
  return inner.sounds.repairQuery(q, inner.words, ix.lexicon);
};
const top = (ix: KbIndex, q: string) => ix.search(q, { threshold: 0.35, topN: 1 })[0]?.refId;

describe('the tenant lexicon', () => {
  it('cuts a text at its words, the longest at each position, and says when none occurs', () => {
    expect(lex.split('我想换个运营商可以吗')).toEqual([
      { text: '我想', word: false },
      { text: '换个运营商', word: true },
      { text: '可以吗', word: false },
    ]);
    expect(lex.split('换运营商')).toEqual([{ text: '换运营商', word: true }]);
    expect(lex.split('宽带怎么报装')).toBeNull();
    // Normalised as the search normalises: lower case.
    expect(lex.canonical('wifi')).toBe('wifi');
    expect(lex.canonical('无线网')).toBe('wifi');
  });

  it('keeps a word whole and searches it as its group word', () => {
    expect(segment('我想换个运营商', lex)).toEqual(['携号转网']);
    expect(segment('转网要多久', lex)).toEqual(['携号转网', '多久']);
    // Without the tenant's groups the same text is cut as usual.
    expect(segment('我想换个运营商')).not.toContain('携号转网');
  });

  it('answers a wording of a group from the item worded with another, and only with the groups', () => {
    const plain = new KbIndex(ENTRIES);
    const own = new KbIndex(ENTRIES, lex);
    for (const q of ['我想换个运营商', '換運營商要怎麼弄', '转网怎么弄']) {
      expect(top(own, q), q).toBe('transfer');
    }
    expect(top(plain, '我想换个运营商')).toBeUndefined();
    // What the groups do not touch is answered as before.
    expect(top(own, '查一下话费')).toBe('bill');
    expect(top(own, '新装宽带')).toBe('broadband');
  });

  it('is not repaired into another word of the same sound', () => {
    // A library about an enterprise private network (专网) but not about number transfer: 转网
    // sounds like 专网, so without the groups the repair reads it as 专网 and the visitor would be
    // answered about the wrong thing; with them, 转网 is the tenant's own word and stays.
    const entries = [item('private', '企业专网怎么申请'), ENTRIES[2]];
    expect(repaired(new KbIndex(entries), '转网要多久')).toBe('专网要多久');
    expect(repaired(new KbIndex(entries, lex), '转网要多久')).toBe('转网要多久');
    expect(top(new KbIndex(entries, lex), '转网要多久')).toBeUndefined();
  });
});
