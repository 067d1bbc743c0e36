import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../platform/access/can.tsx';

interface Props {
  name: string;
  editCode: string;
  deleteCode: string;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
}

/** Edit and delete (with a confirm) of one row, each shown only with its button grant (SPEC §6). */
export function RowActions({ name, editCode, deleteCode, onEdit, onDelete }: Props) {
  const { t } = useTranslation('org');
  return (
    <Space>
      <Can code={editCode}>
        <Button type="link" size="small" onClick={onEdit}>
          {t('edit')}
        </Button>
      </Can>
      <Can code={deleteCode}>
        <Popconfirm
          title={t('deleteConfirm', { name })}
          okText={t('confirm')}
          cancelText={t('cancel')}
          onConfirm={() => onDelete().catch(() => undefined)}
        >
          <Button type="link" size="small" danger>
            {t('delete')}
          </Button>
        </Popconfirm>
      </Can>
    </Space>
  );
}
