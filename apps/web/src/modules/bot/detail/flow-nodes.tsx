import {
  CustomerServiceOutlined,
  MailOutlined,
  MessageOutlined,
  PlayCircleOutlined,
  PoweroffOutlined,
} from '@ant-design/icons';
import { Handle, type NodeProps, Position } from '@xyflow/react';
import type { FlowNodeType } from '@zhiyu/contract/modules/bot/flow';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CanvasNode } from './flow-mapping.ts';

/** Each node type's colour and icon, on the canvas and in the palette. */
export const NODE_LOOK: Record<FlowNodeType, { colour: string; background: string; icon: ReactNode }> = {
  start: { colour: '#389e0d', background: '#f6ffed', icon: <PlayCircleOutlined /> },
  speak: { colour: '#1677ff', background: '#e6f4ff', icon: <MessageOutlined /> },
  sms: { colour: '#08979c', background: '#e6fffb', icon: <MailOutlined /> },
  transfer: { colour: '#722ed1', background: '#f9f0ff', icon: <CustomerServiceOutlined /> },
  hangup: { colour: '#cf1322', background: '#fff1f0', icon: <PoweroffOutlined /> },
};

const clamp2: React.CSSProperties = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  fontSize: 12,
  color: '#595959',
  marginTop: 4,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
};

/** One node on the canvas: type, name and what it says (or which SMS it sends). */
function FlowNodeView({ data, selected }: NodeProps<CanvasNode>) {
  const { t } = useTranslation('botflow');
  const { node, problem, active } = data;
  const look = NODE_LOOK[node.type];
  const border = problem ? '#ff4d4f' : selected ? look.colour : '#d9d9d9';
  const detail =
    node.type === 'sms'
      ? node.templateId
        ? t('node.smsTemplate', { id: node.templateId })
        : t('node.noTemplate')
      : node.text;
  return (
    <div
      data-testid={`flow-node-${node.id}`}
      data-node-type={node.type}
      style={{
        width: 200,
        padding: '8px 10px',
        borderRadius: 8,
        background: '#fff',
        border: `${selected || problem ? 2 : 1}px solid ${border}`,
        borderTop: `4px solid ${look.colour}`,
        boxShadow: active ? `0 0 0 4px ${look.colour}55` : '0 1px 2px rgba(0,0,0,0.08)',
      }}
    >
      {node.type !== 'start' && <Handle type="target" position={Position.Top} />}
      <div style={{ display: 'flex', alignItems: 'center', gap: 6, color: look.colour, fontSize: 12 }}>
        {look.icon}
        <span>{t(`node.type.${node.type}`)}</span>
        <span style={{ marginLeft: 'auto', color: '#bfbfbf' }}>{node.id}</span>
      </div>
      <div
        style={{ fontWeight: 600, marginTop: 2, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {node.name || t(`node.type.${node.type}`)}
      </div>
      {detail ? <div style={clamp2}>{detail}</div> : null}
      {(node.type === 'start' || node.type === 'speak' || node.type === 'sms') && (
        <Handle type="source" position={Position.Bottom} />
      )}
    </div>
  );
}

export const NODE_TYPES = {
  start: FlowNodeView,
  speak: FlowNodeView,
  sms: FlowNodeView,
  transfer: FlowNodeView,
  hangup: FlowNodeView,
};
