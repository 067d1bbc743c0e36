/**
 * Question–answer pairs of conversations (docs/learnself.md, QA extraction), pure: a caller's or visitor's turn
 * that asks something, followed by the bot's (or agent's) turn(s) before the next turn of theirs.
 * Greetings and small talk are skipped, a greeting in front of a question is taken off, and a
 * fallback ("sorry, I did not catch that"), a "did you mean" list or a hand-over is no answer.
 * Numbers are masked in both (the pool's masking: a transcript may hold a caller's phone number).
 */
import { maskNumbers } from '../pool/mask.ts';
import type { Found } from './extract-document.ts';
import {
  clean,
  confidence,
  cutAnswer,
  fitQuestion,
  isFallback,
  isSmallTalk,
  isSpokenQuestion,
  tidy,
  withoutGreeting,
} from './patterns.ts';

export interface Turn {
  role: 'user' | 'bot';
  text: string;
  /** Text sessions: the message kind; a bot turn counts as an answer only when it is `answer`. */
  kind?: string;
  /** The recogniser understood the user's turn (calls: an intent; text: an answer scored ≥ 0.8). */
  recognised?: boolean;
  /** The visitor voted the answer down. */
  disliked?: boolean;
}

/** Bot message kinds that are not answers (text sessions). */
const NOT_ANSWERS = new Set(['welcome', 'suggest', 'fallback', 'transfer']);

/** The transcript base; the shared adjustments and these: recognised +0.1, disliked −0.3. */
const BASE = 0.5;

const said = (text: string) => maskNumbers(tidy(clean(text)));

export function extractFromTurns(turns: Turn[]): Found[] {
  const out: Found[] = [];
  for (let i = 0; i < turns.length; i++) {
    const t = turns[i];
    if (t.role !== 'user' || (t.kind && t.kind !== 'question')) continue;
    const question = withoutGreeting(said(t.text));
    if (!question || isSmallTalk(question) || !isSpokenQuestion(question) || !fitQuestion(question)) continue;
    const replies: Turn[] = [];
    for (let j = i + 1; j < turns.length && turns[j].role === 'bot'; j++) replies.push(turns[j]);
    const answers = replies.filter(
      (r) => !(r.kind && NOT_ANSWERS.has(r.kind)) && !isFallback(r.text) && !isSmallTalk(r.text),
    );
    // A fallback first means the bot did not understand, whatever it said next.
    if (!answers.length || answers[0] !== replies[0]) continue;
    const answer = cutAnswer(answers.map((r) => said(r.text)).join('\n'));
    if (!answer) continue;
    let extra = 0;
    if (t.recognised || answers[0].recognised) extra += 0.1;
    if (answers.some((r) => r.disliked)) extra -= 0.3;
    // Spoken questions rarely carry a question mark; a 吗/呢 at the end counts the same.
    if (/[吗呢][。.!！~～]*$/u.test(question)) extra += 0.05;
    out.push({ question, answer, confidence: confidence(BASE, question, answer, extra), detail: '' });
  }
  return out;
}
