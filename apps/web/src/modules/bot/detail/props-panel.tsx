import { DeleteOutlined } from '@ant-design/icons';
import { type BotFlow, FLOW_LIMITS, type FlowNode } from '@zhiyu/contract/modules/bot/flow';
import { Button, Empty, Form, Input, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { BranchList, EdgeForm } from './edge-form.tsx';
import type { FlowEdit } from './flow-doc.ts';
import type { Selection } from './flow-mapping.ts';
import { NODE_LOOK } from './flow-nodes.tsx';
import { TemplateField } from './template-field.tsx';

interface Props {
  flow: BotFlow;
  selection: Selection;
  readOnly: boolean;
  onEdit: (e: FlowEdit) => void;
  onSelect: (s: Selection) => void;
}

const SAYS = new Set<FlowNode['type']>(['speak', 'transfer', 'hangup']);

function NodeForm({ node, flow, readOnly, onEdit, onSelect }: { node: FlowNode } & Omit<Props, 'selection'>) {
  const { t } = useTranslation('botflow');
  const update = (patch: Partial<Pick<FlowNode, 'name' | 'text' | 'templateId'>>) =>
    onEdit({ type: 'updateNode', id: node.id, patch });
  return (
    <Form layout="vertical" data-testid="node-form" disabled={readOnly}>
      <Form.Item label={t('node.type.label')}>
        <Tag color={NODE_LOOK[node.type].colour} icon={NODE_LOOK[node.type].icon}>
          {t(`node.type.${node.type}`)}
        </Tag>
        <span style={{ color: '#8c8c8c' }}>{node.id}</span>
      </Form.Item>
      <Form.Item label={t('node.name')} htmlFor="node-name">
        <Input
          id="node-name"
          value={node.name}
          maxLength={FLOW_LIMITS.name}
          showCount
          placeholder={t('node.namePlaceholder')}
          onChange={(e) => update({ name: e.target.value })}
        />
      </Form.Item>
      {SAYS.has(node.type) && (
        <Form.Item
          label={t(node.type === 'speak' ? 'node.text' : 'node.textOptional')}
          htmlFor="node-text"
          required={node.type !== 'hangup'}
        >
          <Input.TextArea
            id="node-text"
            value={node.text}
            rows={5}
            maxLength={FLOW_LIMITS.text}
            showCount
            placeholder={t('node.textPlaceholder')}
            onChange={(e) => update({ text: e.target.value })}
          />
        </Form.Item>
      )}
      {node.type === 'sms' && (
        <Form.Item label={t('node.template')} htmlFor="node-template" required>
          <TemplateField
            id="node-template"
            value={node.templateId}
            disabled={readOnly}
            onChange={(templateId) => update({ templateId })}
          />
        </Form.Item>
      )}
      {node.type === 'speak' && (
        <Form.Item>
          <BranchList nodeId={node.id} flow={flow} readOnly={readOnly} onEdit={onEdit} onSelect={onSelect} />
        </Form.Item>
      )}
      {!readOnly && node.type !== 'start' && (
        <Button
          danger
          icon={<DeleteOutlined />}
          onClick={() => {
            onEdit({ type: 'removeNodes', ids: [node.id] });
            onSelect({ nodes: [], edges: [] });
          }}
        >
          {t('node.delete')}
        </Button>
      )}
    </Form>
  );
}

/** The selected node's or edge's settings; a hint when nothing (or several things) is selected. */
export function PropsPanel(p: Props) {
  const { t } = useTranslation('botflow');
  const node = p.selection.nodes.length === 1 ? p.flow.nodes.find((n) => n.id === p.selection.nodes[0]) : undefined;
  const edge =
    !node && p.selection.edges.length === 1 ? p.flow.edges.find((e) => e.id === p.selection.edges[0]) : undefined;
  if (node) return <NodeForm key={node.id} node={node} {...p} />;
  if (edge) return <EdgeForm key={edge.id} edge={edge} {...p} />;
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <span data-testid="props-empty">
          {t('props.empty', { nodes: p.flow.nodes.length, edges: p.flow.edges.length })}
        </span>
      }
    />
  );
}
