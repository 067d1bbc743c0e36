import { useQuery } from '@tanstack/react-query';
import type { TagGroup } from '@zhiyu/contract/modules/aicall/tag';
import { checkConsoleRange } from '@zhiyu/contract/rules/dates';
import { Form, Select } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { boardKeys, fetchBoardOptions } from '../shared/board.api.ts';
import { BoardFilters } from '../shared/board-filters.tsx';
import type { BoardFilter } from '../shared/use-board-filter.ts';
import { fetchTagBots, fetchTagGroups } from './tags.api.ts';

export interface TagsFiltersProps {
  filter: BoardFilter;
  onChange: (patch: Partial<BoardFilter>) => void;
  group?: TagGroup;
  onGroup: (g: TagGroup | undefined) => void;
  extra?: ReactNode;
}

/**
 * The tags board's filter bar: the shared board filters (range, direction, task, granularity)
 * with the bot picker fed by userTag/bot/list (the bots whose calls carry tags in the range, most
 * tagged first), and the first level of tag management (the groups).
 */
export function TagsFilters({ filter: f, onChange, group, onGroup, extra }: TagsFiltersProps) {
  const { t } = useTranslation(['board-tags', 'databoard']);
  const { data: options } = useQuery({ queryKey: boardKeys.options(), queryFn: fetchBoardOptions });
  const botQuery = { startDay: f.startDay, endDay: f.endDay, direction: f.direction, taskId: f.taskId };
  const problem = checkConsoleRange([dayjs(f.startDay), dayjs(f.endDay)], {});
  const bots = useQuery({
    queryKey: [...boardKeys.all, 'tags', 'bots', botQuery],
    queryFn: () => fetchTagBots(botQuery),
    enabled: !problem,
  });
  const groups = useQuery({ queryKey: [...boardKeys.all, 'tags', 'groups'], queryFn: fetchTagGroups });
  const botOptions = (bots.data?.bots ?? []).map((b) => ({
    value: b.id,
    label: t('botHits', { name: b.name, n: b.hits ?? 0 }),
  }));
  // A bot kept in the URL whose calls carry no tags now still shows by name.
  if (f.botId && !botOptions.some((o) => o.value === f.botId))
    botOptions.push({ value: f.botId, label: options?.bots.find((b) => b.id === f.botId)?.name ?? f.botId });
  return (
    <BoardFilters
      filter={f}
      onChange={onChange}
      granularity
      botOptions={botOptions}
      extra={extra}
      more={
        <Form.Item label={t('group.label')}>
          <Select
            data-testid="tags-group"
            allowClear
            style={{ width: 140 }}
            placeholder={t('databoard:all')}
            value={group}
            onChange={(v) => onGroup(v)}
            options={groups.data?.groups.map((g) => ({ value: g.group, label: t(`group.${g.group}`) }))}
          />
        </Form.Item>
      }
    />
  );
}
