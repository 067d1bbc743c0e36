import { and, eq } from 'drizzle-orm';
import { sha256 } from '../../../platform/access/tokens.ts';
import type { Db } from '../../../platform/db/client.ts';
import { DEMO } from '../../../platform/seed/demo-data.ts';
import { kbLibraries } from '../../aikb/library/table.ts';
import { textChannels as c } from './table.ts';

/** After the knowledge base's demo library, so the demo channels can answer from it. */
export const order = 200;

/** The demo API channel's key (demo data only, like the demo passwords). */
export const DEMO_API_KEY = 'sk-demo-2001-wechat';
export const DEMO_WIDGET_KEY = 'wk-demo-2001-web';

const T1 = DEMO.tenant1;
const mark = (t: string) => `${DEMO.marker}-${t === DEMO.tenant2 ? 'T2' : 'T3'}`;

/**
 * Writes the demo text channels (tenant 2001's web, WeChat and test-window channels with their
 * bots and welcome text, a marked one each for 2002/2003), then deploys them: each
 * tenant's channels belong to its app; tenant 2001's web channel is a widget answering from the
 * tenant's libraries, its 微信公众号 channel an API channel, 测试窗口 a test-window widget.
 */
export default async function seedTextChannels(db: Db) {
  await db.insert(c).values([
    {
      id: 'tch-2001-web',
      tenantId: T1,
      name: '官网在线客服',
      channelType: 0,
      botId: 'bot-2001-9',
      welcomeHtml: '<p>您好，欢迎咨询知语智能客服！</p>',
    },
    { id: 'tch-2001-wechat', tenantId: T1, name: '微信公众号', channelType: 0, botId: 'bot-2001-10' },
    { id: 'tch-2001-test', tenantId: T1, name: '测试窗口', channelType: 1, botId: 'bot-2001-11' },
    ...[DEMO.tenant2, DEMO.tenant3].map((t) => ({
      id: `tch-${t}-web`,
      tenantId: t,
      name: `渠道 ${mark(t)}`,
      channelType: 0 as const,
      botId: `bot-${t}-3`,
    })),
  ]);
  const apps: Record<string, string> = {
    [DEMO.tenant1]: DEMO.appid1,
    [DEMO.tenant2]: DEMO.appid2,
    [DEMO.tenant3]: DEMO.appid3,
  };
  for (const [tenantId, appId] of Object.entries(apps))
    await db.update(c).set({ appId }).where(eq(c.tenantId, tenantId));
  const libs = await db
    .select({ id: kbLibraries.id })
    .from(kbLibraries)
    .where(and(eq(kbLibraries.tenantId, DEMO.tenant1), eq(kbLibraries.appId, DEMO.appid1)));
  const libraryIds = libs.map((l) => l.id);
  const common = {
    libraryIds,
    fallback: '抱歉，这个问题我暂时无法回答，您可以换个问法，或点击“转人工”联系人工客服。',
    quickMenus: [
      { name: '退货流程', actionType: 3 as const, text: '怎么申请退货' },
      { name: '帮助中心', actionType: 2 as const, url: 'https://example.com/help' },
      { name: '猜你想问', actionType: 10 as const },
      { name: '转人工', actionType: 11 as const },
    ],
    transferScenes: [3, 4],
    keywords: ['投诉', '人工'],
  };
  await db
    .update(c)
    .set({ ...common, kind: 'widget', widgetKey: DEMO_WIDGET_KEY })
    .where(eq(c.id, 'tch-2001-web'));
  await db
    .update(c)
    .set({ ...common, kind: 'api', apiKeyHash: sha256(DEMO_API_KEY), apiKeyHint: DEMO_API_KEY.slice(-4) })
    .where(eq(c.id, 'tch-2001-wechat'));
  await db
    .update(c)
    .set({ ...common, kind: 'widget', welcomeHtml: '<p>测试窗口：在这里试一试机器人的回答。</p>' })
    .where(eq(c.id, 'tch-2001-test'));
}
