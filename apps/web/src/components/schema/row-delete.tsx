import { Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../platform/access/can.tsx';

/**
 * A table row's delete action: shown only with its button code, confirmed in a popconfirm. The
 * returned promise keeps the popconfirm's OK button loading until the delete settles.
 */
export function RowDelete({
  code,
  title,
  onConfirm,
}: {
  code: string;
  title: ReactNode;
  onConfirm: () => Promise<unknown> | unknown;
}) {
  const { t } = useTranslation('common');
  return (
    <Can code={code}>
      <Popconfirm title={title} okText={t('ok')} cancelText={t('cancel')} onConfirm={onConfirm}>
        <Button type="link" size="small" danger>
          {t('delete')}
        </Button>
      </Popconfirm>
    </Can>
  );
}
