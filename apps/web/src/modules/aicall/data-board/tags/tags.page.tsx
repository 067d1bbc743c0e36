import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { exportTagStats } from '@zhiyu/contract/modules/aicall/board-tags';
import type { RecordDrill } from '@zhiyu/contract/modules/aicall/databoard';
import { TAG_GROUPS, type TagGroup } from '@zhiyu/contract/modules/aicall/tag';
import { checkConsoleRange } from '@zhiyu/contract/rules/dates';
import { Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BoardExport } from '../../../../components/charts/board-export.tsx';
import { KpiCards } from '../../../../components/charts/kpi-cards.tsx';
import { PageContainer } from '../../../../components/page-container.tsx';
import { boardKeys } from '../shared/board.api.ts';
import { useDrill } from '../shared/drill.ts';
import { boardQuery, useBoardFilter } from '../shared/use-board-filter.ts';
import { DistributionCard } from './distribution-card.tsx';
import { fetchDistribution, fetchTagGroups, fetchTendency } from './tags.api.ts';
import { TagsFilters } from './tags-filters.tsx';
import { TendencyCard } from './tendency-card.tsx';

const GROUP = 'grp';
const CHOSEN = 'tt';
const isGroup = (v: string | null): v is TagGroup => (TAG_GROUPS as readonly unknown[]).includes(v);

/**
 * The tags board: each tag's calls over the range (share of the tags counted and of the calls),
 * against the period before, and chosen tags over time by day, month or year. A slice, a count or a point
 * opens the calls that carried the tag in the records list.
 */
export default function TagsPage() {
  const { t } = useTranslation(['board-tags', 'databoard']);
  const [filter, set] = useBoardFilter();
  const [params, setParams] = useSearchParams();
  const g = params.get(GROUP);
  const group = isGroup(g) ? g : undefined;
  const chosen = (params.get(CHOSEN) ?? '').split(',').filter(Boolean);
  const setParam = (k: string, v: string | undefined) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (v) next.set(k, v);
      else next.delete(k);
      return next;
    });
  const base = { ...boardQuery(filter), group };
  const distQuery = { ...base, sort: filter.sort };
  const trendQuery = { ...base, granularity: filter.granularity, tags: chosen.length ? chosen.join(',') : undefined };
  const bad = checkConsoleRange([dayjs(filter.startDay), dayjs(filter.endDay)], {}) !== null;
  const dist = useQuery({
    queryKey: boardKeys.board('tags', distQuery),
    queryFn: () => fetchDistribution(distQuery),
    enabled: !bad,
    placeholderData: keepPreviousData,
  });
  const trend = useQuery({
    queryKey: boardKeys.board('tags-tendency', trendQuery),
    queryFn: () => fetchTendency(trendQuery),
    enabled: !bad,
    placeholderData: keepPreviousData,
  });
  const groups = useQuery({ queryKey: [...boardKeys.all, 'tags', 'groups'], queryFn: fetchTagGroups });
  const drill = useDrill();
  const scope = { taskId: filter.taskId, botId: filter.botId, botVersion: filter.botVersion };
  const open = (range: { timeZone: string; startDay: string; endDay: string }, more: RecordDrill) =>
    drill(range, filter.direction, { ...scope, ...more });
  const d = dist.data;
  return (
    <PageContainer>
      <TagsFilters
        filter={filter}
        onChange={set}
        group={group}
        onGroup={(v) => setParam(GROUP, v)}
        extra={
          <BoardExport path={exportTagStats.path} query={distQuery} code="aicall.boardTags.export-button" name="tags" />
        }
      />
      {d && (
        <KpiCards
          items={[
            { key: 'calls', label: t('kpi.calls'), kpi: d.calls, onClick: () => open(d.range, {}) },
            { key: 'hits', label: t('kpi.hits'), kpi: d.hits },
            { key: 'tags', label: t('kpi.tags'), kpi: d.tags },
          ]}
        />
      )}
      <Typography.Paragraph type="secondary" data-testid="board-hint">
        {t('databoard:drillHint')} {t('hint')}
      </Typography.Paragraph>
      <DistributionCard
        data={d}
        loading={dist.isFetching && !d}
        sort={filter.sort}
        onSort={(sort) => set({ sort })}
        onOpen={(tag) => d && open(d.range, { tags: tag })}
      />
      <TendencyCard
        data={trend.data}
        loading={trend.isFetching && !trend.data}
        chosen={chosen}
        onChoose={(tags) => setParam(CHOSEN, tags.join(',') || undefined)}
        groups={groups.data}
        counted={d?.rows.map((r) => r.tag) ?? []}
        onOpen={(tag, i) => {
          const b = trend.data?.buckets[i];
          if (trend.data && b) open({ ...trend.data.range, startDay: b.startDay, endDay: b.endDay }, { tags: tag });
        }}
      />
    </PageContainer>
  );
}
