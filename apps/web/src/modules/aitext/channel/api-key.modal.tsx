import { Alert, Button, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTH } from '../../../components/schema/overlay.ts';
import { CopyButton } from './copy.tsx';

/**
 * An API channel's secret key, shown this once (after create or regenerate): the server keeps only
 * its hash, so closing the dialog forgets it for good.
 */
export function ApiKeyModal({ apiKey, onClose }: { apiKey: string | null; onClose: () => void }) {
  const { t } = useTranslation('aitext-channel');
  return (
    <Modal
      open={!!apiKey}
      title={t('apiKey.title')}
      width={DIALOG_WIDTH}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('apiKey.saved')}
        </Button>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert type="warning" showIcon title={t('apiKey.once')} />
        <Typography.Text code data-testid="channel-api-key" style={{ wordBreak: 'break-all' }}>
          {apiKey}
        </Typography.Text>
        <CopyButton text={apiKey ?? ''} testId="channel-api-key-copy" />
        <Typography.Text type="secondary">{t('apiKey.howTo')}</Typography.Text>
      </Space>
    </Modal>
  );
}
