import { luhn, validIdCard } from './checks.ts';
import { findDates } from './datetime.ts';
import { CN_NUMBER, cnNumber, digitsOf } from './numbers.ts';
import { COMPOUND_SURNAMES, SURNAMES } from './surnames.ts';

/**
 * Values a form asks for, found in one utterance of a call (issue 20 §2, 智能填单): names, phone
 * numbers, resident ID numbers (check character and birth date), bank card numbers (Luhn), money
 * amounts, dates and times (dates.ts), addresses, and a select's options. Each value comes with
 * where it was said, so the desk can show the words it came from. Pure and bounded: an utterance
 * is at most 2,000 characters and every pattern is linear.
 */
export type EntityType = 'name' | 'phone' | 'idCard' | 'bankCard' | 'amount' | 'date' | 'address';
export const ENTITY_TYPES: readonly EntityType[] = ['name', 'phone', 'idCard', 'bankCard', 'amount', 'date', 'address'];

export interface Extracted {
  type: EntityType;
  value: string;
  start: number;
  end: number;
}

const TEXT_MAX = 2000;

const NAME_INTRO =
  /(?:我叫|我的名字(?:是|叫)|名字(?:是|叫)|姓名(?:是|叫)?|持卡人(?:是|叫)?|户主(?:是|叫)?|联系人(?:是|叫)?|本人是|我是)[\s：:]*([\u4e00-\u9fa5]{2,5})/g;
const NAME_TITLED = /(?:请问是|请问您是|是不是|您是|找一下|找|转告|叫)([\u4e00-\u9fa5]{2,4}?)(?:先生|女士|小姐)/g;
/** Words that follow a name and are not part of it. */
const AFTER_NAME =
  /(身份|电话|手机|号码|今年|住在|地址|卡号|是|的|啊|呀|吧|呢|哈|嗯|先生|女士|小姐|想|要|在|有|我|你|他|她|，|。).*$/;

function nameOf(raw: string): string | null {
  const cut = raw.replace(AFTER_NAME, '');
  const compound = COMPOUND_SURNAMES.some((s) => cut.startsWith(s));
  const len = Array.from(cut).length;
  if (len < 2 || len > (compound ? 4 : 3)) return null;
  return compound || SURNAMES.has(cut[0]) ? cut : null;
}

const PHONE = /(?<![\d])(?:\+?86[\s-]?)?(1[3-9]\d(?:[\s-]?\d){8})(?![\d])|(?<![\d])(0\d{2,3}[\s-]?\d{7,8})(?![\d])/g;
const ID_CARD = /(?<![\d])(\d{17}[\dXx])(?![\d])/g;
const CARD = /(?<![\d])(\d(?:[\s-]?\d){15,18})(?![\d])/g;
const AMOUNT = new RegExp(
  `([${CN_NUMBER}]+)(万元|万块|万|元|块钱|块)([一二两三四五六七八九1-9](?![${CN_NUMBER}]*(?:元|块|万|个|张|次|天)))?`,
  'g',
);
const MONEY_CONTEXT = /钱|费|款|额|价|付|花|交|贷|存|取|转|还|赔|补|退|收入|工资|预算/;
const PLACE = '[\\u4e00-\\u9fa5]{2,8}?';
const ADDRESS = new RegExp(
  `(?:${PLACE}(?:省|自治区))?(?:${PLACE}市)?(?:${PLACE}(?:区|县))?[\\u4e00-\\u9fa5\\d]{1,10}?(?:路|街|大道|大街|巷|胡同|道)` +
    '[\\d一二三四五六七八九十百零]+号(?:院)?(?:[\\d一二三四五六七八九十]+(?:号楼|栋|幢|单元|层|楼|室|号))*(?:\\d{2,4}(?:室)?)?',
  'g',
);
/** Words that lead into an address and are not part of it. */
const BEFORE_ADDRESS = /^.*(?:地址是|地址在|地址|住在|住址是|家在|寄到|送到|发到|搬到|是在|在|到|是)/;

const digitsOnly = (s: string) => s.replace(/[\s-]/g, '');

export function extract(utterance: string, reference: Date): Extracted[] {
  const text = utterance.slice(0, TEXT_MAX);
  const out: Extracted[] = [];
  const add = (type: EntityType, value: string, start: number, end: number) => {
    if (!out.some((e) => e.type === type && e.value === value)) out.push({ type, value, start, end });
  };
  for (const re of [NAME_INTRO, NAME_TITLED]) {
    for (const m of text.matchAll(re)) {
      const name = nameOf(m[1]);
      if (name) {
        const start = (m.index ?? 0) + m[0].indexOf(name);
        add('name', name, start, start + name.length);
      }
    }
  }
  const digits = digitsOf(text);
  const taken: [number, number][] = [];
  const free = (s: number, e: number) => !taken.some(([a, b]) => s < b && e > a);
  for (const m of digits.matchAll(ID_CARD)) {
    const id = m[1].toUpperCase();
    const s = m.index ?? 0;
    if (validIdCard(id)) add('idCard', id, s, s + m[0].length);
    taken.push([s, s + m[0].length]);
  }
  for (const m of digits.matchAll(PHONE)) {
    const s = m.index ?? 0;
    if (!free(s, s + m[0].length)) continue;
    add('phone', digitsOnly(m[1] ?? m[2]), s, s + m[0].length);
    taken.push([s, s + m[0].length]);
  }
  for (const m of digits.matchAll(CARD)) {
    const s = m.index ?? 0;
    const card = digitsOnly(m[1]);
    if (free(s, s + m[0].length) && luhn(card)) add('bankCard', card, s, s + m[0].length);
  }
  for (const m of text.matchAll(AMOUNT)) {
    const s = m.index ?? 0;
    if (!free(s, s + m[0].length)) continue;
    const [, num, unit, tail] = m;
    if (unit === '万' && !MONEY_CONTEXT.test(text.slice(Math.max(0, s - 8), s + m[0].length + 2))) continue;
    const base = cnNumber(num);
    if (base === null || base <= 0) continue;
    // 一万二 is 12,000; 两块五 is 2.5.
    const next = tail ? (cnNumber(tail) ?? 0) : 0;
    const value = unit.startsWith('万') ? base * 10_000 + next * 1000 : base + next / 10;
    add('amount', String(Math.round(value * 100) / 100), s, s + m[0].length);
  }
  for (const d of findDates(text, reference)) add('date', d.value, d.start, d.end);
  for (const m of text.matchAll(ADDRESS)) {
    const raw = m[0];
    const lead = raw.match(BEFORE_ADDRESS)?.[0].length ?? 0;
    const s = (m.index ?? 0) + lead;
    const value = raw.slice(lead);
    if (/(?:区|县|市|路|街|道|巷)/.test(value)) add('address', value, s, s + value.length);
  }
  return out.sort((a, b) => a.start - b.start);
}

/** The option of a select that the utterance names (its label or one of its keywords), if one. */
export function matchOption<T extends { label: string; keywords?: string[] }>(text: string, options: T[]): T | null {
  let best: T | null = null;
  let at = Number.POSITIVE_INFINITY;
  for (const o of options) {
    for (const w of [o.label, ...(o.keywords ?? [])]) {
      const i = w ? text.indexOf(w) : -1;
      if (i >= 0 && i < at) {
        best = o;
        at = i;
      }
    }
  }
  return best;
}
