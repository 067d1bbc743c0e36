import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THRESHOLD,
  DEFAULT_TOP_N,
  type KbEntry,
  type KbHit,
  KbIndex,
  SUGGEST_THRESHOLD,
} from '../../../src/modules/aikb/retrieval/kb-index.ts';

const item = (id: string, question: string, similar: string[] = [], extra: Partial<KbEntry> = {}): KbEntry => ({
  key: `item:${id}`,
  kind: 'item',
  refId: id,
  libraryId: 'L1',
  question,
  similar,
  text: '',
  enabled: true,
  ...extra,
});
const seg = (id: string, text: string, extra: Partial<KbEntry> = {}): KbEntry => ({
  key: `seg:${id}`,
  kind: 'segment',
  refId: id,
  libraryId: 'L1',
  question: '',
  similar: [],
  text,
  enabled: true,
  ...extra,
});
const keys = (hits: KbHit[]) => hits.map((h) => h.key);
const all = { threshold: 0, topN: 100 };

const base = () => [
  item('1', '怎么修改收货地址', ['订单地址填错了怎么改']),
  item('2', '退款多久到账', ['钱什么时候退回来']),
  item('3', '如何申请退货', ['不想要了怎么退', '七天无理由退货怎么操作']),
  item('4', '怎么开发票', ['需要发票怎么申请']),
  item('5', '会员等级有什么权益', ['会员有什么好处']),
  seg('s1', '会员积分规则：积分有效期为两年，每年 12 月 31 日清除上一年度获得且未使用的积分。积分不可兑换现金。'),
  seg('s2', '用户协议：平台按页面展示的时间发货。用户申请退货时应保持商品完好。隐私条款另见附件。'),
];

describe('knowledge index: search', () => {
  it('finds the standard question, a similar question or a segment, and says which field matched', () => {
    const ix = new KbIndex(base());
    const [q] = ix.search('收货地址怎么修改');
    expect(q).toMatchObject({ key: 'item:1', kind: 'item', refId: '1', libraryId: 'L1', field: 'question' });
    expect(q.matched).toBe('怎么修改收货地址');
    expect(ix.search('订单地址填错了要改')[0]).toMatchObject({ key: 'item:1', field: 'similar' });
    expect(ix.search('订单地址填错了要改')[0].matched).toBe('订单地址填错了怎么改');
    const [s] = ix.search('积分有效期是多久');
    expect(s).toMatchObject({ key: 'seg:s1', kind: 'segment', refId: 's1', field: 'segment' });
    expect(s.matched).toContain('积分有效期为两年');
  });

  it('scores lie in 0..1, sorted high to low, at most topN (default 5), none under the threshold', () => {
    const ix = new KbIndex(base());
    const hits = ix.search('退货退款', all);
    expect(hits.length).toBeGreaterThan(2);
    for (const h of hits) expect(h.score).toBeGreaterThanOrEqual(0);
    for (const h of hits) expect(h.score).toBeLessThanOrEqual(1);
    expect(hits.map((h) => h.score)).toEqual([...hits.map((h) => h.score)].sort((a, b) => b - a));
    expect(ix.search('退货退款', { threshold: 0, topN: 2 })).toEqual(hits.slice(0, 2));
    expect(ix.search('退货退款', { threshold: 0 }).length).toBeLessThanOrEqual(DEFAULT_TOP_N);
    const cut = hits[1].score;
    expect(ix.search('退货退款', { threshold: cut, topN: 100 }).every((h) => h.score >= cut)).toBe(true);
    // The same question asked exactly scores near the top of the scale and passes the default threshold.
    const exact = ix.search('怎么修改收货地址')[0];
    expect(exact.score).toBeGreaterThan(0.9);
    expect(exact.score).toBeGreaterThanOrEqual(DEFAULT_THRESHOLD);
    expect(SUGGEST_THRESHOLD).toBeLessThan(DEFAULT_THRESHOLD);
  });

  it('a hit on a question ranks above a passing mention in a segment', () => {
    const ix = new KbIndex(base());
    const hits = ix.search('申请退货', all);
    expect(hits[0].key).toBe('item:3');
    const segHit = hits.find((h) => h.key === 'seg:s2');
    expect(segHit?.field).toBe('segment');
    expect(segHit!.score).toBeLessThan(hits[0].score);
  });

  it('finds nothing for empty, punctuation-only or stop-word-only queries, or with topN 0', () => {
    const ix = new KbIndex(base());
    for (const q of ['', '   ', '？？！！', '请问一下你好', 'the']) expect(ix.search(q, all)).toEqual([]);
    expect(ix.search('退货', { topN: 0, threshold: 0 })).toEqual([]);
    expect(new KbIndex().search('退货', all)).toEqual([]);
  });

  it('libraryIds limits the libraries searched; an empty or unknown list finds nothing', () => {
    const ix = new KbIndex([
      item('a', '怎么开发票', [], { libraryId: 'L1' }),
      item('b', '怎么开发票', [], { libraryId: 'L2' }),
    ]);
    expect(keys(ix.search('开发票', all)).sort()).toEqual(['item:a', 'item:b']);
    expect(keys(ix.search('开发票', { ...all, libraryIds: ['L2'] }))).toEqual(['item:b']);
    expect(keys(ix.search('开发票', { ...all, libraryIds: ['L1', 'L2'] })).sort()).toEqual(['item:a', 'item:b']);
    expect(ix.search('开发票', { ...all, libraryIds: [] })).toEqual([]);
    expect(ix.search('开发票', { ...all, libraryIds: ['L9'] })).toEqual([]);
  });
});

