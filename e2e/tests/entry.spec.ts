import { createServer, type Server } from 'node:http';
import { expect, type Page, test } from '@playwright/test';
import { apiLogin, uiLogin } from './helpers.ts';

// The ways into the console (requirements §2): the root address, an address asked for by a client that is not
// a browser, and a page opened with ?token=…&appid=…, as a host application embeds /iframe/* pages.
const port = Number(process.env.E2E_PORT ?? 8181);
const console_ = `http://127.0.0.1:${port}`;
// playwright.config.ts lists the first host in EMBED_ALLOWED_ORIGINS; the second is not listed.
const ALLOWED_HOST = port + 20000;
const OTHER_HOST = port + 20001;
const LIBRARY = '/iframe/aikb/words-library';

const rows = (scope: Pick<Page, 'locator'>) => scope.locator('.ant-table-tbody tr.ant-table-row');

/** A host application's page on its own origin: it frames whatever address `?src=` names. */
function hostPage(listen: number): Promise<Server> {
  const server = createServer((req, res) => {
    const src = new URL(req.url ?? '/', 'http://host').searchParams.get('src') ?? '';
    const quoted = src.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><title>host</title><h1>宿主应用</h1>` +
        `<iframe id="embedded" src="${quoted}" style="width:1300px;height:760px;border:1px solid #ccc"></iframe>`,
    );
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(listen, '127.0.0.1', () => ok(server));
  });
}

let hosts: Server[] = [];
test.beforeAll(async () => {
  hosts = await Promise.all([hostPage(ALLOWED_HOST), hostPage(OTHER_HOST)]);
});
test.afterAll(async () => {
  await Promise.all(hosts.map((s) => new Promise((ok) => s.close(ok))));
});

test.describe('the root address', () => {
  test('leads to /login when signed out', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('#login_username')).toBeVisible();
  });

  test('leads a signed-in user on to their home', async ({ page }) => {
    await uiLogin(page, 'tenant');
    const home = new URL(page.url()).pathname;
    await page.goto('/');
    await expect(page).toHaveURL(`${console_}${home}`);
    await expect(page.getByTestId('side-menu')).toBeVisible();
  });

  test('answers the app to clients that do not ask for HTML, as every console address does', async ({ request }) => {
    for (const path of ['/', '/login', `${LIBRARY}?token=x&appid=1`, '/no/such/page']) {
      const res = await request.get(path, { headers: { accept: '*/*' } });
      expect([path, res.status()]).toEqual([path, 200]);
      expect(res.headers()['content-type']).toMatch(/^text\/html/);
      expect(await res.text()).toContain('<div id="root">');
    }
  });
});

test.describe('a page opened with ?token=…&appid=…', () => {
  test('works framed by a configured host, in a browser without a session', async ({ page, request }) => {
    const login = await apiLogin(request, 'tenant');
    const src = `${console_}${LIBRARY}?token=${encodeURIComponent(login.authorization)}&appid=${login.appId}`;
    await page.goto(`http://127.0.0.1:${ALLOWED_HOST}/?src=${encodeURIComponent(src)}`);
    const frame = page.frameLocator('#embedded');
    await expect(rows(frame).filter({ hasText: '常见问题' })).toHaveCount(1, { timeout: 20_000 });
    await expect(frame.getByTestId('search-form')).toBeVisible();
    await expect(frame.getByText('无权访问')).toHaveCount(0);
    await test.info().attach('framed page', { body: await page.screenshot(), contentType: 'image/png' });
  });

  test('is refused by the browser when the host is not configured', async ({ page, request }) => {
    const login = await apiLogin(request, 'tenant');
    const src = `${console_}${LIBRARY}?token=${encodeURIComponent(login.authorization)}&appid=${login.appId}`;
    const refused = page.waitForEvent('console', (m) => m.text().includes('frame-ancestors'));
    await page.goto(`http://127.0.0.1:${OTHER_HOST}/?src=${encodeURIComponent(src)}`);
    expect((await refused).text()).toContain(`frame-ancestors 'self' http://127.0.0.1:${ALLOWED_HOST}`);
    await expect(page.locator('h1')).toHaveText('宿主应用');
    const child = page.frames().find((f) => f !== page.mainFrame());
    expect(child?.url().startsWith(console_)).toBe(false);
    await expect(page.frameLocator('#embedded').locator('#root')).toHaveCount(0);
  });

  test("replaces another user's session opened directly", async ({ page, request }) => {
    await uiLogin(page, 'agent');
    const login = await apiLogin(request, 'tenant');
    await page.goto(`${LIBRARY}?token=${encodeURIComponent(login.authorization)}&appid=${login.appId}`);
    await expect(rows(page).filter({ hasText: '常见问题' })).toHaveCount(1, { timeout: 20_000 });
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('authorization'),
      user: JSON.parse(localStorage.getItem('userInfo') ?? '{}').username,
      appId: localStorage.getItem('appId'),
    }));
    expect(stored).toEqual({ token: login.authorization, user: 'tenant', appId: login.appId });
  });

  test('a bad token goes to /login', async ({ page }) => {
    await page.goto(`${LIBRARY}?token=not-a-token&appid=10000000`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('#login_username')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authorization'))).toBeNull();
  });
});
