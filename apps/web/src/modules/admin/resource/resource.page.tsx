import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResourceNode } from '@zhiyu/contract/modules/admin/resource';
import { Alert, Input, Select, Skeleton, Space, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { indexNodes, matching } from '../role/grant-logic.ts';
import { nodeText } from '../role/resource-title.tsx';
import { useThrottled } from '../role/use-throttled.ts';
import { fetchResourceTree, resourceKeys, setResourceValidity } from './resource.api.ts';
import { ResourceNodeRow } from './resource-node.tsx';

type Item = DataNode & { node: ResourceNode };

/**
 * /aiadmin/tenant/resource (operator): the whole resource tree declared in code, with module, level,
 * validity and role counts; search (500 ms throttle) and validity changes. Resources are neither
 * created nor deleted here: code declares them.
 */
export default function ResourcePage() {
  const { t } = useTranslation(['access', 'menu']);
  const qc = useQueryClient();
  const q = useQuery({ queryKey: resourceKeys.tree(), queryFn: fetchResourceTree });
  const [search, setSearch] = useState('');
  const [validity, setValidity] = useState<0 | 1 | undefined>();
  const throttled = useThrottled(search);
  const nodes = q.data?.nodes ?? [];
  const ix = useMemo(() => indexNodes(nodes.map((n) => ({ ...n, grantable: true }))), [nodes]);
  const byId = useMemo(() => new Map(nodes.map((n) => [n.id, n])), [nodes]);
  const heldBelow = useMemo(() => {
    const sum = new Map<string, number>();
    const walk = (id: string): number => {
      const own = byId.get(id)?.roleCount ?? 0;
      const total = own + (ix.children.get(id) ?? []).reduce((s, c) => s + walk(c), 0);
      sum.set(id, total);
      return total;
    };
    for (const n of nodes) if (!n.parentId) walk(n.id);
    return sum;
  }, [nodes, byId, ix]);
  const visible = useMemo(() => {
    const text = (id: string) => {
      const n = byId.get(id);
      return n ? nodeText(t, n) : id;
    };
    const found = matching(ix, text, throttled);
    if (validity === undefined) return found;
    const out = new Set<string>();
    for (const n of nodes) {
      if (n.validity !== validity || (found && !found.has(n.id))) continue;
      for (let p: string | null = n.id; p && !out.has(p); p = byId.get(p)?.parentId ?? null) out.add(p);
    }
    return out;
  }, [ix, byId, nodes, throttled, validity, t]);
  const save = useMutation({
    mutationFn: (a: { node: ResourceNode; validity: 0 | 1; cascade: boolean }) =>
      setResourceValidity({ id: a.node.id, validity: a.validity, cascade: a.cascade }),
    onSuccess: async () => {
      notifySuccess();
      await qc.invalidateQueries({ queryKey: resourceKeys.all });
    },
  });
  const treeData = useMemo(() => {
    const items = new Map<string, Item>();
    const roots: Item[] = [];
    for (const n of nodes) if (!visible || visible.has(n.id)) items.set(n.id, { key: n.id, node: n });
    for (const n of nodes) {
      const item = items.get(n.id);
      if (!item) continue;
      const parent = n.parentId ? items.get(n.parentId) : undefined;
      if (parent) {
        parent.children ??= [];
        parent.children.push(item);
      } else roots.push(item);
    }
    return roots;
  }, [nodes, visible]);
  return (
    <PageContainer>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon title={t('resource.fromCode')} />
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={t('resource.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            style={{ width: 320 }}
            data-testid="resource-search"
          />
          <Select<0 | 1>
            allowClear
            placeholder={t('resource.validity')}
            value={validity}
            onChange={setValidity}
            style={{ width: 160 }}
            options={[0, 1].map((v) => ({ value: v as 0 | 1, label: t(`validity.${v}`) }))}
          />
        </Space>
        {!q.data ? (
          <Skeleton active />
        ) : (
          <Tree<Item>
            blockNode
            selectable={false}
            height={640}
            defaultExpandAll
            treeData={treeData}
            key={`${throttled}|${validity ?? ''}`}
            titleRender={(item) => (
              <ResourceNodeRow
                node={item.node}
                heldBelow={heldBelow.get(item.node.id) ?? 0}
                onValidity={(node, v, cascade) => save.mutate({ node, validity: v, cascade })}
              />
            )}
          />
        )}
      </Space>
    </PageContainer>
  );
}