describe('knowledge index: changes', () => {
  it('editing an item changes what finds it: the old wording no longer does, the new one does', () => {
    const ix = new KbIndex(base());
    expect(ix.search('修改收货地址')[0].key).toBe('item:1');
    ix.upsert(item('1', '支持哪些快递公司', ['可以指定快递吗']));
    expect(keys(ix.search('修改收货地址', all))).not.toContain('item:1');
    const [hit] = ix.search('你们发哪家快递');
    expect(hit).toMatchObject({ key: 'item:1', field: 'question', matched: '支持哪些快递公司' });
    expect(ix.size).toBe(7);
  });

  it('removing an entry makes it unfindable; removing an unknown key changes nothing', () => {
    const ix = new KbIndex(base());
    ix.remove('item:4');
    expect(ix.size).toBe(6);
    expect(keys(ix.search('怎么开发票', all))).not.toContain('item:4');
    ix.remove('seg:s1');
    expect(keys(ix.search('积分有效期', all))).not.toContain('seg:s1');
    const before = ix.search('退款多久到账', all);
    ix.remove('item:nope');
    expect(ix.size).toBe(5);
    expect(ix.search('退款多久到账', all)).toEqual(before);
  });

  it('disabled entries are never returned, and come back once enabled', () => {
    const ix = new KbIndex([...base(), item('6', '怎么开发票', ['开发票'], { enabled: false })]);
    expect(ix.size).toBe(8);
    expect(keys(ix.search('怎么开发票', all))).not.toContain('item:6');
    ix.upsert(seg('s1', '会员积分规则：积分有效期为两年。', { enabled: false }));
    expect(keys(ix.search('积分有效期', all))).not.toContain('seg:s1');
    ix.upsert(item('6', '怎么开发票', ['开发票']));
    expect(keys(ix.search('怎么开发票', all))).toContain('item:6');
  });

  it('after any mix of edits and removals it searches exactly like an index built from scratch', () => {
    const live = new KbIndex();
    const final = new Map<string, KbEntry>();
    const words = ['退货', '退款', '发票', '快递', '会员', '积分', '地址', '修改', '密码', '优惠券', '运费', '客服'];
    let seed = 7;
    const rnd = (n: number) => {
      // mulberry32: a small seeded generator, so the sequence is the same on every run
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) % n;
    };
    const phrase = () => `${words[rnd(12)]}${words[rnd(12)]}怎么${words[rnd(12)]}`;
    for (let step = 0; step < 600; step++) {
      const id = String(rnd(60));
      if (rnd(4) === 0) {
        live.remove(`item:${id}`);
        final.delete(`item:${id}`);
      } else {
        const e = item(id, phrase(), [phrase(), phrase()], { libraryId: `L${rnd(3)}`, enabled: rnd(6) > 0 });
        live.upsert(e);
        final.set(e.key, e);
      }
    }
    const fresh = new KbIndex([...final.values()]);
    expect(live.size).toBe(fresh.size);
    let compared = 0;
    const top10 = { threshold: 0, topN: 10 };
    for (let i = 0; i < 40; i++) {
      const q = phrase();
      const a = live.search(q, top10);
      const b = fresh.search(q, top10);
      compared += a.length;
      // Same statistics, same scores: the ranked scores match, and so does every entry both find
      // (entries tied at the candidate cut may be picked in another order).
      expect(a.map((h) => h.score)).toEqual(b.map((h) => h.score));
      const scoreOf = new Map(b.map((h) => [h.key, h.score]));
      for (const h of a) if (scoreOf.has(h.key)) expect(h.score).toBeCloseTo(scoreOf.get(h.key)!, 3);
    }
    expect(compared).toBeGreaterThan(200);
  });

  it('a malformed entry is refused with a clear error and changes nothing', () => {
    const ix = new KbIndex(base());
    const before = ix.search('退货', all);
    const bad: unknown[] = [
      { ...item('1', '新问题'), key: '' },
      { ...item('1', '新问题'), kind: 'faq' },
      { ...item('1', '新问题'), similar: '不是列表' },
      { ...item('1', '新问题'), similar: [1] },
      { ...item('1', '新问题'), enabled: 'yes' },
      { ...item('1', '新问题'), question: null },
      null,
    ];
    for (const e of bad) expect(() => ix.upsert(e as KbEntry)).toThrow(/knowledge entry .*: /);
    expect(ix.size).toBe(7);
    expect(ix.search('退货', all)).toEqual(before);
    expect(ix.search('修改收货地址')[0].key).toBe('item:1');
  });
});
