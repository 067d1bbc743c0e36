import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { uiLogin } from './helpers.ts';

// Both tests import rows: one after another.
test.describe.configure({ mode: 'serial' });

const importModal = (page: Page) => page.locator('.ant-modal').filter({ has: page.locator('.ant-upload-drag') });
const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name }).or(scope.getByRole('button', { name: name.split('').join(' ') }));

async function openImport(page: Page, path: string) {
  await page.goto(path);
  await button(page, '导入').first().click();
  await expect(importModal(page)).toBeVisible();
  await expect(page.locator('.ant-modal[class*="zoom-appear"], .ant-modal[class*="zoom-enter"]')).toHaveCount(0);
}

/** Clicks 下载模板 and returns the saved file's name and workbook. */
async function downloadTemplate(page: Page) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    importModal(page).getByTestId('import-template').click(),
  ]);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(readFileSync(await file.path()) as unknown as ArrayBuffer);
  return { name: file.suggestedFilename(), wb };
}

/**
 * Fills the template as a user would: one row under the header, each cell the example of its
 * column from the 填写说明 sheet, or the given value. Returns the filled file.
 */
async function fill(wb: ExcelJS.Workbook, values: Record<string, string>) {
  const [data, guide] = wb.worksheets;
  const headers = (data.getRow(1).values as unknown[]).slice(1).map(String);
  const examples = new Map<string, unknown>();
  guide.eachRow((row, n) => {
    if (n > 1) examples.set(String(row.getCell(1).value ?? ''), row.getCell(4).value ?? '');
  });
  data.addRow(headers.map((h) => values[h] ?? examples.get(h) ?? ''));
  return { headers, buffer: Buffer.from(await wb.xlsx.writeBuffer()) };
}

async function upload(page: Page, buffer: Buffer) {
  await importModal(page)
    .locator('input[type=file]')
    .setInputFiles({ name: 'filled.xlsx', mimeType: 'application/octet-stream', buffer });
  await button(importModal(page), '确定').click();
}

test('tags: 下载模板 gives 标签导入模板.xlsx; the filled template imports and says 共导入 1 条', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await openImport(page, '/aicall/crm-filed/list?tab=tags');
  await expect(importModal(page).getByTestId('import-template')).toHaveText(/下载模板/);
  await page.screenshot({ path: '/tmp/import-template-dialog.png' });
  const { name, wb } = await downloadTemplate(page);
  expect(name).toBe('标签导入模板.xlsx');
  expect(wb.worksheets.map((w) => w.name)).toEqual(['导入数据', '填写说明']);
  const tag = `模板e2e${Date.now() % 100000}`;
  const { headers, buffer } = await fill(wb, { 标签名称: tag });
  expect(headers).toEqual(['标签名称', '分组', '状态', '描述']);
  await upload(page, buffer);
  await expect(page.getByText('导入成功，共导入 1 条')).toBeVisible();
  await page.screenshot({ path: '/tmp/import-template-success.png' });
  await expect(importModal(page)).toBeHidden();
  await page.locator('#search_name').fill(tag);
  await page.getByTestId('search-form').locator('button[type=submit]').click();
  await expect(page.locator('.ant-table-tbody').getByText(tag)).toBeVisible();
});

test("customers: the template carries the tenant's attribute columns and imports as filled", async ({ page }) => {
  await uiLogin(page, 'tenant');
  await openImport(page, '/aicall/crm/list');
  const { name, wb } = await downloadTemplate(page);
  expect(name).toBe('客户导入模板.xlsx');
  const phone = `139${String(Date.now() % 100_000_000).padStart(8, '0')}`;
  const { headers, buffer } = await fill(wb, { 手机号: phone });
  expect(headers.slice(0, 3)).toEqual(['姓名', '手机号', '标签']);
  await upload(page, buffer);
  await expect(page.getByText('导入成功，共导入 1 条')).toBeVisible();
});
