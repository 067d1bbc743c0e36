/**
 * Agreement of two labellers over the utterances both labelled (requirements R4 §3): the share
 * labelled the same, and Cohen's kappa — that share corrected for the agreement two labellers
 * would reach by chance with their own label frequencies: κ = (pₒ − pₑ) / (1 − pₑ).
 */
export interface Agreement {
  agreement: number | null;
  kappa: number | null;
}

/** Pairs of (first labeller's label, second labeller's label), one per utterance. */
export function agreementOf(pairs: readonly (readonly [string, string])[]): Agreement {
  const n = pairs.length;
  if (n === 0) return { agreement: null, kappa: null };
  const a = new Map<string, number>();
  const b = new Map<string, number>();
  let same = 0;
  for (const [x, y] of pairs) {
    if (x === y) same += 1;
    a.set(x, (a.get(x) ?? 0) + 1);
    b.set(y, (b.get(y) ?? 0) + 1);
  }
  const po = same / n;
  let pe = 0;
  for (const [label, ca] of a) pe += (ca / n) * ((b.get(label) ?? 0) / n);
  // Both labellers always gave one and the same label: chance explains everything, κ is undefined.
  const kappa = pe >= 1 ? null : (po - pe) / (1 - pe);
  return { agreement: po, kappa };
}
