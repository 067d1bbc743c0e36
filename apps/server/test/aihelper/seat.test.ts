/**
 * Licence seats of the agent desk (issue 20 §3 authorization): unlimited without a licence; with
 * one, a licence without the agent assistant or an expired one refuses the desk, each agent with
 * the desk open holds a seat, and one more agent than the seats is refused with nothing written;
 * a freed seat is taken by the next agent. Each tenant sees and frees its own holders only.
 */
import { updateLicense } from '@zhiyu/contract/modules/admin/public';
import { getAgentConversation } from '@zhiyu/contract/modules/aihelper/ingest';
import { getSeats, releaseSeat, type SeatOverview } from '@zhiyu/contract/modules/aihelper/seat';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueLicence } from '../../scripts/licence.ts';
import { licences } from '../../src/modules/admin/licence/table.ts';
import { callApi } from '../helpers/api.ts';
import { PASSWORDS, tokenFor } from '../helpers/app.ts';
import { expectRefused } from '../helpers/db.ts';
import { signedIn } from '../helpers/signed-in.ts';
import { tenant3Token } from '../helpers/tenant3.ts';

const s = signedIn();
const DAY = 86_400_000;
let agent = '';
let admin = '';
let token3 = '';
const licence = (modules: string[], seats: number) =>
  issueLicence({ customer: '演示客户', modules, seats, issuedAt: Date.now(), expiresAt: Date.now() + 30 * DAY });
const desk = (token: string) => callApi(s.app, getAgentConversation, { token });
const seats = async (token = s.token) => {
  const r = await callApi<SeatOverview>(s.app, getSeats, { token });
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  return r.body.data;
};
const upload = async (text: string, token?: string) => {
  const r = await callApi(s.app, updateLicense, { body: { licence: text }, token });
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
};

beforeAll(async () => {
  agent = (await tokenFor(s.app, 'agent', PASSWORDS.agent)).authorization;
  admin = (await tokenFor(s.app, 'admin', PASSWORDS.admin)).authorization;
  token3 = await tenant3Token(s.app, s.db, 'aihelper');
});

describe('desk seats', () => {
  it('counts the seats without limiting them while no licence is installed', async () => {
    expect((await desk(s.token)).body.code).toBe('000000');
    const o = await seats();
    expect(o).toMatchObject({ state: 'none', licence: null, licensed: true, seats: null, inUse: 1 });
    expect(o.holders.map((h) => h.username)).toEqual(['tenant']);
  });

  it('refuses the desk under a licence without the agent assistant', async () => {
    await upload(licence(['aicall'], 5));
    expect((await desk(s.token)).body.code).toBe('190030');
    expect((await seats()).licensed).toBe(false);
  });

  it('holds one seat per agent: one more than the seats is refused, a freed seat is taken', async () => {
    await upload(licence(['aicall', 'aihelper'], 1), admin);
    // The tenant admin holds the only seat already.
    expect((await desk(s.token)).body.code).toBe('000000');
    const msg = await expectRefused(s.db, () => desk(agent), '190029');
    expect(msg).toContain('1');
    let o = await seats();
    expect(o).toMatchObject({ state: 'valid', seats: 1, inUse: 1 });
    // Another tenant sees the count, not the holders, and cannot free them.
    const theirs = await seats(token3);
    expect(theirs.inUse).toBe(1);
    expect(theirs.holders).toEqual([]);
    const tenantUser = o.holders[0].userId;
    expect((await callApi(s.app, releaseSeat, { token: token3, body: { userId: tenantUser } })).body.data).toEqual({
      released: false,
    });
    // Freed by the tenant admin: the agent takes it, and the admin's desk is refused in turn.
    expect((await callApi(s.app, releaseSeat, { token: s.token, body: { userId: tenantUser } })).body.data).toEqual({
      released: true,
    });
    expect((await desk(agent)).body.code).toBe('000000');
    expect((await desk(s.token)).body.code).toBe('190029');
    o = await seats();
    expect(o.holders.map((h) => h.username)).toEqual(['agent']);
    // The operator sees every tenant's holders.
    expect((await seats(admin)).holders.map((h) => h.username)).toEqual(['agent']);
  });

  it('refuses the desk once the licence has expired', async () => {
    const past = Date.now() - DAY;
    await s.db.insert(licences).values({
      id: `lic-expired-${Date.now()}`,
      payload: { customer: '演示客户', modules: ['aihelper'], seats: 5, issuedAt: past - DAY, expiresAt: past },
      signature: 'test',
      uploadedAt: new Date(),
    });
    expect((await desk(agent)).body.code).toBe('190031');
    expect((await seats()).state).toBe('expired');
  });
});
