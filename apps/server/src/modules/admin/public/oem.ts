import type { LoginPageConfig, Oem } from '@zhiyu/contract/modules/admin/schemas';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import { channels } from '../../../platform/tenancy/table.ts';

export const PLATFORM_OEM: Oem = {
  title: '知语智能对话平台',
  titleEn: 'Zhiyu AI Console',
  abbreviation: '知语',
  logo: null,
  favicon: null,
  copyright: '© 2026 知语智能',
};

/** Default agreement texts; a channel's OEM data may replace them. */
export const AGREEMENT = {
  service:
    '欢迎使用本平台。您在使用本平台提供的智能对话、外呼、坐席助手等服务时，应遵守法律法规，不得利用本平台从事违法活动。' +
    '平台依据与您所在组织签订的合同提供服务，服务内容、期限与费用以合同为准。',
  privacy:
    '我们仅为提供服务所必需而处理您的账号信息、登录日志和业务数据；数据按租户隔离存储，未经授权不会向第三方提供。' +
    '您可以联系管理员查询、更正或删除您的个人信息。',
};

/** OEM of ?channelId=, else of the channel configured for this host, else the platform brand. */
export async function loginPageConfig(
  ctx: AppContext,
  channelId: string | undefined,
  host: string | undefined,
): Promise<LoginPageConfig> {
  const cols = { id: channels.id, oem: channels.oem };
  let [ch] = channelId ? await ctx.db.select(cols).from(channels).where(eq(channels.id, channelId)) : [];
  if (!ch && host)
    [ch] = await ctx.db
      .select(cols)
      .from(channels)
      .where(eq(channels.host, host.split(':')[0]));
  const o = ch?.oem ?? {};
  return {
    channelId: ch?.id ?? null,
    oem: {
      title: o.title ?? PLATFORM_OEM.title,
      titleEn: o.titleEn ?? PLATFORM_OEM.titleEn,
      abbreviation: o.abbreviation ?? PLATFORM_OEM.abbreviation,
      logo: o.logo ?? null,
      favicon: o.favicon ?? null,
      copyright: o.copyright ?? PLATFORM_OEM.copyright,
    },
    captchaMode: ctx.config.CAPTCHA_MODE,
    agreement: { service: o.agreementService ?? AGREEMENT.service, privacy: o.agreementPrivacy ?? AGREEMENT.privacy },
  };
}
