import type { BoardRange, RecordDrill } from '@zhiyu/contract/modules/aicall/databoard';
import { NO_TASK } from '@zhiyu/contract/modules/aicall/record';
import { zonedDayRange } from '@zhiyu/contract/rules/zoned-day';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

const LIST = { 0: '/aicall/call-manage/inbound-record', 1: '/aicall/call-manage/outbound-record' } as const;

/**
 * The records list behind a chart's bar, slice or point: the days `startDay`..`endDay` of the
 * tenant's calendar (as instants), the direction's list, and the clicked item as `drill`
 * filters, which the list shows above itself and applies on the server.
 */
export function drillPath(
  range: Pick<BoardRange, 'timeZone' | 'startDay' | 'endDay'>,
  direction: 0 | 1,
  drill: RecordDrill,
): string {
  const { from, to } = zonedDayRange(range.startDay, range.endDay, range.timeZone);
  const q = new URLSearchParams({ from: String(from), to: String(to) });
  const clean = Object.fromEntries(Object.entries(drill).filter(([, v]) => v !== undefined && v !== ''));
  if (Object.keys(clean).length) q.set('drill', JSON.stringify(clean));
  return `${LIST[direction]}?${q}`;
}

/** Opens the records behind a chart item. */
export function useDrill() {
  const navigate = useNavigate();
  return useCallback(
    (range: Pick<BoardRange, 'timeZone' | 'startDay' | 'endDay'>, direction: 0 | 1, drill: RecordDrill) =>
      navigate(drillPath(range, direction, drill)),
    [navigate],
  );
}

/**
 * A task or bot of a board row as a drill filter: its id, or `-` for the row of calls without one
 * (the rollups' `''`), which the records list reads as "no task" / "no bot" (NO_TASK, NO_BOT).
 */
export const drillId = (id: string) => id || NO_TASK;

type Days = Pick<BoardRange, 'startDay' | 'endDay'>;

/**
 * A board's drill-down: opens the calls of some days (a bucket, or the whole range) with the
 * board's own task, bot and version filters and the clicked item's. Does nothing until the board
 * has answered (its time zone comes with the answer).
 */
export function useBoardDrill(
  range: Pick<BoardRange, 'timeZone'> | undefined,
  direction: 0 | 1,
  scope: { taskId?: string; botId?: string; botVersion?: number },
) {
  const drill = useDrill();
  const timeZone = range?.timeZone;
  const { taskId, botId, botVersion } = scope;
  return useCallback(
    (days: Days | undefined, item: RecordDrill) => {
      if (!timeZone || !days) return;
      drill({ timeZone, ...days }, direction, { taskId, botId, botVersion, ...item });
    },
    [drill, timeZone, direction, taskId, botId, botVersion],
  );
}
