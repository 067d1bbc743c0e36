import { exportQcRecords, exportQcRecordsStatus, listQcRecords } from '@zhiyu/contract/modules/aihelper/qc-record';
import { Button } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AddressRangeBar, readRange } from '../../../components/date-range/address-range.tsx';
import { ListExport } from '../../../components/export-button/list-export.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { SchemaTable } from '../../../components/schema/schema-table.tsx';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { adoptLinkFilters, fetchQcRecords, qcRecordKeys } from './qc-record.api.ts';
import { qcRecordColumns } from './qc-record.columns.tsx';
import { QcRecordDrawer } from './qc-record.drawer.tsx';

const EMPTY = { list: [], total: 0, totalCapped: false, pageNum: 1, pageSize: 10 };

/**
 * /aihelper/qualityRecord (and bare at /iframe/aihelper/qualityRecord): every finished conversation
 * scored by the tenant's QC points (issue 21 §1), in the requirements §5 range, filtered by agent,
 * skill group, channel, the customer's number, a point hit, the score and the disputes; one record
 * with its hits, their review and the transcript in a drawer; the export of what the list shows.
 * The range, filters and page live in the address; a link may name a filter plainly
 * (`?pointId=X`), and `?conversation=` opens that record at once.
 */
export default function QualityRecordPage() {
  const { t } = useTranslation('aihelper');
  const columns = useMemo(() => qcRecordColumns(t), [t]);
  const [params, setParams] = useSearchParams();
  const adopted = useMemo(() => adoptLinkFilters(params), [params]);
  // A plain filter param becomes the list's own state before the first read.
  useEffect(() => {
    if (adopted) setParams(adopted, { replace: true });
  }, [adopted, setParams]);
  const range = readRange(params);
  const from = range?.from;
  const to = range?.to;
  const extra = useMemo(() => ({ from, to }), [from, to]);
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
  if (adopted) return null;
  return (
    <PageContainer>
      <AddressRangeBar label={t('records.range')} testId="qc-records-range" id="qc-records-range" />
      <SchemaTable
        columns={columns}
        queryKey={[...qcRecordKeys.list(), extra]}
        list={listQcRecords}
        extra={extra}
        request={(q) => (range ? fetchQcRecords(q) : Promise.resolve(EMPTY))}
        toolbar={() => (
          <ListExport
            code="aihelper.qcRecord.export-button"
            testId="qc-records-export"
            action={exportQcRecords.path}
            statusPath={exportQcRecordsStatus.path}
            columns={columns as SchemaColumn[]}
            extra={extra}
            disabled={!range}
          />
        )}
        actions={{
          title: t('records.actions'),
          width: 80,
          render: (row) => (
            <Button type="link" size="small" data-testid="qc-record-open" onClick={() => setOpen(row.id)}>
              {t('records.open')}
            </Button>
          ),
        }}
      />
      <QcRecordDrawer id={open} onClose={close} />
    </PageContainer>
  );
}
