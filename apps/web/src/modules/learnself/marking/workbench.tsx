import { ArrowDownOutlined, ArrowUpOutlined, UndoOutlined } from '@ant-design/icons';
import { NOISE } from '@zhiyu/contract/modules/learnself/marking';
import { Button, Col, Result, Row, Skeleton, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/section.tsx';
import { EntityCard, useEntityMarking } from './entity.card.tsx';
import { type MarkKeyAction, useMarkKeys } from './mark-keys.ts';
import type { TaskDetail } from './marking.api.ts';
import { useWorkbench } from './use-workbench.ts';
import { keepFocus, UtteranceCard } from './utterance.card.tsx';
import { WorkbenchFilters } from './workbench.filters.tsx';
import { labelName, markOptions, selectedLabel } from './workbench.options.ts';
import { RecentLabels, ShortcutLegend } from './workbench.side.tsx';

/**
 * The labelling workbench (requirements R4 §3): my queue under the filters, one utterance at a time
 * with the model's top labels and the task's other labels; label by key or click, noise, back and
 * forth, undo. `active`: the shortcuts listen only while the workbench is the tab shown.
 */
export function Workbench({ task, active }: { task: TaskDetail; active: boolean }) {
  const { t } = useTranslation('learnself-marking');
  const w = useWorkbench(task.id);
  const current = w.view.current;
  const [search, setSearch] = useState('');
  const currentId = current?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new utterance starts with no search
  useEffect(() => setSearch(''), [currentId]);
  const options = useMemo(() => (current ? markOptions(current, task.labels) : []), [current, task.labels]);
  const selected = current ? selectedLabel(current, options, search) : null;
  // An ner task marks entities: the digit keys type the selected characters, Enter confirms the marking.
  const ner = task.datasetType === 'ner';
  const entities = useEntityMarking(current, task.labels);
  const give = (label: string) => {
    if (current) w.label(current, label);
  };
  const onKey = (a: MarkKeyAction) => {
    switch (a.type) {
      case 'pick': {
        if (ner) {
          entities.markSelection(a.index);
          return;
        }
        const option = options[a.index];
        if (current && option) give(option.label);
        return;
      }
      case 'confirm':
        if (ner) return give(entities.marking);
        // Without a selection (no prediction) the card says to pick with 1-9 or a click.
        if (selected) give(selected);
        return;
      case 'noise':
        if (current) give(NOISE);
        return;
      case 'next':
        return w.next();
      case 'prev':
        return w.prev();
      case 'undo':
        return w.undo();
    }
  };
  useMarkKeys(onKey, active);
  const name = (label: string) => labelName(t, task.datasetType, label);
  const filtered = Object.keys(w.filter).length > 0;
  const empty = (
    <Result
      status="success"
      title={t('work.empty')}
      subTitle={t('work.emptyCounts', { done: task.done, total: task.total, conflicts: task.conflicts })}
      extra={
        filtered && (
          <Button onClick={() => w.setFilter({})} data-testid="mark-clear-filters">
            {t('filter.clear')}
          </Button>
        )
      }
      data-testid="mark-empty"
    />
  );
  const last = w.undoable;
  return (
    <div data-testid="workbench">
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 12, marginBottom: 16 }}>
        <WorkbenchFilters
          filter={w.filter}
          labels={task.labels}
          datasetType={task.datasetType}
          onChange={w.setFilter}
        />
        <Typography.Text data-testid="mark-remaining">
          {t('work.remaining', { remaining: w.remaining, done: task.done, total: task.total })}
        </Typography.Text>
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Section
            title={
              <div style={{ display: 'flex', width: '100%', justifyContent: 'space-between', alignItems: 'center' }}>
                <span>{w.view.labelled ? t('work.reviewing') : t('work.current')}</span>
                <Space>
                  <Button
                    icon={<ArrowUpOutlined />}
                    disabled={w.view.pos === 0}
                    onMouseDown={keepFocus}
                    onClick={w.prev}
                    data-testid="mark-prev"
                  >
                    {t('work.prev')}
                  </Button>
                  <Button
                    icon={<ArrowDownOutlined />}
                    disabled={w.view.pos >= w.view.last}
                    onMouseDown={keepFocus}
                    onClick={w.next}
                    data-testid="mark-next"
                  >
                    {t('work.next')}
                  </Button>
                  <Button
                    icon={<UndoOutlined />}
                    disabled={!last || w.busy}
                    onMouseDown={keepFocus}
                    onClick={w.undo}
                    title={last ? t('work.undoWhat', { text: last.text, label: name(last.mine) }) : undefined}
                    data-testid="mark-undo"
                  >
                    {t('work.undo')}
                  </Button>
                </Space>
              </div>
            }
          >
            {w.loading ? (
              <Skeleton active />
            ) : w.failed && !current ? (
              <Result status="warning" title={t('loadFailed')} />
            ) : current && ner ? (
              <EntityCard item={current} types={task.labels} m={entities} onLabel={give} busy={w.busy} />
            ) : current ? (
              <UtteranceCard
                item={current}
                datasetType={task.datasetType}
                options={options}
                selected={selected}
                search={search}
                onSearch={setSearch}
                onLabel={give}
                busy={w.busy}
              />
            ) : (
              empty
            )}
          </Section>
        </Col>
        <Col xs={24} xl={8}>
          <Section title={t('work.recent')} style={{ marginBottom: 16 }}>
            <RecentLabels history={w.history} currentId={currentId} datasetType={task.datasetType} onShow={w.show} />
          </Section>
          <Section title={t('legend.title')}>
            <ShortcutLegend />
          </Section>
        </Col>
      </Row>
    </div>
  );
}
