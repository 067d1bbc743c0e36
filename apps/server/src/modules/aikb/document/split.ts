import {
  DOCUMENT_MAX_SEGMENTS,
  SEGMENT_MAX_CHARS,
  SEGMENT_MERGE_BELOW,
  SEGMENT_TITLE_MAX,
  TITLE_PATH_SEPARATOR,
} from '@zhiyu/contract/modules/aikb/document';
import { AppError } from '../../../platform/http/errors.ts';
import type { Block } from './parse/blocks.ts';

export interface SplitSegment {
  /** 1, 2, … in document order. */
  seq: number;
  /** The heading path of the segment's section ('' before the first heading). */
  title: string;
  /** The segment's text (title not included). */
  text: string;
}

const ENDS = '。！？；.!?';
const CLOSERS = '"\'”’」』）)]】》';
const SOFT_BREAKS = /[，,、：:\s]/;

/** Sentences, each with the end mark and closing quotes that follow it; '.' ends one only before a space. */
export function sentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (!ENDS.includes(text[i])) continue;
    let j = i + 1;
    while (j < text.length && CLOSERS.includes(text[j])) j++;
    if (text[i] === '.' && j < text.length && !/\s/.test(text[j])) continue;
    out.push(text.slice(start, j));
    start = j;
    i = j - 1;
  }
  if (start < text.length) out.push(text.slice(start));
  return out;
}

/** A sentence longer than the budget is cut at a comma or space in its second half, else at the budget. */
function hardCut(s: string, budget: number): string[] {
  const out: string[] = [];
  let rest = s.trim();
  while (rest.length > budget) {
    let cut = budget;
    for (let i = budget - 1; i >= budget / 2; i--)
      if (SOFT_BREAKS.test(rest[i])) {
        cut = i + 1;
        break;
      }
    const code = rest.charCodeAt(cut - 1);
    if (code >= 0xd800 && code <= 0xdbff) cut--;
    out.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) out.push(rest);
  return out;
}

/** A paragraph as pieces within the budget, cut at sentence ends. */
export function pieces(text: string, budget: number): string[] {
  if (text.length <= budget) return [text];
  const out: string[] = [];
  let cur = '';
  for (const s of sentences(text).flatMap((x) => (x.trim().length > budget ? hardCut(x, budget) : [x]))) {
    if (cur && (cur + s).trim().length > budget) {
      out.push(cur.trim());
      cur = '';
    }
    cur += s;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}

function titleOf(path: readonly string[]): string {
  const title = path.map((h) => (h.length > 50 ? `${h.slice(0, 49)}…` : h)).join(TITLE_PATH_SEPARATOR);
  return title.length > SEGMENT_TITLE_MAX ? `…${title.slice(-(SEGMENT_TITLE_MAX - 1))}` : title;
}

/**
 * Segments from tidy blocks: each section (the text under one heading path) is split on its own;
 * paragraphs longer than the budget are cut at sentence ends, and a paragraph joins the segment
 * before it while that one is shorter than SEGMENT_MERGE_BELOW and the sum fits. The budget leaves
 * room for the heading path, so title line + text stays within SEGMENT_MAX_CHARS. More than
 * DOCUMENT_MAX_SEGMENTS segments → 160204. A document of headings only is read as its headings.
 */
export function splitBlocks(input: readonly Block[]): SplitSegment[] {
  const blocks = input.some((b) => b.kind === 'text')
    ? input
    : input.map((b): Block => ({ kind: 'text', text: b.text }));
  const out: SplitSegment[] = [];
  const path: { level: number; text: string }[] = [];
  let title = '';
  let cur = '';
  const push = (text: string) => {
    if (out.length >= DOCUMENT_MAX_SEGMENTS) throw new AppError('160204', { params: { n: DOCUMENT_MAX_SEGMENTS } });
    out.push({ seq: out.length + 1, title, text });
  };
  const flush = () => {
    if (cur) push(cur);
    cur = '';
  };
  for (const b of blocks) {
    if (b.kind === 'heading') {
      flush();
      while (path.length && path[path.length - 1].level >= b.level) path.pop();
      path.push({ level: b.level, text: b.text });
      title = titleOf(path.map((h) => h.text));
      continue;
    }
    const budget = SEGMENT_MAX_CHARS - (title ? title.length + 1 : 0);
    for (const p of pieces(b.text, budget)) {
      if (cur && cur.length < SEGMENT_MERGE_BELOW && cur.length + 1 + p.length <= budget) cur += `\n${p}`;
      else {
        flush();
        cur = p;
      }
    }
  }
  flush();
  return out;
}
