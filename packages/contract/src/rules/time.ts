/** Durations and timestamps of requirements §9. */

export interface DurationParts {
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole seconds split into hours, minutes and seconds (negative or non-finite counts as 0). */
export function durationParts(totalSeconds: number): DurationParts {
  const s = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  return { hours: Math.floor(s / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
}

/**
 * A timestamp in milliseconds: 13 digits already are milliseconds, any other length is seconds
 * (requirements §9). Accepts numbers and digit strings; anything else gives null.
 */
export function toMillis(ts: number | string | null | undefined): number | null {
  if (ts == null || ts === '') return null;
  const s = String(ts).trim();
  if (!/^\d+$/.test(s)) return null;
  const n = Number(s);
  return s.length === 13 ? n : n * 1000;
}
