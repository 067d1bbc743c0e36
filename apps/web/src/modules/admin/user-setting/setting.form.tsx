import { useMutation } from '@tanstack/react-query';
import { Button, Form, Segmented } from 'antd';
// The component, not the namespace: `Input` from the index carries TextArea, Search, OTP, Password.
import Input from 'antd/es/input/Input';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { switchLanguage } from '../../../components/language-switch.tsx';
import type { Language } from '../../../platform/i18n/language.ts';
import { notifySuccess } from '../../../platform/request/success.ts';
import { useUserInfo } from '../../../platform/session/use-session.ts';
import { AvatarField } from './avatar.field.tsx';
import { saveProfile } from './setting.api.ts';

/** Username (read-only), nickname, language and the way to change the password. */
export function ProfileForm() {
  const { t, i18n } = useTranslation('admin');
  const user = useUserInfo();
  const navigate = useNavigate();
  const save = useMutation({ mutationFn: saveProfile, onSuccess: () => notifySuccess() });
  if (!user) return null;
  return (
    <Form
      name="profile"
      layout="horizontal"
      labelCol={{ flex: '120px' }}
      style={{ maxWidth: 560 }}
      initialValues={{ nickname: user.nickname, avatar: user.avatar ?? null }}
      onFinish={(v: { nickname: string; avatar: string | null }) =>
        save.mutate({ nickname: v.nickname.trim(), avatar: v.avatar })
      }
    >
      <Form.Item label={t('setting.username')}>
        <Input value={user.username} disabled />
      </Form.Item>
      <Form.Item
        name="nickname"
        label={t('setting.nickname')}
        rules={[
          { required: true, whitespace: true, message: t('setting.nicknameRequired') },
          { max: 32, message: t('setting.nicknameMax', { n: 32 }) },
        ]}
      >
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="avatar" label={t('setting.avatar')}>
        <AvatarField />
      </Form.Item>
      <Form.Item label={t('setting.language')}>
        <Segmented
          value={i18n.language}
          options={[
            { value: 'zh-CN', label: t('common:lang.zh-CN') },
            { value: 'en-US', label: t('common:lang.en-US') },
          ]}
          onChange={(v) => void switchLanguage(v as Language).catch(() => undefined)}
        />
      </Form.Item>
      <Form.Item label={t('setting.password')}>
        <Button onClick={() => navigate('/update-password')}>{t('setting.changePassword')}</Button>
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common:save')}
        </Button>
      </Form.Item>
    </Form>
  );
}
