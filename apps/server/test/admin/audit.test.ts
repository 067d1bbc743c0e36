import { listAudit } from '@zhiyu/contract/modules/admin/audit';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, redact } from '../../src/platform/audit/record.ts';
import { MASK, seal, unseal } from '../../src/platform/crypto/seal.ts';
import { callApi } from '../helpers/api.ts';
import { PASSWORDS, type TestApp, testApp, tokenFor } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off' });
});
afterAll(() => t.close());

/** The parts of a request the audit writer reads: the signed-in session, address and agent. */
const fakeReq = (userId: string, username: string, ip: string) =>
  ({ session: { userId, username }, ip, headers: { 'user-agent': 'test-agent' } }) as unknown as FastifyRequest;

const list = async (query: Record<string, string | number>, who = 'admin') => {
  const s = await tokenFor(t.app, who, PASSWORDS[who]);
  return callApi<{ list: Record<string, unknown>[]; total: number }>(t.app, listAudit, {
    query,
    token: s.authorization,
  });
};

describe('audit trail', () => {
  it('masks secret-looking keys at any depth and keeps empty secrets visibly empty', () => {
    const out = redact({ name: 'x', password: 'p', nested: { apiKey: 'k', appSecret: '' }, list: [{ token: 't' }] });
    expect(out).toEqual({
      name: 'x',
      password: MASK,
      nested: { apiKey: MASK, appSecret: '' },
      list: [{ token: MASK }],
    });
  });

  it('seals credentials so that only the server secret opens them, and detects tampering', () => {
    const sealed = seal('s3cret', 'the-key');
    expect(sealed).not.toContain('the-key');
    expect(unseal('s3cret', sealed)).toBe('the-key');
    expect(() => unseal('other', sealed)).toThrow();
    // Tamper with one byte of the sealed body (rewriting its last characters could leave the same
    // bytes: base64's last character carries spare bits).
    const [v, iv, tag, body] = sealed.split('.');
    const bytes = Buffer.from(body, 'base64url');
    bytes[0] ^= 1;
    expect(() => unseal('s3cret', [v, iv, tag, bytes.toString('base64url')].join('.'))).toThrow();
    expect(seal('s3cret', '')).toBe('');
  });

  it('lists records newest first with who, when, what, before/after and address, filterable', async () => {
    await audit(t.db, fakeReq('u-admin', 'admin', '10.0.0.1'), {
      action: 'update',
      entity: 'tenant',
      entityId: '2001',
      entityName: '知语演示租户',
      tenantId: '2001',
      before: { name: 'old', password: 'x' },
      after: { name: 'new', password: 'y' },
    });
    await audit(t.db, fakeReq('u-channel', 'channel', '10.0.0.2'), {
      action: 'create',
      entity: 'user',
      entityId: 'u-1',
      tenantId: '2002',
      after: { username: 'n' },
    });
    const all = await list({ pageNum: 1, pageSize: 10 });
    expect(all.body.code).toBe('000000');
    expect(all.body.data.list.map((r) => r.entity)).toEqual(['user', 'tenant']);
    const byEntity = await list({ entity: 'tenant' });
    expect(byEntity.body.data.total).toBe(1);
    const row = byEntity.body.data.list[0];
    expect(row).toMatchObject({
      actorName: 'admin',
      action: 'update',
      entityId: '2001',
      ip: '10.0.0.1',
      userAgent: 'test-agent',
      before: { name: 'old', password: MASK },
      after: { name: 'new', password: MASK },
    });
    expect(typeof row.at).toBe('number');
    expect((await list({ actor: 'chan' })).body.data.list.map((r) => r.entityId)).toEqual(['u-1']);
    expect((await list({ tenantId: '2002' })).body.data.total).toBe(1);
    expect((await list({ from: Date.now() + 60_000 })).body.data.total).toBe(0);
  });

  it('is the operator’s alone: channel and tenant admins are refused', async () => {
    for (const who of ['channel', 'tenant']) {
      const r = await list({}, who);
      expect([r.status, r.body.code], who).toEqual([403, '100403']);
    }
  });

  it('refuses a bad filter with a clear error', async () => {
    const r = await list({ from: 'yesterday' });
    expect(r.body.code).toBe('100001');
  });
});
