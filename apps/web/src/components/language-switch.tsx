import { updateUser } from '@zhiyu/contract/modules/admin/user';
import { STORAGE_KEYS } from '@zhiyu/contract/rules/session';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../platform/i18n/index.ts';
import type { Language } from '../platform/i18n/language.ts';
import { call } from '../platform/request/call.ts';
import { isSignedIn, setItem } from '../platform/session/storage.ts';

/** Persists the choice locally and, when signed in, on the account (so other devices follow). */
export async function switchLanguage(lang: Language): Promise<void> {
  setItem(STORAGE_KEYS.language, lang);
  // Every text of the new language at once: the screen shown switches in one step.
  await changeLanguage(lang, { everything: true });
  if (isSignedIn()) setItem(STORAGE_KEYS.userInfo, await call(updateUser, { body: { language: lang } }));
}

/** Two languages only, so one click toggles; the label names the language you switch to. */
export function LanguageSwitch({ dark }: { dark?: boolean }) {
  const { t, i18n } = useTranslation();
  const next: Language = i18n.language === 'zh-CN' ? 'en-US' : 'zh-CN';
  return (
    <Button
      type="text"
      size="small"
      data-testid="lang-switch"
      style={dark ? { color: '#fff' } : undefined}
      title={t('common:language')}
      onClick={() => void switchLanguage(next).catch(() => undefined)}
    >
      {t(`common:lang.${next}`)}
    </Button>
  );
}
