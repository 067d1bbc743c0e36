import { exportTextSessions, exportTextSessionsStatus, listTextSessions } from '@zhiyu/contract/modules/aitext/session';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListExport } from '../../../components/export-button/list-export.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { SchemaTable } from '../../../components/schema/schema-table.tsx';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { fetchSessions, textKeys } from './session.api.ts';
import { sessionColumns } from './session.columns.tsx';
import { drillQuery, parseDrill, readRange } from './session-address.ts';
import { DrillBanner, SessionRangeBar } from './session-bars.tsx';
import { SessionDrawer } from './session-drawer.tsx';

const EMPTY = { list: [], total: 0, totalCapped: false, pageNum: 1, pageSize: 10 };

/**
 * /aitext/textSessionRecord: the app's text sessions with the requirements §5 range, every filter of the
 * session list, a knowledge drill-down (from /aitext/knowledgeAnalysis), the conversation in a
 * drawer and the export of what the list shows. Everything lives in the address.
 */
export default function SessionRecordPage() {
  const { t } = useTranslation(['aitext-stats', 'inputs']);
  const columns = useMemo(() => sessionColumns(t), [t]);
  const [params] = useSearchParams();
  const range = readRange(params);
  const rawDrill = params.get('drill');
  const drill = useMemo(() => parseDrill(rawDrill), [rawDrill]);
  const from = range?.from;
  const to = range?.to;
  const extra = useMemo(() => ({ from, to, ...drillQuery(drill) }), [from, to, drill]);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <PageContainer>
      <SessionRangeBar />
      <DrillBanner drill={drill} />
      <SchemaTable
        columns={columns}
        queryKey={[...textKeys.sessions(), extra]}
        list={listTextSessions}
        extra={extra}
        request={(q) => (range ? fetchSessions(q) : Promise.resolve(EMPTY))}
        toolbar={() => (
          <ListExport
            code="aitext.session.export-button"
            testId="session-export"
            action={exportTextSessions.path}
            statusPath={exportTextSessionsStatus.path}
            columns={columns as SchemaColumn[]}
            extra={extra}
            disabled={!range}
          />
        )}
        actions={{
          title: t('session.actions'),
          width: 80,
          render: (row) => (
            <Button type="link" size="small" data-testid="session-open" onClick={() => setOpen(row.id)}>
              {t('session.detail')}
            </Button>
          ),
        }}
      />
      <SessionDrawer id={open} onClose={() => setOpen(null)} />
    </PageContainer>
  );
}
