import { type BotFlow, emptyFlow } from '@zhiyu/contract/modules/bot/flow';
import { validateFlow } from '@zhiyu/contract/modules/bot/validate';
import { describe, expect, it } from 'vitest';
import { connectRefusal, editFlow, type FlowEdit, freeSpot, kindsFrom, nextId, sameFlow } from './flow-doc.ts';

const apply = (flow: BotFlow, ...edits: FlowEdit[]) => edits.reduce(editFlow, flow);

describe('flow document edits', () => {
  it('numbers new ids after the highest in use', () => {
    expect(nextId('n', ['start', 'n1', 'end'])).toBe('n2');
    expect(nextId('n', ['n9', 'n10', 'nx'])).toBe('n11');
    expect(nextId('e', [])).toBe('e1');
  });

  it('adds a node at a rounded position and edits its fields', () => {
    const f = apply(
      emptyFlow(),
      { type: 'addNode', nodeType: 'sms', position: { x: 10.4, y: 20.6 } },
      { type: 'updateNode', id: 'n2', patch: { name: 'notice', templateId: 'tpl-1' } },
    );
    const n = f.nodes.find((x) => x.id === 'n2');
    expect(n).toMatchObject({ type: 'sms', name: 'notice', templateId: 'tpl-1', position: { x: 10, y: 21 } });
    expect(apply(f, { type: 'updateNode', id: 'nope', patch: { name: 'x' } })).toBe(f);
  });

  it('gives a speak node its default branch first, then open intent branches', () => {
    let f = apply(
      emptyFlow('hi'),
      { type: 'addIntent', name: 'yes' },
      { type: 'addIntent', name: 'no' },
      { type: 'addNode', nodeType: 'transfer', position: { x: 0, y: 0 } },
      { type: 'addNode', nodeType: 'hangup', position: { x: 0, y: 0 } },
    );
    // emptyFlow already has a default edge from n1: the next ones branch on the intents in order.
    f = apply(f, { type: 'connect', source: 'n1', target: 'n2' }, { type: 'connect', source: 'n1', target: 'n3' });
    const out = f.edges.filter((e) => e.source === 'n1');
    expect(out.map((e) => [e.kind, e.intentId])).toEqual([
      ['default', null],
      ['intent', 'i1'],
      ['intent', 'i2'],
    ]);
  });

  it('refuses connections the flow cannot hold, and leaves the document as it was', () => {
    const f = apply(emptyFlow(), { type: 'addNode', nodeType: 'sms', position: { x: 0, y: 0 } });
    expect(connectRefusal(f, 'end', 'n1')).toBe('endNode');
    expect(connectRefusal(f, 'n1', 'start')).toBe('toStart');
    expect(connectRefusal(f, 'n1', 'n1')).toBe('self');
    expect(connectRefusal(f, 'start', 'n2')).toBe('oneNext');
    expect(connectRefusal(f, 'n2', 'end')).toBeNull();
    expect(editFlow(f, { type: 'connect', source: 'end', target: 'n1' })).toBe(f);
    const g = editFlow(f, { type: 'connect', source: 'n2', target: 'end' });
    expect(g.edges.at(-1)).toMatchObject({ source: 'n2', target: 'end', kind: 'next', intentId: null });
  });

  it('removing a node removes its edges; removing an intent unbinds its edges', () => {
    let f = apply(emptyFlow('hi'), { type: 'addIntent', name: 'yes' });
    f = editFlow(f, { type: 'updateEdge', id: 'e-default', kind: 'intent', intentId: 'i1' });
    expect(f.edges.find((e) => e.id === 'e-default')).toMatchObject({ kind: 'intent', intentId: 'i1' });
    const unbound = editFlow(f, { type: 'removeIntent', id: 'i1' });
    expect(unbound.intents).toEqual([]);
    expect(unbound.edges.find((e) => e.id === 'e-default')?.intentId).toBeNull();
    expect(validateFlow(unbound).map((p) => p.code)).toContain('unknownIntent');
    const gone = editFlow(f, { type: 'removeNodes', ids: ['n1'] });
    expect(gone.edges).toEqual([]);
  });

  it('switching an edge away from intent drops its intent id', () => {
    let f = apply(emptyFlow('hi'), { type: 'addIntent', name: 'yes' });
    f = editFlow(f, { type: 'updateEdge', id: 'e-default', kind: 'intent', intentId: 'i1' });
    f = editFlow(f, { type: 'updateEdge', id: 'e-default', kind: 'silence', intentId: 'i1' });
    expect(f.edges[1]).toMatchObject({ kind: 'silence', intentId: null });
  });

  it('global intents: add with a kind, edit, remove', () => {
    let f = apply(emptyFlow(), { type: 'addGlobal', name: 'busy', kind: 'busy' });
    expect(f.globalIntents[0]).toMatchObject({ id: 'g1', kind: 'busy', action: 'continue', answer: '' });
    f = editFlow(f, { type: 'updateGlobal', id: 'g1', patch: { action: 'hangup', answer: 'bye' } });
    expect(f.globalIntents[0]).toMatchObject({ action: 'hangup', answer: 'bye' });
    expect(editFlow(f, { type: 'removeGlobal', id: 'g1' }).globalIntents).toEqual([]);
  });

  it('only speak nodes branch; start and sms go next; end nodes have no exits', () => {
    expect(kindsFrom('speak')).toEqual(['intent', 'default', 'silence']);
    expect(kindsFrom('sms')).toEqual(['next']);
    expect(kindsFrom('hangup')).toEqual([]);
  });

  it('compares documents by content, not key order', () => {
    const a = emptyFlow('hi');
    const b = JSON.parse(JSON.stringify(a)) as BotFlow;
    b.nodes[0] = { position: b.nodes[0].position, templateId: null, text: '', name: '', type: 'start', id: 'start' };
    expect(sameFlow(a, b)).toBe(true);
    expect(sameFlow(a, editFlow(a, { type: 'moveNodes', positions: { n1: { x: 5, y: 5 } } }))).toBe(false);
  });
});

describe('where added nodes go', () => {
  it('takes the spot asked for when free, else the nearest free slot around it', () => {
    const flow = emptyFlow(); // start (0,0), n1 (0,140), end (0,300)
    expect(freeSpot(flow, { x: 500, y: 500 })).toEqual({ x: 500, y: 500 });
    const p = freeSpot(flow, { x: 0, y: 140 });
    expect(p).toEqual({ x: 240, y: 10 });
    const again = freeSpot({ nodes: [...flow.nodes, { ...flow.nodes[1], id: 'n2', position: p }] }, { x: 0, y: 140 });
    expect(again).not.toEqual(p);
    expect(again.x).toBe(240);
  });
});
