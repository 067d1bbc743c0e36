/**
 * The keyword expressions of the `pattern` QC points (docs/aihelper-quality.md, Keyword
 * expressions): words joined by & (and), | (or), ! (not) and parentheses, e.g. 退款&(投诉|举报)&!已解决.
 * A word matches a line that contains it. Full-width operators are read as their ASCII forms.
 *
 * Not regular expressions on purpose: an expression is parsed once, in time linear in its length,
 * and evaluated in time linear in the words times the line, so no point can stall the scorer
 * however it is written. Server and console share this parser, so the dialog shows the same error
 * the server would give.
 */
export const PATTERN_MAX = 200;
export const PATTERN_WORDS_MAX = 30;
export const PATTERN_WORD_MAX = 20;

export type PatternNode =
  | { op: 'word'; word: string }
  | { op: 'not'; arg: PatternNode }
  | { op: 'and' | 'or'; args: PatternNode[] };

export type PatternParse = { ok: true; node: PatternNode; words: string[] } | { ok: false; error: string };

const FULL_WIDTH: Record<string, string> = { '＆': '&', '｜': '|', '！': '!', '（': '(', '）': ')' };
const OPERATORS = new Set(['&', '|', '!', '(', ')']);

function tokens(source: string): string[] {
  const out: string[] = [];
  let word = '';
  const flush = () => {
    if (word) out.push(word);
    word = '';
  };
  for (const raw of source) {
    const ch = FULL_WIDTH[raw] ?? raw;
    if (OPERATORS.has(ch)) {
      flush();
      out.push(ch);
    } else if (/\s/u.test(ch)) flush();
    else word += ch;
  }
  flush();
  return out;
}

/** Parses an expression; the error names what is wrong in English (the console translates by key). */
export function parsePattern(source: string): PatternParse {
  if (source.length > PATTERN_MAX) return { ok: false, error: 'tooLong' };
  const list = tokens(source);
  const words: string[] = [];
  let i = 0;
  let depth = 0;
  const fail = (error: string): never => {
    throw new PatternError(error);
  };
  const or = (): PatternNode => {
    const args = [and()];
    while (list[i] === '|') {
      i++;
      args.push(and());
    }
    return args.length === 1 ? (args[0] as PatternNode) : { op: 'or', args };
  };
  const and = (): PatternNode => {
    const args = [not()];
    while (list[i] === '&') {
      i++;
      args.push(not());
    }
    return args.length === 1 ? (args[0] as PatternNode) : { op: 'and', args };
  };
  const not = (): PatternNode => {
    if (list[i] === '!') {
      i++;
      return { op: 'not', arg: not() };
    }
    return atom();
  };
  const atom = (): PatternNode => {
    const t = list[i];
    if (t === undefined) return fail('incomplete');
    if (t === '(') {
      i++;
      depth++;
      const inner = or();
      if (list[i] !== ')') fail('unbalanced');
      i++;
      depth--;
      return inner;
    }
    if (OPERATORS.has(t)) return fail('misplaced');
    i++;
    if (Array.from(t).length > PATTERN_WORD_MAX) fail('wordTooLong');
    words.push(t);
    if (words.length > PATTERN_WORDS_MAX) fail('tooManyWords');
    return { op: 'word', word: t };
  };
  try {
    if (!list.length) return { ok: false, error: 'empty' };
    const node = or();
    if (i < list.length) return { ok: false, error: list[i] === ')' && depth === 0 ? 'unbalanced' : 'misplaced' };
    if (!words.length) return { ok: false, error: 'empty' };
    return { ok: true, node, words };
  } catch (e) {
    if (e instanceof PatternError) return { ok: false, error: e.message };
    throw e;
  }
}

class PatternError extends Error {}

/**
 * Whether a line matches; `found` collects the words of the expression the line contains that
 * made it match (the not-words excepted), for the hit's detail.
 */
export function matchPattern(node: PatternNode, text: string, found: string[] = []): boolean {
  switch (node.op) {
    case 'word':
      if (!text.includes(node.word)) return false;
      found.push(node.word);
      return true;
    case 'not':
      return !matchPattern(node.arg, text, []);
    case 'and':
      return node.args.every((a) => matchPattern(a, text, found));
    case 'or':
      return node.args.some((a) => matchPattern(a, text, found));
  }
}
