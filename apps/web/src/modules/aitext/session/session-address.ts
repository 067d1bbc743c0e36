import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@zhiyu/contract/list';
import { REF_EVENTS, type RefEvent } from '@zhiyu/contract/modules/aitext/session';
import { zonedDayRange } from '@zhiyu/contract/rules/zoned-day';
import { writeListState } from '../../../platform/list/list-state.ts';

export const SESSIONS_PATH = '/aitext/textSessionRecord';

/** A knowledge figure's sessions: an item's or a category's event (the list shows it in a banner). */
export interface SessionDrill {
  refId?: string;
  categoryId?: string;
  refEvent?: RefEvent;
  /** The item's question or the category's path, for the banner. */
  label?: string;
}

/** The list's time range from the address (the kit's, components/date-range/address-range.tsx). */
export { readRange } from '../../../components/date-range/address-range.tsx';

const EVENTS = new Set<string>(REF_EVENTS);
const text = (v: unknown) => (typeof v === 'string' && v.trim() && v.length <= 200 ? v : undefined);

/** The drill-down in the address (`drill`, JSON); unknown keys and bad values are dropped. */
export function parseDrill(raw: string | null): SessionDrill {
  if (!raw) return {};
  try {
    const v = JSON.parse(raw) as Record<string, unknown>;
    if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
    const d: SessionDrill = {
      refId: text(v.refId),
      categoryId: text(v.categoryId),
      refEvent: typeof v.refEvent === 'string' && EVENTS.has(v.refEvent) ? (v.refEvent as RefEvent) : undefined,
      label: text(v.label),
    };
    return Object.fromEntries(Object.entries(d).filter(([, x]) => x !== undefined)) as SessionDrill;
  } catch {
    return {};
  }
}

/** What the session list and its export send for a drill-down (the label stays in the browser). */
export function drillQuery(d: SessionDrill): Record<string, string> {
  const { label: _label, ...rest } = d;
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Record<string, string>;
}

export interface SessionsLink {
  /** Days of the tenant's calendar and its time zone (a statistics reply's range). */
  days: { startDay: string; endDay: string; timeZone: string };
  /** Search form values: channelId, channelType, solved, transferred, scene, rating, visitorId. */
  filters?: Record<string, unknown>;
  drill?: SessionDrill;
}

/** The address of the session list holding exactly the sessions behind a figure. */
export function sessionsHref({ days, filters = {}, drill = {} }: SessionsLink): string {
  const { from, to } = zonedDayRange(days.startDay, days.endDay, days.timeZone);
  const base = new URLSearchParams({ from: String(from), to: String(to) });
  const clean = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));
  const q = writeListState({ pageNum: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE, filters: clean, searched: true }, base);
  const d = Object.fromEntries(Object.entries(drill).filter(([, v]) => v !== undefined && v !== ''));
  if (Object.keys(d).length) q.set('drill', JSON.stringify(d));
  return `${SESSIONS_PATH}?${q}`;
}

/** The statistics' channel scope as session list filters: one channel, official channels unless the test window counts. */
export function scopeFilters(f: { channelId?: string; includeTest: 0 | 1 }): Record<string, unknown> {
  return { channelId: f.channelId, channelType: f.includeTest ? undefined : 0 };
}
