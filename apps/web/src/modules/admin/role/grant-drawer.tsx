import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RoleLevel, RoleRow } from '@zhiyu/contract/modules/admin/role';
import { Alert, Button, Drawer, Input, Skeleton, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAWER_WIDTH } from '../../../components/schema/overlay.ts';
import { Can } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { indexNodes, matching } from './grant-logic.ts';
import { GrantTree } from './grant-tree.tsx';
import { nodeText } from './resource-title.tsx';
import { roleApi, roleKeys } from './role.api.ts';
import { useThrottled } from './use-throttled.ts';

interface Props {
  level: RoleLevel;
  role: RoleRow | undefined;
  onClose: () => void;
}

/** The grant editor of one role: what the caller may grant, checked as the role holds it; save replaces it. */
export function GrantDrawer({ level, role, onClose }: Props) {
  const { t } = useTranslation(['access', 'menu']);
  const qc = useQueryClient();
  const res = level === 'channel' ? 'channelRole' : 'tenantRole';
  const q = useQuery({
    queryKey: roleKeys.grants(level, role?.id ?? ''),
    queryFn: () => roleApi(level).grants(role?.id ?? ''),
    enabled: !!role,
  });
  const [checked, setChecked] = useState<Set<string>>(new Set());
  useEffect(() => {
    if (q.data) setChecked(new Set(q.data.granted));
  }, [q.data]);
  const [search, setSearch] = useState('');
  const throttled = useThrottled(search);
  const nodes = q.data?.nodes ?? [];
  const ix = useMemo(() => indexNodes(nodes), [nodes]);
  const visible = useMemo(() => {
    const byId = new Map(nodes.map((n) => [n.id, n]));
    return matching(
      ix,
      (id) => {
        const n = byId.get(id);
        return n ? nodeText(t, n) : id;
      },
      throttled,
    );
  }, [ix, nodes, throttled, t]);
  const save = useMutation({
    mutationFn: () => roleApi(level).grant(role?.id ?? '', [...checked]),
    onSuccess: async () => {
      notifySuccess();
      await qc.invalidateQueries({ queryKey: roleKeys.all });
      onClose();
    },
  });
  return (
    <Drawer
      open={!!role}
      width={DRAWER_WIDTH}
      title={t('grant.title', { name: role?.name ?? '' })}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Can code={`admin.${res}.grant-button`}>
          <Button type="primary" loading={save.isPending} disabled={!q.data} onClick={() => save.mutate()}>
            {t('grant.save')}
          </Button>
        </Can>
      }
    >
      {!q.data ? (
        <Skeleton active />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }} data-testid="grant-editor">
          <Typography.Text type="secondary">{t('grant.hint')}</Typography.Text>
          {q.data.kept > 0 && <Alert type="info" showIcon title={t('grant.kept', { n: q.data.kept })} />}
          <Space>
            <Input.Search
              allowClear
              placeholder={t('grant.search')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              style={{ width: 320 }}
              data-testid="grant-search"
            />
            <Typography.Text data-testid="grant-count">{t('grant.count', { n: checked.size })}</Typography.Text>
          </Space>
          <GrantTree nodes={nodes} checked={checked} onChange={setChecked} visible={visible} />
        </Space>
      )}
    </Drawer>
  );
}
