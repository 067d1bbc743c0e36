import type { BotCaseInput } from '@zhiyu/contract/modules/admin/botcase';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { adminScope } from '../../../platform/access/admin-scope.ts';
import { newId } from '../../../platform/access/tokens.ts';
import { audit } from '../../../platform/audit/record.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { bots } from '../../lookups/bot/table.ts';
import * as repo from './repo.ts';
import { botCases } from './table.ts';

type Input = z.output<typeof BotCaseInput>;

/** Cases are the operator's to curate, whatever a role was granted (140008). */
export function assertOperator(req: FastifyRequest) {
  if (adminScope(req).level !== 'platform') throw new AppError('140008');
}

const missing = () => new AppError('100002', { detail: { zh: '机器人案例不存在', en: 'bot case not found' } });

/** The industry must be a node of the trade tree and the bot an existing bot (of any tenant). */
async function assertRefs(db: Db, input: Input) {
  const tr = await repo.tradeIndex(db);
  if (!tr.has(input.tradeId))
    throw new AppError('100001', { detail: { zh: 'tradeId：行业不存在', en: 'tradeId: no such industry' } });
  const [b] = await db.select({ id: bots.id }).from(bots).where(eq(bots.id, input.botId)).limit(1);
  if (!b) throw new AppError('100001', { detail: { zh: 'botId：机器人不存在', en: 'botId: no such bot' } });
}

const values = (input: Input) => ({
  name: input.name,
  tradeId: input.tradeId,
  description: input.description,
  botId: input.botId,
  sort: input.sort,
  status: input.status === 1 ? ('enabled' as const) : ('disabled' as const),
});
const auditView = (c: repo.Case) => ({
  ...values({ ...c, botId: c.botId ?? '', status: c.status === 'enabled' ? 1 : 0 }),
});

export async function create(req: FastifyRequest, ctx: AppContext, input: Input) {
  await assertRefs(ctx.db, input);
  const now = new Date(ctx.now());
  return ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [c] = await tx
      .insert(botCases)
      .values({ id: newId(), ...values(input), createdAt: now, updatedAt: now })
      .returning();
    await audit(tx, req, {
      action: 'create',
      entity: 'botcase',
      entityId: c.id,
      entityName: c.name,
      after: auditView(c),
    });
    return (await repo.toRows(tx, [c]))[0];
  });
}

export async function update(req: FastifyRequest, ctx: AppContext, id: string, input: Input) {
  const prev = await repo.byId(ctx.db, id);
  if (!prev) throw missing();
  await assertRefs(ctx.db, input);
  return ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [c] = await tx
      .update(botCases)
      .set({ ...values(input), updatedAt: new Date(ctx.now()) })
      .where(eq(botCases.id, id))
      .returning();
    if (!c) throw missing();
    await audit(tx, req, {
      action: 'update',
      entity: 'botcase',
      entityId: c.id,
      entityName: c.name,
      before: auditView(prev),
      after: auditView(c),
    });
    return (await repo.toRows(tx, [c]))[0];
  });
}

export async function remove(req: FastifyRequest, ctx: AppContext, ids: string[]) {
  return ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const gone = await tx.delete(botCases).where(inArray(botCases.id, ids)).returning();
    for (const c of gone)
      await audit(tx, req, {
        action: 'delete',
        entity: 'botcase',
        entityId: c.id,
        entityName: c.name,
        before: auditView(c),
      });
    return { deleted: gone.length };
  });
}
