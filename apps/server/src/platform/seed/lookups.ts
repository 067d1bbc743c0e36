import type { BotTypeValue } from '../../modules/bot/bot/table.ts';
import { bots } from '../../modules/lookups/bot/table.ts';
import { callChannels } from '../../modules/lookups/call-channel/table.ts';
import { textChannels } from '../../modules/lookups/text-channel/table.ts';
import { domains, domainTrades, trades } from '../../modules/lookups/trade/table.ts';
import type { Db } from '../db/client.ts';
import { DEMO } from './demo-data.ts';

/** Industries with sub-trades: [id, name, children [id, name]]. */
const TRADES: [string, string, [string, string][]][] = [
  [
    'finance',
    '金融',
    [
      ['bank', '银行'],
      ['securities', '证券'],
      ['consumer-loan', '消费金融'],
    ],
  ],
  [
    'insurance',
    '保险',
    [
      ['life', '寿险'],
      ['auto', '车险'],
      ['health', '健康险'],
    ],
  ],
  [
    'education',
    '教育',
    [
      ['k12', 'K12教育'],
      ['vocational', '职业教育'],
      ['language', '语言培训'],
    ],
  ],
  [
    'ecommerce',
    '电商',
    [
      ['general', '综合电商'],
      ['fresh', '生鲜电商'],
      ['cross-border', '跨境电商'],
    ],
  ],
  [
    'realty',
    '房产',
    [
      ['new-home', '新房销售'],
      ['resale', '二手房'],
    ],
  ],
  [
    'automotive',
    '汽车',
    [
      ['sales', '整车销售'],
      ['after-sales', '售后服务'],
    ],
  ],
];

/** Domains and the trades (by id) each serves. */
const DOMAINS: [string, string, string[]][] = [
  [
    'marketing',
    '营销外呼',
    ['finance-bank', 'insurance-life', 'education-k12', 'ecommerce-general', 'realty-new-home'],
  ],
  ['service', '客户服务', ['finance-bank', 'ecommerce-general', 'ecommerce-fresh', 'automotive-after-sales']],
  ['collection', '贷后提醒', ['finance-consumer-loan', 'finance-bank']],
  ['survey', '回访调研', ['insurance-auto', 'insurance-health', 'automotive-sales', 'education-vocational']],
  ['notice', '通知提醒', ['ecommerce-cross-border', 'education-language', 'finance-securities']],
];

const T1 = DEMO.tenant1;
const APP1 = DEMO.appid1;
const mark = (t: string) => `${DEMO.marker}-${t === DEMO.tenant2 ? 'T2' : 'T3'}`;

/** SPEC §3 bot types 0–6: a few bots of each for the first tenant. */
const BOTS_T1: [string, BotTypeValue, 0 | 1][] = [
  ['信用卡分期营销', 0, 0],
  ['保险续保提醒', 0, 1],
  ['课程试听邀约', 0, 0],
  ['售后回访', 0, 0],
  ['客服热线接待', 1, 0],
  ['预约挂号咨询', 1, 1],
  ['坐席话术助手', 2, 0],
  ['质检辅助助手', 2, 1],
  ['官网在线客服', 3, 0],
  ['公众号智能问答', 3, 0],
  ['电商售前咨询', 3, 1],
  ['新人坐席陪练', 4, 0],
  ['产品知识库', 5, 0],
  ['通话质检模型', 6, 0],
];

/** The lookup tables' demo rows: reference trades/domains and tenant rows (2002/2003 marked). */
export async function seedLookups(db: Db, now: number) {
  await db.transaction(async (tx) => {
    await tx.insert(trades).values(
      TRADES.flatMap(([id, name, kids], i) => [
        { id: `trade-${id}`, parentId: null, name, sort: i },
        ...kids.map(([kid, kname], j) => ({
          id: `trade-${id}-${kid}`,
          parentId: `trade-${id}`,
          name: kname,
          sort: j,
        })),
      ]),
    );
    await tx.insert(domains).values(DOMAINS.map(([id, name], i) => ({ id: `domain-${id}`, name, sort: i })));
    await tx
      .insert(domainTrades)
      .values(DOMAINS.flatMap(([id, , ts]) => ts.map((t) => ({ domainId: `domain-${id}`, tradeId: `trade-${t}` }))));
    await tx.insert(callChannels).values([
      {
        id: 'line-2001-1',
        tenantId: T1,
        name: '北京移动主线路',
        lineNumber: '010-5821 6600',
        status: 1,
        concurrency: 30,
      },
      {
        id: 'line-2001-2',
        tenantId: T1,
        name: '上海联通线路',
        lineNumber: '021-6088 1200',
        status: 1,
        concurrency: 20,
      },
      { id: 'line-2001-3', tenantId: T1, name: '模拟线路', lineNumber: 'SIM-0001', status: 1, concurrency: 5 },
      {
        id: 'line-2001-4',
        tenantId: T1,
        name: '广州电信备用线路',
        lineNumber: '020-3866 0900',
        status: 0,
        concurrency: 10,
      },
      ...[DEMO.tenant2, DEMO.tenant3].map((t) => ({
        id: `line-${t}-1`,
        tenantId: t,
        name: `线路 ${mark(t)}`,
        lineNumber: `${t}-01`,
        status: 1 as const,
      })),
    ]);
    const at = (i: number) => new Date(now - i * 3_600_000);
    await tx.insert(bots).values([
      ...BOTS_T1.map(([name, botType, share], i) => ({
        id: `bot-2001-${i + 1}`,
        tenantId: T1,
        appId: APP1,
        name,
        type: botType,
        shared: share,
        createdAt: at(i),
        updatedAt: at(i),
      })),
      ...[DEMO.tenant2, DEMO.tenant3].flatMap((t) =>
        [0, 3].map((botType) => ({
          id: `bot-${t}-${botType}`,
          tenantId: t,
          appId: t === DEMO.tenant2 ? DEMO.appid2 : DEMO.appid3,
          name: `机器人 ${mark(t)} ${botType}`,
          type: botType as 0 | 3,
          shared: 1 as const,
        })),
      ),
    ]);
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
