/**
 * Distinct visitors of long ranges: a HyperLogLog sketch per day rollup row (2^12 one-byte
 * registers, standard error about 1.6 %). A register is picked by the low 12 bits of the person's
 * 64-bit key and keeps the longest run of leading zeros (+1) seen in the next 52 bits. The SQL here
 * and the JavaScript below compute the same registers; sketches merge by taking each register's
 * maximum, so any set of days and channels merges into one estimate.
 */
import { sql } from 'drizzle-orm';

export const HLL_BITS = 12;
export const HLL_SIZE = 1 << HLL_BITS;
const MASK52 = (1n << 52n) - 1n;

/** Register index and value of a person key (a signed 64-bit integer). */
export function hllRegister(key: bigint): { idx: number; rho: number } {
  const idx = Number(BigInt.asUintN(64, key) & BigInt(HLL_SIZE - 1));
  const w = (key >> BigInt(HLL_BITS)) & MASK52;
  return { idx, rho: w === 0n ? 53 : 53 - w.toString(2).length };
}

/** The same in SQL, over a bigint column or expression. */
export const hllIdxSql = (key: unknown) => sql`(${key} & ${HLL_SIZE - 1})::int`;
export const hllRhoSql = (key: unknown) =>
  sql`(53 - length(ltrim(((${key} >> ${HLL_BITS}) & ${MASK52.toString()}::bigint)::bit(52)::text, '0')))`;

/** An empty sketch as SQL. */
export const HLL_EMPTY = sql.raw(`decode(repeat('00', ${HLL_SIZE}), 'hex')`);

/** Merges sketches (register-wise maximum); null rows (no sessions) are skipped. */
export function hllMerge(sketches: (Uint8Array | null | undefined)[]): Uint8Array {
  const out = new Uint8Array(HLL_SIZE);
  for (const s of sketches) {
    if (!s) continue;
    for (let i = 0; i < HLL_SIZE; i++) if (s[i] > out[i]) out[i] = s[i];
  }
  return out;
}

/** The estimated number of distinct keys (linear counting while registers are still empty). */
export function hllEstimate(registers: Uint8Array): number {
  const m = HLL_SIZE;
  let sum = 0;
  let zeros = 0;
  for (let i = 0; i < m; i++) {
    sum += 2 ** -registers[i];
    if (registers[i] === 0) zeros++;
  }
  const alpha = 0.7213 / (1 + 1.079 / m);
  const e = (alpha * m * m) / sum;
  if (e <= 2.5 * m && zeros > 0) return Math.round(m * Math.log(m / zeros));
  return Math.round(e);
}
