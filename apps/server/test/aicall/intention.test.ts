import {
  createIntentionLevel,
  deleteIntentionLevel,
  listIntentionLevels,
  reorderIntentionLevels,
  updateIntentionLevel,
} from '@zhiyu/contract/modules/aicall/intention';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradeCall } from '../../src/modules/aicall/intention/grade.ts';
import { DEMO } from '../../src/platform/seed/demo-data.ts';
import type { Api } from '../helpers/api.ts';
import { call, PASSWORDS, type TestApp, testApp, tokenFor } from '../helpers/app.ts';
import { expectRefused } from '../helpers/db.ts';

interface Level {
  id: string;
  name: string;
  priority: number;
  validity: 0 | 1;
  description: string;
  rules: { fact: string; op: number; value: string | number; count?: number }[];
}

let t: TestApp;
let token: string;
let token3: string;
let agent: string;
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off' });
  token = (await tokenFor(t.app, 'tenant', PASSWORDS.tenant)).authorization;
  token3 = (await tokenFor(t.app, 'tenant3', PASSWORDS.tenant3)).authorization;
  agent = (await tokenFor(t.app, 'agent', PASSWORDS.agent)).authorization;
});
afterAll(() => t.close());

const list = (tk = token) =>
  call<{ list: Level[] }>(t.app, { method: 'GET', url: listIntentionLevels.path, token: tk });
const post = <T = Level>(endpoint: Api, payload: unknown, tk = token) =>
  call<T>(t.app, {
    method: 'POST',
    url: endpoint.path,
    token: tk,
    payload: payload as Record<string, unknown>,
  });
const facts = { rounds: 4, durationSec: 60, intents: ['有意向'], nodeIds: [], userTexts: ['好的'] };

describe('intention levels', () => {
  it('lists the demo levels A–F in priority order', async () => {
    const r = await list();
    expect(r.body.code).toBe('000000');
    expect(r.body.data.list.map((l) => l.name)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(r.body.data.list[0].rules).toEqual([
      { fact: 'intent', op: 1, value: '有意向' },
      { fact: 'rounds', op: 3, value: 3 },
    ]);
  });

  it('another tenant sees only its own levels and cannot touch these', async () => {
    expect((await list(token3)).body.data.list).toEqual([]);
    const a = (await list()).body.data.list[0];
    await expectRefused(t.db, () => post(updateIntentionLevel, { ...a, name: 'X' }, token3), '100002');
    await expectRefused(t.db, () => post(deleteIntentionLevel, { id: a.id }, token3), '100002');
    await expectRefused(t.db, () => post(reorderIntentionLevels, { ids: [a.id] }, token3), '100002');
  });

  it('a user without the codes gets 100403', async () => {
    expect((await list(agent)).body.code).toBe('100403');
    await expectRefused(t.db, () => post(createIntentionLevel, { name: 'Z', priority: 1 }, agent), '100403');
  });

  it.each([
    [{ name: '', priority: 1 }, '100001'],
    [{ name: 'Z' }, '100001'],
    [{ name: 'Z', priority: -1 }, '100001'],
    [{ name: 'Z', priority: 1, validity: 2 }, '100001'],
    [{ name: 'Z', priority: 1, rules: [{ fact: 'mood', op: 1, value: 'x' }] }, '100001'],
    [{ name: 'Z', priority: 1, rules: [{ fact: 'rounds', op: 7, value: 1 }] }, '100001'],
    [{ name: 'Z', priority: 1, rules: [{ fact: 'rounds', op: 0, value: 'three' }] }, '150063'],
    [{ name: 'Z', priority: 1, rules: [{ fact: 'duration', op: 0, value: -5 }] }, '150063'],
    [{ name: 'Z', priority: 1, rules: [{ fact: 'intent', op: 1, value: ' ' }] }, '150063'],
    [{ name: 'Z', priority: 1, rules: [{ fact: 'keyword', op: 0, value: '贵' }] }, '150063'],
    [{ name: 'A', priority: 1 }, '100003'],
  ])('refuses %j with %s and changes nothing', async (body, code) => {
    await expectRefused(t.db, () => post(createIntentionLevel, body), code);
  });

  it('names the bad rule in the message', async () => {
    const msg = await expectRefused(
      t.db,
      () =>
        post(createIntentionLevel, {
          name: 'Z',
          priority: 1,
          rules: [
            { fact: 'rounds', op: 0, value: 1 },
            { fact: 'node', op: 3, value: 'n1' },
          ],
        }),
      '150063',
    );
    expect(msg).toContain('第2条规则');
    expect(msg).toContain('次数');
  });

  it('creates, edits, reorders and deletes a level; grading follows', async () => {
    const c = await post(createIntentionLevel, {
      name: ' S ',
      description: '超级意向',
      priority: 0,
      rules: [{ fact: 'keyword', op: 3, value: ' 微信 ', count: 1 }],
    });
    expect(c.body.code).toBe('000000');
    expect(c.body.data).toMatchObject({
      name: 'S',
      validity: 0,
      rules: [{ fact: 'keyword', op: 3, value: '微信', count: 1 }],
    });
    const wx = { ...facts, userTexts: ['加我微信'] };
    const a = (await list()).body.data.list.find((l) => l.name === 'A') as Level;
    // S and A share priority 0; A was created first.
    expect(await gradeCall(t.db, DEMO.tenant1, DEMO.appid1, wx)).toBe('A');
    const ids = (await list()).body.data.list.map((l) => l.id);
    const r = await post<{ list: Level[] }>(reorderIntentionLevels, {
      ids: [c.body.data.id, ...ids.filter((x) => x !== c.body.data.id)],
    });
    expect(r.body.data.list.map((l) => l.name)).toEqual(['S', 'A', 'B', 'C', 'D', 'E', 'F']);
    expect(await gradeCall(t.db, DEMO.tenant1, DEMO.appid1, wx)).toBe('S');
    // Invalid levels are skipped.
    const e = await post(updateIntentionLevel, {
      id: c.body.data.id,
      name: 'S',
      priority: 0,
      validity: 1,
      rules: c.body.data.rules,
    });
    expect(e.body.data.validity).toBe(1);
    expect(await gradeCall(t.db, DEMO.tenant1, DEMO.appid1, wx)).toBe('A');
    await expectRefused(t.db, () => post(updateIntentionLevel, { id: a.id, name: 'B', priority: 0 }), '100003');
    await expectRefused(t.db, () => post(reorderIntentionLevels, { ids: [a.id] }), '100001');
    await expectRefused(t.db, () => post(reorderIntentionLevels, { ids: [...ids, a.id] }), '100001');
    expect((await post(deleteIntentionLevel, { id: c.body.data.id })).body.data).toEqual({ deleted: 1 });
    await expectRefused(t.db, () => post(deleteIntentionLevel, { id: c.body.data.id }), '100002');
  });
});

describe('gradeCall', () => {
  it('grades over the demo levels', async () => {
    const g = (f: Partial<typeof facts>) => gradeCall(t.db, DEMO.tenant1, DEMO.appid1, { ...facts, ...f });
    expect(await g({})).toBe('A');
    expect(await g({ rounds: 2 })).toBe('B');
    expect(await g({ intents: ['考虑一下'] })).toBe('C');
    expect(await g({ intents: ['没兴趣'] })).toBe('D');
    expect(await g({ intents: [] })).toBe('E');
    expect(await g({ intents: [], rounds: 0 })).toBe('F');
  });
  it('gives null for an app without levels', async () => {
    expect(await gradeCall(t.db, DEMO.tenant3, DEMO.appid3, facts)).toBeNull();
  });
});
