import { useQuery } from '@tanstack/react-query';
import { NO_LEVEL } from '@zhiyu/contract/modules/aicall/record';
import { Tabs } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { useRange } from './range-bar.tsx';
import { fetchCounts, recordKeys } from './record.api.ts';
import { RecordScreenView } from './record-screen.tsx';

const ALL = 'all';

/**
 * /aicall/call-manage/intention-detail: calls by intention level. One tab a level, each with its
 * count over the chosen period (both directions); the list below follows the tab.
 */
export default function IntentionDetailPage() {
  const { t } = useTranslation('record');
  const [params, setParams] = useSearchParams();
  const range = useRange();
  const level = params.get('level') ?? ALL;
  const counts = useQuery({
    queryKey: [...recordKeys.counts(), range],
    queryFn: () => fetchCounts({ ...range }),
    enabled: !!range,
  });
  const extra = useMemo(() => (level === ALL ? {} : { intentionLevel: level }), [level]);
  const levels = counts.data?.levels ?? [];
  const items = [
    { key: ALL, label: t('levelTab.all', { count: counts.data?.total ?? 0 }) },
    ...levels.map((l) => ({
      key: l.level ?? NO_LEVEL,
      label: t('levelTab.level', { level: l.level ?? t('noLevel'), count: l.count }),
    })),
  ];
  const choose = (key: string) => {
    const next = new URLSearchParams(params);
    next.set('page', '1');
    if (key === ALL) next.delete('level');
    else next.set('level', key);
    setParams(next);
  };
  return (
    <PageContainer>
      <RecordScreenView
        screen="intentionDetail"
        extra={extra}
        header={<Tabs activeKey={level} items={items} onChange={choose} data-testid="level-tabs" />}
      />
    </PageContainer>
  );
}
