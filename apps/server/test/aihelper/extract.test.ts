/**
 * Extraction for smart form filling (aihelper/extract): each entity type on cases written with the
 * extractor (its tuning cases), then precision and recall per type printed over a held-out set of
 * utterances written apart from it (test/fixtures/aihelper-extract/heldout.json), whose misses are
 * not read for tuning.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { luhn, validIdCard } from '../../src/modules/aihelper/extract/checks.ts';
import { ENTITY_TYPES, type EntityType, extract, matchOption } from '../../src/modules/aihelper/extract/extract.ts';
import { cnNumber } from '../../src/modules/aihelper/extract/numbers.ts';

const REF = new Date('2026-11-25T10:00:00+08:00');
const values = (text: string, type: EntityType) =>
  extract(text, REF)
    .filter((e) => e.type === type)
    .map((e) => e.value);

describe('extraction, on its own cases', () => {
  it('reads Chinese numbers', () => {
    const cases: [string, number][] = [
      ['三千八百六十', 3860],
      ['一万二', 12000],
      ['两千五', 2500],
      ['一百零五', 105],
      ['十五', 15],
      ['四百二', 420],
      ['1.5万', 15000],
      ['二十万', 200000],
    ];
    for (const [s, n] of cases) expect(cnNumber(s), s).toBe(n);
    expect(cnNumber('三四')).toBeNull();
  });

  it('checks ID numbers and card numbers', () => {
    expect(validIdCard('11010519491231002X')).toBe(true);
    expect(validIdCard('110105194912310021')).toBe(false);
    expect(validIdCard('110105194913310024')).toBe(false);
    expect(luhn('4111111111111112')).toBe(false);
    expect(luhn('4111111111111111')).toBe(true);
  });

  it('finds names, numbers, money, dates and addresses, each with where it was said', () => {
    const text = '我叫王丽华，手机是138 1234 5678，身份证11010519491231002X';
    const got = extract(text, REF);
    expect(got.map((e) => [e.type, e.value])).toEqual([
      ['name', '王丽华'],
      ['phone', '13812345678'],
      ['idCard', '11010519491231002X'],
    ]);
    for (const e of got) expect(text.slice(e.start, e.end)).toContain(e.value.slice(0, 2));
    expect(values('请问是李建国先生吗', 'name')).toEqual(['李建国']);
    expect(values('谢谢王女士', 'name')).toEqual([]);
    expect(values('我的号码是幺三九八七六五四三二一', 'phone')).toEqual(['13987654321']);
    expect(values('座机是010-62345678', 'phone')).toEqual(['01062345678']);
    expect(values('卡号4111 1111 1111 1111', 'bankCard')).toEqual(['4111111111111111']);
    expect(values('卡号4111 1111 1111 1112', 'bankCard')).toEqual([]);
    expect(values('一共是3860元，划痕险四百二十元', 'amount')).toEqual(['3860', '420']);
    expect(values('借了一万二，还了两块五', 'amount')).toEqual(['12000', '2.5']);
    expect(values('开了三万公里', 'amount')).toEqual([]);
    expect(values('下周三下午三点可以吗', 'date')).toEqual(['2026-12-02 15:00']);
    expect(values('明天上午十点半', 'date')).toEqual(['2026-11-26 10:30']);
    expect(values('这周五', 'date')).toEqual(['2026-11-27']);
    expect(values('下个月20号就到期了', 'date')).toEqual(['2026-12-20']);
    expect(values('1月5日来办', 'date')).toEqual(['2027-01-05']);
    expect(values('还款日改到每个月15号', 'date')).toEqual([]);
    expect(values('地址是海淀区学院路15号3单元502', 'address')).toEqual(['海淀区学院路15号3单元502']);
    expect(values('还是寄到朝阳区建国路88号吗', 'address')).toEqual(['朝阳区建国路88号']);
  });

  it('picks the option a select offers by its label or keywords', () => {
    const options = [
      { value: 'renew', label: '续保', keywords: ['续一年'] },
      { value: 'cancel', label: '退保', keywords: ['不买了'] },
    ];
    expect(matchOption('算了，不买了', options)?.value).toBe('cancel');
    expect(matchOption('还是续一年吧', options)?.value).toBe('renew');
    expect(matchOption('再想想', options)).toBeNull();
  });
});

interface HeldOut {
  reference: string;
  utterances: { speaker: string; text: string; expect: Partial<Record<EntityType, string[]>> }[];
}
const HELD_OUT = new URL('../fixtures/aihelper-extract/heldout.json', import.meta.url);

describe('extraction on the held-out utterances', () => {
  it('prints precision and recall per type and holds their floors', () => {
    const set = JSON.parse(readFileSync(HELD_OUT, 'utf8')) as HeldOut;
    const ref = new Date(set.reference);
    const lines: string[] = [];
    const figures: Record<string, { p: number; r: number }> = {};
    for (const type of ENTITY_TYPES) {
      let tp = 0;
      let fp = 0;
      let fn = 0;
      for (const u of set.utterances) {
        const want = new Set(u.expect[type] ?? []);
        const got = new Set(
          extract(u.text, ref)
            .filter((e) => e.type === type)
            .map((e) => e.value),
        );
        for (const g of got) {
          if (want.has(g)) tp += 1;
          else fp += 1;
        }
        for (const w of want) if (!got.has(w)) fn += 1;
      }
      const p = tp + fp ? tp / (tp + fp) : 1;
      const r = tp + fn ? tp / (tp + fn) : 1;
      figures[type] = { p, r };
      lines.push(
        `${type}: precision ${(p * 100).toFixed(1)} % (${tp}/${tp + fp}), recall ${(r * 100).toFixed(1)} % (${tp}/${tp + fn})`,
      );
    }
    console.log(`aihelper extraction, held out (${set.utterances.length} utterances):\n  ${lines.join('\n  ')}`);
    // Floors just under the first run's figures (docs/aihelper-desk.md): a change that loses
    // ground fails here. The set is not read to tune the extractor.
    const FLOORS: Record<EntityType, [number, number]> = {
      name: [0.95, 0.3],
      phone: [0.95, 0.9],
      idCard: [0.95, 0.95],
      bankCard: [0.95, 0.95],
      amount: [0.85, 0.85],
      date: [0.8, 0.85],
      address: [0.75, 0.7],
    };
    for (const type of ENTITY_TYPES) {
      expect(figures[type].p, `${type} precision`).toBeGreaterThanOrEqual(FLOORS[type][0]);
      expect(figures[type].r, `${type} recall`).toBeGreaterThanOrEqual(FLOORS[type][1]);
    }
  });
});
