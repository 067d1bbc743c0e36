import '@xyflow/react/dist/style.css';
import {
  applyNodeChanges,
  Background,
  type Connection,
  Controls,
  type EdgeChange,
  MiniMap,
  type NodeChange,
  ReactFlow,
  useReactFlow,
} from '@xyflow/react';
import { type BotFlow, FLOW_LIMITS, FLOW_NODE_TYPES, type FlowNodeType } from '@zhiyu/contract/modules/bot/flow';
import { Button, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../platform/request/toast.ts';
import { connectRefusal, type FlowEdit, freeSpot } from './flow-doc.ts';
import {
  type CanvasNode,
  fromCanvasNodes,
  movedPositions,
  type Selection,
  toCanvasEdges,
  toCanvasNodes,
} from './flow-mapping.ts';
import { NODE_LOOK, NODE_TYPES } from './flow-nodes.tsx';

export interface FlowCanvasProps {
  flow: BotFlow;
  readOnly: boolean;
  selection: Selection;
  onSelect: (s: Selection) => void;
  onEdit: (e: FlowEdit) => void;
  problemNodes: ReadonlySet<string>;
  problemEdges: ReadonlySet<string>;
  activeNode: string | null;
}

const DELETE_KEYS = ['Delete', 'Backspace'];

/** Buttons that add a node of each type in the middle of the visible canvas. */
function Palette({ flow, onEdit }: Pick<FlowCanvasProps, 'flow' | 'onEdit'>) {
  const { t } = useTranslation('botflow');
  const rf = useReactFlow();
  const full = flow.nodes.length >= FLOW_LIMITS.nodes;
  const add = (nodeType: FlowNodeType) => {
    const box = document.querySelector('[data-testid="flow-canvas"]')?.getBoundingClientRect();
    if (!box) return;
    const centre = rf.screenToFlowPosition({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    const at = freeSpot(flow, { x: centre.x - 100, y: centre.y - 40 });
    onEdit({ type: 'addNode', nodeType, position: at });
    // A node placed outside the view is brought into it once the canvas has drawn it.
    const topLeft = rf.screenToFlowPosition({ x: box.left, y: box.top });
    const bottomRight = rf.screenToFlowPosition({ x: box.right, y: box.bottom });
    const inside = at.x >= topLeft.x && at.y >= topLeft.y && at.x + 200 <= bottomRight.x && at.y + 100 <= bottomRight.y;
    if (!inside) setTimeout(() => void rf.fitView({ padding: 0.2, maxZoom: 1, duration: 200 }), 50);
  };
  return (
    <div data-testid="flow-palette" style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 8 }}>
      {FLOW_NODE_TYPES.map((type) => (
        <Tooltip key={type} title={full ? t('palette.full', { max: FLOW_LIMITS.nodes }) : t(`palette.hint.${type}`)}>
          <Button
            size="small"
            disabled={full}
            icon={NODE_LOOK[type].icon}
            style={{ color: NODE_LOOK[type].colour, borderColor: NODE_LOOK[type].colour }}
            onClick={() => add(type)}
            data-testid={`palette-${type}`}
          >
            {t(`node.type.${type}`)}
          </Button>
        </Tooltip>
      ))}
    </div>
  );
}

/**
 * The flow on a canvas: drag nodes, connect a node's bottom handle to another's top, select to edit
 * in the side panel, Delete (or Backspace) removes the selection. Fit view and zoom are in the
 * corner controls; the mini map shows where the view is.
 */
export function FlowCanvas(p: FlowCanvasProps) {
  const { t } = useTranslation('botflow');
  const [measured, setMeasured] = useState<Record<string, { width: number; height: number }>>({});
  const opts = {
    selection: p.selection,
    problemNodes: p.problemNodes,
    problemEdges: p.problemEdges,
    activeNode: p.activeNode,
    measured,
    readOnly: p.readOnly,
  };
  const nodes = toCanvasNodes(p.flow, opts);
  const edges = useMemo(
    () => toCanvasEdges(p.flow, { selection: p.selection, problemEdges: p.problemEdges, readOnly: p.readOnly }, t),
    [p.flow, p.selection, p.problemEdges, p.readOnly, t],
  );

  const onNodesChange = (changes: NodeChange<CanvasNode>[]) => {
    const removed = changes.flatMap((c) => (c.type === 'remove' ? [c.id] : []));
    if (removed.length && !p.readOnly) p.onEdit({ type: 'removeNodes', ids: removed });
    const next = applyNodeChanges(
      changes.filter((c) => c.type !== 'remove'),
      nodes,
    );
    const read = fromCanvasNodes(next);
    if (changes.some((c) => c.type === 'dimensions')) setMeasured((m) => ({ ...m, ...read.measured }));
    if (!p.readOnly && changes.some((c) => c.type === 'position')) {
      const moved = movedPositions(p.flow, read.positions);
      if (moved) p.onEdit({ type: 'moveNodes', positions: moved });
    }
    if (changes.some((c) => c.type === 'select')) {
      const edgesKept = read.selected.length ? [] : p.selection.edges;
      p.onSelect({ nodes: read.selected, edges: edgesKept });
    }
  };

  const onEdgesChange = (changes: EdgeChange[]) => {
    const removed = changes.flatMap((c) => (c.type === 'remove' ? [c.id] : []));
    if (removed.length && !p.readOnly) p.onEdit({ type: 'removeEdges', ids: removed });
    const selects = changes.filter((c) => c.type === 'select');
    if (selects.length) {
      const chosen = new Set(p.selection.edges);
      for (const c of selects) {
        if (c.type !== 'select') continue;
        if (c.selected) chosen.add(c.id);
        else chosen.delete(c.id);
      }
      p.onSelect({ nodes: chosen.size ? [] : p.selection.nodes, edges: [...chosen] });
    }
  };

  const onConnect = (c: Connection) => {
    const refusal = connectRefusal(p.flow, c.source, c.target);
    if (refusal) {
      toastError(t(`connect.${refusal}`));
      return;
    }
    p.onEdit({ type: 'connect', source: c.source, target: c.target });
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      {!p.readOnly && <Palette flow={p.flow} onEdit={p.onEdit} />}
      <div
        data-testid="flow-canvas"
        style={{ flex: 1, minHeight: 420, border: '1px solid #f0f0f0', borderRadius: 8, background: '#fff' }}
      >
        <ReactFlow<CanvasNode>
          nodes={nodes}
          edges={edges}
          nodeTypes={NODE_TYPES}
          onNodesChange={onNodesChange}
          onEdgesChange={onEdgesChange}
          onConnect={onConnect}
          nodesDraggable={!p.readOnly}
          nodesConnectable={!p.readOnly}
          deleteKeyCode={p.readOnly ? null : DELETE_KEYS}
          fitView
          fitViewOptions={{ padding: 0.2, maxZoom: 1 }}
          minZoom={0.1}
          proOptions={{ hideAttribution: true }}
        >
          <Background gap={16} />
          <Controls showInteractive={false} />
          <MiniMap
            style={{ width: 160, height: 100 }}
            pannable
            zoomable
            nodeColor={(n) => NODE_LOOK[(n as CanvasNode).data.node.type].colour}
            aria-label={t('canvas.minimap')}
          />
        </ReactFlow>
      </div>
    </div>
  );
}
