import { bigint, date, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { bytea } from '../../../platform/db/columns.ts';

/**
 * Every text rollup row is keyed by one tenant's app, one day of the tenant's time zone (the day
 * the session started), the channel and the channel's requirements §3 type at the time (so test-window
 * sessions can be left out). Maintained in the transaction of the message or vote that changes
 * them and rebuilt from the sessions and messages on demand (docs/aitext-metrics.md).
 */
const key = () => ({
  tenantId: text('tenant_id').notNull(),
  appId: text('app_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  channelId: text('channel_id').notNull(),
  channelType: smallint('channel_type').$type<0 | 1>().notNull(),
});
const n = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * Sessions and their outcomes: the service overview's figures. `persons` counts the distinct
 * visitors of the key (a person is a visitor of a channel), `hll` is their HyperLogLog sketch
 * (./hll.ts) for ranges too long to count visitor rows.
 */
export const textRollupDays = pgTable(
  'text_rollup_days',
  {
    ...key(),
    sessions: n('sessions'),
    persons: n('persons'),
    hll: bytea('hll'),
    rounds: n('rounds'),
    solved: n('solved'),
    transferred: n('transferred'),
    scene1: n('scene1'),
    scene2: n('scene2'),
    scene3: n('scene3'),
    scene4: n('scene4'),
    scene5: n('scene5'),
    rated: n('rated'),
    ratingSum: n('rating_sum'),
    /**
     * The item rollup's four figures summed over every item and segment of the key: the day's
     * answers from the knowledge, candidates chosen, likes and dislikes. Trends and the usage
     * report read them here, not by summing the item rows of a range.
     */
    itemHits: n('item_hits'),
    itemClicks: n('item_clicks'),
    itemLikes: n('item_likes'),
    itemDislikes: n('item_dislikes'),
  },
  (t) => [
    primaryKey({ name: 'text_rollup_days_pk', columns: [t.tenantId, t.appId, t.day, t.channelId, t.channelType] }),
  ],
);

/**
 * One row per person (a visitor of a channel) who started a session that day: distinct persons
 * over a range are the distinct keys of its rows (`visitor_key`: a 64-bit hash of channel and
 * visitor id).
 */
export const textRollupVisitors = pgTable(
  'text_rollup_visitors',
  {
    ...key(),
    visitorKey: bigint('visitor_key', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'text_rollup_visitors_pk',
      columns: [t.tenantId, t.appId, t.day, t.channelId, t.channelType, t.visitorKey],
    }),
  ],
);

/** Per knowledge item (or document segment): answers given, candidates chosen, likes, dislikes. */
export const textRollupItems = pgTable(
  'text_rollup_items',
  {
    ...key(),
    refKind: text('ref_kind').$type<'item' | 'segment'>().notNull(),
    refId: text('ref_id').notNull(),
    hits: n('hits'),
    clicks: n('clicks'),
    likes: n('likes'),
    dislikes: n('dislikes'),
  },
  (t) => [
    primaryKey({
      name: 'text_rollup_items_pk',
      columns: [t.tenantId, t.appId, t.day, t.channelId, t.channelType, t.refKind, t.refId],
    }),
  ],
);

/** Search words of the visitors' questions (segmented, stop words removed, once a question). */
export const textRollupWords = pgTable(
  'text_rollup_words',
  {
    ...key(),
    word: text('word').notNull(),
    searchCount: n('search_count'),
  },
  (t) => [
    primaryKey({
      name: 'text_rollup_words_pk',
      columns: [t.tenantId, t.appId, t.day, t.channelId, t.channelType, t.word],
    }),
  ],
);
