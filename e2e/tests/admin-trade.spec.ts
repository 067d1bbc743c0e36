import { expect, type Page, test } from '@playwright/test';
import { uiLogin } from './helpers.ts';

const modal = (page: Page) => page.locator('.ant-modal').filter({ visible: true });
async function opened(page: Page) {
  await expect(modal(page)).toBeVisible();
  await expect(page.locator('.ant-modal[class*="zoom-appear"], .ant-modal[class*="zoom-enter"]')).toHaveCount(0);
}
async function save(page: Page) {
  await modal(page)
    .getByRole('button', { name: '保 存' })
    .or(modal(page).getByRole('button', { name: '保存' }))
    .click();
  await expect(modal(page)).toHaveCount(0);
}
/** Confirms the open delete confirmation once it has finished zooming in (a click during the zoom is lost). */
async function confirm(page: Page) {
  const ok = page.getByRole('button', { name: /确\s*定/ }).filter({ visible: true });
  await expect(ok).toBeVisible();
  await expect(page.locator('.ant-popover[class*="-appear"], .ant-popover[class*="-enter"]')).toHaveCount(0);
  await ok.click();
}
const treeNode = (page: Page, name: string) =>
  page.locator('.ant-tree-treenode').filter({ has: page.getByText(name, { exact: true }) });

test('the operator edits the industry tree: add, add a sub-industry, refused delete, delete', async ({ page }) => {
  // Four dialogs and two confirmations: more than the default budget on a busy two-core machine.
  await uiLogin(page, 'admin');
  await page.goto('/index/operating/trade');
  // The page is ready once the tree and the lazily loaded toolbar texts have rendered.
  await expect(treeNode(page, '金融')).toBeVisible();
  await expect(page.getByRole('button', { name: /导\s*入/ })).toBeVisible();
  await page.getByTestId('trade-add').click();
  await opened(page);
  await modal(page).locator('#edit_name').fill('浏览器行业');
  await save(page);
  await expect(treeNode(page, '浏览器行业')).toBeVisible();
  // The confirmation has closed before the next one opens.
  await expect(page.getByRole('button', { name: /确\s*定/ }).filter({ visible: true })).toHaveCount(0);

  await treeNode(page, '浏览器行业').getByRole('button', { name: '新增子行业' }).click();
  await opened(page);
  await modal(page).locator('#edit_name').fill('浏览器子行业');
  await save(page);
  await expect(treeNode(page, '浏览器子行业')).toBeVisible();

  // A parent with a sub-industry is refused with the requirements-style message, and stays.
  await treeNode(page, '浏览器行业').getByRole('button', { name: '删除' }).first().click();
  await confirm(page);
  await expect(page.getByText('该行业下仍有1个子行业，无法删除')).toBeVisible();
  await expect(treeNode(page, '浏览器行业')).toBeVisible();
  // The confirmation has closed before the next one opens.
  await expect(page.getByRole('button', { name: /确\s*定/ }).filter({ visible: true })).toHaveCount(0);

  await treeNode(page, '浏览器子行业').getByRole('button', { name: '删除' }).click();
  await confirm(page);
  await expect(treeNode(page, '浏览器子行业')).toHaveCount(0);
});

test('the industry editor is the operator’s: a tenant admin gets the 403 page', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto('/index/operating/trade');
  await expect(page.getByText('无权访问')).toBeVisible();
  await expect(page.getByTestId('trade-add')).toHaveCount(0);
});
