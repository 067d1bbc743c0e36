import { CopyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../platform/request/toast.ts';

/** Puts text on the clipboard: the async API where the page may use it, else a selected text area. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not focused): the older way below may still work.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** A copy button: says "copied" or, when the browser refuses, to copy by hand. */
export function CopyButton({ text, label, testId }: { text: string; label?: string; testId?: string }) {
  const { t } = useTranslation('aitext-channel');
  return (
    <Button
      icon={<CopyOutlined />}
      data-testid={testId}
      onClick={() =>
        void copyText(text).then((ok) => (ok ? toastSuccess(t('copy.done')) : toastError(t('copy.failed'))))
      }
    >
      {label ?? t('copy.button')}
    </Button>
  );
}
