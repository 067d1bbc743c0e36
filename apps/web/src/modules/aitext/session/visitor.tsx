import type { SessionRow } from '@zhiyu/contract/modules/aitext/session';
import { Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** A session's visitor as people read it: a console test by its tester, else the visitor id. */
export function visitorText(row: Pick<SessionRow, 'visitorId' | 'tester'>, t: TFunction): string {
  return row.tester === null ? row.visitorId : t('session.consoleTester', { name: row.tester });
}

/** The visitor cell of the list and the detail; a console test keeps its visitor id on hover. */
export function VisitorName({ row }: { row: Pick<SessionRow, 'visitorId' | 'tester'> }) {
  const { t } = useTranslation('aitext-stats');
  const text = <span data-testid="session-visitor">{visitorText(row, t)}</span>;
  return row.tester === null ? text : <Tooltip title={row.visitorId}>{text}</Tooltip>;
}
