import { emptyFlow } from '@zhiyu/contract/modules/bot/flow';
import { describe, expect, it } from 'vitest';
import { editFlow } from './flow-doc.ts';
import {
  edgeLabel,
  fromCanvasNodes,
  movedPositions,
  NO_SELECTION,
  nodeLabel,
  toCanvasEdges,
  toCanvasNodes,
} from './flow-mapping.ts';

const t = (k: string) => `<${k}>`;
const intents = [{ id: 'i1', name: 'yes', examples: [], keywords: [] }];

describe('edge labels', () => {
  it('name the intent, default or silence; next edges carry none', () => {
    expect(edgeLabel({ kind: 'intent', intentId: 'i1' }, intents, t)).toBe('yes');
    expect(edgeLabel({ kind: 'intent', intentId: 'gone' }, intents, t)).toBe('<edge.noIntent>');
    expect(edgeLabel({ kind: 'intent', intentId: null }, intents, t)).toBe('<edge.noIntent>');
    expect(edgeLabel({ kind: 'default', intentId: null }, intents, t)).toBe('<edge.default>');
    expect(edgeLabel({ kind: 'silence', intentId: null }, intents, t)).toBe('<edge.silence>');
    expect(edgeLabel({ kind: 'next', intentId: null }, intents, t)).toBe('');
  });

  it('name nodes by name, else by type and id', () => {
    expect(nodeLabel({ id: 'n1', name: ' Greeting ', type: 'speak' }, t)).toBe('Greeting');
    expect(nodeLabel({ id: 'n1', name: '', type: 'speak' }, t)).toBe('<node.type.speak> n1');
  });
});

describe('document → canvas → document', () => {
  const flow = editFlow(emptyFlow('hi'), { type: 'addIntent', name: 'yes' });

  it('draws every node at its saved position with its type, selection and marks', () => {
    const nodes = toCanvasNodes(flow, {
      selection: { nodes: ['n1'], edges: [] },
      problemNodes: new Set(['end']),
      activeNode: 'n1',
      measured: { n1: { width: 200, height: 80 } },
    });
    expect(nodes.map((n) => [n.id, n.type, n.position])).toEqual(flow.nodes.map((n) => [n.id, n.type, n.position]));
    const n1 = nodes.find((n) => n.id === 'n1');
    expect(n1).toMatchObject({
      selected: true,
      measured: { width: 200, height: 80 },
      data: { active: true, problem: false },
    });
    expect(nodes.find((n) => n.id === 'end')?.data.problem).toBe(true);
    // The start node cannot be deleted; nothing can in read-only mode.
    expect(nodes.find((n) => n.id === 'start')?.deletable).toBe(false);
    expect(toCanvasNodes(flow, { selection: NO_SELECTION, readOnly: true }).every((n) => n.deletable === false)).toBe(
      true,
    );
  });

  it('draws every edge with its label and kind', () => {
    const edges = toCanvasEdges(flow, { selection: { nodes: [], edges: ['e-default'] } }, t);
    expect(edges.map((e) => [e.id, e.source, e.target, e.label ?? ''])).toEqual([
      ['e-start', 'start', 'n1', ''],
      ['e-default', 'n1', 'end', '<edge.default>'],
    ]);
    expect(edges[1].selected).toBe(true);
    expect(edges[1].className).toBe('flow-edge-default');
  });

  it('reads moved positions (rounded), sizes and selection back; unmoved nodes make no edit', () => {
    const nodes = toCanvasNodes(flow, { selection: NO_SELECTION });
    const moved = nodes.map((n) =>
      n.id === 'n1'
        ? { ...n, position: { x: 33.3, y: 150.7 }, selected: true, measured: { width: 200, height: 60 } }
        : n,
    );
    const read = fromCanvasNodes(moved);
    expect(read.selected).toEqual(['n1']);
    expect(read.measured).toEqual({ n1: { width: 200, height: 60 } });
    expect(movedPositions(flow, read.positions)).toEqual({ n1: { x: 33, y: 151 } });
    expect(movedPositions(flow, fromCanvasNodes(nodes).positions)).toBeNull();
    const after = editFlow(flow, { type: 'moveNodes', positions: { n1: { x: 33, y: 151 } } });
    expect(toCanvasNodes(after, { selection: NO_SELECTION }).find((n) => n.id === 'n1')?.position).toEqual({
      x: 33,
      y: 151,
    });
  });
});
