import { useQuery } from '@tanstack/react-query';
import type { TradeNode } from '@zhiyu/contract/modules/lookups/trade';
import { Card, Col, Empty, List, Row, Skeleton, Tag, Tree, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container.tsx';
import { fetchDomains, fetchTrades, tradeKeys } from './trade.api.ts';

type TreeItem = { key: string; title: string; children: TreeItem[] };
const toTree = (nodes: TradeNode[]): TreeItem[] =>
  nodes.map((n) => ({ key: n.id, title: n.name, children: toTree(n.children) }));

/** /index/operating/trade: the trade tree and the domains serving the chosen trade. */
export default function TradePage() {
  const { t } = useTranslation('index');
  const [tradeId, setTradeId] = useState<string | undefined>();
  const trades = useQuery({ queryKey: tradeKeys.tree(), queryFn: fetchTrades, refetchOnWindowFocus: true });
  const domains = useQuery({
    queryKey: tradeKeys.domains(tradeId),
    queryFn: () => fetchDomains(tradeId),
    refetchOnWindowFocus: true,
  });
  const tree = useMemo(() => toTree(trades.data ?? []), [trades.data]);
  const chosen = useMemo(() => findName(trades.data ?? [], tradeId), [trades.data, tradeId]);
  return (
    <PageContainer>
      <Row gutter={16}>
        <Col xs={24} md={9}>
          <Card title={t('trade.tree')} size="small">
            {trades.isLoading ? (
              <Skeleton active />
            ) : (
              <Tree
                blockNode
                defaultExpandAll
                treeData={tree}
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
          >
            <List
              loading={domains.isFetching}
              dataSource={domains.data ?? []}
              locale={{ emptyText: <Empty description={t('trade.noDomains')} /> }}
              renderItem={(d) => (
                <List.Item>
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
