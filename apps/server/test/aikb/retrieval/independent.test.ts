import { describe, expect, it } from 'vitest';
import { type Figures, line, loadSets, measure } from '../../helpers/kb-quality.ts';

/**
 * Answer quality on FAQ sets written independently of the engine's word lists
 * (test/fixtures/kb-heldout: reported, never tuned on; their misses are not read). Each question is
 * put to the bot's own decision. The figures are printed with every run; the floors hold what the
 * engine reaches today (docs/aikb-retrieval.md "Quality on independent sets").
 */
const sets = loadSets('kb-heldout');
/** What the engine reaches today, a little under the figures of its (deterministic) run. */
const FLOOR = { top1: 0.53, answeredRight: 0.31 };
/** answered wrong is held at the goal (3 %); out of scope answered at today's level (the goal is 10 %). */
const CEILING = { answeredWrong: 0.03, outOfScopeAnswered: 0.27 };

describe('answer quality on independently written FAQ sets', () => {
  const all: Figures[] = sets.map(measure);

  it('each set is what it says: items with similar questions, questions meant for one item, questions none answers', () => {
    expect(sets.length).toBeGreaterThanOrEqual(2);
    for (const set of sets) {
      const ids = new Set(set.items.map((i) => i.id));
      expect(set.items.length).toBeGreaterThanOrEqual(40);
      expect(set.queries.length).toBeGreaterThanOrEqual(60);
      expect(set.outOfScope.length).toBeGreaterThanOrEqual(40);
      for (const q of set.queries) expect(ids.has(q.item), q.q).toBe(true);
    }
  });

  it('prints every figure and holds its floors', () => {
    const sum = (k: keyof Figures) => all.reduce((n, f) => n + (f[k] as number), 0);
    const total: Figures = {
      domain: 'all',
      questions: sum('questions'),
      outOfScope: sum('outOfScope'),
      top1: sum('top1'),
      answeredRight: sum('answeredRight'),
      answeredWrong: sum('answeredWrong'),
      suggestedRight: sum('suggestedRight'),
      fallback: sum('fallback'),
      outOfScopeAnswered: sum('outOfScopeAnswered'),
      misses: [],
    };
    for (const f of [...all, total]) console.log(`kb answer quality, ${line(f)}`);
    expect(total.top1 / total.questions).toBeGreaterThanOrEqual(FLOOR.top1);
    expect(total.answeredRight / total.questions).toBeGreaterThanOrEqual(FLOOR.answeredRight);
    expect(total.answeredWrong / total.questions).toBeLessThanOrEqual(CEILING.answeredWrong);
    expect(total.outOfScopeAnswered / total.outOfScope).toBeLessThanOrEqual(CEILING.outOfScopeAnswered);
  });
});
