/**
 * What a question looks like, what a greeting or a fallback answer looks like, and the confidence
 * adjustments every extraction shares (docs/learnself.md, QA extraction). Pure; Chinese first, English too.
 */

import { QUESTION_MAX } from '@zhiyu/contract/modules/aikb/knowledge';
import { QA_ANSWER_MAX, QA_QUESTION_MIN } from '@zhiyu/contract/modules/learnself/qa';
import { foldUtterance } from '../dataset/repo.ts';

/** Interrogative words a question starts with (after an optional polite opening). */
const OPENING = '(?:请问|想问一下|想问下|想问|问一下|我想知道|麻烦问一下|麻烦问下)?';
const ASKING =
  '(?:如何|怎么|怎样|怎么样|为什么|为何|什么|啥|哪里|哪儿|哪些|哪个|哪|多少|多久|多长|几[点天个号次]|是否|能否|可否|能不能|可不可以|可以不可以|会不会|有没有|是不是|要不要|需不需要|需要不需要)';
const STARTS_ASKING = new RegExp(`^${OPENING}\\s*${ASKING}`, 'u');
const STARTS_ASKING_EN = /^(?:how|what|why|when|where|which|who|can|could|do|does|did|is|are|should|will|may)\b/i;
const HAS_ASKING = new RegExp(ASKING, 'u');
/** 可以…吗, 能…吗: a yes-no question without a question mark. */
const YES_NO = /^(?:请问)?(?:可以|能|能够|会|是|有|支持|需要)[^。！!]{0,40}[吗么][?？]?$/u;
const MARKED = /[?？]$/u;
const PARTICLE = /[吗么呢][?？。.!！~～]*$/u;

/** Greeting and small-talk words: an utterance made only of them says nothing to answer. */
const SMALL_TALK =
  /^(?:你好|您好|喂|哈喽|嗨|hello|hi|hey|在吗|在不在|有人吗|有人在吗|谢谢|多谢|感谢|谢了|好的|好|行|可以|对|是的|是|嗯+|哦+|噢+|啊+|哈+|ok|okay|再见|拜拜|bye|没有了|没事了|没问题)+[啊呀吧呢哈的了嘛]*$/iu;
/** A greeting in front of a question (你好，请问…): taken off. */
const LEADING_GREETING = /^(?:(?:你好|您好|喂|哈喽|嗨|hello|hi|hey)[\s,，.。!！~～、]*)+/iu;
/** What a bot says when it did not understand: not an answer. */
const FALLBACK =
  /抱歉|对不起|不好意思|没听清|没有听清|听不清|不太明白|没有理解|没理解|没听懂|没有听懂|不太理解|再说一[遍次]|重新说|换个说法|我还不会|暂时无法回答|无法回答|转人工|sorry|did ?n[o']t (?:understand|catch)/iu;

/** U+0000 and other control characters (tabs and newlines kept) taken out. */
export function clean(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: taking control characters out is the point
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
}

/** One line: cleaned, spaces collapsed, trimmed. */
export const tidy = (text: string) =>
  clean(text)
    .replace(/[ \t\u3000]+/g, ' ')
    .trim();

export const startsAsking = (q: string) => STARTS_ASKING.test(q) || STARTS_ASKING_EN.test(q);
export const isMarked = (q: string) => MARKED.test(q);

/** A heading or a line of a document that asks something. */
export function isDocQuestion(text: string): boolean {
  const q = text.trim();
  if (q.length > 120) return false;
  if (MARKED.test(q)) return true;
  if (/[。；;]$/u.test(q)) return false;
  return (startsAsking(q) && q.length <= 60) || YES_NO.test(q) || (PARTICLE.test(q) && q.length <= 60);
}

/** What a caller or visitor said that asks something (speech often has no question mark). */
export function isSpokenQuestion(text: string): boolean {
  const q = text.trim();
  return MARKED.test(q) || PARTICLE.test(q) || HAS_ASKING.test(q) || YES_NO.test(q) || STARTS_ASKING_EN.test(q);
}

export const isSmallTalk = (text: string) => SMALL_TALK.test(foldUtterance(text));
export const isFallback = (text: string) => FALLBACK.test(text);
export const withoutGreeting = (text: string) => text.replace(LEADING_GREETING, '').trim();

/** A question fit to keep: long enough once folded, short enough for a knowledge item. */
export function fitQuestion(q: string): boolean {
  return [...foldUtterance(q)].length >= QA_QUESTION_MIN && q.length <= QUESTION_MAX && !isSmallTalk(q);
}

/** An answer cut to QA_ANSWER_MAX characters, at the last sentence end in its second half if there is one. */
export function cutAnswer(text: string): string {
  const a = text.trim();
  if (a.length <= QA_ANSWER_MAX) return a;
  const head = a.slice(0, QA_ANSWER_MAX);
  const end = Math.max(...['。', '！', '？', '；', '.', '!', '?', '\n'].map((c) => head.lastIndexOf(c)));
  return (end >= QA_ANSWER_MAX / 2 ? head.slice(0, end + 1) : head).trim();
}

/** The first sentence of a line when it is a question, and the rest of the line. */
export function leadingQuestion(line: string): { question: string; rest: string } | null {
  const m = /^(.{2,119}?[?？])\s*(.*)$/su.exec(line);
  // A question sentence starts the line: no sentence before it, and no clause before it unless it asks from the start.
  if (m && !/[。！!；;]/u.test(m[1]) && (startsAsking(m[1]) || !/[，,]/u.test(m[1])))
    return { question: m[1].trim(), rest: m[2].trim() };
  if (isDocQuestion(line)) return { question: line.trim(), rest: '' };
  return null;
}

/** A heuristic never claims certainty: 0 to 0.99, two decimals. */
export const score = (n: number) => Math.round(Math.min(0.99, Math.max(0, n)) * 100) / 100;

/**
 * The adjustments (docs/learnself.md, QA extraction) added to a method's base: the question's form, the
 * answer's length, an answer that asks back.
 */
export function confidence(base: number, question: string, answer: string, extra = 0): number {
  let c = base + extra;
  if (isMarked(question)) c += 0.05;
  if (startsAsking(question)) c += 0.05;
  if (question.length > 60) c -= 0.1;
  const n = answer.length;
  if (n < 5) c -= 0.3;
  else if (n < 15) c -= 0.1;
  else if (n > 1_000) c -= 0.1;
  else c += 0.05;
  if (MARKED.test(answer)) c -= 0.2;
  return score(c);
}
