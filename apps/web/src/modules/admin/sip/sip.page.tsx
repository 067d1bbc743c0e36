import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@zhiyu/contract/endpoint';
import { SIP_PASSWORD_MAX, type SipRow, type updateSip } from '@zhiyu/contract/modules/admin/sip';
import { Alert, Button, Col, Form, Input, Result, Row, Skeleton, Space } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container.tsx';
import { SchemaForm } from '../../../components/schema/schema-form.tsx';
import { Section } from '../../../components/section.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { useCurrentOrg } from '../../../platform/session/use-session.ts';
import { fetchSip, probeSip, saveSip, sipKeys } from './sip.api.ts';
import { sipColumns } from './sip.columns.tsx';

type Values = Record<string, unknown>;

/** The form's values as the wire body; an empty password keeps the stored one. */
const bodyOf = (v: Values) =>
  ({
    ...v,
    username: v.username ?? '',
    realm: v.realm ?? '',
    password: v.password ?? '',
    status: v.status ?? 'enabled',
  }) as BodyOf<typeof updateSip>;

/**
 * /index/tenant/sip: the current tenant's SIP trunk. Save stores it; "test" checks the settings as
 * they stand in the form (a TCP connect for tcp/tls, a SIP OPTIONS request for udp).
 */
export default function SipPage() {
  const { t } = useTranslation('engine');
  const columns = useMemo(() => sipColumns(t), [t]);
  const [form] = Form.useForm();
  const qc = useQueryClient();
  // The trunk is the current tenant's: an operator at platform or channel level picks a tenant first.
  const org = useCurrentOrg();
  const inTenant = !org || org.type === 'tenant';
  const key = [...sipKeys.all, org?.id ?? ''];
  const q = useQuery({ queryKey: key, queryFn: fetchSip, enabled: inTenant });
  const save = useMutation({
    mutationFn: (v: Values) => saveSip(bodyOf(v)),
    onSuccess: async (row) => {
      form.setFieldValue('password', '');
      qc.setQueryData(key, row);
      notifySuccess();
    },
  });
  const test = useMutation({
    mutationFn: async () => probeSip(bodyOf(await form.validateFields())),
    onSuccess: (r) =>
      notifySuccess(
        r.response
          ? t('sip.testOkWith', { ms: r.latencyMs, response: r.response })
          : t('engine.testOk', { ms: r.latencyMs }),
      ),
  });
  const row: SipRow | null | undefined = q.data;
  return (
    <PageContainer>
      <Section title={t('sip.title')}>
        {!inTenant ? (
          <Result status="info" title={t('sip.pickTenant')} />
        ) : q.isLoading ? (
          <Skeleton active />
        ) : (
          <SchemaForm<SipRow>
            key={org?.id}
            columns={columns}
            form={form}
            name="sip"
            initialValues={row ? { ...row, password: '' } : undefined}
            onSubmit={(v) => save.mutate(v)}
          >
            {row ? null : <Alert type="info" showIcon title={t('sip.empty')} style={{ marginBottom: 16 }} />}
            <Row gutter={16}>
              <Col span={12}>
                <Form.Item
                  name="password"
                  label={t('sip.password')}
                  extra={row?.password ? t('engine.secretKept') : undefined}
                >
                  <Input.Password
                    maxLength={SIP_PASSWORD_MAX}
                    autoComplete="new-password"
                    placeholder={row?.password ? t('engine.secretSet') : t('engine.secretNone')}
                  />
                </Form.Item>
              </Col>
            </Row>
            <Space>
              <Can code="admin.sip.edit-button">
                <Button type="primary" htmlType="submit" loading={save.isPending}>
                  {t('common:save')}
                </Button>
              </Can>
              <Can code="admin.sip.test-button">
                <Button loading={test.isPending} onClick={() => test.mutate()}>
                  {t('sip.test')}
                </Button>
              </Can>
              {row ? (
                <span data-testid="sip-updated">
                  {t('sip.updated', { by: row.updatedBy, at: dayjs(row.updatedAt).format('YYYY-MM-DD HH:mm:ss') })}
                </span>
              ) : null}
            </Space>
          </SchemaForm>
        )}
      </Section>
    </PageContainer>
  );
}
