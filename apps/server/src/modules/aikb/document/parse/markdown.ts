import { type Block, joinLines } from './blocks.ts';
import { inlineText } from './markdown-inline.ts';

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const SETEXT = /^ {0,3}(=+|-+)[ \t]*$/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const ITEM = /^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?(.*)$/;
const TABLE_RULE = /^[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
const REFERENCE = /^ {0,3}\[[^\]]+\]:[ \t]*\S+/;
const QUOTE = /^ {0,3}>[ \t]?/;

const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => inlineText(c.trim()))
    .filter((c) => c !== '')
    .join(' | ');

/**
 * Markdown read as text: `#` and underlined headings give the heading path; lists, quotes and table
 * rows are read as lines of text (each list item and table row its own paragraph); fenced code is
 * kept as it is written; images and links are reduced to their text; front matter, rules and link
 * reference definitions are dropped.
 */
export function markdownBlocks(src: string): Block[] {
  const lines = src.replace(/\r\n?/g, '\n').split('\n');
  const out: Block[] = [];
  let para: string[] = [];
  const flush = () => {
    if (para.length) out.push({ kind: 'text', text: inlineText(joinLines(para)) });
    para = [];
  };
  let i = 0;
  if (lines[0]?.trim() === '---') {
    const end = lines.findIndex((l, n) => n > 0 && /^(---|\.\.\.)\s*$/.test(l));
    if (end > 0) i = end + 1;
  }
  let table = false;
  for (; i < lines.length; i++) {
    let line = lines[i];
    while (QUOTE.test(line)) line = line.replace(QUOTE, '');
    const fence = FENCE.exec(line);
    if (fence) {
      flush();
      const mark = fence[1];
      const code: string[] = [];
      for (i++; i < lines.length && !lines[i].trimStart().startsWith(mark); i++) code.push(lines[i]);
      out.push({ kind: 'text', text: code.join('\n') });
      continue;
    }
    if (line.trim() === '') {
      flush();
      table = false;
      continue;
    }
    const atx = ATX.exec(line);
    if (atx) {
      flush();
      out.push({ kind: 'heading', level: atx[1].length, text: inlineText(atx[2] ?? '') });
      continue;
    }
    const setext = SETEXT.exec(line);
    if (setext && para.length && !table) {
      out.push({ kind: 'heading', level: setext[1][0] === '=' ? 1 : 2, text: inlineText(joinLines(para)) });
      para = [];
      continue;
    }
    if (RULE.test(line) || REFERENCE.test(line)) {
      flush();
      continue;
    }
    const next = lines[i + 1] ?? '';
    const header = next.includes('|') && TABLE_RULE.test(next);
    if (line.includes('|') && (table || header || line.trimStart().startsWith('|'))) {
      flush();
      table = true;
      if (!TABLE_RULE.test(line)) out.push({ kind: 'text', text: cells(line) });
      continue;
    }
    const item = ITEM.exec(line);
    if (item) {
      flush();
      para.push(item[1]);
      continue;
    }
    para.push(line);
  }
  flush();
  return out;
}
