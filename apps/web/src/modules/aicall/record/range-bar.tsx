import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AddressRangeBar, readRange } from '../../../components/date-range/address-range.tsx';

/**
 * The records' time range (requirements §5 console-wide range): both ends required, no dates after
 * today, current month start to the end of today by default. Kept in the URL (`from`, `to`, ms)
 * beside the list state, so reload and shared links keep it (the kit's address range bar).
 */
export function useRange(): { from: number; to: number } | null {
  const [params] = useSearchParams();
  return readRange(params);
}

export function RangeBar() {
  const { t } = useTranslation('record');
  return <AddressRangeBar label={t('range')} testId="record-range" />;
}
