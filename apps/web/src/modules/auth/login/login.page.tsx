import { STORAGE_KEYS } from '@zhiyu/contract/rules/session';
import { Button, Checkbox, Form } from 'antd';
// Direct import: the `Input` namespace also carries TextArea, Search, OTP and Password (~10 KB gzip
// on /login, whose budget is tight); a plain password input does the job here.
import Input from 'antd/es/input/Input';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { homePath } from '../../../platform/access/nav.ts';
import { useLoginConfig } from '../../../platform/oem.ts';
import { ApiError } from '../../../platform/request/errors.ts';
import { scheduleRefresh } from '../../../platform/request/refresh.ts';
import { storeLogin } from '../../../platform/session/grant.ts';
import { getString, removeItem, setItem } from '../../../platform/session/storage.ts';
import { browserUuid } from '../../../platform/session/uuid.ts';
import { signIn } from './login.api.ts';
import { LoginFrame } from './login-frame.tsx';
import { useCaptcha } from './use-captcha.ts';

interface Values {
  username: string;
  password: string;
  verifyCode?: string;
  agreement?: boolean;
}

/** The captcha answer 881055 is silent: it only means "show the captcha" (SPEC §8). */
const CAPTCHA_REQUIRED = '881055';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const config = useLoginConfig();
  const { captcha, check, refresh } = useCaptcha();

  useEffect(() => {
    if (config.data?.captchaMode === 'always' && !captcha) void refresh();
  }, [config.data?.captchaMode, captcha, refresh]);

  const submit = async (v: Values) => {
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
    } catch (e) {
      form.setFieldValue('verifyCode', undefined);
      if (e instanceof ApiError && e.code === CAPTCHA_REQUIRED) await check(v.username);
      else if (captcha || config.data?.captchaMode !== 'off') await check(v.username);
    } finally {
      setBusy(false);
    }
  };

  const onAgreement = (checked: boolean) =>
    checked ? setItem(STORAGE_KEYS.agreement, 'true') : removeItem(STORAGE_KEYS.agreement);

  return (
    <LoginFrame oem={config.data?.oem}>
      <Form
        name="login"
        form={form}
        size="large"
        onFinish={submit}
        initialValues={{ agreement: getString(STORAGE_KEYS.agreement) === 'true' }}
      >
        <Form.Item name="username" rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}>
          <Input
            placeholder={t('login.username')}
            autoComplete="username"
            onBlur={(e) => void check(e.target.value.trim())}
          />
        </Form.Item>
        <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
          <Input type="password" placeholder={t('login.password')} autoComplete="current-password" />
        </Form.Item>
        {captcha && (
          <Form.Item required>
            <div style={{ display: 'flex', gap: 8 }}>
              <Form.Item name="verifyCode" noStyle rules={[{ required: true, message: t('login.captchaRequired') }]}>
                <Input placeholder={t('login.captcha')} autoComplete="off" />
              </Form.Item>
              <img
                src={captcha.image}
                alt={t('login.captchaAlt')}
                title={t('login.captchaRefresh')}
                style={{ height: 40, cursor: 'pointer', borderRadius: 6 }}
                onClick={() => void refresh()}
              />
            </div>
          </Form.Item>
        )}
        <Form.Item
          name="agreement"
          valuePropName="checked"
          rules={[
            {
              validator: (_, ok) => (ok ? Promise.resolve() : Promise.reject(new Error(t('login.agreementRequired')))),
            },
          ]}
        >
          <Checkbox onChange={(e) => onAgreement(e.target.checked)}>
            {t('login.agreePrefix')}
            <a href="/service-agreement" target="_blank" rel="noreferrer">
              {t('login.serviceAgreement')}
            </a>
            {t('login.and')}
            <a href="/privacy-policy" target="_blank" rel="noreferrer">
              {t('login.privacyPolicy')}
            </a>
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('login.submit')}
        </Button>
      </Form>
    </LoginFrame>
  );
}
