import {
  exportOperaLog,
  exportOperaLogStatus,
  listOperaLog,
  type OperaLogRow,
} from '@zhiyu/contract/modules/aikb/opera-log';
import { defaultConsoleRange } from '@zhiyu/contract/rules/dates';
import { Button, Form } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConsoleRangePicker, type DayRange } from '../../../components/date-range/console-range.tsx';
import { consoleRangeRule } from '../../../components/date-range/rules.ts';
import { ExportButton } from '../../../components/export-button/export-button.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { SchemaTable } from '../../../components/schema/schema-table.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { parseListState } from '../../../platform/list/list-state.ts';
import { fetchOperaLog, operaLogKeys } from './opera-log.api.ts';
import { operaLogColumns } from './opera-log.columns.tsx';
import { OperaLogDiff } from './opera-log.diff.tsx';

/** The time range lives in the URL (`from`, `to` in ms) beside the list state; default: this month. */
function useRange(): [[number, number], (r: [number, number]) => void] {
  const [params, setParams] = useSearchParams();
  const [d0, d1] = defaultConsoleRange();
  const from = Number(params.get('from')) || d0.valueOf();
  const to = Number(params.get('to')) || d1.valueOf();
  const set = (r: [number, number]) => {
    const next = new URLSearchParams(params);
    next.set('from', String(r[0]));
    next.set('to', String(r[1]));
    next.set('page', '1');
    setParams(next);
  };
  return [[from, to], set];
}

/** /aikb/operaLog: every change of libraries, categories and items; before/after in a drawer; export. */
export default function OperaLogPage() {
  const { t } = useTranslation('aikb-log');
  const columns = useMemo(() => operaLogColumns(t), [t]);
  const [[from, to], setRange] = useRange();
  const [form] = Form.useForm<{ range: DayRange }>();
  const [detail, setDetail] = useState<OperaLogRow | null>(null);
  const filter = () => {
    const { filters } = parseListState(new URLSearchParams(window.location.search));
    const keep = Object.entries(filters).filter(([k, v]) => ['operator', 'action', 'targetType'].includes(k) && v);
    return { ...Object.fromEntries(keep), from, to };
  };
  return (
    <PageContainer>
      <Form
        form={form}
        layout="inline"
        style={{ marginBottom: 12 }}
        initialValues={{ range: [dayjs(from), dayjs(to)] }}
        onValuesChange={() =>
          form
            .validateFields()
            .then(({ range }) => {
              if (range?.[0] && range[1])
                setRange([range[0].startOf('day').valueOf(), range[1].endOf('day').valueOf()]);
            })
            .catch(() => undefined)
        }
      >
        <Form.Item name="range" label={t('range')} rules={[consoleRangeRule()]} style={{ minWidth: 360 }}>
          <ConsoleRangePicker />
        </Form.Item>
      </Form>
      <SchemaTable
        columns={columns as never}
        queryKey={operaLogKeys.list(from, to)}
        list={listOperaLog}
        extra={{ from, to }}
        request={fetchOperaLog}
        toolbar={() => (
          <Can code="aikb.operaLog.export-button">
            <ExportButton
              action={exportOperaLog.path}
              statusPath={exportOperaLogStatus.path}
              body={() => ({ filter: filter() })}
            />
          </Can>
        )}
        actions={{
          title: t('actions'),
          width: 100,
          render: (row) => (
            <Button type="link" size="small" onClick={() => setDetail(row)}>
              {t('detail')}
            </Button>
          ),
        }}
      />
      <OperaLogDiff row={detail} onClose={() => setDetail(null)} />
    </PageContainer>
  );
}
