import { CONTACT_PHONE, REMARK_MAX } from '@zhiyu/contract/modules/admin/channel';
import { OPTIONAL_MODULES } from '@zhiyu/contract/modules/admin/tenant';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { useUserInfo } from '../../../platform/session/use-session.ts';

/** Query keys of the organisation screens (requirements D3.7); every mutation invalidates `all`. */
export const orgKeys = {
  all: ['admin', 'org'] as const,
  channels: () => [...orgKeys.all, 'channels'] as const,
  tenants: (screen: string) => [...orgKeys.all, 'tenants', screen] as const,
  apps: () => [...orgKeys.all, 'apps'] as const,
  modules: () => [...orgKeys.all, 'modules'] as const,
};

export type OrgLevel = 'platform' | 'channel' | 'tenant';

/** The signed-in user's level, from the user info of the sign-in (the server decides the real scope). */
export function useOrgLevel(): { level: OrgLevel; channelId: string | null; tenantId: string | null } {
  const u = useUserInfo();
  const channelId = u?.channelId ?? null;
  const tenantId = u?.tenantId ?? null;
  return { level: tenantId ? 'tenant' : channelId ? 'channel' : 'platform', channelId, tenantId };
}

/** Labels of the seven optional modules (requirements §1). */
export const moduleEnum = (t: TFunction) => Object.fromEntries(OPTIONAL_MODULES.map((m) => [m, t(`module.${m}`)]));

/** A regex rule that lets an empty value through (the field is optional). */
export const patternRule = (re: RegExp, message: string) => ({
  validator: (_: unknown, v: unknown) =>
    v === undefined || v === null || v === '' || re.test(String(v).trim())
      ? Promise.resolve()
      : Promise.reject(new Error(message)),
});

/** Contact name and phone, status and remark: the same on channels and tenants. */
export function contactColumns<Row>(t: TFunction): SchemaColumn<Row>[] {
  return [
    { dataIndex: 'contactName' as keyof Row & string, title: t('contactName'), maxlength: 30, width: 120 },
    {
      dataIndex: 'contactPhone' as keyof Row & string,
      title: t('contactPhone'),
      rules: [patternRule(CONTACT_PHONE, t('phoneInvalid'))],
      width: 140,
    },
  ];
}

export function statusColumn<Row>(t: TFunction): SchemaColumn<Row> {
  return {
    dataIndex: 'status' as keyof Row & string,
    title: t('status'),
    valueType: 'switch',
    in: ['search', 'table', 'form'],
    width: 90,
  };
}

export function remarkColumn<Row>(t: TFunction): SchemaColumn<Row> {
  return {
    dataIndex: 'remark' as keyof Row & string,
    title: t('remark'),
    valueType: 'textarea',
    maxlength: REMARK_MAX,
    width: 200,
  };
}

/** The body fields of a form: only these keys leave the form (times and counts stay out). */
export const pick = <T>(v: Record<string, unknown>, keys: readonly string[]): T =>
  Object.fromEntries(keys.filter((k) => k in v).map((k) => [k, v[k]])) as T;
