import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../platform/access/can.tsx';

const stop = (e?: MouseEvent) => e?.stopPropagation();

/** A tree node's or domain's name with its edit / add-sub / delete buttons (as the whitelist allows). */
export function NodeActions({
  name,
  topLevel,
  onEdit,
  onAddChild,
  onDelete,
}: {
  name?: ReactNode;
  topLevel?: boolean;
  onEdit: () => void;
  onAddChild?: () => void;
  onDelete: () => Promise<unknown>;
}) {
  const { t } = useTranslation('index');
  return (
    <Space size={4}>
      {name}
      {/* The buttons act on the node without selecting it; the name still selects. */}
      <span onClick={stop} role="presentation">
        <Can code="admin.trade.edit-button">
          <Button type="text" size="small" icon={<EditOutlined />} aria-label={t('trade.edit')} onClick={onEdit} />
        </Can>
        {topLevel && onAddChild && (
          <Can code="admin.trade.add-button">
            <Button
              type="text"
              size="small"
              icon={<PlusOutlined />}
              aria-label={t('trade.addChild')}
              onClick={onAddChild}
            />
          </Can>
        )}
        <Can code="admin.trade.delete-button">
          <Popconfirm
            title={t('trade.deleteConfirm')}
            // A refused delete is reported by the request layer; the confirmation closes either way.
            onConfirm={() => onDelete().catch(() => undefined)}
            okText={t('trade.ok')}
            cancelText={t('trade.cancel')}
          >
            <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('trade.delete')} />
          </Popconfirm>
        </Can>
      </span>
    </Space>
  );
}
