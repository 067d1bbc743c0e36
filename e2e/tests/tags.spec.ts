import { expect, type Page, test } from '@playwright/test';
import { uiLogin } from './helpers.ts';

// One server for the file: these tests change the tag list, so they run one after another.
test.describe.configure({ mode: 'serial' });

const TAGS = '/aicall/crm-filed/list?tab=tags';
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const total = (page: Page) => page.getByTestId('list-pagination').locator('span').first();
const modal = (page: Page) => page.locator('.ant-modal').filter({ has: page.locator('#edit_name') });

async function searchName(page: Page, name: string) {
  await page.locator('#search_name').fill(name);
  await page.getByTestId('search-form').locator('button[type=submit]').click();
}

/**
 * The dialog has finished opening. antd zooms it in; on a busy machine a click during the zoom can
 * land where a button no longer is, so every click inside the dialog waits for this first.
 */
async function opened(page: Page) {
  await expect(modal(page)).toBeVisible();
  await expect(page.locator('.ant-modal[class*="zoom-appear"], .ant-modal[class*="zoom-enter"]')).toHaveCount(0);
}

async function createTag(page: Page, name: string) {
  await page.getByRole('button', { name: '新增标签' }).click();
  await opened(page);
  await modal(page).locator('#edit_name').fill(name);
  await modal(page)
    .getByRole('button', { name: '保 存' })
    .or(modal(page).getByRole('button', { name: '保存' }))
    .click();
}

test('tag CRUD as the tenant admin: create, edit, delete, batch delete', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto(TAGS);
  await expect(page.getByRole('tab', { name: '标签管理' })).toHaveAttribute('aria-selected', 'true');
  await expect(rows(page)).toHaveCount(10);
  const stamp = String(Date.now() % 1_000_000);
  const name = `e2e标签${stamp}`;
  await createTag(page, name);
  await expect(page.locator('.ant-message-notice').filter({ hasText: '操作成功' }).first()).toBeVisible();
  await expect(modal(page)).toBeHidden();
  await searchName(page, name);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByRole('button', { name: '编辑' }).click();
  await opened(page);
  await expect(modal(page).locator('#edit_name')).toHaveValue(name);
  await modal(page).locator('#edit_name').fill(`${name}改`);
  await modal(page).locator('button.ant-btn-primary').click();
  await expect(rows(page).first()).toContainText(`${name}改`);
  await rows(page)
    .first()
    .getByRole('button', { name: '删 除' })
    .or(rows(page).first().getByRole('button', { name: '删除' }))
    .click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: '确 定' })
    .or(page.locator('.ant-popconfirm').getByRole('button', { name: '确定' }))
    .click();
  await expect(page.locator('.ant-table-placeholder')).toBeVisible();
  // Batch delete two fresh tags.
  await createTag(page, `${name}-a`);
  await expect(modal(page)).toBeHidden();
  await createTag(page, `${name}-b`);
  await expect(modal(page)).toBeHidden();
  await searchName(page, `${name}-`);
  await expect(rows(page)).toHaveCount(2);
  await page.locator('.ant-table-thead .ant-checkbox-input').check();
  await page.getByRole('button', { name: '批量删除' }).click();
  const confirm = page.locator('.ant-popconfirm:visible .ant-btn-primary');
  await expect(confirm).toBeVisible();
  await confirm.click();
  await expect(page.locator('.ant-table-placeholder')).toBeVisible();
});

