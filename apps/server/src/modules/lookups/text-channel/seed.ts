import type { Db } from '../../../platform/db/client.ts';
import { DEMO } from '../../../platform/seed/demo-data.ts';
import { textChannels } from './table.ts';

/** After the organisation, before the demo rows that point at these lookups. */
export const order = 3;

const T1 = DEMO.tenant1;
const mark = (t: string) => `${DEMO.marker}-${t === DEMO.tenant2 ? 'T2' : 'T3'}`;
/** Tenant 2001's text channels (web, WeChat, the test window) and a marked one each for 2002/2003. */
export default async function seedTextChannels(db: Db) {
  await db.transaction(async (tx) => {
    await tx.insert(textChannels).values([
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
  });
}
