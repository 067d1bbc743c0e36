import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TradeNode } from '@zhiyu/contract/modules/lookups/trade';
import { Button, Card, Col, Empty, List, Row, Skeleton, Space, Tag, Tree, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { AuditLink } from '../../admin/audit/audit-link.tsx';
import { fetchDomains, fetchTrades, tradeKeys } from './trade.api.ts';
import { NodeActions } from './trade-actions.tsx';
import { useTradeEditor } from './trade-editor.tsx';
import { TradeIoButtons } from './trade-io.buttons.tsx';

type TreeItem = { key: string; title: string; node: TradeNode; parentId: string | null; children: TreeItem[] };
const toTree = (nodes: TradeNode[], parentId: string | null = null): TreeItem[] =>
  nodes.map((n) => ({ key: n.id, title: n.name, node: n, parentId, children: toTree(n.children, n.id) }));

/**
 * /index/operating/trade: the trade tree and the domains serving the chosen trade. Operators also
 * edit both (buttons shown from the button whitelist), import and export the tree.
 */
export default function TradePage() {
  const { t } = useTranslation('index');
  const qc = useQueryClient();
  const editor = useTradeEditor();
  const [tradeId, setTradeId] = useState<string | undefined>();
  const trades = useQuery({ queryKey: tradeKeys.tree(), queryFn: fetchTrades });
  const domains = useQuery({
    queryKey: tradeKeys.domains(tradeId),
    queryFn: () => fetchDomains(tradeId),
  });
  const tree = useMemo(() => toTree(trades.data ?? []), [trades.data]);
  // Everything starts expanded, new parents too; only what the user folds stays folded.
  const [folded, setFolded] = useState<string[]>([]);
  const parents = tree.filter((n) => n.children.length > 0).map((n) => n.key);
  const chosen = useMemo(() => findName(trades.data ?? [], tradeId), [trades.data, tradeId]);
  return (
    <PageContainer>
      <Row gutter={16}>
        <Col xs={24} md={9}>
          <Card
            title={t('trade.tree')}
            size="small"
            extra={
              <Space wrap>
                <Can code="admin.trade.add-button">
                  <Button size="small" type="primary" onClick={() => editor.openTrade()} data-testid="trade-add">
                    {t('trade.addTrade')}
                  </Button>
                </Can>
                <TradeIoButtons onImported={() => void qc.invalidateQueries({ queryKey: tradeKeys.all })} />
                <AuditLink entity="trade" />
              </Space>
            }
          >
            {trades.isLoading ? (
              <Skeleton active />
            ) : (
              <Tree
                blockNode
                expandedKeys={parents.filter((k) => !folded.includes(k))}
                onExpand={(keys) => setFolded(parents.filter((k) => !keys.includes(k)))}
                treeData={tree}
                titleRender={(item) => (
                  <NodeActions
                    name={item.title}
                    topLevel={item.parentId === null}
                    onEdit={() =>
                      editor.openTrade({
                        id: item.node.id,
                        name: item.node.name,
                        parentId: item.parentId,
                        sort: item.node.sort ?? 0,
                      })
                    }
                    onAddChild={() => editor.openTrade({ parentId: item.node.id })}
                    onDelete={() => editor.remove('trade', item.node.id)}
                  />
                )}
                selectedKeys={tradeId ? [tradeId] : []}
                onSelect={(keys) => setTradeId(keys[0] as string | undefined)}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} md={15}>
          <Card
            size="small"
            title={chosen ? t('trade.domainsOf', { name: chosen }) : t('trade.allDomains')}
            data-testid="trade-domains"
            extra={
              <Can code="admin.trade.add-button">
                <Button size="small" onClick={() => editor.openDomain({ tradeIds: tradeId ? [tradeId] : [] })}>
                  {t('trade.addDomain')}
                </Button>
              </Can>
            }
          >
            <List
              loading={domains.isFetching}
              dataSource={domains.data ?? []}
              locale={{ emptyText: <Empty description={t('trade.noDomains')} /> }}
              renderItem={(d) => (
                <List.Item
                  actions={[
                    <NodeActions
                      key="a"
                      onEdit={() =>
                        editor.openDomain({
                          id: d.id,
                          name: d.name,
                          tradeIds: d.children.map((c) => c.id),
                          sort: d.sort ?? 0,
                        })
                      }
                      onDelete={() => editor.remove('domain', d.id)}
                    />,
                  ]}
                >
                  <List.Item.Meta
                    title={<Typography.Text strong>{d.name}</Typography.Text>}
                    description={d.children.map((c) => (
                      <Tag key={c.id} color={c.id === tradeId ? 'blue' : undefined}>
                        {c.tradeName}
                      </Tag>
                    ))}
                  />
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
      {editor.modal}
    </PageContainer>
  );
}

function findName(nodes: TradeNode[], id: string | undefined): string | undefined {
  if (!id) return undefined;
  for (const n of nodes) {
    if (n.id === id) return n.name;
    const inner = findName(n.children, id);
    if (inner) return inner;
  }
  return undefined;
}
