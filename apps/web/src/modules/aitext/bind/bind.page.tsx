import { VISITOR_ID_MAX } from '@zhiyu/contract/modules/aitext/enums';
import { Alert, Button, Form, Input, Result } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../platform/request/errors.ts';
import { LoginFrame } from '../../auth/login/login-frame.tsx';
import { BIND_CODE, bind } from './bind.api.ts';

interface Values {
  channelKey: string;
  account: string;
  code: string;
}

type Bound = { channelName: string; account: string; boundAt: number };

/**
 * /bindPage, account binding (public, no sign-in): binds an external account to a text channel with the
 * one-time code shown on /aitext/channelConfig. The channel comes from the link (`?key=`) or is
 * typed; a wrong, used or expired code shows the server's message and binds nothing.
 */
export default function BindPage() {
  const { t } = useTranslation('aitext-channel');
  const [params] = useSearchParams();
  const fromLink = params.get('key')?.trim() ?? '';
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [bound, setBound] = useState<Bound | null>(null);
  const [form] = Form.useForm<Values>();

  const submit = async (v: Values) => {
    setBusy(true);
    setError(null);
    try {
      setBound(await bind(fromLink || v.channelKey, v.account, v.code));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('bindPage.failed'));
    } finally {
      setBusy(false);
    }
  };

  if (bound)
    return (
      <LoginFrame>
        <Result
          status="success"
          title={t('bindPage.success')}
          subTitle={t('bindPage.successDetail', {
            account: bound.account,
            channel: bound.channelName,
            time: dayjs(bound.boundAt).format('YYYY-MM-DD HH:mm:ss'),
          })}
          extra={
            <Button
              onClick={() => {
                setBound(null);
                form.resetFields();
              }}
            >
              {t('bindPage.another')}
            </Button>
          }
          data-testid="bind-success"
        />
      </LoginFrame>
    );

  return (
    <LoginFrame>
      <h2 style={{ marginTop: 0 }}>{t('bindPage.title')}</h2>
      <p style={{ color: '#888' }}>{t('bindPage.explain')}</p>
      <Form<Values> form={form} name="bind" layout="vertical" onFinish={submit} onValuesChange={() => setError(null)}>
        {!fromLink && (
          <Form.Item
            name="channelKey"
            label={t('bindPage.channelKey')}
            tooltip={t('bindPage.channelKeyTip')}
            rules={[{ required: true, whitespace: true, message: t('bindPage.channelKeyRequired') }]}
          >
            <Input autoComplete="off" maxLength={64} />
          </Form.Item>
        )}
        <Form.Item
          name="account"
          label={t('bindPage.account')}
          rules={[{ required: true, whitespace: true, message: t('bindPage.accountRequired') }]}
        >
          <Input autoComplete="off" maxLength={VISITOR_ID_MAX} placeholder={t('bindPage.accountPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('bindPage.code')}
          rules={[
            { required: true, message: t('bindPage.codeRequired') },
            { pattern: BIND_CODE, message: t('bindPage.codeFormat') },
          ]}
        >
          <Input
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            placeholder={t('bindPage.codePlaceholder')}
          />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="bind-error" />}
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('bindPage.submit')}
        </Button>
      </Form>
    </LoginFrame>
  );
}
