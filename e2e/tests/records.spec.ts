import { expect, type Page, test } from '@playwright/test';
import { choose, uiLogin } from './helpers.ts';

const DAY = 86_400_000;
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
/** The last fifteen days: the demo calls lie in the last fourteen, whatever day of the month it is. */
const range = () => {
  const now = Date.now();
  return `from=${now - 15 * DAY}&to=${now + DAY}`;
};

/** A dialog has finished opening (antd zooms it in; a click during the zoom can miss). */
async function opened(page: Page, title: string) {
  const modal = page.locator('.ant-modal').filter({ hasText: title });
  await expect(modal).toBeVisible();
  await expect(page.locator('.ant-modal[class*="zoom-appear"], .ant-modal[class*="zoom-enter"]')).toHaveCount(0);
  return modal;
}

/**
 * Demo calls only: the range ends two hours ago, before any call another test's task makes on the
 * shared server (a task's call may end before the callee says a word).
 */
const demoRange = () => {
  const now = Date.now();
  return `from=${now - 15 * DAY}&to=${now - 2 * 3_600_000}`;
};

test('outbound records: filter, open a call, read its conversation and level', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto(`/aicall/call-manage/outbound-record?${demoRange()}`);
  await expect(page.getByTestId('record-range')).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await choose(page, '#search_resultClass', '成功');
  await page.getByTestId('search-form').locator('button[type=submit]').click();
  await expect(page).toHaveURL(/resultClass/);
  // Every row left is a success (retried until the filtered page has replaced the first one).
  await expect(rows(page).first()).toContainText('成功');
  await expect(rows(page).filter({ hasNotText: '成功' })).toHaveCount(0);
  await rows(page).first().getByRole('button', { name: '详情' }).click();
  const drawer = page.getByTestId('record-detail');
  await expect(drawer).toBeVisible();
  const chat = page.getByTestId('record-chat');
  // Every answered demo call has the bot's greeting and at least one line from the callee.
  await expect(chat.locator('[data-role=bot]').first()).toContainText(/^机器人 · [\d.]+s您好/);
  await expect(chat.locator('[data-role=user]').first()).toBeVisible();
  await expect(page.getByTestId('record-level')).toHaveText(/^[A-F]$/);
});

test('a range without both ends shows the required message', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto('/aicall/call-manage/outbound-record?range=none');
  await expect(page.getByTestId('record-range')).toContainText('时间不能为空');
  await expect(rows(page)).toHaveCount(0);
});

test('define an intention level with a rule', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto('/aicall/call-manage/intention-degree');
  await expect(page.getByTestId('level-table')).toContainText('其余接通的通话');
  await page.getByRole('button', { name: '新增意向等级' }).click();
  const modal = await opened(page, '新增意向等级');
  await modal.locator('#intention-level_name').fill('E2E-S');
  await modal.locator('#intention-level_description').fill('浏览器测试等级');
  await modal.getByRole('button', { name: '添加规则' }).click();
  await modal.locator('#intention-level_rules_0_value').fill('微信');
  await choose(page, '#intention-level_rules_0_fact', '客户关键词');
  await modal.getByRole('button', { name: /保\s*存/ }).click();
  await expect(modal).toBeHidden();
  const row = page.getByTestId('level-table').locator('tr').filter({ hasText: 'E2E-S' });
  await expect(row).toContainText('客户关键词 包含 微信');
  await expect(row).toContainText('有效');
});

test('simulate an inbound call and see it listed', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto(`/aicall/call-manage/inbound-record?${range()}`);
  await page.getByRole('button', { name: '模拟呼入' }).click();
  const modal = await opened(page, '被叫号码');
  await choose(page, '#simulate-inbound_lineId', '4008001234');
  const caller = `139${String(Date.now()).slice(-8)}`;
  await modal.locator('#simulate-inbound_caller').fill(caller);
  await modal.getByRole('button', { name: /呼\s*入/ }).click();
  await expect(modal).toBeHidden();
  const row = rows(page).filter({ hasText: caller });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('4008001234');
  await row.getByRole('button', { name: '详情' }).click();
  await expect(page.getByTestId('record-chat').locator('[data-role=bot]').first()).toBeVisible();
});

test('intention details: a tab per level with its count', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto(`/aicall/call-manage/intention-detail?${range()}`);
  const tabs = page.getByTestId('level-tabs');
  await expect(tabs.getByRole('tab', { name: /^全部（\d+）$/ })).toBeVisible();
  const levelTab = tabs.getByRole('tab', { name: /^[A-F]（\d+）$/ }).first();
  const name = (await levelTab.textContent())?.slice(0, 1) ?? '';
  await levelTab.click();
  await expect(page).toHaveURL(new RegExp(`level=${name}`));
  await expect(rows(page).first()).toBeVisible();
  // Every row shown carries the tab's level (retried until the level's page has replaced the first one).
  await expect(
    rows(page)
      .locator('.ant-tag-blue')
      .filter({ hasNotText: new RegExp(`^${name}$`) }),
  ).toHaveCount(0);
});
