import type { OverviewFigure } from '@zhiyu/contract/modules/aicall/board-overview';
import type { RecordDrill } from '@zhiyu/contract/modules/aicall/databoard';
import type { KpiFormat } from '../../../../components/charts/kpi-cards.tsx';

/** How each figure is shown, and which calls its drill-down opens. */
export const OVERVIEW_FORMATS: Record<OverviewFigure, { format: KpiFormat; drill: RecordDrill }> = {
  calls: { format: 'count', drill: {} },
  connected: { format: 'count', drill: { answered: 1 } },
  connectRate: { format: 'percent', drill: { answered: 1 } },
  durationSec: { format: 'seconds', drill: { answered: 1 } },
  avgDuration: { format: 'seconds', drill: { answered: 1 } },
  transferred: { format: 'count', drill: { transferred: 1 } },
};
