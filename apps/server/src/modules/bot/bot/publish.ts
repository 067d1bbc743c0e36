import type { BotFlow } from '@zhiyu/contract/modules/bot/flow';
import { type FlowProblem, validateFlow } from '@zhiyu/contract/modules/bot/validate';
import { and, eq, max } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import { isUniqueViolation } from '../../../platform/db/unique.ts';
import { AppError } from '../../../platform/http/errors.ts';
import * as repo from './repo.ts';
import { bumpRevision, ownBot } from './service.ts';
import { botDetails, bots, botVersions } from './table.ts';

/** 150004 with the problems that keep the flow from being published (sent as the refusal's data). */
export class PublishRefused extends AppError {
  constructor(readonly problems: FlowProblem[]) {
    super('150004', { params: { n: problems.length }, data: { problems } });
  }
}

const changedElsewhere = () => new AppError('150002');

/** Saves the draft the caller edited from `revision`; answers the new revision. */
export async function saveDraft(ctx: AppContext, s: repo.BotScope, id: string, revision: number, flow: BotFlow) {
  const b = await ownBot(ctx, s, id);
  if (b.revision !== revision) throw changedElsewhere();
  if (!(await bumpRevision(ctx, s, b, revision, { draft: flow }))) throw changedElsewhere();
  const after = await repo.findVisible(ctx.db, s, id);
  return { revision: revision + 1, updatedAt: after?.updatedAt.getTime() ?? ctx.now() };
}

/**
 * Publishes the saved draft of `revision` as the next version (max + 1). Nothing is written when
 * the flow has problems, when the draft moved on, or when another publish took the number.
 */
export async function publishDraft(
  ctx: AppContext,
  s: repo.BotScope,
  by: string,
  id: string,
  revision: number,
  note: string,
) {
  const b = await ownBot(ctx, s, id);
  if (b.revision !== revision) throw changedElsewhere();
  const flow = await repo.draftOf(ctx.db, id);
  const problems = validateFlow(flow);
  if (problems.length) throw new PublishRefused(problems);
  const at = new Date(ctx.now());
  try {
    return await ctx.db.transaction(async (tx) => {
      const [{ top }] = await tx
        .select({ top: max(botVersions.version) })
        .from(botVersions)
        .where(eq(botVersions.botId, id));
      const version = (top ?? 0) + 1;
      await tx
        .insert(botVersions)
        .values({ botId: id, version, tenantId: s.tenantId, flow, note, publishedBy: by, publishedAt: at });
      const kept = await tx
        .update(botDetails)
        .set({ publishedVersion: version })
        .where(and(eq(botDetails.botId, id), eq(botDetails.revision, revision)))
        .returning({ id: botDetails.botId });
      if (kept.length === 0) throw changedElsewhere();
      await tx
        .update(bots)
        .set({ updatedAt: at })
        .where(and(eq(bots.tenantId, s.tenantId), eq(bots.id, id)));
      return { version, publishedAt: at.getTime() };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw changedElsewhere();
    throw e;
  }
}
