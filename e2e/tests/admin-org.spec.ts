import { expect, type Page, test } from '@playwright/test';
import { choose, signInAs, uiLogin } from './helpers.ts';
import { confirmPop } from './row-actions.helpers.ts';

// One server for the file: the operator's channel and tenant are used by the later steps.
test.describe.configure({ mode: 'serial' });

const stamp = String(Date.now() % 1_000_000);
const CHANNEL = `e2e渠道${stamp}`;
const TENANT = `e2e租户${stamp}`;
const ADMIN = { username: `orgadmin${stamp}`, password: `Org-Admin#${stamp}` };

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const modal = (page: Page) => page.locator('.ant-modal').filter({ has: page.locator('#edit_name') });
const toast = (page: Page, text: string) => page.locator('.ant-message-notice').filter({ hasText: text }).first();

/** The dialog has finished opening (antd zooms it in; a click during the zoom can miss). */
async function opened(page: Page) {
  await expect(modal(page)).toBeVisible();
  await expect(page.locator('.ant-modal[class*="zoom-appear"], .ant-modal[class*="zoom-enter"]')).toHaveCount(0);
}

async function save(page: Page) {
  await modal(page).locator('.ant-modal-footer button.ant-btn-primary').click();
}

/** Picks an option of an antd Select by its label. */
async function topMenus(page: Page): Promise<string[]> {
  const ids = await page
    .getByTestId('side-menu')
    .locator(':scope > li[data-menu-id], :scope > li > [data-menu-id]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-menu-id') ?? ''));
  return [...new Set(ids.map((id) => id.slice(id.indexOf('/'))))];
}

test('the operator creates a channel; a bad phone is refused in the form', async ({ page }) => {
  await uiLogin(page, 'admin');
  await page.goto('/aiadmin/channel/add');
  await expect(rows(page).filter({ hasText: '渠道A' })).toHaveCount(1);
  await page.locator('.ant-btn-primary').filter({ hasText: '新增渠道' }).click();
  await opened(page);
  await modal(page).locator('#edit_name').fill(CHANNEL);
  await modal(page).locator('#edit_contactPhone').fill('12345');
  await save(page);
  await expect(modal(page).getByText('请输入正确的手机号或座机号')).toBeVisible();
  await modal(page).locator('#edit_contactPhone').fill('13912345678');
  await modal(page).locator('#edit_tenantQuota').fill('5');
  await save(page);
  await expect(toast(page, '操作成功')).toBeVisible();
  await expect(modal(page)).toBeHidden();
  await page.locator('#search_name').fill(CHANNEL);
  await page.getByTestId('search-form').locator('button[type=submit]').click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('13912345678');
});

test('the operator creates a tenant with aicall + aikb and an admin; that admin sees only those modules', async ({
  page,
}) => {
  await uiLogin(page, 'admin');
  await page.goto('/aiadmin/tenant/add');
  await page.locator('.ant-btn-primary').filter({ hasText: '新增租户' }).click();
  await opened(page);
  const m = modal(page);
  await m.locator('#edit_name').fill(TENANT);
  await m.locator('#edit_corpId').fill(`e2e-${stamp}`);
  await choose(page, '#edit_channelId', CHANNEL);
  await m.locator('#edit_expiresAt').fill('2099-12-31');
  await m.locator('#edit_expiresAt').press('Enter');
  await m.getByLabel('AI外呼').check();
  await m.getByLabel('知识库').check();
  await m.locator('#edit_adminUsername').fill(ADMIN.username);
  await m.locator('#edit_adminPassword').fill(ADMIN.password);
  await save(page);
  await expect(toast(page, '租户已创建')).toBeVisible();
  await expect(modal(page)).toBeHidden();
  await page.locator('#search_name').fill(TENANT);
  await page.getByTestId('search-form').locator('button[type=submit]').click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(CHANNEL);
  await expect(rows(page).first()).toContainText('2099-12-31');

  await signInAs(page, ADMIN);
  expect((await topMenus(page)).sort()).toEqual(['/aicall', '/aikb', '/bot', '/index']);
});

