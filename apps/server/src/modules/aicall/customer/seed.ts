import type { Db } from '../../../platform/db/client.ts';
import { DEMO } from '../../../platform/seed/demo-data.ts';
import { customerAttributes, customerBlacklist, customers } from './table.ts';

/** After the organisation, lookups and demo line (15), before anything that reads customers. */
export const order = 20;

const DAY = 24 * 3600 * 1000;
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '磊',
  '强',
  '洋',
  '艳',
  '杰',
  '军',
  '勇',
  '涛',
  '明',
  '超',
  '秀英',
  '建华',
  '志强',
  '丽娟',
  '海燕',
];
const PRODUCTS = ['宽带套餐', '家庭保险', '理财产品', '新能源汽车'];
const TAGS = [
  '高意向客户',
  '中意向客户',
  '低意向客户',
  '老客户',
  '新客户',
  'VIP客户',
  '价格敏感',
  '待跟进',
  '要求回电',
];

export const DEMO_ATTRIBUTES = {
  product: 'attr-2001-product',
  age: 'attr-2001-age',
  lastContact: 'attr-2001-last-contact',
} as const;

/**
 * Demo customers of tenant 2001's app: three attributes (意向产品 select, 年龄 number, 上次联系
 * date), 60 customers on 1380013xxxx test numbers with tags and values, three blacklisted
 * numbers; one ISO-MARK customer and blacklist entry for each of tenants 2002/2003.
 */
export default async function seedCustomers(db: Db, now: number) {
  const s = { tenantId: DEMO.tenant1, appId: DEMO.appid1 };
  const at = (d: number) => new Date(now - d * DAY);
  await db.insert(customerAttributes).values([
    {
      id: DEMO_ATTRIBUTES.product,
      ...s,
      name: '意向产品',
      type: 'select',
      options: PRODUCTS,
      sort: 1,
      createdAt: at(30),
      updatedAt: at(30),
    },
    { id: DEMO_ATTRIBUTES.age, ...s, name: '年龄', type: 'number', sort: 2, createdAt: at(30), updatedAt: at(30) },
    {
      id: DEMO_ATTRIBUTES.lastContact,
      ...s,
      name: '上次联系',
      type: 'date',
      sort: 3,
      createdAt: at(30),
      updatedAt: at(30),
    },
  ]);
  const midnight = (d: number) => {
    const x = new Date(now - d * DAY);
    return new Date(x.getFullYear(), x.getMonth(), x.getDate()).getTime();
  };
  await db.insert(customers).values(
    Array.from({ length: 60 }, (_, i) => {
      const attrs: Record<string, string | number> = {};
      if (i % 4 !== 3) attrs[DEMO_ATTRIBUTES.product] = PRODUCTS[i % PRODUCTS.length];
      if (i % 5 !== 4) attrs[DEMO_ATTRIBUTES.age] = 22 + ((i * 7) % 43);
      if (i % 3 === 0) attrs[DEMO_ATTRIBUTES.lastContact] = midnight(1 + (i % 20));
      return {
        id: `cust-2001-${String(i + 1).padStart(3, '0')}`,
        ...s,
        name: SURNAMES[i % SURNAMES.length] + GIVEN[(i * 3) % GIVEN.length],
        phone: `1380013${String(1000 + i * 7).padStart(4, '0')}`,
        tags: [TAGS[i % TAGS.length], ...(i % 6 === 0 ? [TAGS[(i + 4) % TAGS.length]] : [])],
        attrs,
        createdAt: at(60 - i),
        updatedAt: at(60 - i),
      };
    }),
  );
  await db.insert(customerBlacklist).values([
    {
      id: 'cbl-2001-1',
      ...s,
      phone: '13800131007',
      reason: '客户投诉，要求不再来电',
      createdBy: 'tenant',
      createdAt: at(10),
    },
    { id: 'cbl-2001-2', ...s, phone: '13800139002', reason: '已注销号码', createdBy: 'tenant', createdAt: at(5) },
    { id: 'cbl-2001-3', ...s, phone: '01062345678', reason: '同行', createdBy: 'tenant', createdAt: at(1) },
  ]);
  for (const [tenantId, appId] of [
    [DEMO.tenant2, DEMO.appid2],
    [DEMO.tenant3, DEMO.appid3],
  ]) {
    await db.insert(customers).values({
      id: `cust-${tenantId}-1`,
      tenantId,
      appId,
      name: `${DEMO.marker}-${tenantId}`,
      phone: '13800137000',
      tags: [DEMO.marker],
    });
    await db.insert(customerBlacklist).values({
      id: `cbl-${tenantId}-1`,
      tenantId,
      appId,
      phone: '13800137000',
      reason: `${DEMO.marker}-${tenantId}`,
    });
  }
}
