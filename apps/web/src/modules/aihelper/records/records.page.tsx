import { exportAhRecords, exportAhRecordsStatus, listAhRecords } from '@zhiyu/contract/modules/aihelper/records';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AddressRangeBar, readRange } from '../../../components/date-range/address-range.tsx';
import { ListExport } from '../../../components/export-button/list-export.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { SchemaTable } from '../../../components/schema/schema-table.tsx';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { RecordDrawer } from './record.drawer.tsx';
import { fetchRecords, recordKeys } from './records.api.ts';
import { recordColumns } from './records.columns.tsx';

const EMPTY = { list: [], total: 0, totalCapped: false, pageNum: 1, pageSize: 10 };

/**
 * /aihelper/aihelper-records: the tenant's finished conversations in the requirements §5 range
 * (docs/aihelper-desk.md, Conversation records), filtered by agent, skill group, channel, the
 * customer's number and alerts; one conversation whole in a drawer; the export of what the list
 * shows. The range, filters and page live in the address.
 */
export default function AhRecordsPage() {
  const { t } = useTranslation('aihelper');
  const columns = useMemo(() => recordColumns(t), [t]);
  const [params, setParams] = useSearchParams();
  const range = readRange(params);
  const from = range?.from;
  const to = range?.to;
  const extra = useMemo(() => ({ from, to }), [from, to]);
  // `?conversation=` opens one at once (a supervisor alert links here, the call possibly still live).
  const [open, setOpen] = useState<string | null>(() => params.get('conversation'));
  const close = () => {
    setOpen(null);
    if (params.has('conversation'))
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.delete('conversation');
          return next;
        },
        { replace: true },
      );
  };
  return (
    <PageContainer>
      <AddressRangeBar label={t('records.range')} testId="records-range" id="records-range" />
      <SchemaTable
        columns={columns}
        queryKey={[...recordKeys.list(), extra]}
        list={listAhRecords}
        extra={extra}
        request={(q) => (range ? fetchRecords(q) : Promise.resolve(EMPTY))}
        toolbar={() => (
          <ListExport
            code="aihelper.record.export-button"
            testId="records-export"
            action={exportAhRecords.path}
            statusPath={exportAhRecordsStatus.path}
            columns={columns as SchemaColumn[]}
            extra={extra}
            disabled={!range}
          />
        )}
        actions={{
          title: t('records.actions'),
          width: 80,
          render: (row) => (
            <Button type="link" size="small" data-testid="record-open" onClick={() => setOpen(row.id)}>
              {t('records.open')}
            </Button>
          ),
        }}
      />
      <RecordDrawer id={open} onClose={close} />
    </PageContainer>
  );
}
