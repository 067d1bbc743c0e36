import { DRILL_KEYS, type DrillKey, type RecordDrill } from '@zhiyu/contract/modules/aicall/databoard';
import { NO_BOT, NO_TASK } from '@zhiyu/contract/modules/aicall/record';
import { Alert, Button, Space, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

const KEYS = new Set<string>(DRILL_KEYS);

/** The filters a data board's drill-down put in the URL (`drill`, JSON); unknown keys are dropped. */
export function useDrillFilter(): RecordDrill {
  const [params] = useSearchParams();
  const raw = params.get('drill');
  return useMemo(() => {
    if (!raw) return {};
    try {
      const v = JSON.parse(raw);
      if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
      return Object.fromEntries(
        Object.entries(v).filter(([k, x]) => KEYS.has(k) && (typeof x === 'string' || typeof x === 'number')),
      ) as RecordDrill;
    } catch {
      return {};
    }
  }, [raw]);
}

/** Shows which board item the list was opened from, with a button that drops those filters. */
export function DrillBanner({ drill }: { drill: RecordDrill }) {
  const { t } = useTranslation('databoard');
  const [params, setParams] = useSearchParams();
  const entries = Object.entries(drill) as [DrillKey, string | number][];
  if (!entries.length) return null;
  const valueText = (k: DrillKey, v: string | number) => {
    if (k === 'answered' || k === 'transferred') return t(`drill.yesNo.${v}`);
    if (k === 'hangupBy') return t(`drill.side.${v}`);
    if ((k === 'hangupIntent' || k === 'intentionLevel') && v === '-') return t('drill.none');
    if (k === 'taskId' && v === NO_TASK) return t('drill.noTask');
    if (k === 'botId' && v === NO_BOT) return t('drill.noBot');
    if (k === 'botVersion') return `v${v}`;
    return String(v);
  };
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid="drill-banner"
      title={
        <Space wrap size={4}>
          {t('drill.from')}
          {entries.map(([k, v]) => (
            <Tag key={k} data-testid={`drill-${k}`}>
              {t(`drill.keys.${k}`)}: {valueText(k, v)}
            </Tag>
          ))}
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
