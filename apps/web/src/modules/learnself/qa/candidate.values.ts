import type { BodyOf } from '@zhiyu/contract/endpoint';
import type { QaCandidateRow, updateQaCandidate } from '@zhiyu/contract/modules/learnself/qa';

/** The edit dialog's values: similar questions one a line. */
export interface CandidateFormValues {
  question: string;
  answer: string;
  similar: string;
}

export const formValuesOf = (row: QaCandidateRow): CandidateFormValues => ({
  question: row.question,
  answer: row.answer,
  similar: row.similar.join('\n'),
});

/** Similar questions as typed: one a line, trimmed, blanks and repeats dropped (a comma stays inside one). */
export function similarLines(text: string | undefined): string[] {
  return [...new Set((text ?? '').split(/\r?\n/).map((l) => l.trim()))].filter(Boolean);
}

export function editBody(row: { id: string }, v: Partial<CandidateFormValues>): BodyOf<typeof updateQaCandidate> {
  return {
    id: row.id,
    question: (v.question ?? '').trim(),
    answer: (v.answer ?? '').trim(),
    similar: similarLines(v.similar),
  };
}
