import { t } from '../i18n/t.ts';
import { toastSuccess } from './toast.ts';

/** Default success toast of mutations: 操作成功 (SPEC §8). */
export function notifySuccess(text?: string): void {
  toastSuccess(text ?? t('common:success'));
}
