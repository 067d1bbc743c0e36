import type { TagInput } from '@zhiyu/contract/modules/aicall/tag';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { scope } from '../../../platform/access/session.ts';
import { newId } from '../../../platform/access/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import { isUniqueViolation } from '../../../platform/db/unique.ts';
import { AppError } from '../../../platform/http/errors.ts';
import * as repo from './repo.ts';

type Input = z.output<typeof TagInput>;

/** Tags belong to the session's tenant and application; '' stands for a tenant-wide session. */
export function tagScope(req: FastifyRequest): repo.TagScope {
  const s = scope(req);
  return { tenantId: s.tenantId, appId: s.appId ?? '' };
}

const duplicate = (name: string) =>
  new AppError('100003', { detail: { zh: `标签名称「${name}」已存在`, en: `tag name "${name}" already exists` } });
const missing = () => new AppError('100002', { detail: { zh: '标签不存在', en: 'tag not found' } });

async function assertFreeName(ctx: AppContext, s: repo.TagScope, name: string, self?: string) {
  const other = await repo.findByName(ctx.db, s, name);
  if (other && other.id !== self) throw duplicate(name);
}

export async function createTag(ctx: AppContext, s: repo.TagScope, input: Input) {
  await assertFreeName(ctx, s, input.name);
  try {
    return repo.toRow(await repo.insertTag(ctx.db, { id: newId(), ...s, ...input }));
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate(input.name);
    throw e;
  }
}

export async function updateTag(ctx: AppContext, s: repo.TagScope, id: string, input: Input) {
  if (!(await repo.findById(ctx.db, s, id))) throw missing();
  await assertFreeName(ctx, s, input.name, id);
  try {
    const t = await repo.updateTag(ctx.db, s, id, { ...input, updatedAt: new Date(ctx.now()) });
    if (!t) throw missing();
    return repo.toRow(t);
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate(input.name);
    throw e;
  }
}
