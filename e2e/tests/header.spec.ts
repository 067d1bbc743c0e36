import { expect, test } from '@playwright/test';
import { uiLogin } from './helpers.ts';

test('the language switch turns the console into English and back', async ({ page }) => {
  await uiLogin(page, 'channel');
  const menu = page.getByTestId('side-menu');
  await expect(menu).toContainText('平台管理');
  await page.getByTestId('lang-switch').click();
  await expect(menu).toContainText('Platform admin');
  await expect(menu).not.toContainText('平台管理');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en-US');
  await page.getByTestId('lang-switch').click();
  await expect(menu).toContainText('平台管理');
});

test('the organisation switch moves a platform operator into a tenant', async ({ page }) => {
  await uiLogin(page, 'admin');
  await expect(page.getByTestId('acting-tenant')).toHaveCount(0);
  await page.getByTestId('org-switch').click();
  await page.getByTestId('org-2001').click();
  await expect(page.getByTestId('org-switch')).toContainText('知语演示租户');
  // Acting in another organisation is always visible in the header.
  await expect(page.getByTestId('acting-tenant')).toHaveText('正在代管租户：知语演示租户');
  const org = await page.evaluate(() => JSON.parse(localStorage.getItem('currentOrg') ?? 'null'));
  expect(org).toMatchObject({ id: '2001', type: 'tenant' });
  // The tenant's app becomes the app id sent with every call.
  expect(await page.evaluate(() => localStorage.getItem('appId'))).toBe('30000001');
});

test('after three failed sign-ins the captcha is required', async ({ page }) => {
  await page.goto('/login');
  // A name no other test signs in with: a success elsewhere would reset the count. Unknown names
  // are counted like real ones, so the captcha does not reveal which accounts exist.
  await page.locator('#login_username').fill(`captcha-probe-${Date.now()}`);
  const agreement = page.locator('#login_agreement');
  if (!(await agreement.isChecked())) await agreement.check();
  for (let i = 0; i < 3; i++) {
    await page.locator('#login_password').fill(`wrong-${i}-password`);
    // Each try waits for its own refusal: a click while the last one is in flight would be lost.
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/ai-admin/auth/login')),
      page.locator('button[type=submit]').click(),
    ]);
    await expect(page.locator('button[type=submit]')).toBeEnabled();
  }
  await expect(page.locator('#login_verifyCode')).toBeVisible();
  await expect(page.locator('img[src^="data:image/svg+xml"]')).toBeVisible();
  // A fourth try without the captcha answer is stopped by the form.
  await page.locator('#login_password').fill('another-password');
  await page.locator('button[type=submit]').click();
  await expect(page.getByText('请输入验证码')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
