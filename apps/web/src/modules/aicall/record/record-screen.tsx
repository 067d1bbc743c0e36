import { RECORD_APIS, type RecordRow, type RecordScreen } from '@zhiyu/contract/modules/aicall/record';
import { Button, Space } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/export-button/export-button.tsx';
import { toWire } from '../../../components/schema/fields.tsx';
import { SchemaTable } from '../../../components/schema/schema-table.tsx';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { Can } from '../../../platform/access/can.tsx';
import { parseListState } from '../../../platform/list/list-state.ts';
import { DrillBanner, useDrillFilter } from './drill-banner.tsx';
import { RangeBar, useRange } from './range-bar.tsx';
import { fetchRecords, recordKeys } from './record.api.ts';
import { recordColumns } from './record.columns.tsx';
import { RecordDrawer } from './record-drawer.tsx';

export interface RecordScreenProps {
  screen: RecordScreen;
  /** Filters set outside the search form (the level tabs of the intention details). */
  extra?: Record<string, unknown>;
  /** More toolbar buttons (simulate inbound). */
  toolbar?: ReactNode;
  /** Shown between the range and the list (the level tabs). */
  header?: ReactNode;
}

/** The list's current filter as the export takes it: the URL's search values, range and extras. */
function currentFilter(cols: SchemaColumn<RecordRow>[], range: object | null, extra: object) {
  const { filters } = parseListState(new URLSearchParams(window.location.search));
  return { ...toWire(cols as SchemaColumn[], filters), ...range, ...extra };
}

/**
 * One record screen: the time range, the search form, the list, the detail drawer and export. The
 * server decides masking and refuses a range without both ends (150060), so the list stays empty
 * until the range is complete.
 */
const NONE = {};

export function RecordScreenView({ screen, extra: own = NONE, toolbar, header }: RecordScreenProps) {
  const { t } = useTranslation(['record', 'inputs']);
  const columns = useMemo(() => recordColumns(t, screen), [t, screen]);
  const range = useRange();
  // A data board's drill-down: its filters apply to the list and its export alike.
  const drill = useDrillFilter();
  const extra = useMemo(() => ({ ...drill, ...own }), [drill, own]);
  const [open, setOpen] = useState<string | null>(null);
  const api = RECORD_APIS[screen];
  return (
    <>
      <RangeBar />
      <DrillBanner drill={drill} />
      {header}
      <SchemaTable
        columns={columns}
        queryKey={[...recordKeys.list(screen), range, extra]}
        list={api.list}
        extra={{ ...range, ...extra }}
        request={(q) =>
          range
            ? fetchRecords(screen, q)
            : Promise.resolve({ list: [], total: 0, totalCapped: false, pageNum: 1, pageSize: 10 })
        }
        toolbar={() => (
          <Space wrap data-testid="record-toolbar">
            {toolbar}
            <Can code={`aicall.${screen}.export-button`}>
              <ExportButton
                action={api.export.path}
                statusPath={api.exportStatus.path}
                disabled={!range}
                body={() => ({ filter: currentFilter(columns, range, extra) })}
              />
            </Can>
          </Space>
        )}
        actions={{
          title: t('record:actions'),
          width: 90,
          render: (row) => (
            <Button type="link" size="small" onClick={() => setOpen(row.id)}>
              {t('record:detail.open')}
            </Button>
          ),
        }}
      />
      <RecordDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
