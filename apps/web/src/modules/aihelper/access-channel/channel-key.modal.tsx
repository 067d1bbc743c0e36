import { INGEST_SKEW_SECONDS, ingestEvents } from '@zhiyu/contract/modules/aihelper/ingest';
import { Alert, Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/crud/app-modal.tsx';
import type { ChannelWithKey } from './channel.api.ts';

/** A label over a value in code type, with antd's copy button. */
function Copyable({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Typography.Paragraph
        code
        copyable={{ text: value }}
        data-testid={testId}
        style={{ marginBottom: 0, wordBreak: 'break-all' }}
      >
        {value}
      </Typography.Paragraph>
    </div>
  );
}

/**
 * A channel's key, shown this once (after create or regenerate): the list only ever shows its last
 * four characters, so closing the dialog forgets it. Also what the channel signs with (contract
 * aihelper/ingest): its id, a timestamp and the HMAC of "<timestamp>.<body>" under the key.
 */
export function ChannelKeyModal({ channel, onClose }: { channel: ChannelWithKey | null; onClose: () => void }) {
  const { t } = useTranslation('aihelper');
  return (
    <AppModal
      open={!!channel}
      title={t('key.title', { name: channel?.name ?? '' })}
      onCancel={onClose}
      maskClosable={false}
      // Closed, the key leaves the page too (it is never shown again).
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose} data-testid="channel-key-close">
          {t('key.saved')}
        </Button>
      }
    >
      {channel && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="channel-key-modal">
          <Alert type="warning" showIcon title={t('key.once')} description={t('key.onceDetail')} />
          <Copyable label={t('key.channelId')} value={channel.id} testId="channel-key-id" />
          <Copyable label={t('key.key')} value={channel.key} testId="channel-key-value" />
          <div data-testid="channel-key-signing">
            <Typography.Text strong>{t('key.signTitle')}</Typography.Text>
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0' }}>
              {t('key.signIntro', { path: ingestEvents.path })}
            </Typography.Paragraph>
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              <li>{t('key.signChannel', { id: channel.id })}</li>
              <li>{t('key.signTimestamp', { minutes: INGEST_SKEW_SECONDS / 60 })}</li>
              <li>{t('key.signSignature')}</li>
            </ul>
          </div>
        </Space>
      )}
    </AppModal>
  );
}
