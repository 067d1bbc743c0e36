import type { TagGroup } from '@zhiyu/contract/modules/aicall/tag';
import type { Db } from '../../../platform/db/client.ts';
import { DEMO } from '../../../platform/seed/demo-data.ts';
import { tags } from './table.ts';

const NAMES: [string, TagGroup][] = [
  ['高意向客户', 'intention'],
  ['中意向客户', 'intention'],
  ['低意向客户', 'intention'],
  ['无意向', 'intention'],
  ['明确拒绝', 'intention'],
  ['要求回电', 'call'],
  ['已加微信', 'customer'],
  ['老客户', 'customer'],
  ['新客户', 'customer'],
  ['VIP客户', 'customer'],
  ['价格敏感', 'customer'],
  ['关注售后', 'customer'],
  ['关注活动', 'customer'],
  ['投诉倾向', 'customer'],
  ['空号', 'call'],
  ['停机', 'call'],
  ['关机', 'call'],
  ['占线', 'call'],
  ['无人接听', 'call'],
  ['秘书台', 'call'],
  ['转人工', 'call'],
  ['中途挂断', 'call'],
  ['通话超过一分钟', 'call'],
  ['询问地址', 'other'],
  ['询问价格', 'other'],
  ['询问优惠', 'other'],
  ['需要资料', 'other'],
  ['预约到店', 'other'],
  ['同行', 'other'],
  ['勿扰', 'other'],
  ['待跟进', 'other'],
  ['已成交', 'other'],
];

const DAY = 24 * 3600 * 1000;

/** Right after the organisation. */
export const order = 2;

/**
 * Demo tags: a few dozen for the first tenant's app, a few ISO-MARK ones for tenants 2002/2003 so
 * the isolation tests have something to leak. Times are spread one day apart, ending `now`, so the
 * created-time order is deterministic and distinct.
 */
export default async function seedTags(db: Db, now: number) {
  const at = (i: number, n: number) => new Date(now - (n - i) * DAY);
  const mine = NAMES.map(([name, group], i) => ({
    id: `tag-2001-${String(i + 1).padStart(3, '0')}`,
    tenantId: DEMO.tenant1,
    appId: DEMO.appid1,
    name,
    group,
    enabled: (i % 7 === 6 ? 0 : 1) as 0 | 1,
    description: '',
    createdAt: at(i, NAMES.length),
    updatedAt: at(i, NAMES.length),
  }));
  const foreign = [
    [DEMO.tenant2, DEMO.appid2],
    [DEMO.tenant3, DEMO.appid3],
  ].flatMap(([tenantId, appId]) =>
    [1, 2, 3].map((n) => ({
      id: `tag-${tenantId}-${n}`,
      tenantId,
      appId,
      name: `${DEMO.marker}-${tenantId}-标签${n}`,
      group: 'other' as const,
      enabled: 1 as const,
      description: `${DEMO.marker} ${tenantId}`,
      createdAt: at(n, 3),
      updatedAt: at(n, 3),
    })),
  );
  await db.insert(tags).values([...mine, ...foreign]);
}
