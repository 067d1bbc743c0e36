import { buildRecogniser, type Recogniser } from '@zhiyu/contract/rules/recognise';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { botDetails } from '../../bot/bot/table.ts';
import { getPublishedFlow } from '../../bot/bot/versions.ts';
import { classifierForCall } from '../../learnself/model/published.ts';

/** Recognisers built, by bot, flow version and model: a published version and a callable model never change. */
const RECOGNISERS_MAX = 50;
const cache = new Map<string, Recogniser>();

/**
 * The recogniser of a skill group's assistant bot (docs/aihelper-desk.md, Assistant settings): the
 * intents of its newest published version (its working draft while it was never published), with
 * the self-learning model published to it when there is one. Null when the bot is gone.
 */
export async function assistantRecogniser(db: Db, tenantId: string, botId: string): Promise<Recogniser | null> {
  const [d] = await db
    .select({ published: botDetails.publishedVersion, revision: botDetails.revision })
    .from(botDetails)
    .where(and(eq(botDetails.tenantId, tenantId), eq(botDetails.botId, botId)));
  if (!d) return null;
  const classifier = await classifierForCall(db, tenantId, botId);
  const key = `${botId}:${d.published ?? `draft${d.revision}`}:${classifier?.modelId ?? ''}`;
  const known = cache.get(key);
  if (known) return known;
  const flow =
    d.published !== null
      ? await getPublishedFlow(db, tenantId, botId, d.published)
      : (await db.select({ draft: botDetails.draft }).from(botDetails).where(eq(botDetails.botId, botId)))[0]?.draft;
  if (!flow) return null;
  const r = buildRecogniser(flow, { classifier });
  cache.set(key, r);
  while (cache.size > RECOGNISERS_MAX) cache.delete(cache.keys().next().value as string);
  return r;
}
