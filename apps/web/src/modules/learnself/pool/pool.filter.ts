import type { PoolFilter } from '@zhiyu/contract/modules/learnself/pool';
import { initialFilters, toWire } from '../../../components/schema/fields.tsx';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { parseListState } from '../../../platform/list/list-state.ts';

/** Search fields of the pool list that are not row fields: the score range, recognised, the time range. */
export interface PoolSearch {
  scoreMin?: number;
  scoreMax?: number;
  recognised?: 'true' | 'false';
  /** Last said within [from, to] (ms), as the kit's search range gives it. */
  saidAt?: [number | null, number | null];
}

type Values = Record<string, unknown>;
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/**
 * The score range's ends in order: a minimum above the maximum is read as the range between them,
 * so the list, the export and the clustering preset all see the same rows.
 */
export function scoreBounds(values: Values): { scoreMin?: number; scoreMax?: number } {
  const a = num(values.scoreMin);
  const b = num(values.scoreMax);
  if (a !== undefined && b !== undefined) return { scoreMin: Math.min(a, b), scoreMax: Math.max(a, b) };
  return { ...(a !== undefined ? { scoreMin: a } : {}), ...(b !== undefined ? { scoreMax: b } : {}) };
}

/** The time range's ends as the filter's `from` and `to` (an open end is left out). */
export function saidRange(value: unknown): { from?: number; to?: number } {
  if (!Array.isArray(value)) return {};
  const [from, to] = value.map(num);
  return { ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) };
}

/** The bot filter counts for calls, the channel filter for text sessions (requirements R4 §1). */
export const botOf = (v: unknown, values: Values) => (values.source === 'text' ? undefined : v);
export const channelOf = (v: unknown, values: Values) => (values.source === 'call' ? undefined : v);

const FILTER_KEYS = [
  'source',
  'botId',
  'channelId',
  'kind',
  'recognised',
  'scoreMin',
  'scoreMax',
  'from',
  'to',
  'text',
] as const satisfies readonly (keyof PoolFilter)[];

/** The pool filter of the search values, as the list query sends it (paging and sort left out). */
export function poolFilterOf<Row>(columns: SchemaColumn<Row>[], values: Values): PoolFilter {
  const wire = toWire(columns as SchemaColumn[], values);
  const out: Values = {};
  for (const k of FILTER_KEYS) if (wire[k] !== undefined) out[k] = wire[k];
  if (typeof out.text === 'string') out.text = out.text.trim() || undefined;
  return JSON.parse(JSON.stringify(out)) as PoolFilter;
}

/** The filter the list in the address shows now (the search made, else each column's initial value). */
export function currentPoolFilter<Row>(columns: SchemaColumn<Row>[], search: string): PoolFilter {
  const state = parseListState(new URLSearchParams(search));
  return poolFilterOf(columns, state.searched ? state.filters : initialFilters(columns as SchemaColumn[]));
}
