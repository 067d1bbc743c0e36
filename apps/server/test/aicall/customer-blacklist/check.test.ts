import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformBlacklist } from '../../../src/modules/admin/blacklist/table.ts';
import { customerBlacklist } from '../../../src/modules/aicall/customer/table.ts';
import {
  isBlacklisted,
  isCustomerBlacklisted,
  platformForms,
} from '../../../src/modules/aicall/customer-blacklist/check.ts';
import type { DbHandle } from '../../../src/platform/db/client.ts';
import { freshDb } from '../../helpers/db.ts';

let h: DbHandle;
const NOW = Date.parse('2026-06-01T00:00:00Z');
beforeAll(async () => {
  h = await freshDb();
  await h.migrate();
  await h.db.insert(customerBlacklist).values([
    { id: 'cb1', tenantId: 't1', appId: 'a1', phone: '13800138001' },
    { id: 'cb2', tenantId: 't1', appId: 'a1', phone: '01012345678' },
  ]);
  const at = new Date(NOW - 1000);
  await h.db.insert(platformBlacklist).values([
    { id: 'pb1', phone: '13900139001', createdAt: at, updatedAt: at },
    { id: 'pb2', phone: '+8613900139002', createdAt: at, updatedAt: at },
    { id: 'pb3', phone: '13900139003', expiresAt: new Date(NOW - 1), createdAt: at, updatedAt: at },
    { id: 'pb4', phone: '13900139004', expiresAt: new Date(NOW + 60_000), createdAt: at, updatedAt: at },
  ]);
});
afterAll(() => h.close());

describe('customer blacklist check (for the dialer)', () => {
  it('matches the tenant list in any written form, only in its own tenant and app', async () => {
    for (const p of ['13800138001', '+86 138-0013-8001', '0086 13800138001', '010-1234 5678', '+86 10 12345678'])
      expect(await isCustomerBlacklisted(h.db, 't1', 'a1', p), p).toBe(true);
    expect(await isCustomerBlacklisted(h.db, 't1', 'a1', '13800138002')).toBe(false);
    expect(await isCustomerBlacklisted(h.db, 't2', 'a1', '13800138001')).toBe(false);
    expect(await isCustomerBlacklisted(h.db, 't1', 'a2', '13800138001')).toBe(false);
    expect(await isCustomerBlacklisted(h.db, 't1', 'a1', '')).toBe(false);
  });

  it('isBlacklisted = tenant list or unexpired platform list, whatever the written form', async () => {
    const yes = (p: string, t = 't1') => isBlacklisted(h.db, t, 'a1', p, NOW);
    expect(await yes('13800138001')).toBe(true);
    expect(await yes('13800138001', 't2')).toBe(false);
    expect(await yes('13900139001', 't2')).toBe(true);
    expect(await yes('+86 139 0013 9001', 't2')).toBe(true);
    // Stored on the platform list as +86…, dialled in the national form.
    expect(await yes('13900139002', 't2')).toBe(true);
    expect(await yes('13900139003', 't2')).toBe(false);
    expect(await yes('13900139004', 't2')).toBe(true);
    expect(await isBlacklisted(h.db, 't2', 'a1', '13900139004', NOW + 120_000)).toBe(false);
    expect(await yes('13900139999', 't2')).toBe(false);
  });

  it('lists the platform forms of a number', () => {
    expect(platformForms('138 0013 8000')).toEqual([
      '13800138000',
      '+8613800138000',
      '008613800138000',
      '8613800138000',
    ]);
    expect(platformForms('010-12345678')).toContain('+861012345678');
  });
});
