/**
 * 关于系统 of the agent assistant (issue 20 §3 about-system): the product version and the module's
 * change log, behind its own permission.
 */
import { readFileSync } from 'node:fs';
import type { AboutInfo } from '@zhiyu/contract/modules/aicall/about';
import { getAihelperAbout } from '@zhiyu/contract/modules/aihelper/about';
import { describe, expect, it } from 'vitest';
import { callApi } from '../helpers/api.ts';
import { PASSWORDS, tokenFor } from '../helpers/app.ts';
import { signedIn } from '../helpers/signed-in.ts';

const s = signedIn();

describe('about the agent assistant', () => {
  it('shows the root package version and a change log whose newest entry names it', async () => {
    const root = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'));
    const r = await callApi<AboutInfo>(s.app, getAihelperAbout, { token: s.token });
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    expect(r.body.data.version).toBe(root.version);
    expect(r.body.data.changelog[0].version).toBe(root.version);
    for (const e of r.body.data.changelog) {
      expect(e.zh.length).toBe(e.en.length);
      expect(e.zh.length).toBeGreaterThan(0);
    }
    // The demo agent holds the desk, not this screen.
    const agent = (await tokenFor(s.app, 'agent', PASSWORDS.agent)).authorization;
    expect((await callApi(s.app, getAihelperAbout, { token: agent })).body.code).toBe('100403');
  });
});
