import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CALLBACK_SECRET_MAX,
  CALLBACK_SECRET_MIN,
  CALLBACK_URL_MAX,
  type CallbackTestResult,
} from '@zhiyu/contract/modules/aicall/callback';
import { HTTP_URL } from '@zhiyu/contract/rules/patterns';
import { Alert, Button, Form, Input, Skeleton, Space, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/crud/app-modal.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { fetchCallback, newSecret, saveCallback, sendTest, settingKeys } from './settings.api.ts';

interface Values {
  url: string;
  enabled: boolean;
  secret?: string;
}

/** The callback URL, switch and write-only secret; "generate" and "send test" beside save. */
export function CallbackForm() {
  const { t } = useTranslation('callset');
  const qc = useQueryClient();
  const [form] = Form.useForm<Values>();
  const q = useQuery({ queryKey: settingKeys.callback, queryFn: fetchCallback });
  const [shown, setShown] = useState<string | null>(null);
  const [result, setResult] = useState<CallbackTestResult | null>(null);
  useEffect(() => {
    if (q.data) form.setFieldsValue({ url: q.data.url, enabled: q.data.enabled === 1, secret: '' });
  }, [q.data, form]);
  const save = useMutation({
    mutationFn: (v: Values) =>
      saveCallback({ url: v.url?.trim() ?? '', enabled: v.enabled ? 1 : 0, secret: v.secret ?? '' }),
    onSuccess: (data) => {
      qc.setQueryData(settingKeys.callback, data);
      notifySuccess();
    },
  });
  const generate = useMutation({
    mutationFn: newSecret,
    onSuccess: async ({ secret }) => {
      setShown(secret);
      await qc.invalidateQueries({ queryKey: settingKeys.callback });
    },
  });
  const test = useMutation({ mutationFn: sendTest, onSuccess: setResult });
  if (!q.data) return <Skeleton active />;
  const secretSet = q.data.secretSet;
  return (
    <Form<Values>
      form={form}
      name="callback"
      layout="vertical"
      onFinish={(v) => save.mutate(v)}
      style={{ maxWidth: 720 }}
    >
      <Form.Item
        name="url"
        label={t('callback.url')}
        extra={t('callback.urlHelp')}
        rules={[
          { max: CALLBACK_URL_MAX, message: t('callback.urlTooLong') },
          { pattern: HTTP_URL, message: t('callback.urlInvalid') },
        ]}
      >
        <Input placeholder="https://example.com/zhiyu/callback" maxLength={CALLBACK_URL_MAX} />
      </Form.Item>
      <Form.Item
        name="secret"
        label={t('callback.secret')}
        extra={secretSet ? t('callback.secretKept') : t('callback.secretHelp')}
        rules={[
          { min: CALLBACK_SECRET_MIN, message: t('callback.secretLength', { min: CALLBACK_SECRET_MIN }) },
          { pattern: /^\S*$/, message: t('callback.secretSpaces') },
        ]}
      >
        <Input.Password
          autoComplete="new-password"
          maxLength={CALLBACK_SECRET_MAX}
          placeholder={secretSet ? t('callback.secretSet') : t('callback.secretNone')}
        />
      </Form.Item>
      <Form.Item name="enabled" label={t('callback.enabled')} valuePropName="checked" extra={t('callback.enabledHelp')}>
        <Switch />
      </Form.Item>
      <Space wrap>
        <Can code="aicall.callback.edit-button">
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('common:save')}
          </Button>
          <Button onClick={() => generate.mutate()} loading={generate.isPending}>
            {t('callback.generate')}
          </Button>
        </Can>
        <Can code="aicall.callback.test-button">
          <Button onClick={() => test.mutate()} loading={test.isPending} disabled={!q.data.url || !secretSet}>
            {t('callback.test')}
          </Button>
        </Can>
      </Space>
      {result ? (
        <Alert
          data-testid="callback-test-result"
          style={{ marginTop: 16 }}
          showIcon
          type={result.ok ? 'success' : 'error'}
          title={
            result.ok
              ? t('callback.testOk', { status: result.httpStatus, ms: result.latencyMs })
              : t('callback.testFailed', { reason: result.error })
          }
        />
      ) : null}
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        {t('callback.signingHelp')}
      </Typography.Paragraph>
      <AppModal
        open={shown !== null}
        title={t('callback.secretShownTitle')}
        onCancel={() => setShown(null)}
        footer={
          <Button type="primary" onClick={() => setShown(null)}>
            {t('callback.secretCopied')}
          </Button>
        }
      >
        <Alert type="warning" showIcon title={t('callback.secretShownOnce')} style={{ marginBottom: 12 }} />
        <Typography.Text code copyable data-testid="callback-secret">
          {shown}
        </Typography.Text>
      </AppModal>
    </Form>
  );
}
