import { PassThrough } from 'node:stream';
import { expect, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { uiLogin } from './helpers.ts';

// One library made here, changed step by step: one after another. Each test walks a whole screen
// (an import, a page of edits), so it gets more than the default 30 s on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const stamp = String(Date.now() % 1_000_000).padStart(6, '0');
const LIB = `e2e知识库${stamp}`;
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const total = (page: Page) => page.getByTestId('list-pagination').locator('span').first();
const toast = (page: Page, text: string) => page.locator('.ant-message-notice').filter({ hasText: text }).first();
const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name }).or(scope.getByRole('button', { name: name.split('').join(' ') }));
const importModal = (page: Page) => page.locator('.ant-modal').filter({ has: page.locator('.ant-upload-drag') });

async function xlsx(data: unknown[][]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new PassThrough();
  out.on('data', (c: Buffer) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out });
  const ws = wb.addWorksheet('Sheet1');
  for (const r of data) ws.addRow(r).commit();
  ws.commit();
  await wb.commit();
  return Buffer.concat(chunks);
}

/** A dialog has finished opening (antd zooms it in; a click during the zoom can miss). */
async function opened(page: Page, modal: Locator) {
  await expect(modal).toBeVisible();
  await expect(page.locator('.ant-modal[class*="zoom-appear"], .ant-modal[class*="zoom-enter"]')).toHaveCount(0);
}

async function search(page: Page, field: string, value: string) {
  await page.locator(`#search_${field}`).fill(value);
  await page.getByTestId('search-form').locator('button[type=submit]').click();
}

const question = (i: number) => `测试问题${stamp}-${String(i).padStart(2, '0')}`;

async function openLibrary(page: Page) {
  await page.goto('/aikb/words-library');
  await search(page, 'name', LIB);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByTestId('kb-open-library').click();
  await expect(page.getByTestId('kb-library-name')).toHaveText(LIB, { timeout: 20_000 });
}

test('create a library and import 20 items from a workbook', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto('/aikb/words-library');
  await expect(rows(page).filter({ hasText: '常见问题' })).toHaveCount(1);
  await button(page, '新建知识库').click();
  const modal = page.locator('.ant-modal').filter({ has: page.locator('#edit_name') });
  await opened(page, modal);
  await modal.locator('#edit_name').fill(LIB);
  await modal.locator('#edit_description').fill('浏览器测试');
  await modal.locator('button.ant-btn-primary').click();
  await expect(toast(page, '操作成功')).toBeVisible();
  await openLibrary(page);
  await expect(page.locator('.ant-table-placeholder')).toBeVisible();

  const file = await xlsx([
    ['标准问题', '相似问题', '答案', '分类', '标签', '知识类型', '有效性'],
    ...Array.from({ length: 20 }, (_, i) => [
      question(i),
      `相似说法${i}甲\n相似说法${i}乙`,
      `第${i}条答案`,
      i < 10 ? '售后/退货' : '物流',
      '测试,导入',
      '问答话术库',
      '有效',
    ]),
  ]);
  await button(page, '导入').click();
  await opened(page, importModal(page));
  await importModal(page)
    .locator('input[type=file]')
    .setInputFiles({ name: 'knowledge.xlsx', mimeType: 'application/octet-stream', buffer: file });
  await button(importModal(page), '确定').click();
  await expect(toast(page, '导入成功')).toBeVisible({ timeout: 60_000 });
  await expect(total(page)).toContainText('20');
  await expect(rows(page)).toHaveCount(10);
  // The category paths became the label tree.
  const tree = page.getByTestId('kb-tree');
  await expect(tree).toContainText('售后');
  await expect(tree).toContainText('物流');
  await tree.getByText('售后', { exact: true }).click();
  await expect(total(page)).toContainText('10');
});

test('edit an item in the drawer, then batch-disable a page of items', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await openLibrary(page);
  await search(page, 'keyword', question(3));
  await expect(rows(page)).toHaveCount(1);
  await button(rows(page).first(), '编辑').click();
  const drawer = page.locator('.ant-drawer').filter({ has: page.locator('#knowledge_question') });
  await expect(drawer.locator('#knowledge_question')).toHaveValue(question(3));
  await drawer.locator('#knowledge_question').fill(`${question(3)}改`);
  await drawer.getByTestId('kb-item-save').click();
  await expect(toast(page, '操作成功')).toBeVisible();
  await expect(rows(page).first()).toContainText(`${question(3)}改`);

  await search(page, 'keyword', stamp);
  await expect(total(page)).toContainText('20');
  await page.locator('.ant-table-thead .ant-checkbox-input').check();
  await page.getByTestId('kb-batch-disable').click();
  await expect(toast(page, '操作成功')).toBeVisible();
  await expect(rows(page).filter({ hasText: '无效' })).toHaveCount(10);
});

