import { listCallRecords } from '@zhiyu/contract/modules/admin/callrecord';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRecords } from '../../src/modules/aicall/record/table.ts';
import { callApi } from '../helpers/api.ts';
import { PASSWORDS, type TestApp, testApp, tokenFor } from '../helpers/app.ts';

interface Row {
  id: string;
  tenantId: string;
  tenantName: string;
  phone: string;
  resultClass: string;
  direction: number;
  startedAt: number;
  durationSec: number;
}

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off' });
  admin = (await tokenFor(t.app, 'admin', PASSWORDS.admin)).authorization;
});
afterAll(() => t.close());

const list = (query: Record<string, string | number> = {}, token = admin) =>
  callApi<{ list: Row[]; total: number }>(t.app, listCallRecords, { query, token });

describe('operator call records (/aiadmin/callrecord)', () => {
  it('shows records of every tenant, newest first, with numbers masked', async () => {
    const r = await list({ pageSize: 100 });
    expect(r.body.code).toBe('000000');
    expect(r.body.data.total).toBe(60);
    expect(new Set(r.body.data.list.map((x) => x.tenantId))).toEqual(new Set(['2001', '2003']));
    for (const x of r.body.data.list) expect(x.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    const times = r.body.data.list.map((x) => x.startedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(r.body.data.list.find((x) => x.tenantId === '2001')?.tenantName).toBe('知语演示租户');
  });

  it('filters by tenant, result class, direction, number tail and time', async () => {
    expect((await list({ tenantId: '2003', pageSize: 100 })).body.data.total).toBe(12);
    const success = await list({ resultClass: 'success', pageSize: 100 });
    expect(success.body.data.list.every((x) => x.resultClass === 'success')).toBe(true);
    const inbound = await list({ direction: 0, pageSize: 100 });
    expect(inbound.body.data.list.every((x) => x.direction === 0)).toBe(true);
    const [one] = await t.db.select().from(callRecords).where(eq(callRecords.id, 'demo-call-2001-0'));
    const tail = await list({ phoneTail: one.phone.slice(-6) });
    expect(tail.body.data.list.map((x) => x.id)).toContain(one.id);
    expect((await list({ from: Date.now() + 86400_000 })).body.data.total).toBe(0);
  });

  it('sorts by duration both ways', async () => {
    const asc = (await list({ sortField: 'durationSec', sortOrder: 'ASC', pageSize: 100 })).body.data.list;
    const d = asc.map((x) => x.durationSec);
    expect(d).toEqual([...d].sort((a, b) => a - b));
  });

  it('refuses a number search shorter than four digits (it could unmask numbers) and a bad class', async () => {
    expect((await list({ phoneTail: '12' })).body.code).toBe('100001');
    expect((await list({ resultClass: 'nope' })).body.code).toBe('100001');
  });

  it('is for the operator only', async () => {
    for (const who of ['channel', 'tenant', 'agent']) {
      const token = (await tokenFor(t.app, who, PASSWORDS[who])).authorization;
      expect((await list({}, token)).body.code, who).toBe('100403');
    }
  });
});
