import type { Db } from '../../../platform/db/client.ts';
import { domains, domainTrades, trades } from './table.ts';

/** After the organisation, before the demo rows that point at these lookups. */
export const order = 3;

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

/** The reference trades (industries and sub-trades) and the domains each serves. */
export default async function seedTrades(db: Db) {
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
  });
}
