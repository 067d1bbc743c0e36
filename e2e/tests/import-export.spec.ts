import { readFileSync } from 'node:fs';
import { PassThrough, Readable } from 'node:stream';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { uiLogin } from './helpers.ts';

// These tests change the tag list: one after another.
test.describe.configure({ mode: 'serial' });

const TAGS = '/aicall/crm-filed/list?tab=tags';
const importModal = (page: Page) => page.locator('.ant-modal').filter({ has: page.locator('.ant-upload-drag') });

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new PassThrough();
  out.on('data', (c: Buffer) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out });
  const ws = wb.addWorksheet('Sheet1');
  for (const r of rows) ws.addRow(r).commit();
  ws.commit();
  await wb.commit();
  return Buffer.concat(chunks);
}

async function openImport(page: Page) {
  await uiLogin(page, 'tenant');
  await page.goto(TAGS);
  await page
    .getByRole('button', { name: '导 入' })
    .or(page.getByRole('button', { name: '导入' }))
    .click();
  await expect(importModal(page)).toBeVisible();
}
const confirm = (page: Page) =>
  importModal(page)
    .getByRole('button', { name: '确 定' })
    .or(importModal(page).getByRole('button', { name: 'OK' }))
    .click();

test('import dialog: 请上传文件, 导入提示/正在导入, 导入成功 and the list refreshes', async ({ page }) => {
  await openImport(page);
  await confirm(page);
  await expect(page.getByText('请上传文件')).toBeVisible();
  const name = `导入e2e${Date.now() % 100000}`;
  const file = await xlsx([
    ['标签名称', '分组', '状态', '描述'],
    [name, 'customer', 1, 'e2e'],
  ]);
  await importModal(page)
    .locator('input[type=file]')
    .setInputFiles({ name: 'tags.xlsx', mimeType: 'application/octet-stream', buffer: file });
  // Slow the status answer a little so the loading dialog can be seen.
  await page.route('**/tag/import/status*', async (r) => {
    await new Promise((res) => setTimeout(res, 400));
    await r.continue();
  });
  await confirm(page);
  await expect(page.locator('.ant-modal-title', { hasText: '导入提示' })).toBeVisible();
  await expect(page.getByText('正在导入')).toBeVisible();
  await expect(page.getByText('导入成功')).toBeVisible();
  await expect(importModal(page)).toBeHidden();
  await page.locator('#search_name').fill(name);
  await page.getByTestId('search-form').locator('button[type=submit]').click();
  await expect(page.locator('.ant-table-tbody').getByText(name)).toBeVisible();
});

test('a bad file: its message, and the dialog opens again', async ({ page }) => {
  await openImport(page);
  const file = await xlsx([['分组'], ['other']]);
  await importModal(page)
    .locator('input[type=file]')
    .setInputFiles({ name: 'bad.xlsx', mimeType: 'application/octet-stream', buffer: file });
  await confirm(page);
  await expect(page.getByText('缺少必填列：标签名称')).toBeVisible();
  await expect(importModal(page)).toBeVisible();
  // A renamed text file is refused by content at upload.
  await importModal(page)
    .locator('input[type=file]')
    .setInputFiles({ name: 'notes.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('just text') });
  await confirm(page);
  await expect(page.getByText(/文件格式不匹配/)).toBeVisible();
  await expect(importModal(page)).toBeVisible();
});

test('export: the download opens and reads back, then export succeeded (导出成功)', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto(TAGS);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /导\s?出/ }).click();
  const download = await downloading;
  await expect(page.getByText('导出成功')).toBeVisible();
  const path = await download.path();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([readFileSync(path)]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
  });
  const rows: unknown[][] = [];
  for await (const ws of reader) {
    for await (const row of ws as AsyncIterable<ExcelJS.Row>) rows.push((row.values as unknown[]).slice(1));
    break;
  }
  expect(rows[0]).toEqual(['标签名称', '分组', '状态', '描述']);
  expect(rows.length).toBeGreaterThan(1);
});

test('the import dialog applies the file rules before sending (requirements §5)', async ({ page }) => {
  await openImport(page);
  const input = importModal(page).locator('input[type=file]');
  const toast = (text: string) => page.locator('.ant-message-notice').filter({ hasText: text });
  const sheet = await xlsx([['标签名称'], ['x']]);
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('text') });
  await expect(toast('文件格式不匹配')).toHaveCount(1);
  await input.setInputFiles([
    { name: 'a.xlsx', mimeType: 'application/octet-stream', buffer: sheet },
    { name: 'b.xlsx', mimeType: 'application/octet-stream', buffer: sheet },
  ]);
  await expect(toast('文件数量超出1条限制，请删除后再上传！')).toHaveCount(1);
  // The first of the two was taken; the second was refused.
  await expect(importModal(page).locator('.ant-upload-list-item')).toHaveCount(1);
  await input.setInputFiles({
    name: 'big.xlsx',
    mimeType: 'application/octet-stream',
    buffer: Buffer.alloc(3 * 1024 * 1024),
  });
  await expect(toast('上传文件不能超过2M')).toHaveCount(1);
  await expect(importModal(page).locator('.ant-upload-list-item')).toContainText('a.xlsx');
});
