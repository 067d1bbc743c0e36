import { ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ChannelRow } from '@zhiyu/contract/modules/aitext/channel';
import { Alert, Button, Drawer, Popconfirm, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAWER_WIDTH } from '../../../components/schema/overlay.ts';
import { Can } from '../../../platform/access/can.tsx';
import { baseFor } from '../../../platform/runtime-config.ts';
import { channelKeys, fetchBindings, newBindCode, regenerateApiKey } from './channel.api.ts';
import { bindPageUrl, WIDGET_SCRIPT_PATH, widgetScriptUrl, widgetSnippet } from './channel.rules.ts';
import { CopyButton } from './copy.tsx';

const TIME = 'YYYY-MM-DD HH:mm:ss';
const block = { padding: 12, background: 'rgba(0,0,0,0.04)', borderRadius: 6, wordBreak: 'break-all' } as const;

/** How the channel is reached: the widget's paste-in tag, or the API channel's key (hint, regenerate). */
function Access({ row, onApiKey }: { row: ChannelRow; onApiKey: (key: string, hint: string) => void }) {
  const { t } = useTranslation('aitext-channel');
  const origin = window.location.origin;
  const script = widgetScriptUrl(baseFor(WIDGET_SCRIPT_PATH), origin);
  const regenerate = useMutation({
    mutationFn: () => regenerateApiKey(row.id),
    onSuccess: (r) => onApiKey(r.apiKey, r.apiKeyHint),
  });
  if (row.kind === 'widget') {
    const snippet = widgetSnippet(script, row.widgetKey);
    return (
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('deploy.snippetHint')}</Typography.Text>
        <pre style={{ ...block, whiteSpace: 'pre-wrap', margin: 0 }} data-testid="channel-snippet">
          {snippet}
        </pre>
        <CopyButton text={snippet} label={t('deploy.copySnippet')} testId="channel-snippet-copy" />
      </Space>
    );
  }
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('deploy.apiHint')}</Typography.Text>
      <div>
        {t('deploy.apiBase')}:{' '}
        <Typography.Text code>{script.replace(WIDGET_SCRIPT_PATH, '/newaitext/open/')}</Typography.Text>
      </div>
      <div data-testid="channel-api-key-hint">
        {t('deploy.apiKey')}: <Typography.Text code>{row.apiKeyHint ? `sk-…${row.apiKeyHint}` : '-'}</Typography.Text>
      </div>
      <Can code="aitext.channel.apiKey-button">
        <Popconfirm title={t('deploy.regenerateConfirm')} onConfirm={() => regenerate.mutateAsync()}>
          <Button loading={regenerate.isPending}>{t('deploy.regenerate')}</Button>
        </Popconfirm>
      </Can>
    </Space>
  );
}

/** A one-time code for /bindPage (six digits, ten minutes), the link to give, and the bound accounts. */
function Binding({ row }: { row: ChannelRow }) {
  const { t } = useTranslation('aitext-channel');
  const [code, setCode] = useState<{ code: string; expiresAt: number } | null>(null);
  const make = useMutation({ mutationFn: () => newBindCode(row.id), onSuccess: setCode });
  const bindings = useQuery({ queryKey: channelKeys.bindings(row.id), queryFn: () => fetchBindings(row.id) });
  const link = bindPageUrl(window.location.origin, row.kind === 'widget' ? row.widgetKey : undefined);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('bind.hint')}</Typography.Text>
      {row.kind === 'api' && <Alert type="info" showIcon title={t('bind.apiNote')} />}
      <Can code="aitext.channel.bindCode-button">
        <Button type="primary" loading={make.isPending} onClick={() => make.mutate()} data-testid="channel-bind-make">
          {code ? t('bind.again') : t('bind.make')}
        </Button>
      </Can>
      {code && (
        <div style={block} data-testid="channel-bind-result">
          <div>
            {t('bind.code')}:{' '}
            <Typography.Text strong style={{ fontSize: 20, letterSpacing: 2 }} data-testid="channel-bind-code">
              {code.code}
            </Typography.Text>
          </div>
          <div data-testid="channel-bind-expiry">{t('bind.expires', { time: dayjs(code.expiresAt).format(TIME) })}</div>
          <Space wrap>
            <Typography.Link href={link} target="_blank" data-testid="channel-bind-link">
              {link}
            </Typography.Link>
            <CopyButton text={link} label={t('bind.copyLink')} />
          </Space>
        </div>
      )}
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text strong>{t('bind.accounts')}</Typography.Text>
        <Button
          icon={<ReloadOutlined />}
          size="small"
          onClick={() => void bindings.refetch()}
          aria-label={t('bind.refresh')}
        />
      </Space>
      <Table
        rowKey="account"
        size="small"
        data-testid="channel-bindings"
        loading={bindings.isFetching}
        dataSource={bindings.data ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          { key: 'account', dataIndex: 'account', title: t('bind.account') },
          {
            key: 'boundAt',
            dataIndex: 'boundAt',
            title: t('bind.boundAt'),
            render: (v: number) => dayjs(v).format(TIME),
          },
        ]}
      />
    </Space>
  );
}

/** A channel's deployment: how to reach it, and binding external accounts through /bindPage. */
export function DeployDrawer({
  row,
  onClose,
  onApiKey,
}: {
  row: ChannelRow | null;
  onClose: () => void;
  onApiKey: (key: string, hint: string) => void;
}) {
  const { t } = useTranslation('aitext-channel');
  return (
    <Drawer
      open={!!row}
      title={row ? t('deploy.title', { name: row.name }) : ''}
      width={DRAWER_WIDTH}
      onClose={onClose}
      destroyOnHidden
    >
      {row && (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <section>
            <Typography.Title level={5}>{t(`deploy.access.${row.kind}`)}</Typography.Title>
            <Access row={row} onApiKey={onApiKey} />
          </section>
          <section>
            <Typography.Title level={5}>{t('bind.title')}</Typography.Title>
            <Binding row={row} />
          </section>
        </Space>
      )}
    </Drawer>
  );
}
