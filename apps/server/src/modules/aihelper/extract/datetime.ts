import { CN_NUMBER, cnNumber } from './numbers.ts';

/**
 * Dates and times as callers say them, resolved against the call's start in China time (UTC+8):
 * 明天, 后天下午三点, 下周三下午三点, 这周五, 周五 (the next one), 12月3号上午十点半, 下个月20号,
 * 2027年1月5日, 今天晚上八点. A time of day counts only with a date before it; a recurring day
 * (每个月15号) and a bare 15号 (an address has those too) are left alone.
 */
const DAY_MS = 86_400_000;
const CHINA = 8 * 3_600_000;
const N = `[${CN_NUMBER}]{1,4}`;
const WEEKDAY: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 日: 7, 天: 7 };

const RELATIVE = '今天|今儿|明天|明儿|后天|大后天';
const WEEK = '(这|本|下下|下)?(?:个)?(?:周|星期|礼拜)([一二三四五六日天])';
const MONTH_DAY = `(?:(\\d{4})年)?(${N})月(${N})(?:日|号)`;
const NEXT_MONTH = `(下|这|本)个?月(${N})(?:日|号)`;
const TIME = `(凌晨|早上|早晨|上午|中午|下午|傍晚|晚上|夜里)?(${N})(?:点|时)(半|一刻|三刻|(${N})分?)?`;
const DATE_RE = new RegExp(
  `(每个?月|每周)?(?:(${RELATIVE})|${WEEK}|${MONTH_DAY}|${NEXT_MONTH})(?:的)?(?:${TIME})?`,
  'g',
);

export interface Found {
  value: string;
  start: number;
  end: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Year, month (1–12), day and weekday (1 Monday … 7 Sunday) of a UTC+8 day number. */
function civil(dayNo: number) {
  const d = new Date(dayNo * DAY_MS);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate(), wd: ((d.getUTCDay() + 6) % 7) + 1 };
}
const dayNoOf = (y: number, m: number, d: number) => Math.floor(Date.UTC(y, m - 1, d) / DAY_MS);

function hourOf(period: string | undefined, h: number): number {
  if (period && /中午/.test(period)) return h < 11 ? h + 12 : h;
  if (period && /下午|傍晚|晚上|夜里/.test(period) && h < 12) return h + 12;
  return h;
}

export function findDates(text: string, reference: Date): Found[] {
  const today = Math.floor((reference.getTime() + CHINA) / DAY_MS);
  const now = civil(today);
  const out: Found[] = [];
  for (const m of text.matchAll(DATE_RE)) {
    const [, every, rel, weekWhich, weekDay, year, month, day, monthWhich, monthDay, period, hour, part, minute] = m;
    if (every) continue;
    let dayNo: number | null = null;
    if (rel) dayNo = today + { 今天: 0, 今儿: 0, 明天: 1, 明儿: 1, 后天: 2, 大后天: 3 }[rel as '今天'];
    else if (weekDay) {
      const monday = today - (now.wd - 1);
      const target = WEEKDAY[weekDay];
      if (weekWhich === '下') dayNo = monday + 7 + target - 1;
      else if (weekWhich === '下下') dayNo = monday + 14 + target - 1;
      else if (weekWhich) dayNo = monday + target - 1;
      else dayNo = today + ((target - now.wd + 7) % 7);
    } else if (month) {
      const mo = cnNumber(month);
      const d = cnNumber(day);
      if (mo === null || d === null || mo < 1 || mo > 12 || d < 1 || d > 31) continue;
      let y = year ? Number(year) : now.y;
      if (!year && dayNoOf(y, mo, d) < today) y += 1;
      if (civil(dayNoOf(y, mo, d)).d !== d) continue;
      dayNo = dayNoOf(y, mo, d);
    } else if (monthDay) {
      const d = cnNumber(monthDay);
      if (d === null || d < 1 || d > 31) continue;
      const mo = monthWhich === '下' ? now.m + 1 : now.m;
      const y = now.y + (mo > 12 ? 1 : 0);
      const mm = ((mo - 1) % 12) + 1;
      if (civil(dayNoOf(y, mm, d)).d !== d) continue;
      dayNo = dayNoOf(y, mm, d);
    }
    if (dayNo === null) continue;
    const c = civil(dayNo);
    let value = `${c.y}-${pad(c.m)}-${pad(c.d)}`;
    const h = hour ? cnNumber(hour) : null;
    if (h !== null && h >= 0 && h <= 24) {
      let min = 0;
      if (part === '半') min = 30;
      else if (part === '一刻') min = 15;
      else if (part === '三刻') min = 45;
      else if (minute) min = cnNumber(minute) ?? 0;
      if (min >= 0 && min < 60) value += ` ${pad(hourOf(period, h) % 24)}:${pad(min)}`;
    }
    const start = m.index ?? 0;
    out.push({ value, start, end: start + m[0].length });
  }
  return out;
}
