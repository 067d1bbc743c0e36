import { normalisePhone, PHONE_PATTERN } from '@zhiyu/contract/modules/admin/blacklist';
import type { InboundNumber } from '@zhiyu/contract/modules/aicall/inbound';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { PublishInput } from '../../../platform/realtime/plugin.ts';
import { bots } from '../../bot/bot/table.ts';
import { latestPublished } from '../../bot/bot/versions.ts';
import { classifierForCall } from '../../learnself/model/published.ts';
import { finishCall } from '../dialer/finish.ts';
import { DEFAULT_SIMULATION } from '../dialer/line-adapter.ts';
import { simulateCall } from '../dialer/simulated-line.ts';
import { callLines } from '../line/table.ts';

export interface AppScope {
  tenantId: string;
  appId: string;
}

const inScope = (s: AppScope) => and(eq(callLines.tenantId, s.tenantId), eq(callLines.appId, s.appId));

/** The app's numbers that have an inbound bot bound, with the bot's latest published version. */
export async function inboundNumbers(ctx: AppContext, s: AppScope): Promise<InboundNumber[]> {
  const rows = await ctx.db
    .select({ line: callLines, botName: bots.name })
    .from(callLines)
    .leftJoin(bots, and(eq(bots.id, callLines.inboundBotId), eq(bots.tenantId, callLines.tenantId)))
    .where(and(inScope(s), isNotNull(callLines.inboundBotId)))
    .orderBy(asc(callLines.createdAt), asc(callLines.id));
  const out: InboundNumber[] = [];
  for (const { line, botName } of rows) {
    const botId = line.inboundBotId as string;
    const published = botName === null ? null : await latestPublished(ctx.db, s.tenantId, botId);
    out.push({
      lineId: line.id,
      number: line.number,
      name: line.name,
      kind: line.kind,
      enabled: line.status === 1,
      botId,
      botName: botName ?? '',
      publishedVersion: published?.version ?? null,
    });
  }
  return out;
}

/**
 * A simulated inbound call: `caller` rings the number of `lineId`; the number's inbound bot answers
 * with its latest published flow on the simulated line (an inbound call is always answered), and
 * the finish pipeline writes the inbound record (graded like every call). Refused, writing
 * nothing: a bad caller number (150068), another app's or unknown line (100002), a disabled
 * number (150067), a line that is not simulated (150069), no inbound bot (150065), a bot never
 * published (150066).
 */
export async function simulateInbound(
  ctx: AppContext,
  s: AppScope,
  lineId: string,
  callerRaw: string,
  publish?: (m: PublishInput) => unknown,
  random: () => number = Math.random,
) {
  const caller = normalisePhone(callerRaw);
  if (!PHONE_PATTERN.test(caller)) throw new AppError('150068');
  const [line] = await ctx.db
    .select()
    .from(callLines)
    .where(and(inScope(s), eq(callLines.id, lineId)))
    .limit(1);
  if (!line) throw new AppError('100002', { detail: { zh: '号码不存在', en: 'number not found' } });
  if (line.status !== 1) throw new AppError('150067');
  if (line.kind !== 'simulated') throw new AppError('150069');
  if (!line.inboundBotId) throw new AppError('150065');
  const published = await latestPublished(ctx.db, s.tenantId, line.inboundBotId);
  if (!published) throw new AppError('150066');
  // Decided at once (no real-time pacing): the request answers when the call is written.
  const outcome = simulateCall({
    flow: published.flow,
    profile: line.simulation ?? DEFAULT_SIMULATION,
    random,
    direction: 0,
    classifier: await classifierForCall(ctx.db, s.tenantId, line.inboundBotId),
  });
  const now = ctx.now();
  const result = await finishCall(ctx.db, {
    tenantId: s.tenantId,
    appId: s.appId,
    direction: 0,
    taskId: null,
    customerId: null,
    phone: caller,
    lineId: line.id,
    lineNumber: line.number,
    botId: line.inboundBotId,
    botVersion: published.version,
    startedAt: now - outcome.durationSec * 1000,
    outcome,
    publish,
    now,
  });
  return { recordId: result.recordId };
}
