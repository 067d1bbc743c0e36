/** What every reader produces: headings (with their level) and paragraphs of plain text, in order. */
export type Block = { kind: 'heading'; level: number; text: string } | { kind: 'text'; text: string };

/**
 * Radicals some PDF fonts map their glyphs to (CJK Radicals Supplement) where the text means the
 * ideograph: 页 written as ⻚ would never match a search for 页. Kangxi radicals (U+2F00–U+2FD5)
 * are covered by NFKC; this block has no decomposition, so the common ones are listed.
 */
const RADICALS: Record<string, string> = {
  '⺁': '厂',
  '⺊': '卜',
  '⺌': '小',
  '⺒': '巳',
  '⺓': '幺',
  '⺝': '月',
  '⺟': '母',
  '⺠': '民',
  '⺩': '王',
  '⻁': '虎',
  '⻄': '西',
  '⻅': '见',
  '⻆': '角',
  '⻉': '贝',
  '⻋': '车',
  '⻓': '长',
  '⻔': '门',
  '⻘': '青',
  '⻙': '韦',
  '⻚': '页',
  '⻛': '风',
  '⻜': '飞',
  '⻝': '食',
  '⻢': '马',
  '⻣': '骨',
  '⻤': '鬼',
  '⻥': '鱼',
  '⻦': '鸟',
  '⻧': '卤',
  '⻨': '麦',
  '⻩': '黄',
  '⻪': '黾',
  '⻬': '齐',
  '⻮': '齿',
  '⻰': '龙',
  '⻳': '龟',
};

const RADICAL_CHARS = /[\u2e80-\u2ef3\u2f00-\u2fd5]/g;
// Controls other than tab and newline, zero-width characters, soft hyphens and byte-order marks.
const INVISIBLE = /[^\P{Cc}\t\n]|[\u00ad\u200b-\u200d\u2060\ufeff]/gu;
const SPACES = /[ \t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+/g;

/** Unified ideographs for radicals, no invisible characters, `\r\n` as `\n`. */
export function cleanText(s: string): string {
  return s
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n')
    .replace(INVISIBLE, '')
    .replace(RADICAL_CHARS, (c) => RADICALS[c] ?? c.normalize('NFKC'));
}

/** Runs of spaces become one space, each line is trimmed and blank lines are dropped. */
export function collapse(s: string): string {
  return s
    .split('\n')
    .map((l) => l.replace(SPACES, ' ').trim())
    .filter((l) => l !== '')
    .join('\n');
}

const CJK = /[\u2e80-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef\u3000-\u303f]/;

/** Joins wrapped lines of one paragraph: Chinese needs no space between them, Latin text does. */
export function joinLines(lines: readonly string[]): string {
  let out = '';
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    if (out && !CJK.test(out.at(-1) ?? '') && !CJK.test(line[0])) out += ' ';
    out += line;
  }
  return out;
}

/** Cleans every block and drops those left empty. */
export function tidy(blocks: readonly Block[]): Block[] {
  const out: Block[] = [];
  for (const b of blocks) {
    const text = collapse(cleanText(b.text));
    if (!text) continue;
    out.push(b.kind === 'heading' ? { ...b, text: text.replace(/\n/g, ' ') } : { kind: 'text', text });
  }
  return out;
}
