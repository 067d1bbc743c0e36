import { describe, expect, it } from 'vitest';
import { CALL_RESULT_CLASSES, causeSide, classifyCause } from '../src/rules/call-result.ts';

describe('call result classes (requirements §4)', () => {
  it('puts each listed cause code in its class', () => {
    const table: [CallResultClass: string, codes: number[]][] = [
      ['success', [0, 786]],
      ['unreachable', [772, 604, 600]],
      ['rejected', [781, 777]],
      ['inCall', [773]],
      ['busy', [789, 486, 182, 183]],
      ['poweredOff', [770]],
      ['suspended', [771, 701]],
      ['emptyNumber', [774, 792, 795]],
      ['networkBusy', [778, 780, 791, 793, 794, 796]],
      ['noAnswer', [775, 788, 787, 776, 790]],
      ['transferred', [782, 181]],
      ['restricted', [779]],
      ['humanPickup', [785]],
      ['lineFault', [500, 501, 502, 503, 504, 505]],
      ['other', [783, 784, 487, 480, 408, 471, 409]],
    ];
    for (const [cls, codes] of table) for (const c of codes) expect(classifyCause(c), String(c)).toBe(cls);
    expect(table.map(([c]) => c)).toEqual([...CALL_RESULT_CLASSES]);
  });
  it('treats unknown codes, and the edges of the line-fault range, as other', () => {
    for (const c of [1, 499, 506, 999, -1, 500.5]) expect(classifyCause(c), String(c)).toBe('other');
  });
  it('tells the user side (cause type 200) from the system side', () => {
    expect(causeSide(200)).toBe('user');
    expect(causeSide(0)).toBe('system');
    expect(causeSide(201)).toBe('system');
  });
});
