import { useQuery } from '@tanstack/react-query';
import type { ClusterRow } from '@zhiyu/contract/modules/learnself/cluster';
import { Button, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDrawer } from '../../../components/crud/app-modal.tsx';
import { LocalPagedTable } from '../../../components/crud/paged-table.tsx';
import { Can } from '../../../platform/access/can.tsx';
import type { AddTarget } from './add-intent.values.ts';
import { clusterKeys, fetchMembers } from './cluster.api.ts';

type Member = Awaited<ReturnType<typeof fetchMembers>>[number];

export interface MembersDrawerProps {
  cluster: ClusterRow | null;
  onClose: () => void;
  /** Add to intent with the picked members, or all of them. */
  onAdd: (target: AddTarget) => void;
  /** Bumped after an add: the picks are cleared. */
  addedAt: number;
}

/** A cluster's members, most similar first, with checkboxes to add only some (requirements R4 §2). */
export function MembersDrawer({ cluster, onClose, onAdd, addedAt }: MembersDrawerProps) {
  const { t } = useTranslation('learnself-data');
  const [picked, setPicked] = useState<string[]>([]);
  const id = cluster?.id ?? '';
  const members = useQuery({ queryKey: clusterKeys.members(id), queryFn: () => fetchMembers(id), enabled: !!id });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new cluster or an add clears the picks
  useEffect(() => setPicked([]), [id, addedAt]);
  const columns: ColumnsType<Member> = [
    { key: 'text', dataIndex: 'text', title: t('members.text') },
    {
      key: 'occurrences',
      dataIndex: 'occurrences',
      title: t('members.occurrences'),
      width: 110,
      sorter: (a, b) => a.occurrences - b.occurrences,
    },
    {
      key: 'similarity',
      title: t('members.similarity'),
      width: 110,
      sorter: (a, b) => a.similarity - b.similarity,
      render: (_, m) => m.similarity.toFixed(2),
    },
  ];
  const size = members.data?.length ?? 0;
  return (
    <AppDrawer
      open={!!cluster}
      onClose={onClose}
      title={t('members.title', { count: size })}
      destroyOnHidden
      extra={
        cluster && (
          <Can code="learnself.cluster.label-button">
            <Space>
              <Button
                disabled={!picked.length}
                onClick={() => onAdd({ clusterId: id, size, picked })}
                data-testid="members-add-picked"
              >
                {t('members.addPicked', { count: picked.length })}
              </Button>
              <Button
                type="primary"
                disabled={!size}
                onClick={() => onAdd({ clusterId: id, size })}
                data-testid="members-add-all"
              >
                {t('members.addAll')}
              </Button>
            </Space>
          </Can>
        )
      }
    >
      {cluster && (
        <Typography.Paragraph type="secondary">
          {t('members.hint', { status: t(`status.${cluster.status}`) })}
        </Typography.Paragraph>
      )}
      <LocalPagedTable<Member>
        rowKey="poolId"
        size="small"
        columns={columns}
        dataSource={members.data ?? []}
        loading={members.isLoading}
        locale={{ emptyText: members.isError ? t('loadFailed') : t('members.empty') }}
        rowSelection={{
          selectedRowKeys: picked,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setPicked(keys.map(String)),
        }}
        data-testid="members-table"
      />
    </AppDrawer>
  );
}
