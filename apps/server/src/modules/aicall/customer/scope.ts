import { FULL_PHONE_CODE } from '@zhiyu/contract/modules/aicall/customer';
import { maskPhone } from '@zhiyu/contract/rules/mask';
import type { FastifyRequest } from 'fastify';
import { scope, sessionOf } from '../../../platform/access/session.ts';

/** Customers, attributes and the customer blacklist belong to the session's tenant and app ('' tenant-wide). */
export interface CustomerScope {
  tenantId: string;
  appId: string;
}

export function customerScope(req: FastifyRequest): CustomerScope {
  const s = scope(req);
  return { tenantId: s.tenantId, appId: s.appId ?? '' };
}

/** Whether the caller may see numbers in full: the server decides, from the caller's grant only. */
export async function seesFullPhone(req: FastifyRequest): Promise<boolean> {
  return (await sessionOf(req).permissions()).has(FULL_PHONE_CODE);
}

export const shownPhone = (phone: string, full: boolean) => (full ? phone : maskPhone(phone));

/** LIKE wildcards typed by the user are matched literally. */
export const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
