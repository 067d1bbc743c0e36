/**
 * Numbers as Chinese speakers say and write them: 三千八百六十, 一万二 (12,000: a trailing digit
 * after a unit is one unit lower), 两千五, 一百零五, 十五, 1.5万, and digit strings read out one by
 * one (幺三八…), which speech recognition writes in characters.
 */
const DIGIT: Record<string, number> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const UNIT: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };
const BIG: Record<string, number> = { 万: 10_000, 亿: 100_000_000 };

/** Characters a spoken number may hold (with arabic digits and a decimal point). */
export const CN_NUMBER = '0-9.零〇一二两三四五六七八九十百千万亿';

/** One section below 万: 三千八百六十, 四百二 (420), 一百零五, 十五, or arabic 1.5. */
function section(s: string): number | null {
  if (/^\d+(?:\.\d+)?$/.test(s)) return Number(s);
  let total = 0;
  let digit: number | null = null;
  let lastUnit = 0;
  for (const ch of s) {
    if (ch in DIGIT) {
      if (digit !== null && digit !== 0) return null;
      digit = DIGIT[ch];
      if (digit === 0) lastUnit = 0;
    } else if (ch in UNIT) {
      total += (digit ?? 1) * UNIT[ch];
      lastUnit = UNIT[ch];
      digit = null;
    } else if (/\d/.test(ch)) {
      if (digit !== null) return null;
      digit = Number(ch);
    } else return null;
  }
  if (digit !== null) total += lastUnit ? (digit * lastUnit) / 10 : digit;
  return total;
}

/** The value of a Chinese or arabic number, or null when it is not one. */
export function cnNumber(s: string): number | null {
  if (!s) return null;
  let rest = s;
  let total = 0;
  for (const big of ['亿', '万']) {
    const at = rest.indexOf(big);
    if (at < 0) continue;
    const head = section(rest.slice(0, at) || '一');
    if (head === null) return null;
    total += head * BIG[big];
    rest = rest.slice(at + 1);
    // 一万二: a lone digit after 万 counts in thousands.
    if (/^[一二两三四五六七八九1-9]$/.test(rest)) return total + (section(rest) ?? 0) * (BIG[big] / 10);
  }
  if (!rest) return total;
  const tail = section(rest);
  return tail === null ? null : total + tail;
}

const SPOKEN: Record<string, string> = {
  零: '0',
  〇: '0',
  洞: '0',
  一: '1',
  幺: '1',
  二: '2',
  两: '2',
  三: '3',
  四: '4',
  五: '5',
  六: '6',
  七: '7',
  拐: '7',
  八: '8',
  九: '9',
  勾: '9',
};
const SPOKEN_RUN = new RegExp(`[${Object.keys(SPOKEN).join('')}]{7,}`, 'g');

/**
 * The text with full-width digits, letters and dashes made half-width and every run of seven or
 * more spoken digits written in digits, character for character: positions stay where they were.
 */
export function digitsOf(text: string): string {
  const half = text.replace(/[０-９ｘＸ－]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
  return half.replace(SPOKEN_RUN, (run) => [...run].map((c) => SPOKEN[c]).join(''));
}
