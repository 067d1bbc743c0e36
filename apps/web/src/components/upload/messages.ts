import type { UploadProblem } from '@zhiyu/contract/rules/upload';
import type { TFunction } from 'i18next';

/** The locale text of an upload rule's refusal (exact spec texts live in upload.json). */
export const problemText = (t: TFunction, p: UploadProblem) => t(`upload:${p.key}`, 'n' in p ? { n: p.n } : undefined);
