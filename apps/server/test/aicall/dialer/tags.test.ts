import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { customers } from '../../../src/modules/aicall/customer/table.ts';
import { startDialer } from '../../../src/modules/aicall/dialer/scheduler.ts';
import { callRecords } from '../../../src/modules/aicall/record/table.ts';
import { outboundTasks, taskCustomers } from '../../../src/modules/aicall/task/table.ts';
import type { DbHandle } from '../../../src/platform/db/client.ts';
import { seedBotAndLines, seedTask } from '../../fixtures/dialer.ts';
import { rollupRows } from '../../fixtures/rollup.ts';
import { freshDb } from '../../helpers/db.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await freshDb();
  await h.migrate();
});
afterAll(() => h.close());

it("a task's call records carry the customer's tags, and the tags board's rollup counts them", async () => {
  const f = await seedBotAndLines(h.db, 'tg-t', 'tg-a', [{ concurrency: 3, profile: { roundMs: 5 } }]);
  const taskId = await seedTask(h.db, f, { customers: 3, concurrency: 3 });
  const people = await h.db.select().from(taskCustomers).where(eq(taskCustomers.taskId, taskId));
  const tagsOf = (i: number) => [['老客户', 'VIP客户'], ['新客户'], []][i];
  await h.db.insert(customers).values(
    people.map((p, i) => ({
      id: p.customerId,
      tenantId: f.tenantId,
      appId: f.appId,
      phone: p.phone,
      tags: tagsOf(i),
    })),
  );
  const d = startDialer({ db: h.db, now: Date.now, log: { error: console.error, warn: () => {} } }, { tickMs: 20 });
  try {
    const end = Date.now() + 30_000;
    while (Date.now() < end) {
      const [t] = await h.db
        .select({ s: outboundTasks.status })
        .from(outboundTasks)
        .where(eq(outboundTasks.id, taskId));
      if (t.s === 'completed') break;
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    await d.stop();
  }
  const records = await h.db.select().from(callRecords).where(eq(callRecords.taskId, taskId));
  expect(records.length).toBeGreaterThanOrEqual(3);
  for (const r of records) {
    const i = people.findIndex((p) => p.customerId === r.customerId);
    expect(r.tags).toEqual(tagsOf(i));
  }
  const counted = (await rollupRows(h.db, f.tenantId)).counts.filter((c) => c.kind === 'tag');
  const sum = (tag: string) => counted.filter((c) => c.item === tag).reduce((n, c) => n + (c.n as number), 0);
  const callsOf = (i: number) => records.filter((r) => r.customerId === people[i].customerId).length;
  expect(sum('老客户')).toBe(callsOf(0));
  expect(sum('VIP客户')).toBe(callsOf(0));
  expect(sum('新客户')).toBe(callsOf(1));
});
