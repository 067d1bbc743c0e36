import { AimOutlined, DeleteOutlined } from '@ant-design/icons';
import type { BotFlow, FlowEdge } from '@zhiyu/contract/modules/bot/flow';
import { Button, Form, List, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { type FlowEdit, kindsFrom } from './flow-doc.ts';
import { nodeLabel, type Selection } from './flow-mapping.ts';

interface Common {
  flow: BotFlow;
  readOnly: boolean;
  onEdit: (e: FlowEdit) => void;
  onSelect: (s: Selection) => void;
}

/** An edge's branch kind and, for intent edges, its intent (an intent another branch of the node uses is off). */
function EdgeControls({
  edge,
  flow,
  readOnly,
  onEdit,
  inline,
}: { edge: FlowEdge; inline?: boolean } & Omit<Common, 'onSelect'>) {
  const { t } = useTranslation('botflow');
  const source = flow.nodes.find((n) => n.id === edge.source);
  const kinds = source ? kindsFrom(source.type) : [];
  const taken = new Set(
    flow.edges
      .filter((e) => e.source === edge.source && e.id !== edge.id && e.kind === 'intent')
      .map((e) => e.intentId),
  );
  const kind = (
    <Select
      id={`edge-kind-${edge.id}`}
      aria-label={t('edge.kind')}
      style={inline ? { width: 130 } : undefined}
      value={edge.kind}
      disabled={readOnly || kinds.length < 2}
      options={(kinds.length ? kinds : [edge.kind]).map((k) => ({ value: k, label: t(`edge.kinds.${k}`) }))}
      onChange={(k) => onEdit({ type: 'updateEdge', id: edge.id, kind: k, intentId: edge.intentId })}
    />
  );
  const intent =
    edge.kind === 'intent' ? (
      <Select
        id={`edge-intent-${edge.id}`}
        aria-label={t('edge.intent')}
        style={inline ? { width: 150 } : undefined}
        value={edge.intentId ?? undefined}
        status={edge.intentId && flow.intents.some((i) => i.id === edge.intentId) ? undefined : 'error'}
        disabled={readOnly}
        placeholder={t('edge.pickIntent')}
        showSearch={{ optionFilterProp: 'label' }}
        notFoundContent={t('edge.noIntents')}
        options={flow.intents.map((i) => ({ value: i.id, label: i.name, disabled: taken.has(i.id) }))}
        onChange={(intentId: string) => onEdit({ type: 'updateEdge', id: edge.id, kind: 'intent', intentId })}
      />
    ) : null;
  if (inline) {
    return (
      <Space.Compact>
        {kind}
        {intent}
      </Space.Compact>
    );
  }
  return (
    <>
      <Form.Item label={t('edge.kind')} htmlFor={`edge-kind-${edge.id}`}>
        {kind}
      </Form.Item>
      {intent && (
        <Form.Item
          label={t('edge.intent')}
          htmlFor={`edge-intent-${edge.id}`}
          required
          extra={flow.intents.length ? undefined : t('edge.noIntents')}
        >
          {intent}
        </Form.Item>
      )}
    </>
  );
}

/** The selected edge: where it goes, what it branches on, delete. */
export function EdgeForm({ edge, ...p }: { edge: FlowEdge } & Common) {
  const { t } = useTranslation('botflow');
  const source = p.flow.nodes.find((n) => n.id === edge.source);
  const target = p.flow.nodes.find((n) => n.id === edge.target);
  return (
    <Form layout="vertical" data-testid="edge-form" disabled={p.readOnly}>
      <Form.Item label={t('edge.route')}>
        <Space wrap>
          <Tag>{source ? nodeLabel(source, t) : edge.source}</Tag>→
          <Tag>{target ? nodeLabel(target, t) : edge.target}</Tag>
        </Space>
      </Form.Item>
      <EdgeControls edge={edge} {...p} />
      {!p.readOnly && (
        <Button
          danger
          icon={<DeleteOutlined />}
          onClick={() => {
            p.onEdit({ type: 'removeEdges', ids: [edge.id] });
            p.onSelect({ nodes: [], edges: [] });
          }}
        >
          {t('edge.delete')}
        </Button>
      )}
    </Form>
  );
}

/** A speak node's branches, each editable in place (the keyboard way to set what edges branch on). */
export function BranchList({ nodeId, ...p }: { nodeId: string } & Common) {
  const { t } = useTranslation('botflow');
  const out = p.flow.edges.filter((e) => e.source === nodeId);
  return (
    <List
      size="small"
      data-testid="branch-list"
      header={t('node.branches', { n: out.length })}
      locale={{ emptyText: t('node.noBranches') }}
      dataSource={out}
      renderItem={(edge) => {
        const target = p.flow.nodes.find((n) => n.id === edge.target);
        return (
          <List.Item
            key={edge.id}
            data-testid={`branch-${edge.id}`}
            actions={[
              <Button
                key="show"
                size="small"
                type="text"
                icon={<AimOutlined />}
                aria-label={t('node.showBranch')}
                onClick={() => p.onSelect({ nodes: [], edges: [edge.id] })}
              />,
            ]}
          >
            <Space direction="vertical" size={4} style={{ width: '100%' }}>
              <span>→ {target ? nodeLabel(target, t) : edge.target}</span>
              <EdgeControls edge={edge} inline {...p} />
            </Space>
          </List.Item>
        );
      }}
    />
  );
}
