import { describe, expect, it } from 'vitest';
import { Freshness, MISSING_GRACE_MS } from '../../src/modules/aikb/search/freshness.ts';

// Which knowledge changes an instance's index holds (search/freshness.ts): the database counts
// changes; the index must hold every count up to the current one, in whatever order they came.
describe('index freshness', () => {
  it('is current once every change up to the count is applied, in any order', () => {
    const f = new Freshness();
    f.loaded('t', 3);
    expect(f.behind('t', 3, 0)).toBe(false);
    f.applied('t', 5);
    f.applied('t', 4);
    expect(f.behind('t', 5, 10_000)).toBe(false);
    // Counts at or under the loaded one are already in.
    f.applied('t', 2);
    expect(f.behind('t', 5, 20_000)).toBe(false);
  });

  it('waits the grace for a missing change, then calls the index behind', () => {
    const f = new Freshness();
    f.loaded('t', 1);
    f.applied('t', 3);
    // Change 2 is first noticed missing now: it may still be on its way.
    expect(f.behind('t', 3, 1000)).toBe(false);
    expect(f.behind('t', 3, 1000 + MISSING_GRACE_MS)).toBe(false);
    expect(f.behind('t', 3, 1001 + MISSING_GRACE_MS)).toBe(true);
    // It arrives late after all: current again.
    f.applied('t', 2);
    expect(f.behind('t', 3, 5000)).toBe(false);
  });

  it('a reload covers what went missing, and keeps what arrived during the load', () => {
    const f = new Freshness();
    f.loaded('t', 1);
    expect(f.behind('t', 4, 0)).toBe(false);
    f.applied('t', 6);
    expect(f.behind('t', 6, MISSING_GRACE_MS + 1)).toBe(true);
    f.loaded('t', 5);
    expect(f.behind('t', 6, MISSING_GRACE_MS + 2)).toBe(false);
    expect(f.behind('t', 7, MISSING_GRACE_MS + 3)).toBe(false);
  });

  it('far behind means a rebuild at once, and tenants are counted apart', () => {
    const f = new Freshness();
    f.loaded('t', 0);
    f.loaded('u', 0);
    expect(f.behind('t', 5000, 0)).toBe(true);
    expect(f.behind('u', 1, 0)).toBe(false);
    f.applied('u', 1);
    expect(f.behind('u', 1, 10_000)).toBe(false);
    expect(f.behind('t', 1, 10_000)).toBe(false);
  });
});
