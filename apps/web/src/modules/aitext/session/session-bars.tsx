import { Alert, Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AddressRangeBar } from '../../../components/date-range/address-range.tsx';
import type { SessionDrill } from './session-address.ts';

/** The sessions' time range (requirements §5), kept in the address (the kit's range bar). */
export function SessionRangeBar() {
  const { t } = useTranslation('aitext-stats');
  return <AddressRangeBar label={t('session.range')} testId="session-range" id="session-range" />;
}

/** Which knowledge figure the list was opened from, with a button that drops that filter. */
export function DrillBanner({ drill }: { drill: SessionDrill }) {
  const { t } = useTranslation('aitext-stats');
  const [params, setParams] = useSearchParams();
  if (!drill.refId && !drill.categoryId && !drill.refEvent) return null;
  const what = drill.label ?? drill.refId ?? drill.categoryId;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid="drill-banner"
      title={
        <Space wrap size={4}>
          {t('drill.from')}
          <Tag data-testid="drill-target">
            {drill.categoryId ? t('drill.category') : t('drill.item')}: {what ?? t('drill.any')}
          </Tag>
          <Tag data-testid="drill-event">
            {t('drill.event')}: {t(`drill.event.${drill.refEvent ?? 'answer'}`)}
          </Tag>
        </Space>
      }
      action={
        <Button
          size="small"
          type="link"
          onClick={() => {
            const next = new URLSearchParams(params);
            next.delete('drill');
            next.set('page', '1');
            setParams(next);
          }}
        >
          {t('drill.clear')}
        </Button>
      }
    />
  );
}
