import { checkConsoleRange } from '@zhiyu/contract/rules/dates';
import { Alert, Button, Form, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConsoleRangePicker, type DayRange } from '../../../components/date-range/console-range.tsx';
import { readRange, type SessionDrill } from './session-address.ts';

/** The sessions' time range (requirements §5: both ends required, nothing after today), kept in the address. */
export function SessionRangeBar() {
  const { t } = useTranslation(['aitext-stats', 'inputs']);
  const [params, setParams] = useSearchParams();
  const range = readRange(params);
  const value: DayRange = range ? [dayjs(range.from), dayjs(range.to)] : null;
  const problem = checkConsoleRange(value);
  const onChange = (v: DayRange) => {
    const next = new URLSearchParams(params);
    next.set('page', '1');
    if (v?.[0] && v[1]) {
      next.delete('range');
      next.set('from', String(v[0].startOf('day').valueOf()));
      next.set('to', String(v[1].endOf('day').valueOf()));
    } else {
      next.set('range', 'none');
      next.delete('from');
      next.delete('to');
    }
    setParams(next);
  };
  return (
    <Form layout="inline" style={{ marginBottom: 12 }} data-testid="session-range">
      <Form.Item
        label={t('session.range')}
        required
        validateStatus={problem ? 'error' : undefined}
        help={problem ? t(`inputs:${problem}`) : undefined}
      >
        <ConsoleRangePicker id="session-range" value={value} onChange={onChange} />
      </Form.Item>
    </Form>
  );
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
