import { expect, test } from '@playwright/test';
import { uiLogin } from './helpers.ts';

test('my settings: the nickname change is saved and survives a reload', async ({ page }) => {
  await uiLogin(page, 'agent');
  await page.goto('/index/user/setting');
  await expect(page.getByTestId('page-title')).toHaveText('个人设置');
  const nick = `坐席-${Date.now() % 100000}`;
  const input = page.locator('#profile_nickname');
  await input.fill(nick);
  await page.locator('form#profile button[type=submit]').click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '操作成功' })).toHaveCount(1);
  await page.reload();
  await expect(page.locator('#profile_nickname')).toHaveValue(nick);
  // The sign-in just made is in the history table.
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
});
