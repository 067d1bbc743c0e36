import { updatePassword } from '@zhiyu/contract/modules/admin/user';
import { Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call } from '../../../platform/request/call.ts';
import { stopRefresh } from '../../../platform/request/refresh.ts';
import { toastSuccess } from '../../../platform/request/toast.ts';
import { clearSession, isSignedIn } from '../../../platform/session/storage.ts';
import { useUserInfo } from '../../../platform/session/use-session.ts';
import { LoginFrame } from '../login/login-frame.tsx';
import { newPasswordValidator } from './password.rules.ts';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** Forced or voluntary password change; every session ends with it, so sign in again after. */
export default function UpdatePasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const user = useUserInfo();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!isSignedIn()) navigate('/login', { replace: true });
  }, [navigate]);

  const submit = async (v: Values) => {
    setBusy(true);
    try {
      await call(updatePassword, { body: { oldPassword: v.oldPassword, newPassword: v.newPassword } });
      stopRefresh();
      clearSession();
      toastSuccess(t('password.changed'));
      navigate('/login', { replace: true });
    } catch {
      /* the request layer showed the server's message */
    } finally {
      setBusy(false);
    }
  };

  return (
    <LoginFrame>
      <h2 style={{ marginTop: 0 }}>{t('password.title')}</h2>
      {user?.mustChangePassword ? <p style={{ color: '#d46b08' }}>{t('password.mustChange')}</p> : null}
      <Form<Values> name="updatePassword" layout="vertical" onFinish={submit}>
        <Form.Item
          name="oldPassword"
          label={t('password.old')}
          rules={[{ required: true, message: t('password.oldRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('password.new')}
          rules={[
            { required: true, message: t('password.newRequired') },
            { validator: newPasswordValidator(t, user?.username ?? '') },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('password.confirm')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('password.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_, v) =>
                !v || v === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('password.mismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <div style={{ display: 'flex', gap: 8 }}>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('password.submit')}
          </Button>
          <Button onClick={() => navigate(-1)}>{t('common:cancel')}</Button>
        </div>
      </Form>
    </LoginFrame>
  );
}
