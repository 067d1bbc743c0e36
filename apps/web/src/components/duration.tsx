import { durationParts } from '@zhiyu/contract/rules/time';
import type { TFunction } from 'i18next';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

type Unit = 'h' | 'm' | 's';

/**
 * The units a duration is read in (requirements §9: hours, minutes, seconds), zero units left out:
 * 53 min 12 s, 1 h 5 s, 2 h; nothing at all reads 0 s.
 */
export function durationUnits(totalSeconds: number): [number, Unit][] {
  const { hours, minutes, seconds } = durationParts(totalSeconds);
  const units: [number, Unit][] = [
    [hours, 'h'],
    [minutes, 'm'],
    [seconds, 's'],
  ];
  const kept = units.filter(([n]) => n > 0);
  return kept.length ? kept : [[0, 's']];
}

const unitText = (t: TFunction, [n, u]: [number, Unit]) => t(`inputs:durationUnit.${u}`, { n });

/** A duration as text, in the current language. */
export function durationText(t: TFunction, totalSeconds: number): string {
  const units = durationUnits(totalSeconds).map((u) => unitText(t, u));
  const [a, b, c] = units;
  return t(`inputs:durationOf${units.length}`, { a, b, c });
}

/** A duration where it may wrap (KPI cards, narrow cells): a line breaks between units, never inside one. */
export function Duration({ seconds }: { seconds: number }) {
  const { t } = useTranslation('inputs');
  // What the language puts between two units (nothing in Chinese, a space in English).
  const join = t('inputs:durationOf2', { a: '', b: '' });
  return (
    <span data-testid="duration">
      {durationUnits(seconds).map((u, i) => (
        <Fragment key={u[1]}>
          {i > 0 && join}
          <span style={{ whiteSpace: 'nowrap' }}>{unitText(t, u)}</span>
        </Fragment>
      ))}
    </span>
  );
}
