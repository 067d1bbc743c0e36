import type { FirstLevelTagList, TagTendency } from '@zhiyu/contract/modules/aicall/board-tags';
import { TENDENCY_MAX_TAGS } from '@zhiyu/contract/modules/aicall/board-tags';
import { Card, Empty, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../../components/charts/chart.tsx';
import { lineOption } from './tags-chart.ts';

export interface TendencyCardProps {
  data?: TagTendency;
  loading: boolean;
  /** Tags chosen to draw; none: the range's most counted ones. */
  chosen: string[];
  onChoose: (tags: string[]) => void;
  /** What can be chosen: tag management's groups with their tags, and the tags the range counted. */
  groups?: FirstLevelTagList;
  counted: string[];
  /** Opens the calls that carried a tag in a bucket (a point). */
  onOpen: (tag: string, bucket: number) => void;
}

/** Each chosen tag's calls per day, month or year: one line per tag. */
export function TendencyCard({ data, loading, chosen, onChoose, groups, counted, onOpen }: TendencyCardProps) {
  const { t } = useTranslation(['board-tags', 'databoard']);
  const option = useMemo(() => (data ? lineOption(data) : {}), [data]);
  const options = useMemo(() => {
    const managed = new Set(groups?.groups.flatMap((g) => g.tags.map((x) => x.name)) ?? []);
    const loose = counted.filter((x) => !managed.has(x));
    return [
      ...(groups?.groups ?? [])
        .filter((g) => g.tags.length)
        .map((g) => ({ label: t(`group.${g.group}`), options: g.tags.map((x) => ({ value: x.name, label: x.name })) })),
      ...(loose.length ? [{ label: t('unmanaged'), options: loose.map((x) => ({ value: x, label: x })) }] : []),
    ];
  }, [groups, counted, t]);
  const empty = !loading && (!data || data.series.length === 0);
  return (
    <Card
      title={t('tendency.title')}
      style={{ marginBottom: 16 }}
      data-testid="tags-tendency"
      extra={
        <Select
          mode="multiple"
          allowClear
          maxCount={TENDENCY_MAX_TAGS}
          maxTagCount="responsive"
          style={{ width: 320 }}
          placeholder={t('tendency.top')}
          value={chosen}
          onChange={onChoose}
          options={options}
          data-testid="tendency-tags"
        />
      }
    >
      {empty ? (
        <Empty description={t('databoard:empty')} />
      ) : (
        <Chart
          option={option}
          loading={loading}
          height={320}
          testId="tags-line"
          onPick={(p) => data?.series[p.seriesIndex] && onOpen(data.series[p.seriesIndex].tag, p.dataIndex)}
        />
      )}
    </Card>
  );
}
