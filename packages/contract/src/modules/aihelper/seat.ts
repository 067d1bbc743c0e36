/**
 * Licence seats of the agent desk (issue 20 §3 authorization, 授权管理). With a licence installed,
 * each agent with the desk open holds a seat (kept while the desk reads its conversation, freed
 * after SEAT_IDLE_MS without a read); beyond the licence's seats the desk answers 190029. A licence
 * without the `aihelper` module answers 190030, an expired one 190031. With none installed nothing is
 * counted against a limit (the operator's home says the licence is missing).
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { Licence } from '../admin/schemas.ts';

/** A seat is free again this long after its desk last read the conversation (the desk reads every 5 s while a call is live, and on every change). */
export const SEAT_IDLE_MS = 10 * 60_000;
/** The module a licence must name for the desk. */
export const AIHELPER_MODULE = 'aihelper';

export const SeatHolder = z.object({
  userId: z.string(),
  username: z.string(),
  tenantId: z.string(),
  /** When the seat was taken, ms. */
  since: z.number(),
  lastSeenAt: z.number(),
});
export type SeatHolder = z.infer<typeof SeatHolder>;

export const SeatOverview = z.object({
  /** none: no licence installed; valid; expired. */
  state: z.enum(['none', 'valid', 'expired']),
  licence: Licence.nullable(),
  /** Whether the licence names the agent assistant (true without a licence: nothing is enforced). */
  licensed: z.boolean(),
  /** The licence's seats; null without a licence. */
  seats: z.number().nullable(),
  /** Seats held now, in the whole installation. */
  inUse: z.number(),
  /** Who holds them: the caller's tenant's agents (every tenant's for a platform operator). */
  holders: z.array(SeatHolder),
});
export type SeatOverview = z.infer<typeof SeatOverview>;

export const getSeats = defineEndpoint({
  id: 'aihelper.authorization.list',
  method: 'GET',
  path: '/aihelper-api/seat/list',
  access: 'aihelper.authorization.list',
  response: SeatOverview,
  example: {},
});

export const releaseSeat = defineEndpoint({
  id: 'aihelper.authorization.release',
  method: 'POST',
  path: '/aihelper-api/seat/release',
  access: 'aihelper.authorization.release',
  body: z.object({ userId: z.string().min(1).max(64) }),
  response: z.object({ released: z.boolean() }),
  example: { body: { userId: 'user-none' } },
});
