import type { OutboundFigure } from '@zhiyu/contract/modules/aicall/board-outbound';
import type { RecordDrill } from '@zhiyu/contract/modules/aicall/databoard';
import type { KpiFormat } from '../../../../components/charts/kpi-cards.tsx';

/** How each figure is shown, and which calls its drill-down opens. */
export const OUTBOUND_FORMATS: Record<OutboundFigure, { format: KpiFormat; drill: RecordDrill }> = {
  calls: { format: 'count', drill: {} },
  connected: { format: 'count', drill: { answered: 1 } },
  connectRate: { format: 'percent', drill: { answered: 1 } },
  avgDuration: { format: 'seconds', drill: { answered: 1 } },
  avgRounds: { format: 'decimal', drill: { answered: 1 } },
  transferred: { format: 'count', drill: { transferred: 1 } },
};
