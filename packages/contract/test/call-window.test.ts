import { describe, expect, it } from 'vitest';
import {
  cycleStartOf,
  defaultWindows,
  instantOf,
  inWindow,
  isTimeZone,
  localTime,
  nextCycleStart,
  nextWindowStart,
  windowProblem,
} from '../src/rules/call-window.ts';

const SH = 'Asia/Shanghai';
// 2026-03-02 is a Monday.
const at = (d: number, hh: number, mm = 0, tz = SH) => instantOf(2026, 3, d, hh * 60 + mm, tz);

describe('call windows', () => {
  it('defaults to Monday–Friday 09:00–12:00 and 13:30–18:00', () => {
    const w = defaultWindows();
    expect(windowProblem(w)).toBeNull();
    expect(inWindow(w, SH, at(2, 9))).toBe(true);
    expect(inWindow(w, SH, at(2, 8, 59))).toBe(false);
    expect(inWindow(w, SH, at(2, 11, 59))).toBe(true);
    expect(inWindow(w, SH, at(2, 12))).toBe(false);
    expect(inWindow(w, SH, at(2, 13, 29))).toBe(false);
    expect(inWindow(w, SH, at(2, 13, 30))).toBe(true);
    expect(inWindow(w, SH, at(6, 17, 59))).toBe(true);
    expect(inWindow(w, SH, at(7, 10))).toBe(false); // Saturday
    expect(inWindow(w, SH, at(8, 10))).toBe(false); // Sunday
  });

  it('reads the weekday and time in the task zone, not the server zone', () => {
    const w = { '1': [{ from: '09:00', to: '10:00' }] };
    const mondayNineShanghai = at(2, 9, 30);
    expect(localTime(mondayNineShanghai, SH)).toMatchObject({ weekday: 1, minute: 570 });
    expect(inWindow(w, SH, mondayNineShanghai)).toBe(true);
    // The same instant is Sunday evening in New York.
    expect(inWindow(w, 'America/New_York', mondayNineShanghai)).toBe(false);
    expect(inWindow(w, 'America/New_York', at(2, 9, 30, 'America/New_York'))).toBe(true);
  });

  it('finds the next window start', () => {
    const w = defaultWindows();
    expect(nextWindowStart(w, SH, at(2, 10))).toBe(at(2, 10));
    expect(nextWindowStart(w, SH, at(2, 12, 5))).toBe(at(2, 13, 30));
    expect(nextWindowStart(w, SH, at(2, 19))).toBe(at(3, 9));
    expect(nextWindowStart(w, SH, at(6, 18))).toBe(at(9, 9)); // Friday evening → Monday
    expect(nextWindowStart({ '3': [] }, SH, at(2, 10))).toBeNull();
    expect(nextWindowStart({ '0': [{ from: '00:00', to: '24:00' }] }, SH, at(2, 10))).toBe(at(8, 0));
  });

  it('names what is wrong with bad windows', () => {
    expect(windowProblem({ '7': [{ from: '09:00', to: '10:00' }] })).toBe('badDay');
    expect(windowProblem({ '1': [{ from: '9:00', to: '10:00' }] })).toBe('badTime');
    expect(windowProblem({ '1': [{ from: '09:00', to: '25:00' }] })).toBe('badTime');
    expect(windowProblem({ '1': [{ from: '10:00', to: '10:00' }] })).toBe('emptyRange');
    expect(windowProblem({ '1': [{ from: '11:00', to: '10:00' }] })).toBe('emptyRange');
    expect(
      windowProblem({
        '1': [
          { from: '09:00', to: '11:00' },
          { from: '10:30', to: '12:00' },
        ],
      }),
    ).toBe('overlap');
    expect(windowProblem({ '1': [], '2': [] })).toBe('noWindow');
    expect(windowProblem({ '1': [{ from: '00:00', to: '24:00' }] })).toBeNull();
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('computes repeat cycles from the local midnight of the start day', () => {
    const started = at(2, 10);
    expect(nextCycleStart('day', SH, started, at(2, 15))).toBe(at(3, 0));
    expect(nextCycleStart('week', SH, started, at(4, 15))).toBe(at(9, 0));
    expect(nextCycleStart('month', SH, started, at(20, 15))).toBe(instantOf(2026, 4, 2, 0, SH));
    expect(cycleStartOf('day', SH, started, at(5, 8))).toBe(at(5, 0));
    expect(cycleStartOf('week', SH, started, at(10, 8))).toBe(at(9, 0));
    expect(cycleStartOf('month', SH, started, instantOf(2026, 5, 3, 0, SH))).toBe(instantOf(2026, 5, 2, 0, SH));
    // Started on the 31st: the next months' cycles start on their last day.
    const jan31 = instantOf(2026, 1, 31, 600, SH);
    expect(nextCycleStart('month', SH, jan31, jan31)).toBe(instantOf(2026, 2, 28, 0, SH));
    // A year of daily cycles stays fast.
    const t0 = performance.now();
    for (let i = 0; i < 1000; i++) cycleStartOf('day', SH, started, started + 365 * 86_400_000);
    expect(performance.now() - t0).toBeLessThan(2000);
  });
});
