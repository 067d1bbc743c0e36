import type { LastTest } from '@zhiyu/contract/modules/admin/engine';
import { Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

/** The last connection test of an engine: OK with latency, or the reason, with its time on hover. */
export function LastTestCell({ test }: { test: LastTest | null }) {
  const { t } = useTranslation('engine');
  if (!test) return <span>{t('engine.neverTested')}</span>;
  const text = test.ok
    ? t('engine.testOkShort', { ms: test.latencyMs ?? 0 })
    : t(`engine.reason.${test.reason ?? 'network'}`, { status: test.httpStatus ?? '' });
  return (
    <Tooltip title={dayjs(test.at).format('YYYY-MM-DD HH:mm:ss')}>
      <Tag color={test.ok ? 'green' : 'red'} data-testid="engine-last-test">
        {text}
      </Tag>
    </Tooltip>
  );
}
