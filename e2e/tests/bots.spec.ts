import { expect, type Page, test } from '@playwright/test';
import { choose, uiLogin } from './helpers.ts';
import { confirmMore, moreAction } from './row-actions.helpers.ts';

// One server for the file: these tests change the bot list, so they run one after another.
test.describe.configure({ mode: 'serial' });

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const modal = (page: Page) => page.locator('.ant-modal').filter({ has: page.locator('#edit_name') });
/** antd spaces out two-character button labels (删 除). */
const label = (s: string) => new RegExp(`^${[...s].join('\\s?')}$`);

async function searchName(page: Page, name: string) {
  await page.locator('#search_name').fill(name);
  await page.getByTestId('search-form').locator('button[type=submit]').click();
}

/** The dialog has finished opening (a click during antd's zoom can miss). */
async function opened(page: Page) {
  await expect(modal(page)).toBeVisible();
  await expect(page.locator('.ant-modal[class*="zoom-appear"], .ant-modal[class*="zoom-enter"]')).toHaveCount(0);
}

test('create, search, copy and delete a bot on /bot/bot-list', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto('/bot/bot-list');
  await expect(rows(page).first()).toBeVisible();
  const name = `e2e机器人${Date.now() % 1_000_000}`;

  await page.getByRole('button', { name: '新建机器人' }).click();
  await opened(page);
  await modal(page).locator('#edit_name').fill(name);
  await choose(page, '#edit_type', '呼入');
  await modal(page).locator('button.ant-btn-primary').click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '操作成功' }).first()).toBeVisible();
  await expect(modal(page)).toBeHidden();

  await searchName(page, name);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('呼入');
  await expect(rows(page).first()).toContainText('未发布');

  await rows(page)
    .first()
    .getByRole('button', { name: label('复制') })
    .click();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).filter({ hasText: `${name}-副本` })).toHaveCount(1);

  // Share the original, then delete the copy and the original.
  const original = rows(page).filter({ hasText: new RegExp(`${name}(?!-)`) });
  await original.getByRole('switch').click();
  await expect(original.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  for (const n of [`${name}-副本`, name]) {
    const row = rows(page).filter({ has: page.getByText(n, { exact: true }) });
    await moreAction(page, row, '删除');
    await confirmMore(page);
    await expect(rows(page).filter({ has: page.getByText(n, { exact: true }) })).toHaveCount(0);
  }
  await expect(page.locator('.ant-table-placeholder')).toBeVisible();
});

test('the same list at /index/bot: the published demo bot opens its detail page', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto('/index/bot');
  await searchName(page, '信用卡分期');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('v1');
  await expect(rows(page).first()).toContainText('外呼');
  await rows(page)
    .first()
    .getByRole('button', { name: label('编辑') })
    .click();
  await expect(page).toHaveURL(/\/index\/botDetail\?id=bot-2001-1/);
});

test('a bad name is refused in the dialog and nothing is created', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto('/bot/bot-list');
  await page.getByRole('button', { name: '新建机器人' }).click();
  await opened(page);
  // Without a type the dialog itself refuses.
  await modal(page).locator('#edit_name').fill('售后回访');
  await modal(page).locator('button.ant-btn-primary').click();
  await expect(modal(page).locator('.ant-form-item-explain-error')).toBeVisible();
  // A name the app already has: the server refuses, the dialog stays open.
  await choose(page, '#edit_type', '外呼');
  await modal(page).locator('button.ant-btn-primary').click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '机器人名称「售后回访」已存在' })).toBeVisible();
  await expect(modal(page)).toBeVisible();
  await modal(page)
    .getByRole('button', { name: label('取消') })
    .click();
  await expect(modal(page)).toBeHidden();
  await searchName(page, '售后回访');
  await expect(rows(page)).toHaveCount(1);
});
