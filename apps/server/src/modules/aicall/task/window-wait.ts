import type { WindowWait } from '@zhiyu/contract/modules/aicall/task';
import { localTime, nextWindowStart, type WeekWindows } from '@zhiyu/contract/rules/call-window';

const pad = (n: number) => String(n).padStart(2, '0');
const dayNumber = (l: { year: number; month: number; day: number }) =>
  Date.UTC(l.year, l.month - 1, l.day) / 86_400_000;

/**
 * When a task waiting outside its calling windows may call again: the next window opening after
 * `now` in the task's time zone, with its local date, time and weekday and how many local
 * calendar days ahead it lies (0 later today, 1 tomorrow, …). Null while `now` is inside a window
 * (the task is not waiting for one), and when the windows allow no time at all.
 *
 * A window never crosses midnight in one range (its end is at most 24:00); a night shift is
 * written as 22:00–24:00 on one day and 00:00–06:00 on the next, and those two ranges join:
 * inside either the task is not waiting, after 06:00 it waits for the next 22:00.
 */
export function windowWait(windows: WeekWindows, timeZone: string, now: number): WindowWait | null {
  const at = nextWindowStart(windows, timeZone, now);
  if (at === null || at <= now) return null;
  const from = localTime(now, timeZone);
  const to = localTime(at, timeZone);
  return {
    opensAt: at,
    date: `${to.year}-${pad(to.month)}-${pad(to.day)}`,
    time: `${pad(Math.floor(to.minute / 60))}:${pad(to.minute % 60)}`,
    weekday: to.weekday,
    inDays: dayNumber(to) - dayNumber(from),
  };
}
