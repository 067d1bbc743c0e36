import type { CustomerFilter } from '@zhiyu/contract/modules/aicall/customer';
import type { z } from 'zod';
import { parseListState } from '../../../platform/list/list-state.ts';

const FILTER_KEYS = ['name', 'phone', 'tag', 'createdFrom', 'createdTo', 'attrId', 'attrValue'];

/** The list's current filter (the URL holds the list state), for the export and "all matching". */
export function currentFilter(): z.output<typeof CustomerFilter> {
  const { filters } = parseListState(new URLSearchParams(window.location.search));
  return Object.fromEntries(Object.entries(filters).filter(([k]) => FILTER_KEYS.includes(k))) as z.output<
    typeof CustomerFilter
  >;
}
