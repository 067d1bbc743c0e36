import { AIHELPER_MODULE, SEAT_IDLE_MS, type SeatOverview } from '@zhiyu/contract/modules/aihelper/seat';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { activeLicence } from '../../admin/licence/repo.ts';
import { ahSeats } from './table.ts';

/** The installed licence and its state (the latest upload; none, valid or expired). */
async function licenceState(db: Db, now: number) {
  const licence = await activeLicence(db);
  const state = !licence ? ('none' as const) : licence.expiresAt > now ? ('valid' as const) : ('expired' as const);
  return { licence, state };
}

const held = (now: number) => gt(ahSeats.lastSeenAt, new Date(now - SEAT_IDLE_MS));

/**
 * The desk of `user` takes (or keeps) a seat. With no licence installed nothing is limited; an
 * expired licence answers 190031, one without the agent assistant 190030; a new holder beyond the
 * licence's seats 190029, and nothing is written then. Counting and taking are one transaction
 * under a lock, so two agents arriving for the last seat cannot both get it.
 */
export async function takeSeat(db: Db, user: { userId: string; tenantId: string; username: string }, now: number) {
  const { licence, state } = await licenceState(db, now);
  if (state === 'expired') throw new AppError('190031');
  if (licence && !licence.modules.includes(AIHELPER_MODULE)) throw new AppError('190030');
  const at = new Date(now);
  // A seat already held is kept with one statement on the holder's own row, without the lock.
  const kept = await db
    .update(ahSeats)
    .set({ lastSeenAt: at, tenantId: user.tenantId, username: user.username })
    .where(and(eq(ahSeats.userId, user.userId), held(now)))
    .returning({ userId: ahSeats.userId });
  if (kept.length) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('ah_seats'))`);
    const [mine] = await tx
      .select({ lastSeenAt: ahSeats.lastSeenAt })
      .from(ahSeats)
      .where(eq(ahSeats.userId, user.userId));
    const holding = !!mine && mine.lastSeenAt.getTime() > now - SEAT_IDLE_MS;
    if (!holding && licence) {
      const [{ n }] = await tx.select({ n: count() }).from(ahSeats).where(held(now));
      if (n >= licence.seats) throw new AppError('190029', { params: { n: licence.seats } });
    }
    await tx
      .insert(ahSeats)
      .values({ ...user, since: at, lastSeenAt: at })
      .onConflictDoUpdate({
        target: ahSeats.userId,
        set: holding
          ? { lastSeenAt: at, tenantId: user.tenantId, username: user.username }
          : { since: at, lastSeenAt: at, tenantId: user.tenantId, username: user.username },
      });
  });
}

/** The licence, the seats in use and their holders: the caller's tenant's, or everyone's for an operator. */
export async function seatOverview(db: Db, tenantId: string | null, now: number): Promise<SeatOverview> {
  const { licence, state } = await licenceState(db, now);
  const [[{ n }], holders] = await Promise.all([
    db.select({ n: count() }).from(ahSeats).where(held(now)),
    db
      .select()
      .from(ahSeats)
      .where(and(held(now), tenantId ? eq(ahSeats.tenantId, tenantId) : undefined))
      .orderBy(asc(ahSeats.since), asc(ahSeats.userId)),
  ]);
  return {
    state,
    licence,
    licensed: !licence || licence.modules.includes(AIHELPER_MODULE),
    seats: licence?.seats ?? null,
    inUse: n,
    holders: holders.map((h) => ({
      userId: h.userId,
      username: h.username,
      tenantId: h.tenantId,
      since: h.since.getTime(),
      lastSeenAt: h.lastSeenAt.getTime(),
    })),
  };
}

/** Frees a seat: the caller's tenant's holder (any holder for an operator); false when there was none. */
export async function freeSeat(db: Db, tenantId: string | null, userId: string): Promise<boolean> {
  const gone = await db
    .delete(ahSeats)
    .where(and(eq(ahSeats.userId, userId), tenantId ? eq(ahSeats.tenantId, tenantId) : undefined))
    .returning({ userId: ahSeats.userId });
  return gone.length > 0;
}
