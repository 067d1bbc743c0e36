import type { ButtonCode } from '@zhiyu/contract/registry';
import { Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../platform/access/can.tsx';
import type { RowAction } from '../row-actions/row-actions.tsx';

export interface EditDeleteOptions {
  /** Edit: its button code and what it opens. */
  edit?: { code: ButtonCode; onClick: () => void; label?: ReactNode };
  /** Delete: its button code, the confirmation and the call (a promise keeps OK loading). */
  remove?: { code: ButtonCode; confirm: ReactNode; onClick: () => Promise<unknown>; label?: ReactNode };
}

/** The edit and delete actions of a row, for `RowActions` (labels default to the shared words). */
export function useEditDelete() {
  const { t } = useTranslation('common');
  return ({ edit, remove }: EditDeleteOptions): RowAction[] => [
    ...(edit ? [{ key: 'edit', label: edit.label ?? t('edit'), code: edit.code, onClick: edit.onClick }] : []),
    ...(remove
      ? [
          {
            key: 'delete',
            label: remove.label ?? t('delete'),
            code: remove.code,
            danger: true,
            confirm: remove.confirm,
            onClick: remove.onClick,
          },
        ]
      : []),
  ];
}

/** The toolbar's batch delete: shown with its button code, enabled once rows are checked. */
export function BatchDelete({
  code,
  count,
  confirm,
  label,
  onConfirm,
}: {
  code: ButtonCode;
  count: number;
  confirm: ReactNode;
  label: ReactNode;
  onConfirm: () => Promise<unknown>;
}) {
  const { t } = useTranslation('common');
  return (
    <Can code={code}>
      <Popconfirm
        title={confirm}
        okText={t('ok')}
        cancelText={t('cancel')}
        disabled={!count}
        onConfirm={() => onConfirm().catch(() => undefined)}
      >
        <Button danger disabled={!count}>
          {label}
        </Button>
      </Popconfirm>
    </Can>
  );
}