test('list state (page, size, sort, filter) lives in the URL: reload and back keep it', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto(TAGS);
  await expect(rows(page)).toHaveCount(10);
  // Sort by name ascending (first click on the header).
  await page.locator('.ant-table-thead th').filter({ hasText: '标签名称' }).click();
  await expect(page).toHaveURL(/sort=name&order=ASC/);
  await expect(page.locator('.ant-table-thead th[aria-sort=ascending]')).toContainText('标签名称');
  // Size 5, then page 3.
  await page.getByTestId('list-pagination').locator('.ant-select').click();
  await page.locator('.ant-select-dropdown').getByText('5 条/页').click();
  await expect(page).toHaveURL(/size=5/);
  await expect(rows(page)).toHaveCount(5);
  const page3 = page.waitForResponse((r) => r.url().includes('/tag/list') && r.url().includes('pageNum=3'));
  await page.getByTestId('list-pagination').locator('.ant-pagination-item-3').click();
  await page3;
  await expect(page).toHaveURL(/page=3&size=5/);
  await expect(page.getByTestId('list-pagination').locator('.ant-pagination-item-active')).toHaveText('3');
  await expect(page.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);
  const onPage3 = await rows(page).allTextContents();
  await page.reload();
  await expect(page.getByTestId('list-pagination').locator('.ant-pagination-item-active')).toHaveText('3');
  await expect(rows(page)).toHaveText(onPage3);
  await expect(page.locator('.ant-table-thead th[aria-sort=ascending]')).toContainText('标签名称');
  // A filter goes to page 1; back returns to page 3 with the same rows and no filter.
  await page.locator('#search_name').fill('客户');
  await page.getByTestId('search-form').locator('button[type=submit]').click();
  await expect(page).toHaveURL(/page=1/);
  await expect(page).toHaveURL(/q=/);
  // Wait until the search shows, not only until the URL changed: navigations render as transitions,
  // and a back pressed before this one commits folds into it and lands where the screen already is.
  await expect(page.getByTestId('list-pagination').locator('.ant-pagination-item-active')).toHaveText('1');
  await expect(rows(page).first()).toContainText('客户');
  await expect(page.locator('#search_name')).toHaveValue('客户');
  await page.goBack();
  await expect(page).toHaveURL(/page=3&size=5/);
  await expect(page.locator('#search_name')).toHaveValue('');
  await expect(rows(page)).toHaveText(onPage3);
  await page.goForward();
  await expect(page.locator('#search_name')).toHaveValue('客户');
  await page.reload();
  await expect(page.locator('#search_name')).toHaveValue('客户');
  await expect(rows(page).first()).toContainText('客户');
  // Reset clears the form and the list's filter, and shows every tag again.
  await page
    .getByTestId('search-form')
    .getByRole('button', { name: /重\s*置/ })
    .click();
  await expect(page.locator('#search_name')).toHaveValue('');
  await expect(page).toHaveURL(/q=%7B%7D/);
  await expect(rows(page)).toHaveCount(5);
});

test('bad input shows the message and creates nothing', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto(TAGS);
  await expect(rows(page)).toHaveCount(10);
  const before = await total(page).textContent();
  await page.getByRole('button', { name: '新增标签' }).click();
  await opened(page);
  // Empty, then only spaces: the form refuses with 请输入 and sends nothing.
  await modal(page).locator('button.ant-btn-primary').click();
  await expect(modal(page).locator('.ant-form-item-explain-error')).toHaveText('请输入');
  await modal(page).locator('#edit_name').fill('    ');
  await modal(page).locator('button.ant-btn-primary').click();
  await expect(modal(page).locator('.ant-form-item-explain-error')).toHaveText('请输入');
  // More than 30 characters cannot be typed: the box keeps 30.
  await modal(page).locator('#edit_name').fill('');
  await modal(page).locator('#edit_name').pressSequentially('标'.repeat(35));
  await expect(modal(page).locator('#edit_name')).toHaveValue('标'.repeat(30));
  // A name already taken: the server's message, the dialog stays open, nothing is added.
  await modal(page).locator('#edit_name').fill('老客户');
  await modal(page).locator('button.ant-btn-primary').click();
  await expect(
    page.locator('.ant-message-notice').filter({ hasText: '数据已存在: 标签名称「老客户」已存在' }),
  ).toBeVisible();
  await expect(modal(page)).toBeVisible();
  await modal(page).locator('.ant-modal-close').click();
  await page.reload();
  await expect(total(page)).toHaveText(before ?? '');
});

test('the attribute tab lists the attributes and keeps the tag tab one click away', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto('/aicall/crm-filed/list');
  await expect(page.getByRole('tab', { name: '属性管理' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.ant-table-thead')).toContainText('属性名称');
  await expect(rows(page).filter({ hasText: '年龄' })).toContainText('数字');
  await page.getByRole('tab', { name: '标签管理' }).click();
  await expect(page).toHaveURL(/tab=tags/);
  await expect(page.getByRole('tabpanel', { name: '标签管理' }).locator('.ant-table-thead')).toContainText('标签名称');
});
