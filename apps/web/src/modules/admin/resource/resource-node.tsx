import type { ResourceNode } from '@zhiyu/contract/modules/admin/resource';
import { Button, Popconfirm, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../platform/access/can.tsx';
import { ResourceTitle } from '../role/resource-title.tsx';

interface Props {
  node: ResourceNode;
  /** Grants held on this node and the nodes below it (what invalidating would remove). */
  heldBelow: number;
  onValidity: (node: ResourceNode, validity: 0 | 1, cascade: boolean) => void;
}

/** A row of the resource tree: title, module, level, role count and the validity action. */
export function ResourceNodeRow({ node, heldBelow, onValidity }: Props) {
  const { t } = useTranslation(['access', 'menu']);
  const next = node.validity === 0 ? 1 : 0;
  const action = (
    <Button type="link" size="small" danger={next === 1} data-testid={`validity-${node.id}`}>
      {t(next === 1 ? 'resource.invalidate' : 'resource.validate')}
    </Button>
  );
  return (
    <Space size={4} wrap>
      <ResourceTitle node={node} t={t} />
      <Tag>{t(`module.${node.module}`)}</Tag>
      <Tag>{t(`level.${node.level}`)}</Tag>
      <Tag color={node.roleCount ? 'green' : undefined}>{t('resource.roleCount', { n: node.roleCount })}</Tag>
      {!node.always && (
        <Can code="admin.resource.edit-button">
          {next === 1 ? (
            <Popconfirm
              title={
                heldBelow > 0 ? t('resource.invalidateCascade', { n: heldBelow }) : t('resource.invalidateConfirm')
              }
              okText={t('confirm')}
              cancelText={t('cancel')}
              onConfirm={() => onValidity(node, 1, heldBelow > 0)}
            >
              {action}
            </Popconfirm>
          ) : (
            <Popconfirm
              title={t('resource.validateConfirm')}
              okText={t('confirm')}
              cancelText={t('cancel')}
              onConfirm={() => onValidity(node, 0, false)}
            >
              {action}
            </Popconfirm>
          )}
        </Can>
      )}
    </Space>
  );
}