test('the channel admin sees the tenant list of their channel only', async ({ page }) => {
  await uiLogin(page, 'channel');
  await page.goto('/aiadmin/channel/tenant/list');
  await expect(rows(page).filter({ hasText: '知语演示租户' })).toHaveCount(1);
  await expect(rows(page)).toHaveCount(2);
  await expect(page.locator('.ant-table-tbody')).not.toContainText('ISO-MARK-T3');
  await expect(page.locator('.ant-table-tbody')).not.toContainText(TENANT);
  // The channel is fixed to their own.
  await expect(page.locator('#search_channelId')).toBeDisabled();
});

test('the operator switches a module off for the new tenant on /aiadmin/module', async ({ page }) => {
  await uiLogin(page, 'admin');
  await page.goto('/aiadmin/module');
  await page.locator('#search_name').fill(TENANT);
  await page.getByTestId('search-form').locator('button[type=submit]').click();
  await expect(rows(page)).toHaveCount(1);
  const kb = rows(page).first().locator('[data-testid$="-aikb"]');
  await expect(kb).toHaveAttribute('aria-checked', 'true');
  await kb.click();
  await expect(toast(page, '操作成功')).toBeVisible();
  await expect(kb).toHaveAttribute('aria-checked', 'false');
  await signInAs(page, ADMIN);
  expect((await topMenus(page)).sort()).toEqual(['/aicall', '/bot', '/index']);
});

test('a channel admin creates a tenant: the channel is fixed to their own', async ({ page }) => {
  await uiLogin(page, 'channel');
  await page.goto('/aiadmin/tenant/add');
  await expect(page.locator('.ant-table-tbody')).not.toContainText('ISO-MARK-T3');
  await page.locator('.ant-btn-primary').filter({ hasText: '新增租户' }).click();
  await opened(page);
  const m = modal(page);
  await expect(m.locator('#edit_channelId')).toBeDisabled();
  await expect(m.locator('.ant-select-content, .ant-select-selection-item').first()).toContainText('渠道A');
  await m.locator('#edit_name').fill(`${TENANT}-渠道建`);
  await m.locator('#edit_corpId').fill(`e2e-ch-${stamp}`);
  await save(page);
  await expect(toast(page, '租户已创建')).toBeVisible();
  await page.locator('#search_name').fill(`${TENANT}-渠道建`);
  await page.getByTestId('search-form').locator('button[type=submit]').click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('渠道A');
});

test('the tenant admin manages apps: a new app gets an appid; an app in use cannot be deleted', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto('/aiadmin/tenant/app/list');
  const inUse = rows(page).filter({ hasText: '30000001' });
  await expect(inUse).toHaveCount(1);
  await page.locator('.ant-btn-primary').filter({ hasText: '新增应用' }).click();
  await opened(page);
  await modal(page).locator('#edit_name').fill(`e2e应用${stamp}`);
  await save(page);
  await expect(toast(page, '操作成功')).toBeVisible();
  const mine = rows(page).filter({ hasText: `e2e应用${stamp}` });
  await expect(mine).toHaveCount(1);
  await expect(mine.locator('td').first()).toHaveText(/^\d{8}$/);
  await inUse.locator('button.ant-btn-dangerous').click();
  await confirmPop(page);
  await expect(
    page
      .locator('.ant-message-notice')
      .filter({ hasText: /该应用仍被\d+个用户使用，无法删除/ })
      .first(),
  ).toBeVisible();
  await expect(inUse).toHaveCount(1);
  // The first confirm has closed before the second opens (antd fades it out).
  await expect(page.locator('.ant-popconfirm:visible')).toHaveCount(0);
  await mine.locator('button.ant-btn-dangerous').click();
  await confirmPop(page);
  await expect(mine).toHaveCount(0);
});
