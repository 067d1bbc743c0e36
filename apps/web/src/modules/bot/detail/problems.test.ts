import { emptyFlow } from '@zhiyu/contract/modules/bot/flow';
import { validateFlow } from '@zhiyu/contract/modules/bot/validate';
import { describe, expect, it } from 'vitest';
import { editFlow } from './flow-doc.ts';
import { focusOf, problemsFromError, problemTargets } from './problems.ts';

describe('problem → selection', () => {
  it('a node problem selects the node; an edge problem selects the edge', () => {
    // An empty speak text and a dangling intent branch.
    let flow = emptyFlow('');
    flow = editFlow(flow, { type: 'updateEdge', id: 'e-default', kind: 'intent', intentId: 'i9' });
    const problems = validateFlow(flow);
    const empty = problems.find((p) => p.code === 'emptyText');
    const unknown = problems.find((p) => p.code === 'unknownIntent');
    expect(empty && focusOf(empty, flow)).toEqual({ panel: 'props', selection: { nodes: ['n1'], edges: [] } });
    expect(unknown && focusOf(unknown, flow)).toEqual({
      panel: 'props',
      selection: { nodes: [], edges: ['e-default'] },
    });
    const marks = problemTargets(problems);
    expect([...marks.nodes]).toContain('n1');
    expect([...marks.edges]).toEqual(['e-default']);
  });

  it('an intent problem opens the intent in its panel; one naming nothing present selects nothing', () => {
    let flow = editFlow(emptyFlow('hi'), { type: 'addIntent', name: 'yes' });
    flow = editFlow(flow, { type: 'addGlobal', name: 'busy', kind: 'busy' });
    expect(focusOf({ code: 'duplicateIntent', intentId: 'i1' }, flow)).toEqual({ panel: 'intents', intentId: 'i1' });
    expect(focusOf({ code: 'duplicateIntent', intentId: 'g1' }, flow)).toEqual({ panel: 'globals', intentId: 'g1' });
    expect(focusOf({ code: 'noStart' }, flow)).toBeNull();
    expect(focusOf({ code: 'unreachable', nodeId: 'gone' }, flow)).toBeNull();
  });

  it("reads the server's refusal data", () => {
    expect(problemsFromError({ problems: [{ code: 'noStart' }, { nope: 1 }] })).toEqual([{ code: 'noStart' }]);
    expect(problemsFromError(null)).toBeNull();
    expect(problemsFromError({})).toBeNull();
  });
});
