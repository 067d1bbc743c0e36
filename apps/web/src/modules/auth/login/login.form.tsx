import { Button } from 'antd';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaState } from './use-captcha.ts';
import './login.css';

export interface LoginValues {
  username: string;
  password: string;
  verifyCode: string;
  agreement: boolean;
}
type Field = keyof LoginValues;

/**
 * The sign-in form on native inputs: antd Form, Input and Checkbox bring the form engine, Tooltip
 * and its popup machinery (~70 KB gzip) onto /login, whose first-load budget is 200 KB.
 * Ids follow antd's `login_<field>` so the form reads like every other form of the console.
 */
export function LoginForm(props: {
  initialAgreement: boolean;
  busy: boolean;
  captcha: CaptchaState | null;
  onSubmit: (v: LoginValues) => Promise<boolean>;
  onUsernameBlur: (username: string) => void;
  onAgreement: (checked: boolean) => void;
  onRefreshCaptcha: () => void;
}) {
  const { t } = useTranslation('auth');
  const [v, setV] = useState<LoginValues>({
    username: '',
    password: '',
    verifyCode: '',
    agreement: props.initialAgreement,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = <K extends Field>(k: K, value: LoginValues[K]) => {
    setV((old) => ({ ...old, [k]: value }));
    setErrors((old) => ({ ...old, [k]: undefined }));
  };

  // Each captcha image is single-use: a new one (or one shown again after it was hidden) starts
  // blank and without an error, so the field never opens with a message the user has not earned.
  const captchaId = props.captcha?.captchaId ?? null;
  const [shownCaptcha, setShownCaptcha] = useState(captchaId);
  if (captchaId !== shownCaptcha) {
    setShownCaptcha(captchaId);
    setV((old) => ({ ...old, verifyCode: '' }));
    setErrors((old) => ({ ...old, verifyCode: undefined }));
  }

  const validate = (): boolean => {
    const e: Partial<Record<Field, string>> = {};
    if (!v.username.trim()) e.username = t('login.usernameRequired');
    if (!v.password) e.password = t('login.passwordRequired');
    if (props.captcha && !v.verifyCode.trim()) e.verifyCode = t('login.captchaRequired');
    if (!v.agreement) e.agreement = t('login.agreementRequired');
    setErrors(e);
    return Object.keys(e).length === 0;
  };

  /** What every text input of the form shares: antd-style id, value, error state, placeholder. */
  const field = (name: 'username' | 'password' | 'verifyCode', placeholder: string) => ({
    id: `login_${name}`,
    className: 'zy-login-input',
    value: v[name],
    'aria-invalid': Boolean(errors[name]),
    placeholder: t(placeholder),
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(name, e.target.value),
  });

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    if (!validate()) return;
    const ok = await props.onSubmit({ ...v, username: v.username.trim() });
    if (!ok) set('verifyCode', '');
  };

  return (
    <form id="login" className="zy-login-form" onSubmit={submit} noValidate>
      <Row error={errors.username}>
        <input
          {...field('username', 'login.username')}
          autoComplete="username"
          onBlur={(e) => props.onUsernameBlur(e.target.value.trim())}
        />
      </Row>
      <Row error={errors.password}>
        <input {...field('password', 'login.password')} type="password" autoComplete="current-password" />
      </Row>
      {props.captcha && (
        <Row error={errors.verifyCode}>
          <div style={{ display: 'flex', gap: 8 }}>
            <input {...field('verifyCode', 'login.captcha')} autoComplete="off" />
            <img
              src={props.captcha.image}
              alt={t('login.captchaAlt')}
              title={t('login.captchaRefresh')}
              style={{ height: 40, cursor: 'pointer', borderRadius: 6 }}
              onClick={props.onRefreshCaptcha}
            />
          </div>
        </Row>
      )}
      <Row error={errors.agreement}>
        <label className="zy-login-check">
          <input
            id="login_agreement"
            type="checkbox"
            checked={v.agreement}
            onChange={(e) => {
              set('agreement', e.target.checked);
              props.onAgreement(e.target.checked);
            }}
          />
          <span>
            {t('login.agreePrefix')}
            <a href="/service-agreement" target="_blank" rel="noreferrer">
              {t('login.serviceAgreement')}
            </a>
            {t('login.and')}
            <a href="/privacy-policy" target="_blank" rel="noreferrer">
              {t('login.privacyPolicy')}
            </a>
          </span>
        </label>
      </Row>
      <Button type="primary" size="large" htmlType="submit" block loading={props.busy}>
        {t('login.submit')}
      </Button>
    </form>
  );
}

function Row({ error, children }: { error?: string; children: React.ReactNode }) {
  return (
    <div style={{ marginBottom: error ? 4 : 24 }}>
      {children}
      {error ? (
        <div role="alert" className="zy-login-error">
          {error}
        </div>
      ) : null}
    </div>
  );
}
