import { getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/client.ts';
import { HLL_EMPTY, hllRegister } from './hll.ts';
import { textRollupDays as d, textRollupItems as it, textRollupVisitors as v, textRollupWords as w } from './table.ts';

/** The key every rollup row carries: the session's app, start day, channel and channel type. */
export interface RollupKey {
  tenantId: string;
  appId: string;
  day: string;
  channelId: string;
  channelType: 0 | 1;
}

/** What one event adds to a day row; `scenes` are the scene bits newly set on the session. */
export interface DayDelta {
  sessions?: number;
  rounds?: number;
  solved?: number;
  transferred?: number;
  scenes?: number;
  rated?: number;
  ratingSum?: number;
  /** The day's item figures (added by `addItems`, which also writes the item rows). */
  itemHits?: number;
  itemClicks?: number;
  itemLikes?: number;
  itemDislikes?: number;
}

export interface ItemDelta {
  refKind: 'item' | 'segment';
  refId: string;
  hits?: number;
  clicks?: number;
  likes?: number;
  dislikes?: number;
}

/** `table.col + excluded.col`, qualified: the upserts add to what is there. */
const plus = (col: AnyPgColumn) => sql.raw(`"${getTableName(col.table)}"."${col.name}" + excluded."${col.name}"`);
const bit = (bits: number, k: number) => ((bits & (1 << (k - 1))) !== 0 ? 1 : 0);

/**
 * The live side of the rollups: one upsert per table an event touches, run in the event's
 * transaction, adding what the event changed (a session's solved flag may go back: −1).
 */
export async function addDay(tx: Db, k: RollupKey, x: DayDelta) {
  const s = x.scenes ?? 0;
  const row = {
    sessions: x.sessions ?? 0,
    rounds: x.rounds ?? 0,
    solved: x.solved ?? 0,
    transferred: x.transferred ?? 0,
    scene1: bit(s, 1),
    scene2: bit(s, 2),
    scene3: bit(s, 3),
    scene4: bit(s, 4),
    scene5: bit(s, 5),
    rated: x.rated ?? 0,
    ratingSum: x.ratingSum ?? 0,
    itemHits: x.itemHits ?? 0,
    itemClicks: x.itemClicks ?? 0,
    itemLikes: x.itemLikes ?? 0,
    itemDislikes: x.itemDislikes ?? 0,
  };
  if (Object.values(row).every((n) => n === 0)) return;
  await tx
    .insert(d)
    .values({ ...k, ...row })
    .onConflictDoUpdate({
      target: [d.tenantId, d.appId, d.day, d.channelId, d.channelType],
      set: Object.fromEntries(Object.keys(row).map((c) => [c, plus(d[c as keyof typeof row])])),
    });
}

/**
 * A person (a visitor of a channel) who started a session on the key's day: counted once a day
 * (the visitor row is the proof), and put into the day's sketch.
 */
export async function addPerson(tx: Db, k: RollupKey, visitorKey: bigint) {
  const added = await tx
    .insert(v)
    .values({ ...k, visitorKey })
    .onConflictDoNothing()
    .returning({ key: v.visitorKey });
  if (!added.length) return;
  const { idx, rho } = hllRegister(visitorKey);
  const old = sql`coalesce(text_rollup_days.hll, ${HLL_EMPTY})`;
  await tx.execute(sql`
    INSERT INTO text_rollup_days (tenant_id, app_id, day, channel_id, channel_type, persons, hll)
    VALUES (${k.tenantId}, ${k.appId}, ${k.day}, ${k.channelId}, ${k.channelType}, 1, set_byte(${HLL_EMPTY}, ${idx}, ${rho}))
    ON CONFLICT ON CONSTRAINT text_rollup_days_pk DO UPDATE SET persons = text_rollup_days.persons + 1,
      hll = set_byte(${old}, ${idx}, greatest(get_byte(${old}, ${idx}), ${rho}))`);
}

/** Item figures: per item (or segment), and their sums on the key's day row. */
export async function addItems(tx: Db, k: RollupKey, items: ItemDelta[]) {
  if (!items.length) return;
  const sum = (f: (x: ItemDelta) => number | undefined) => items.reduce((a, x) => a + (f(x) ?? 0), 0);
  await addDay(tx, k, {
    itemHits: sum((x) => x.hits),
    itemClicks: sum((x) => x.clicks),
    itemLikes: sum((x) => x.likes),
    itemDislikes: sum((x) => x.dislikes),
  });
  await tx
    .insert(it)
    .values(
      items.map((x) => ({
        ...k,
        refKind: x.refKind,
        refId: x.refId,
        hits: x.hits ?? 0,
        clicks: x.clicks ?? 0,
        likes: x.likes ?? 0,
        dislikes: x.dislikes ?? 0,
      })),
    )
    .onConflictDoUpdate({
      target: [it.tenantId, it.appId, it.day, it.channelId, it.channelType, it.refKind, it.refId],
      set: { hits: plus(it.hits), clicks: plus(it.clicks), likes: plus(it.likes), dislikes: plus(it.dislikes) },
    });
}

/** Words of one question (already distinct). */
export async function addWords(tx: Db, k: RollupKey, words: string[]) {
  if (!words.length) return;
  await tx
    .insert(w)
    .values(words.map((word) => ({ ...k, word, searchCount: 1 })))
    .onConflictDoUpdate({
      target: [w.tenantId, w.appId, w.day, w.channelId, w.channelType, w.word],
      set: { searchCount: plus(w.searchCount) },
    });
}
