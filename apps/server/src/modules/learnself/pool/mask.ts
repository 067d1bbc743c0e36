/**
 * Masks what must never sit in the learning pool in clear (requirements R4 §1): mobile and landline
 * numbers, resident ID numbers and bank-card numbers, written in digits (with spaces or dashes
 * between groups, full-width or not) or spoken as Chinese digits (幺三八…). Each becomes a
 * placeholder naming what it was, so the utterance keeps its meaning for clustering and training.
 */

/** Placeholders (kept Chinese: the pool is Chinese text). */
export const MASKS = { phone: '[手机号]', idCard: '[身份证号]', bankCard: '[银行卡号]', number: '[号码]' } as const;

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
const SPOKEN_CLASS = Object.keys(SPOKEN).join('');
/** A run of digits, possibly grouped by spaces or dashes, possibly ending in X (an ID number). */
const DIGIT_RUN = /\d(?:[\d\s-]*\d)?[xX]?/g;
/** A run of at least 7 spoken digits. */
const SPOKEN_RUN = new RegExp(`[${SPOKEN_CLASS}]{7,}`, 'g');

function classify(digits: string): string | null {
  if (/^\d{17}[\dxX]$/.test(digits) || /^\d{15}$/.test(digits)) return MASKS.idCard;
  if (/^1[3-9]\d{9}$/.test(digits) || /^861[3-9]\d{9}$/.test(digits)) return MASKS.phone;
  if (/^\d{16,19}$/.test(digits)) return MASKS.bankCard;
  // Landlines (area code + number) and any other long number.
  if (/^\d{7,}$/.test(digits)) return MASKS.number;
  return null;
}

export function maskNumbers(text: string): string {
  const half = text.replace(/[０-９ｘＸ－　]/g, (c) => c.normalize('NFKC'));
  const digitsMasked = half.replace(DIGIT_RUN, (run) => classify(run.replace(/[\s-]/g, '')) ?? run);
  return digitsMasked.replace(SPOKEN_RUN, (run) => classify([...run].map((c) => SPOKEN[c]).join('')) ?? run);
}
