import { STORAGE_KEYS } from '@zhiyu/contract/rules/session';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { homePath } from '../../../platform/access/nav.ts';
import { useLoginConfig } from '../../../platform/oem.ts';
import { setPageName } from '../../../platform/page-title.ts';
import { ApiError } from '../../../platform/request/errors.ts';
import { scheduleRefresh } from '../../../platform/request/refresh.ts';
import { storeLogin } from '../../../platform/session/grant.ts';
import { getString, removeItem, setItem } from '../../../platform/session/storage.ts';
import { browserUuid } from '../../../platform/session/uuid.ts';
import { signIn } from './login.api.ts';
import { LoginForm, type LoginValues } from './login.form.tsx';
import { LoginFrame } from './login-frame.tsx';
import { useCaptcha } from './use-captcha.ts';

/** The captcha answer 881055 is silent: it only means "show the captcha" (requirements §8). */
const CAPTCHA_REQUIRED = '881055';

export default function LoginPage() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const config = useLoginConfig();
  const { captcha, check, refresh } = useCaptcha();
  const { t } = useTranslation('auth');
  // The tab reads "<page> - <brand>"; the brand follows the channel once its configuration arrives.
  useEffect(() => {
    setPageName(t('login.pageTitle'));
    return () => setPageName('');
  }, [t]);

  useEffect(() => {
    if (config.data?.captchaMode === 'always' && !captcha) void refresh();
  }, [config.data?.captchaMode, captcha, refresh]);

  /** Resolves false when the sign-in failed (the form then clears the used captcha answer). */
  const submit = async (v: LoginValues): Promise<boolean> => {
    setBusy(true);
    try {
      const r = await signIn({
        username: v.username,
        password: v.password,
        uuid: browserUuid(),
        ...(captcha ? { captchaId: captcha.captchaId, verifyCode: v.verifyCode } : {}),
      });
      storeLogin(r);
      scheduleRefresh();
      navigate(r.userInfo.mustChangePassword ? '/update-password' : homePath(r.nav_data), { replace: true });
      return true;
    } catch (e) {
      // After any failure the server may now want a captcha (or a fresh one: each is single-use).
      if ((e instanceof ApiError && e.code === CAPTCHA_REQUIRED) || config.data?.captchaMode !== 'off') {
        await check(v.username);
      }
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <LoginFrame oem={config.data?.oem}>
      <LoginForm
        initialAgreement={getString(STORAGE_KEYS.agreement) === 'true'}
        busy={busy}
        captcha={captcha}
        onSubmit={submit}
        onUsernameBlur={(u) => void check(u)}
        onAgreement={(ok) => (ok ? setItem(STORAGE_KEYS.agreement, 'true') : removeItem(STORAGE_KEYS.agreement))}
        onRefreshCaptcha={() => void refresh()}
      />
    </LoginFrame>
  );
}
