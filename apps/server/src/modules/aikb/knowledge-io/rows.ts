import { CATEGORY_NAME_MAX } from '@zhiyu/contract/modules/aikb/category';
import {
  ANSWER_MAX,
  ItemTags,
  KNOWLEDGE_TYPES,
  type KnowledgeType,
  QUESTION_MAX,
  SimilarQuestions,
} from '@zhiyu/contract/modules/aikb/knowledge';
import { KB_TYPE_LABELS, KB_VALIDITY_LABELS } from '@zhiyu/contract/modules/aikb/knowledge-io';
import { knowledgeProblems } from '@zhiyu/contract/rules/knowledge';
import { z } from 'zod';
import { sanitizeRichText } from '../../../platform/sanitize/html.ts';
import { answerIsEmpty } from '../knowledge/prepare.ts';

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ESC[c]);

/** A cell's answer: HTML is sanitised; plain text becomes paragraphs (one a line). */
export function answerHtml(cell: string) {
  if (/<[a-z][^>]*>/i.test(cell)) return sanitizeRichText(cell);
  const lines = cell
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  return lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
}

/** A type cell: the key, or its label in either language. */
export function typeOf(cell: string): KnowledgeType | undefined {
  const v = cell.trim();
  return KNOWLEDGE_TYPES.find((k) => k === v || KB_TYPE_LABELS[k].zh === v || KB_TYPE_LABELS[k].en === v);
}

/** A validity cell: 0/1, or 有效/无效, valid/invalid. */
export function validityOf(cell: string): 0 | 1 | undefined {
  const v = cell.trim().toLowerCase();
  for (const n of [0, 1] as const)
    if (v === String(n) || v === KB_VALIDITY_LABELS[n].zh || v === KB_VALIDITY_LABELS[n].en.toLowerCase()) return n;
  return undefined;
}

const Category = z
  .string()
  .transform((s) =>
    s
      .split('/')
      .map((p) => p.trim())
      .filter(Boolean),
  )
  .refine((p) => p.length <= 2, '分类最多两级（一级/二级） / at most two levels (level1/level2)')
  .refine(
    (p) => p.every((x) => Array.from(x).length <= CATEGORY_NAME_MAX),
    `分类名称最多${CATEGORY_NAME_MAX}个字符 / category names have at most ${CATEGORY_NAME_MAX} characters`,
  );

/** One workbook row, checked as strictly as the create form (a bad row fails the whole file). */
export const KbImportRow = z
  .object({
    question: z.string().trim().min(1).max(QUESTION_MAX),
    similar: SimilarQuestions.default([]),
    answer: z
      .string()
      .max(ANSWER_MAX)
      .transform(answerHtml)
      .refine((h) => !answerIsEmpty(h), '答案不能为空 / the answer cannot be empty'),
    category: Category.default([]),
    tags: ItemTags.default([]),
    type: z
      .string()
      .transform((s, c) => {
        const t = typeOf(s);
        if (!t) c.addIssue({ code: 'custom', message: `未知的知识类型「${s}」 / unknown knowledge type "${s}"` });
        return t ?? 'qaScript';
      })
      .default('qaScript'),
    validity: z
      .string()
      .transform((s, c) => {
        const v = validityOf(s);
        if (v === undefined)
          c.addIssue({ code: 'custom', message: '有效性应为 有效 或 无效 / validity is Valid or Invalid' });
        return v ?? 0;
      })
      .default(0),
  })
  .superRefine((r, c) => {
    if (knowledgeProblems({ question: r.question, similar: r.similar }).includes('similarIsQuestion'))
      c.addIssue({
        code: 'custom',
        path: ['similar'],
        message: '相似问题不能与标准问题相同 / a similar question equals the standard question',
      });
  });
export type KbImportRow = z.output<typeof KbImportRow>;
