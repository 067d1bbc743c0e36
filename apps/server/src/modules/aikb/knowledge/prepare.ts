import type { KnowledgeFields } from '@zhiyu/contract/modules/aikb/knowledge';
import { knowledgeProblems } from '@zhiyu/contract/rules/knowledge';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { sanitizeRichText } from '../../../platform/sanitize/html.ts';
import { categoryIn } from '../category/service.ts';
import type { KbScope } from '../opera-log/record.ts';
import { searchTextOf } from './repo.ts';

export type Fields = z.output<typeof KnowledgeFields>;

/** An answer says something once sanitised: text, an image or a video. */
export function answerIsEmpty(html: string) {
  if (/<(img|video)\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
}

/** The rules beyond the field types; 160007, 160009, 160010, 160004 name what is wrong. */
export function checkFields(f: Fields) {
  const problems = knowledgeProblems(f);
  if (problems.includes('period')) throw new AppError('160007');
  if (problems.includes('similarIsQuestion'))
    throw new AppError('160009', { detail: { zh: `「${f.question}」`, en: `"${f.question}"` } });
}

/** The item's columns as stored: the answer sanitised, the keyword text and the period as dates. */
export async function prepare(db: Db, s: KbScope, libraryId: string, f: Fields) {
  checkFields(f);
  const answer = sanitizeRichText(f.answer);
  if (answerIsEmpty(answer)) throw new AppError('160010');
  if (f.categoryId) await categoryIn(db, s, libraryId, f.categoryId);
  return {
    type: f.type,
    question: f.question,
    similar: f.similar,
    searchText: searchTextOf(f.question, f.similar),
    answer,
    categoryId: f.categoryId,
    tags: f.tags,
    validity: f.validity,
    effectiveFrom: f.effectiveFrom === null ? null : new Date(f.effectiveFrom),
    effectiveTo: f.effectiveTo === null ? null : new Date(f.effectiveTo),
  };
}

export const duplicateQuestion = (q: string) => new AppError('160006', { detail: { zh: `「${q}」`, en: `"${q}"` } });
