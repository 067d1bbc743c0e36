/**
 * Question–answer pairs of a knowledge document's segments (docs/learnself.md, QA extraction), pure. The
 * segments are read in order as lines under their heading path; a question opens a pair and the
 * lines after it are its answer, until the next question or the next heading:
 *
 * - marker: 问：… / Q: … / Q1. … (答：… / A: … on the same line or after), 【问】…【答】… (base 0.85);
 * - heading: the last heading of the path asks something (如何退货？ as a heading) (0.75);
 * - numbered: 1. 如何…？ / 1、怎么… / (1) … / 一、… / 第一问 … a line that asks (0.7);
 * - line: a line that starts with a question sentence, the rest of the line begins the answer (0.6).
 */
import { clean, confidence, cutAnswer, fitQuestion, isDocQuestion, leadingQuestion, tidy } from './patterns.ts';

export interface DocSegment {
  id: string;
  seq: number;
  titlePath: string;
  text: string;
}

export interface Found {
  question: string;
  answer: string;
  confidence: number;
  /** The heading path (documents) — where in the source the pair was found. */
  detail: string;
}

type Kind = 'marker' | 'heading' | 'numbered' | 'line';
const BASE: Record<Kind, number> = { marker: 0.85, heading: 0.75, numbered: 0.7, line: 0.6 };

const BULLET = /^(?:[-*•·●○■□▪◆◇]\s*)+/u;
const Q_MARK = /^(?:【问】|\[问\]|(?:问题|问|Q|q)\s*\d{0,3}\s*[:：.．、)）]\s*)(.*)$/u;
const A_MARK = /^(?:【答】|\[答\]|(?:回答|答案|答|A|a)\s*\d{0,3}\s*[:：.．、)）]\s*)(.*)$/u;
/** An answer marker inside a question line: 问：…？答：… */
const A_INLINE = /\s*(?:【答】|\[答\]|(?:回答|答案|答|A)\s*[:：])\s*/u;
const NUMBERED =
  /^(?:\d{1,3}\s*[.．、)）]|[(（]\s*\d{1,3}\s*[)）]|[一二三四五六七八九十]{1,3}\s*[、.．]|第[一二三四五六七八九十\d]{1,3}[条问][、.．:：]?)\s*(.+)$/u;

interface Open {
  kind: Kind;
  question: string;
  lines: string[];
  detail: string;
}

/** The last heading of a path (`手册 > 退换货 > 如何退货？` → `如何退货？`). */
const lastHeading = (path: string) => path.split(' > ').at(-1)?.trim() ?? '';

export function extractFromSegments(segments: DocSegment[]): Found[] {
  const out: Found[] = [];
  const at: { open: Open | null; path: string | null } = { open: null, path: null };
  const close = () => {
    const o = at.open;
    at.open = null;
    if (!o) return;
    const question = o.question.trim();
    const answer = cutAnswer(o.lines.join('\n'));
    if (answer && fitQuestion(question))
      out.push({ question, answer, confidence: confidence(BASE[o.kind], question, answer), detail: o.detail });
  };
  const start = (kind: Kind, question: string, detail: string, first = '') => {
    close();
    at.open = { kind, question, lines: first ? [first] : [], detail };
  };
  for (const seg of segments) {
    const detail = tidy(seg.titlePath);
    if (detail !== at.path) {
      close();
      at.path = detail;
      const heading = lastHeading(detail);
      if (heading && isDocQuestion(heading)) start('heading', heading, detail);
    }
    for (const raw of clean(seg.text).split('\n')) {
      const line = tidy(raw).replace(BULLET, '');
      if (!line) continue;
      const q = Q_MARK.exec(line);
      if (q) {
        const [question, ...answer] = q[1].split(A_INLINE);
        start('marker', question, detail, answer.join(' ').trim());
        continue;
      }
      const a = A_MARK.exec(line);
      if (a && at.open) {
        if (a[1]) at.open.lines.push(a[1]);
        continue;
      }
      const numbered = NUMBERED.exec(line);
      const asked = leadingQuestion(numbered ? numbered[1] : line);
      // Inside a 问/答 pair only another marker or a numbered question ends it (its answer may ask back).
      if (asked && (at.open?.kind !== 'marker' || numbered)) {
        start(numbered ? 'numbered' : 'line', asked.question, detail, asked.rest);
        continue;
      }
      at.open?.lines.push(line);
    }
  }
  close();
  return out;
}
