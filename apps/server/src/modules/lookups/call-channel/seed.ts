import type { Db } from '../../../platform/db/client.ts';
import { DEMO } from '../../../platform/seed/demo-data.ts';
import { callChannels } from './table.ts';

/** After the organisation, before the demo rows that point at these lookups. */
export const order = 3;

const T1 = DEMO.tenant1;
const mark = (t: string) => `${DEMO.marker}-${t === DEMO.tenant2 ? 'T2' : 'T3'}`;
/** Tenant 2001's call channels (one disabled) and one marked channel each for tenants 2002/2003. */
export default async function seedCallChannels(db: Db) {
  await db.transaction(async (tx) => {
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
  });
}
