import { listModules, updateModules } from '@zhiyu/contract/modules/admin/module';
import { listTags } from '@zhiyu/contract/modules/aicall/tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../helpers/api.ts';
import { type TestApp, testApp, tokenFor } from '../helpers/app.ts';
import { expectRefused } from '../helpers/db.ts';
import { auditOf, orgClient, tokens } from '../helpers/org.ts';

interface ModuleRow {
  id: string;
  name: string;
  channelName: string;
  modules: string[];
}
interface Page<T> {
  list: T[];
  total: number;
}

const ALL = ['aicall', 'learnself', 'aihelper', 'aiadmin', 'aitext', 'aikb', 'botcall'];
let t: TestApp;
let tk: Record<string, string>;
let api: ReturnType<typeof orgClient>;
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
  tk = await tokens(t, 'admin', 'channel', 'tenant');
  api = orgClient(t);
});
afterAll(() => t.close());

const refused = (run: () => Promise<{ body: { code: string; msg: string } }>, code: string) =>
  expectRefused(t.db, run, code);

const navPaths = (nav: unknown) => (nav as { path: string }[]).map((n) => n.path);

describe('modules (/aiadmin/module)', () => {
  it('lists tenants with their optional modules; filters by module and channel', async () => {
    const r = await api.get<Page<ModuleRow>>(listModules, tk.admin, { pageSize: 100 });
    expect(r.body.data.list.find((x) => x.id === '2001')?.modules).toEqual(ALL);
    expect(r.body.data.list.find((x) => x.id === '2002')?.modules).toEqual(['aihelper', 'aiadmin', 'aikb']);
    const withText = await api.get<Page<ModuleRow>>(listModules, tk.admin, { module: 'aitext' });
    expect(withText.body.data.list.map((x) => x.id).sort()).toEqual(['2001', '2003']);
    const b = await api.get<Page<ModuleRow>>(listModules, tk.admin, { channelId: '1002' });
    expect(b.body.data.list.map((x) => x.id)).toEqual(['2003']);
  });

  it('switching aicall off: the next request answers 140007, the next sign-in has no /aicall', async () => {
    const s = await tokenFor(t.app, 'tenant', 'Tenant@2026');
    const tags = () => callApi(t.app, listTags, { token: s.authorization });
    expect((await tags()).body.code).toBe('000000');
    expect(navPaths(s.nav_data)).toContain('/aicall');
    const off = ALL.filter((m) => m !== 'aicall');
    const r = await api.post<ModuleRow>(updateModules, tk.admin, { tenantId: '2001', modules: off });
    expect(r.body.data.modules).toEqual(off);
    expect((await tags()).body.code).toBe('140007');
    const again = await tokenFor(t.app, 'tenant', 'Tenant@2026');
    expect(navPaths(again.nav_data)).not.toContain('/aicall');
    expect(navPaths(again.nav_data)).toEqual(expect.arrayContaining(['/index', '/aikb']));
    expect(again.apiWhiteList).not.toContain('aicall.tag.list');
    const trail = await auditOf(t, 'module', '2001');
    expect(trail.at(-1)?.before).toEqual({ modules: ALL });
    expect(trail.at(-1)?.after).toEqual({ modules: off });
    // Back on: the same session works again at once.
    await api.post(updateModules, tk.admin, { tenantId: '2001', modules: ALL });
    expect((await tags()).body.code).toBe('000000');
  });

  it('saving the same set changes nothing and writes no audit record', async () => {
    await refused(() => api.post(updateModules, tk.admin, { tenantId: '2001', modules: ALL }), '000000');
  });

  it('refuses an unknown module key or tenant, and anyone but the operator', async () => {
    await refused(
      () => api.post(updateModules, tk.admin, { tenantId: '2001', modules: ['aicall', 'nosuch'] }),
      '100001',
    );
    await refused(() => api.post(updateModules, tk.admin, { tenantId: '2001', modules: ['index'] }), '100001');
    await refused(() => api.post(updateModules, tk.admin, { tenantId: 'nope', modules: [] }), '100002');
    for (const who of ['channel', 'tenant']) {
      await refused(() => api.get(listModules, tk[who]), '100403');
      await refused(() => api.post(updateModules, tk[who], { tenantId: '2001', modules: [] }), '100403');
    }
  });
});
