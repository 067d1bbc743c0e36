import { Card, Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KpiCards, type KpiItem } from '../../../../components/charts/kpi-cards.tsx';

export interface BoardBodyProps {
  /** Nothing to show yet (the first answer is on its way). */
  loading: boolean;
  /** The range holds no calls: the KPI cards stay (with their previous period), the rest is an empty state. */
  empty: boolean;
  kpis?: KpiItem[];
  children: ReactNode;
}

/** Under a board's filter bar: a loading card, then the KPI cards and the charts or the empty state. */
export function BoardBody({ loading, empty, kpis, children }: BoardBodyProps) {
  const { t } = useTranslation('databoard');
  if (loading) return <Card loading />;
  return (
    <>
      {kpis && <KpiCards items={kpis} />}
      {empty ? (
        <Card>
          <Empty data-testid="board-empty" description={t('empty')} />
        </Card>
      ) : (
        children
      )}
    </>
  );
}
