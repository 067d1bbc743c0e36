import { type IntentionLevelInput, LEVELS_MAX } from '@zhiyu/contract/modules/aicall/intention';
import { type GradeRule, isHitFact, OPERATOR_SIGNS, ruleProblem } from '@zhiyu/contract/rules/intention';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { scope } from '../../../platform/access/session.ts';
import { newId } from '../../../platform/access/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/http/errors.ts';
import * as repo from './repo.ts';
import { type IntentionRule, intentionLevels } from './table.ts';

type Input = z.output<typeof IntentionLevelInput>;

/** Levels belong to the session's tenant and application ('' for a tenant-wide session). */
export function levelScope(req: FastifyRequest): repo.AppScope {
  const s = scope(req);
  return { tenantId: s.tenantId, appId: s.appId ?? '' };
}

const missing = () => new AppError('100002', { detail: { zh: '意向等级不存在', en: 'intention level not found' } });
const duplicate = (name: string) =>
  new AppError('100003', { detail: { zh: `意向等级「${name}」已存在`, en: `level "${name}" already exists` } });

const PROBLEMS = {
  numberValue: { zh: '取值须为0到1000000的整数', en: 'the value must be a whole number from 0 to 1000000' },
  hitValue: { zh: '取值不能为空，且不超过64个字符', en: 'the value must be 1–64 characters' },
  count: { zh: '次数须为0到10000的整数', en: 'the count must be a whole number from 0 to 10000' },
} as const;

/** Rule values are typed by their fact; a bad one is refused naming the rule (150063). */
export function checkRules(rules: readonly GradeRule[]): IntentionRule[] {
  rules.forEach((r, i) => {
    const p = ruleProblem(r);
    if (p)
      throw new AppError('150063', {
        detail: {
          zh: `第${i + 1}条规则（${r.fact} ${OPERATOR_SIGNS[r.op]}）：${PROBLEMS[p].zh}`,
          en: `rule ${i + 1} (${r.fact} ${OPERATOR_SIGNS[r.op]}): ${PROBLEMS[p].en}`,
        },
      });
  });
  // Stored in their typed form: numbers for number facts, trimmed text (and a count) for hit facts.
  return rules.map((r) =>
    isHitFact(r.fact)
      ? { fact: r.fact, op: r.op, value: String(r.value).trim(), ...(r.op === 1 ? {} : { count: r.count }) }
      : { fact: r.fact, op: r.op, value: Number(r.value) },
  ) as IntentionRule[];
}

async function assertFreeName(ctx: AppContext, s: repo.AppScope, name: string, self?: string) {
  const other = await repo.findByName(ctx.db, s, name);
  if (other && other.id !== self) throw duplicate(name);
}

export async function createLevel(ctx: AppContext, s: repo.AppScope, input: Input) {
  const rules = checkRules(input.rules);
  await assertFreeName(ctx, s, input.name);
  if ((await repo.countLevels(ctx.db, s)) >= LEVELS_MAX)
    throw new AppError('100001', { detail: { zh: `最多${LEVELS_MAX}个意向等级`, en: `at most ${LEVELS_MAX} levels` } });
  const [l] = await ctx.db
    .insert(intentionLevels)
    .values({ id: newId(), ...s, ...input, rules })
    .returning();
  return repo.toRow(l);
}

export async function updateLevel(ctx: AppContext, s: repo.AppScope, id: string, input: Input) {
  const rules = checkRules(input.rules);
  if (!(await repo.findById(ctx.db, s, id))) throw missing();
  await assertFreeName(ctx, s, input.name, id);
  const [l] = await ctx.db
    .update(intentionLevels)
    .set({ ...input, rules, updatedAt: new Date(ctx.now()) })
    .where(and(repo.inScope(s), eq(intentionLevels.id, id)))
    .returning();
  if (!l) throw missing();
  return repo.toRow(l);
}

/** Priorities 0, 1, 2… in the given order; the list must name every level of the app exactly once. */
export async function reorderLevels(ctx: AppContext, s: repo.AppScope, ids: string[]) {
  const current = await repo.listLevels(ctx.db, s);
  const known = new Set(current.map((l) => l.id));
  if (ids.some((id) => !known.has(id))) throw missing();
  if (new Set(ids).size !== ids.length || ids.length !== current.length)
    throw new AppError('100001', {
      detail: { zh: '须列出每个意向等级各一次', en: 'every level must be listed exactly once' },
    });
  const now = new Date(ctx.now());
  await ctx.db.transaction(async (tx) => {
    for (const [priority, id] of ids.entries())
      await tx
        .update(intentionLevels)
        .set({ priority, updatedAt: now })
        .where(and(repo.inScope(s), eq(intentionLevels.id, id)));
  });
  return { list: (await repo.listLevels(ctx.db, s)).map(repo.toRow) };
}

export async function deleteLevel(ctx: AppContext, s: repo.AppScope, id: string) {
  const deleted = await repo.deleteLevel(ctx.db, s, [id]);
  if (!deleted) throw missing();
  return { deleted };
}
