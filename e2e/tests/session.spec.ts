import { expect, test } from '@playwright/test';
import { apiLogin, storageKeys, uiLogin } from './helpers.ts';

// requirements §4: what survives a logout or a session-ending code.
const KEPT = ['agreementAccepted', 'uuid', 'channelId', 'channelHistory', 'language'];
// Once back on /login, the page caches the OEM data it has just fetched again (requirements §3 local state).
const ON_LOGIN_PAGE = [...KEPT, 'oem'];

test('single sign-on: a token in the query becomes the session', async ({ page, request }) => {
  const login = await apiLogin(request, 'tenant');
  await page.goto(`/singleSignPage?token=${encodeURIComponent(login.authorization)}&appid=${login.appId}`);
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await expect(page).not.toHaveURL(/singleSignPage|login/);
  const stored = await page.evaluate(() => ({
    a: localStorage.getItem('authorization'),
    app: localStorage.getItem('appId'),
  }));
  expect(stored.a).toBe(login.authorization);
  expect(stored.app).toBe(login.appId);
});

test('an ended session lands on /login and keeps the agreement flag', async ({ page }) => {
  await uiLogin(page, 'tenant');
  const token = await page.evaluate(() => localStorage.getItem('authorization'));
  expect(token).toBeTruthy();
  // End the session from elsewhere, as another tab's logout would.
  const res = await page.request.post('/ai-admin/auth/logout', { headers: { authorization: token! } });
  expect((await res.json()).code).toBe('000000');
  await page.goto('/index/user/setting');
  await expect(page).toHaveURL(/\/login/);
  const keys = await storageKeys(page);
  expect(keys).toContain('agreementAccepted');
  expect(keys).not.toContain('authorization');
  expect(keys.filter((k) => !ON_LOGIN_PAGE.includes(k))).toEqual([]);
  // The agreement checkbox comes back ticked.
  await expect(page.locator('#login_agreement')).toBeChecked();
});

test('logout clears local storage except the agreement flag, uuid and channel keys', async ({ page }) => {
  await uiLogin(page, 'channel');
  await page.evaluate(() => localStorage.setItem('someModuleCache', 'x'));
  expect(await storageKeys(page)).toEqual(expect.arrayContaining(['authorization', 'nav_data', 'userInfo']));
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login/);
  const keys = await storageKeys(page);
  expect(keys).toEqual(expect.arrayContaining(['agreementAccepted', 'uuid']));
  expect(keys.filter((k) => !ON_LOGIN_PAGE.includes(k))).toEqual([]);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('页面不存在').first()).toBeVisible();
});

test('the page title is Chinese for a Chinese browser', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle(/知语智能对话平台/);
});

test.describe('English browser', () => {
  test.use({ locale: 'en-US' });
  test('the page title is the English brand title', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle(/Zhiyu AI Console/);
    await expect(page).not.toHaveTitle(/知语/);
  });
});

test('a failing call shows one toast for identical messages within 4 s', async ({ page }) => {
  await page.goto('/login');
  await page.locator('#login_username').fill('nobody-here');
  await page.locator('#login_password').fill('wrong-password');
  const agreement = page.locator('#login_agreement');
  if (!(await agreement.isChecked())) await agreement.check();
  const submit = page.locator('button[type=submit]');
  await submit.click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '用户名或密码错误' })).toHaveCount(1);
  await submit.click();
  // The second identical failure inside 4 s must not add a second toast.
  await page.waitForTimeout(800);
  await expect(page.locator('.ant-message-notice').filter({ hasText: '用户名或密码错误' })).toHaveCount(1);
});
