import type { QcReview } from '@zhiyu/contract/modules/aihelper/qc-record';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A hit's review state: not reviewed, confirmed, disputed, dispute accepted (void), dispute rejected. */
const COLORS: Record<QcReview, string> = { 0: 'default', 1: 'blue', 2: 'orange', 3: 'green', 4: 'red' };

export function ReviewTag({ review }: { review: QcReview }) {
  const { t } = useTranslation('aihelper');
  return (
    <Tag color={COLORS[review]} data-testid="qc-review" data-review={review}>
      {t(`qcRecord.review.${review}`)}
    </Tag>
  );
}
