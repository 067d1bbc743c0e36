import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { textChannels } from '../../aitext/channel/table.ts';
import { fallbackText } from '../chat/answer.ts';
import { htmlToText } from '../chat/text.ts';

/** What the demo's text-bot visitors say beyond the FAQ, and the channels they come through (demo-history.ts). */

/** Questions no knowledge answers: the fallback (and scene 1). */
export const OFF_TOPIC = [
  '你们有线下门店吗',
  '今天天气怎么样',
  '能再便宜一点吗',
  '你是机器人吗',
  '老板在吗',
  '可以帮我推荐一款手机吗',
  '你们公司在哪个城市',
  '晚上几点下班',
];
/** Unhappy visitors: negative emotion (scene 4, handed to a human on the demo channels). */
export const ANGRY = ['太慢了，气死我了，什么破服务', '垃圾客服，问了半天都没用', '差评！东西坏了还没人管'];
/** Short questions that match several items: the engine offers them ("did you mean"). */
export const VAGUE: [string, string[]][] = [
  ['运费', ['订单满多少包邮？', '偏远地区运费怎么算？', '退货的运费由谁承担？']],
  ['发票', ['怎么开发票？', '可以开增值税专用发票吗？', '发票开错了能重开吗？']],
  ['退货', ['支持七天无理由退货吗？', '退货的运费由谁承担？', '退款多久能到账？']],
  ['付款', ['支持哪些付款方式？', '付款失败怎么办？', '可以货到付款吗？']],
  ['账号问题', ['忘记登录密码怎么办？', '怎么更换绑定的手机号？', '如何注销账户？']],
  ['快递', ['快递一般几天能到？', '怎么查询物流信息？', '下单后多久发货？']],
];
export const DISLIKE_REASONS = ['没有解决我的问题', '回答太笼统', '', '和我问的不一样'];

export interface Item {
  id: string;
  question: string;
  similar: string[];
  answer: string;
}
export interface Channel {
  id: string;
  channelType: 0 | 1;
  welcome: string;
  fallback: string;
  transferScenes: number[];
  keywords: string[];
}

/** The demo's official channels, in the order given. */
export async function channelsOf(db: Db, tenantId: string, ids: string[]): Promise<Channel[]> {
  const rows = await db
    .select()
    .from(textChannels)
    .where(and(eq(textChannels.tenantId, tenantId), inArray(textChannels.id, ids)));
  return ids.flatMap((id) => {
    const c = rows.find((x) => x.id === id);
    if (!c) return [];
    return [
      {
        id: c.id,
        channelType: c.channelType as 0 | 1,
        welcome: htmlToText(c.welcomeHtml),
        fallback: fallbackText(c.fallback, 'zh'),
        transferScenes: c.transferScenes,
        keywords: c.keywords,
      },
    ];
  });
}
