import { POOL_SOURCES } from '@zhiyu/contract/modules/learnself/pool';
import { Select, Slider, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueueFilter } from './marking.api.ts';
import { labelName } from './workbench.options.ts';

/** Where an utterance came from: typed into the task, or a pool row (a call or a text session). */
export const MARK_SOURCES = ['manual', ...POOL_SOURCES] as const;
/** The confidence slider at its right end: no confidence filter. */
const ANY = 100;

/** After a pick the focus leaves the field, so the shortcuts work again at once. */
const release = () => (document.activeElement as HTMLElement | null)?.blur?.();

/** The queue's filters (requirements R4 §3): source, predicted label, top confidence below x. */
export function WorkbenchFilters({
  filter,
  labels,
  datasetType,
  onChange,
}: {
  filter: QueueFilter;
  labels: readonly string[];
  datasetType: string;
  onChange: (f: QueueFilter) => void;
}) {
  const { t } = useTranslation('learnself-marking');
  const below = filter.below === undefined ? ANY : Math.round(filter.below * 100);
  // The slider moves freely while dragged; the queue is read when it is let go.
  const [dragged, setDragged] = useState(below);
  useEffect(() => setDragged(below), [below]);
  const set = (patch: Partial<QueueFilter>) => {
    const next = { ...filter, ...patch };
    for (const k of Object.keys(next) as (keyof QueueFilter)[]) if (next[k] === undefined) delete next[k];
    onChange(next);
  };
  return (
    <Space wrap size={16} data-testid="mark-filters">
      <Select
        allowClear
        placeholder={t('filter.source')}
        value={filter.source}
        onChange={(v) => {
          set({ source: v });
          release();
        }}
        options={MARK_SOURCES.map((s) => ({ value: s, label: t(`source.${s}`) }))}
        style={{ width: 150 }}
        data-testid="filter-source"
      />
      {/* An entity model's pre-annotation is a marking, not a label with a confidence. */}
      {datasetType !== 'ner' && (
        <>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('filter.predicted')}
            value={filter.predicted}
            onChange={(v) => {
              set({ predicted: v });
              release();
            }}
            options={labels.map((l) => ({ value: l, label: labelName(t, datasetType, l) }))}
            style={{ width: 200 }}
            data-testid="filter-predicted"
          />
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }} data-testid="filter-below">
            <Typography.Text>{t('filter.below')}</Typography.Text>
            <Slider
              min={5}
              max={ANY}
              step={5}
              value={dragged}
              onChange={setDragged}
              onChangeComplete={(v) => {
                set({ below: v >= ANY ? undefined : v / 100 });
                release();
              }}
              tooltip={{ formatter: (v) => (v === undefined || v >= ANY ? t('filter.any') : `${v}%`) }}
              style={{ width: 160, margin: '0 8px' }}
            />
            <Typography.Text type="secondary" style={{ minWidth: 40 }}>
              {dragged >= ANY ? t('filter.any') : `< ${dragged}%`}
            </Typography.Text>
          </span>
        </>
      )}
    </Space>
  );
}
