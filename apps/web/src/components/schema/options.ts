import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Option, OptionValue, SchemaColumn } from './types.ts';

const numeric = /^-?\d+(\.\d+)?$/;

/** Options named in the column itself: `valueEnum`, or `enum` labelled by it. */
export function staticOptions(col: SchemaColumn): Option[] {
  const labels = Object.entries(col.valueEnum ?? {}).map(([k, v]) => {
    const rich = v && typeof v === 'object' && 'text' in v ? (v as { text: ReactNode; color?: string }) : null;
    return {
      value: (numeric.test(k) ? Number(k) : k) as OptionValue,
      label: rich ? rich.text : (v as ReactNode),
      color: rich?.color,
    };
  });
  if (!col.enum) return labels;
  return col.enum.map((v) => labels.find((o) => o.value === v) ?? { value: v, label: String(v) });
}

function mapItems(col: SchemaColumn, items: unknown[]): Option[] {
  const r = col.request;
  if (!r) return [];
  const field = (it: unknown, k: string) => (it as Record<string, unknown>)[k];
  return items.map((it) => {
    const kids = r.children ? r.children(it) : (field(it, 'children') as unknown[] | undefined);
    return {
      label: r.label ? r.label(it) : ((field(it, 'label') ?? field(it, 'name')) as ReactNode),
      value: r.value ? r.value(it) : ((field(it, 'value') ?? field(it, 'id')) as OptionValue),
      ...(kids?.length ? { children: mapItems(col, kids) } : {}),
    };
  });
}

/** A column's options: static ones at once, requested ones cached per (column, params). */
export function useOptions(col: SchemaColumn): { options: Option[]; loading: boolean } {
  const r = col.request;
  // SchemaForm resolves params read from the form; elsewhere (tables, search) they read no values.
  const params = typeof r?.params === 'function' ? r.params({}) : (r?.params ?? {});
  const q = useQuery({
    queryKey: ['schema-options', col.dataIndex, params],
    queryFn: () => (r ? r.load(params) : Promise.resolve([])),
    enabled: !!r,
    staleTime: 60_000,
  });
  if (!r) return { options: staticOptions(col), loading: false };
  return { options: mapItems(col, q.data ?? []), loading: q.isLoading };
}

/** Label of a value in an option tree (a cascader path is joined with " / "). */
export function labelOf(options: Option[], value: unknown): ReactNode {
  const hit = options.find((o) => String(o.value) === String(value));
  return hit ? hit.label : (value as ReactNode);
}
