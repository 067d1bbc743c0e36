import { describe, expect, it } from 'vitest';
import { type BotFlow, emptyFlow } from '../src/modules/bot/flow.ts';
import { problemParams, validateFlow } from '../src/modules/bot/validate.ts';
import { edge, loanFlow, node } from './bot-fixture.ts';

const codes = (f: BotFlow) => validateFlow(f).map((p) => p.code);
const fix = (change: (f: BotFlow) => void) => {
  const f = loanFlow();
  change(f);
  return f;
};

describe('validateFlow', () => {
  it('finds nothing wrong with a complete flow', () => {
    expect(validateFlow(loanFlow())).toEqual([]);
  });
  it('refuses the empty flow of a new bot: the greeting is empty', () => {
    expect(validateFlow(emptyFlow())).toEqual([{ code: 'emptyText', nodeId: 'n1' }]);
    expect(validateFlow(emptyFlow('您好'))).toEqual([]);
  });
  it('noStart and manyStarts', () => {
    expect(codes(fix((f) => f.nodes.splice(0, 1)))).toContain('noStart');
    const many = validateFlow(fix((f) => f.nodes.push(node('start2', 'start'))));
    expect(many).toContainEqual({ code: 'manyStarts', nodeId: 'start2' });
  });
  it('unreachable: a node no edge leads to', () => {
    const p = validateFlow(fix((f) => f.nodes.push(node('lost', 'hangup'))));
    expect(p).toEqual([{ code: 'unreachable', nodeId: 'lost' }]);
  });
  it('noTarget: a start or sms node without a next edge', () => {
    const p = validateFlow(fix((f) => (f.edges = f.edges.filter((e) => e.id !== 'e7'))));
    expect(p).toContainEqual({ code: 'noTarget', nodeId: 'sms' });
  });
  it('danglingEdge: an edge to or from a node that does not exist', () => {
    const p = validateFlow(fix((f) => f.edges.push(edge('x', 'greet', 'ghost', 'default'), edge('y', 'ghost', 'bye'))));
    expect(p).toContainEqual({ code: 'danglingEdge', edgeId: 'x', nodeId: 'greet' });
    expect(p).toContainEqual({ code: 'danglingEdge', edgeId: 'y', nodeId: undefined });
  });
  it('emptyText: a speak or transfer node saying nothing (hang-up may be silent)', () => {
    const p = validateFlow(
      fix((f) => {
        for (const n of f.nodes) if (['offer', 'human', 'bye'].includes(n.id)) n.text = '  ';
      }),
    );
    expect(p).toEqual([
      { code: 'emptyText', nodeId: 'offer' },
      { code: 'emptyText', nodeId: 'human' },
    ]);
  });
  it('unknownIntent: an intent edge naming no intent or a missing one', () => {
    const p = validateFlow(
      fix((f) => {
        f.edges.push(edge('x', 'offer', 'bye', 'intent', 'gone'), edge('y', 'offer', 'bye', 'intent', null));
      }),
    );
    expect(p).toEqual([
      { code: 'unknownIntent', edgeId: 'x', nodeId: 'offer', intentId: 'gone' },
      { code: 'unknownIntent', edgeId: 'y', nodeId: 'offer' },
    ]);
  });
  it('noBranch: a speak node with no way out', () => {
    const p = validateFlow(fix((f) => (f.edges = f.edges.filter((e) => e.source !== 'later'))));
    expect(p).toEqual([{ code: 'noBranch', nodeId: 'later' }]);
  });
  it('noTemplate: an sms node without a template', () => {
    const p = validateFlow(fix((f) => (f.nodes[2].templateId = null)));
    expect(p).toEqual([{ code: 'noTemplate', nodeId: 'sms' }]);
  });
  it('duplicateId: nodes, edges or intents sharing an id', () => {
    const p = validateFlow(
      fix((f) => {
        f.nodes.push(node('bye', 'hangup'));
        f.edges.push(edge('e1', 'start', 'greet'));
        f.intents.push({ ...f.intents[0], name: '另一个' });
      }),
    );
    expect(p).toEqual(
      expect.arrayContaining([
        { code: 'duplicateId', nodeId: 'bye' },
        { code: 'duplicateId', edgeId: 'e1' },
        { code: 'duplicateId', intentId: 'yes' },
      ]),
    );
  });
  it('duplicateIntent: two intents of one name, or one node branching twice on an intent', () => {
    const named = validateFlow(
      fix((f) => f.intents.push({ id: 'yes2', name: ' 有意向 ', examples: [], keywords: [] })),
    );
    expect(named).toEqual([{ code: 'duplicateIntent', intentId: 'yes2' }]);
    const twice = validateFlow(fix((f) => f.edges.push(edge('e2b', 'greet', 'bye', 'intent', 'yes'))));
    expect(twice).toEqual([{ code: 'duplicateIntent', edgeId: 'e2b', nodeId: 'greet', intentId: 'yes' }]);
  });
});

describe('problemParams', () => {
  it('names the node by its name, else its id, and the intent by its name', () => {
    const f = loanFlow();
    f.nodes[1].name = '开场白';
    expect(problemParams(f, { code: 'noBranch', nodeId: 'greet' })).toEqual({ node: '开场白', intent: '', edge: '' });
    expect(problemParams(f, { code: 'noBranch', nodeId: 'later' }).node).toBe('later');
    expect(problemParams(f, { code: 'unknownIntent', edgeId: 'x', intentId: 'no' })).toEqual({
      node: '',
      intent: '没兴趣',
      edge: 'x',
    });
  });
});
