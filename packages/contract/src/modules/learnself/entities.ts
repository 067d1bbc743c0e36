/**
 * Entities of an ner dataset (requirements R4 §3 model type ner). An utterance is written with its
 * entities marked inline, `[text](type)`: 我叫[张三](person)，电话[13800001111](phone). Positions count
 * characters (code points) of the plain utterance, end exclusive. The built-in types have keys;
 * a marked type may be the key or its Chinese or English name, and anything else is the tenant's own
 * type, kept as written.
 */
import { z } from 'zod';

export const BUILTIN_ENTITY_TYPES = ['phone', 'date', 'amount', 'address', 'person', 'organisation'] as const;
export const ENTITY_TYPE_NAMES: Record<(typeof BUILTIN_ENTITY_TYPES)[number], { zh: string; en: string }> = {
  phone: { zh: '电话', en: 'Phone' },
  date: { zh: '日期', en: 'Date' },
  amount: { zh: '金额', en: 'Amount' },
  address: { zh: '地址', en: 'Address' },
  person: { zh: '人名', en: 'Person' },
  organisation: { zh: '机构', en: 'Organisation' },
};
/** An entity type's length, as an intent's. */
export const ENTITY_TYPE_MAX = 50;

export const Span = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(1),
  type: z.string().min(1).max(ENTITY_TYPE_MAX),
});
export type Span = z.infer<typeof Span>;

/** The key of a built-in type named by key or name (any case), or the type as written. */
export function entityTypeKey(written: string): string {
  const w = written.trim();
  const lower = w.toLowerCase();
  for (const k of BUILTIN_ENTITY_TYPES) {
    const n = ENTITY_TYPE_NAMES[k];
    if (lower === k || w === n.zh || lower === n.en.toLowerCase()) return k;
  }
  return w;
}

/** How a type reads in a language: a built-in's name, the tenant's own as written. */
export function entityTypeName(type: string, lang: 'zh' | 'en'): string {
  return (ENTITY_TYPE_NAMES as Record<string, { zh: string; en: string }>)[type]?.[lang] ?? type;
}

export type MarkupError = 'unclosed' | 'emptyEntity' | 'emptyType' | 'typeTooLong';

const MARK = /\[([^[\]]*)\]\(([^()]*)\)/g;

/**
 * The plain utterance and its entities from marked-up text, or what is wrong with the markup. A
 * bracket that opens no `[text](type)` pair is an error: it is almost always a typing slip.
 */
export function parseMarkup(marked: string): { text: string; spans: Span[] } | { error: MarkupError } {
  let text = '';
  let length = 0;
  let last = 0;
  const spans: Span[] = [];
  for (const m of marked.matchAll(MARK)) {
    const before = marked.slice(last, m.index);
    if (/[[\]]/.test(before) || /\]\(/.test(before)) return { error: 'unclosed' };
    text += before;
    length += Array.from(before).length;
    const value = m[1];
    const type = m[2].trim();
    if (!value.trim()) return { error: 'emptyEntity' };
    if (!type) return { error: 'emptyType' };
    if (type.length > ENTITY_TYPE_MAX) return { error: 'typeTooLong' };
    const n = Array.from(value).length;
    spans.push({ start: length, end: length + n, type: entityTypeKey(type) });
    text += value;
    length += n;
    last = m.index + m[0].length;
  }
  const rest = marked.slice(last);
  if (/[[\]]/.test(rest)) return { error: 'unclosed' };
  return { text: text + rest, spans };
}

/** The utterance with its entities marked (types as `name` reads them). */
export function formatMarkup(text: string, spans: Span[], name: (type: string) => string = (t) => t): string {
  const chars = Array.from(text);
  let out = '';
  let at = 0;
  for (const s of [...spans].sort((a, b) => a.start - b.start)) {
    out += chars.slice(at, s.start).join('');
    out += `[${chars.slice(s.start, s.end).join('')}](${name(s.type)})`;
    at = s.end;
  }
  return out + chars.slice(at).join('');
}

/** Spans that fit the utterance, in order and not overlapping. */
export function spansFit(text: string, spans: Span[]): boolean {
  const n = Array.from(text).length;
  let end = 0;
  for (const s of [...spans].sort((a, b) => a.start - b.start)) {
    if (s.start < end || s.end <= s.start || s.end > n) return false;
    end = s.end;
  }
  return true;
}
