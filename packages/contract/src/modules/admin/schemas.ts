import { z } from 'zod';

export const UserInfo = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string(),
  channelId: z.string().nullable(),
  tenantId: z.string().nullable(),
  language: z.enum(['zh-CN', 'en-US']),
  mustChangePassword: z.boolean(),
  /** Address of the avatar image (an uploaded file), or null. */
  avatar: z.string().nullable(),
});
export type UserInfo = z.infer<typeof UserInfo>;

/** A node of the menu tree the user may see (requirements §3 list item: id, name, children, parentId). */
export interface NavItem {
  id: string;
  path: string;
  /** i18n key in the `menu` namespace. */
  name: string;
  parentId: string | null;
  type: 0 | 1;
  hidden?: boolean;
  children?: NavItem[];
}
export const NavItem: z.ZodType<NavItem> = z.lazy(() =>
  z.object({
    id: z.string(),
    path: z.string(),
    name: z.string(),
    parentId: z.string().nullable(),
    type: z.union([z.literal(0), z.literal(1)]),
    hidden: z.boolean().optional(),
    children: z.array(NavItem).optional(),
  }),
);

export const OrgRef = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['platform', 'channel', 'tenant']),
});
export type OrgRef = z.infer<typeof OrgRef>;

export const TokenPair = z.object({
  authorization: z.string(),
  refreshToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number(),
  refreshExpiresIn: z.number(),
});
export type TokenPair = z.infer<typeof TokenPair>;

/** What a session may see and do: returned by login, SSO exchange and organisation switch. */
export const SessionGrant = z.object({
  userInfo: UserInfo,
  appId: z.string(),
  channelId: z.string().nullable(),
  corpId: z.string().nullable(),
  uuid: z.string(),
  botTypes: z.array(z.number()),
  nav_data: z.array(NavItem),
  apiWhiteList: z.array(z.string()),
  btnWhiteList: z.array(z.object({ id: z.string() })),
  currentOrg: OrgRef,
});
export type SessionGrant = z.infer<typeof SessionGrant>;

export const LoginResult = SessionGrant.extend(TokenPair.shape);
export type LoginResult = z.infer<typeof LoginResult>;

export const Oem = z.object({
  title: z.string(),
  titleEn: z.string(),
  abbreviation: z.string(),
  logo: z.string().nullable(),
  favicon: z.string().nullable(),
  copyright: z.string(),
});
export type Oem = z.infer<typeof Oem>;

export const CaptchaMode = z.enum(['always', 'after-failures', 'off']);
export type CaptchaMode = z.infer<typeof CaptchaMode>;

export const LoginPageConfig = z.object({
  channelId: z.string().nullable(),
  oem: Oem,
  captchaMode: CaptchaMode,
  agreement: z.object({ service: z.string(), privacy: z.string() }),
});
export type LoginPageConfig = z.infer<typeof LoginPageConfig>;

export const Captcha = z.object({ captchaId: z.string(), image: z.string() });

export const Licence = z.object({
  customer: z.string(),
  modules: z.array(z.string()),
  seats: z.number().int(),
  issuedAt: z.number(),
  expiresAt: z.number(),
});
export type Licence = z.infer<typeof Licence>;
