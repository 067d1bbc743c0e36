import { t } from '../i18n/t.ts';
import { toastSuccess } from './toast.ts';

/** Default success toast of mutations (requirements §8; text in common:success). */
export function notifySuccess(text?: string): void {
  toastSuccess(text ?? t('common:success'));
}
