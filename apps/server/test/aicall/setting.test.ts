import { readFileSync } from 'node:fs';
import { getAbout } from '@zhiyu/contract/modules/aicall/about';
import { getVoice, updateVoice } from '@zhiyu/contract/modules/aicall/voice';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, engineTenants } from '../../src/modules/admin/engine/table.ts';
import { aicallSettings } from '../../src/modules/aicall/setting/table.ts';
import { tenantCallCap } from '../../src/modules/aicall/voice/settings.ts';
import { PASSWORDS, type TestApp, testApp, tokenFor } from '../helpers/app.ts';
import { api } from '../helpers/callset.ts';
import { expectRefused } from '../helpers/db.ts';

let t: TestApp;
let me: ReturnType<typeof api>;
let other: ReturnType<typeof api>;
let agent: ReturnType<typeof api>;
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
  me = api(t.app, (await tokenFor(t.app, 'tenant', PASSWORDS.tenant)).authorization);
  other = api(t.app, (await tokenFor(t.app, 'tenant3', PASSWORDS.tenant3)).authorization);
  agent = api(t.app, (await tokenFor(t.app, 'agent', PASSWORDS.agent)).authorization);
  // An engine the platform did not assign to tenant 2001, and one assigned but disabled.
  await t.db.insert(engines).values([
    { id: 'eng-foreign-asr', kind: 'asr', name: 'foreign', vendor: 'local' },
    { id: 'eng-off-tts', kind: 'tts', name: 'off', vendor: 'local', status: 'disabled' },
  ]);
  await t.db.insert(engineTenants).values({ engineId: 'eng-off-tts', tenantId: '2001' });
});
afterAll(() => t.close());

describe('voice engine settings', () => {
  it('offers the assigned, enabled engines and the default cap', async () => {
    const r = await me.get(getVoice);
    expect(r.body.data).toMatchObject({ asrEngineId: null, ttsEngineId: null, maxConcurrency: 20, updatedAt: null });
    expect(r.body.data.asrEngines.map((e: { id: string }) => e.id)).toEqual(['engine-local-asr']);
    expect(r.body.data.ttsEngines.map((e: { id: string }) => e.id)).toEqual(['engine-local-tts']);
  });

  it('saves the chosen engines and a tenant-wide cap', async () => {
    const body = { asrEngineId: 'engine-local-asr', ttsEngineId: 'engine-local-tts', maxConcurrency: 35 };
    const r = await me.post(updateVoice, body);
    expect(r.body.data).toMatchObject(body);
    expect((await me.get(getVoice)).body.data).toMatchObject(body);
    expect(await tenantCallCap(t.db, '2001')).toBe(35);
    // Another app row of the tenant (a callback saved there) carries the same cap.
    await t.db.insert(aicallSettings).values({ tenantId: '2001', appId: 'other-app', maxConcurrency: 35 });
    await me.post(updateVoice, { ...body, maxConcurrency: 40 });
    const rows = await t.db.select().from(aicallSettings).where(eq(aicallSettings.tenantId, '2001'));
    expect(rows.map((x) => x.maxConcurrency)).toEqual([40, 40]);
    expect(await tenantCallCap(t.db, '2003')).toBe(20);
  });

  it('refuses engines not assigned, disabled or of the other kind, and bad caps, changing nothing', async () => {
    const ok = { asrEngineId: null, ttsEngineId: null, maxConcurrency: 10 };
    expect(
      await expectRefused(t.db, () => me.post(updateVoice, { ...ok, asrEngineId: 'eng-foreign-asr' }), '150080'),
    ).toBe('所选引擎未分配给本租户或已停用：eng-foreign-asr');
    await expectRefused(t.db, () => me.post(updateVoice, { ...ok, ttsEngineId: 'eng-off-tts' }), '150080');
    await expectRefused(t.db, () => me.post(updateVoice, { ...ok, asrEngineId: 'engine-local-tts' }), '150080');
    await expectRefused(t.db, () => other.post(updateVoice, { ...ok, asrEngineId: 'engine-local-nlp' }), '150080');
    for (const maxConcurrency of [0, 1001, 2.5, '10'])
      await expectRefused(t.db, () => me.post(updateVoice, { ...ok, maxConcurrency }), '100001');
  });

  it('keeps tenants apart and needs the permission', async () => {
    expect((await other.get(getVoice)).body.data.maxConcurrency).toBe(20);
    await expectRefused(
      t.db,
      () => agent.post(updateVoice, { asrEngineId: null, ttsEngineId: null, maxConcurrency: 5 }),
      '100403',
    );
  });
});

describe('about', () => {
  it('shows the root package version and a change log whose newest entry names it', async () => {
    const root = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'));
    const r = await me.get(getAbout);
    expect(r.body.data.version).toBe(root.version);
    expect(r.body.data.changelog[0].version).toBe(root.version);
    for (const e of r.body.data.changelog) expect(e.zh.length).toBe(e.en.length);
    expect((await agent.get(getAbout)).body.code).toBe('100403');
  });
});