test('the change log shows the import, the edit and the disables with before and after', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto('/aikb/operaLog');
  await expect(page.getByTestId('page-title')).toHaveText('操作日志');
  const mine = rows(page).filter({ hasText: stamp });
  await expect(mine.first()).toBeVisible();
  await expect(mine.first()).toContainText('停用');
  await button(mine.first(), '查看变更').click();
  const diff = page.getByTestId('kb-log-diff');
  await expect(diff).toContainText('有效性');
  await expect(diff.locator('tbody tr').first()).toContainText('0');
  await expect(diff.locator('tbody tr').first()).toContainText('1');
  await page.keyboard.press('Escape');
  // The first change's dialog is gone before the next one opens (it must not be read for the next).
  await expect(diff).toBeHidden();
  // The edit is there with the old and new question.
  await page.locator('#search_action').click();
  await page.locator('.ant-select-dropdown:visible').getByText('编辑', { exact: true }).click();
  await page.getByTestId('search-form').locator('button[type=submit]').click();
  const edit = rows(page).filter({ hasText: `${question(3)}改` });
  await expect(edit).toHaveCount(1);
  await button(edit, '查看变更').click();
  await expect(diff).toContainText(question(3));
  await expect(diff).toContainText(`${question(3)}改`);
});

test('similar questions suggested in the drawer are added to the item and saved with it', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await openLibrary(page);
  await search(page, 'keyword', question(5));
  await expect(rows(page)).toHaveCount(1);
  await button(rows(page).first(), '编辑').click();
  const drawer = page.locator('.ant-drawer').filter({ has: page.locator('#knowledge_question') });
  await expect(drawer.locator('#knowledge_question')).toHaveValue(question(5));
  const panel = drawer.getByTestId('kb-suggest');
  await expect(panel).toContainText('根据标准问题生成说法不同、意思相同的问题');
  await panel.getByTestId('kb-suggest-run').click();
  const first = panel.getByTestId('kb-suggestion').first();
  await expect(first).toBeVisible();
  const suggested = (await first.locator('.ant-typography').textContent()) ?? '';
  expect(suggested.length).toBeGreaterThan(0);
  await first.getByRole('button').click();
  await expect(toast(page, '已加入 1 个相似问题，保存后生效')).toBeVisible();
  const similarField = drawer
    .locator('.ant-form-item')
    .filter({ has: page.locator('#knowledge_similar') })
    .first();
  await expect(similarField.locator('.ant-tag').filter({ hasText: suggested })).toHaveCount(1);
  await drawer.getByTestId('kb-item-save').click();
  await expect(toast(page, '操作成功')).toBeVisible();
  // Opened again, the item holds the accepted question.
  await button(rows(page).first(), '编辑').click();
  await expect(similarField.locator('.ant-tag').filter({ hasText: suggested })).toHaveCount(1);
});

test('the hits of a demo item list the questions it answered and how they ended', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto('/aikb/words-library');
  // The demo library, whose items the demo text history answered.
  await search(page, 'name', '常见问题');
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByTestId('kb-open-library').click();
  await expect(page.getByTestId('kb-library-name')).toHaveText('常见问题', { timeout: 20_000 });
  const question = (await rows(page).first().locator('td').nth(1).textContent()) ?? '';
  await button(rows(page).first(), '命中记录').click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: `命中记录：${question}` });
  await expect(drawer.getByTestId('kb-evidence-summary')).toContainText('回答次数');
  const hits = drawer.getByTestId('kb-evidence-table').locator('.ant-table-tbody tr.ant-table-row');
  await expect(hits.first()).toBeVisible();
  await expect(hits.first()).toContainText('直接回答');
  await expect(drawer.getByTestId('kb-evidence-pagination')).toContainText('共');
});

test('the /iframe/aikb/words-library twin lists the libraries without the shell', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto('/iframe/aikb/words-library');
  await expect(rows(page).filter({ hasText: '常见问题' })).toHaveCount(1);
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
});
