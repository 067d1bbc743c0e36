import { PassThrough } from 'node:stream';
import { expect, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';

/** Steps of the AI-call scenario: the flow canvas, antd dialogs, the windows editor, an .xlsx file. */

export const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.ant-message-notice').filter({ hasText: text }).first();
/** A button by its label; antd spaces out two-character labels (删 除). */
export const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name: new RegExp(`^${[...name].join('\\s?')}$`) });
export const node = (page: Page, id: string) => page.getByTestId(`flow-node-${id}`);
/** The number a progress statistic of the task details shows. */
export const stat = (page: Page, key: string) =>
  page.getByTestId(`progress-${key}`).locator('.ant-statistic-content-value');

/** A dialog has finished opening (antd zooms it in; a click during the zoom can miss). */
export async function opened(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect(page.locator('.ant-modal[class*="zoom-appear"], .ant-modal[class*="zoom-enter"]')).toHaveCount(0);
}

export async function search(page: Page, field: string, value: string) {
  await page.locator(`#search_${field}`).fill(value);
  await page.getByTestId('search-form').locator('button[type=submit]').click();
}

/** A one-sheet workbook with these rows. */
export async function xlsx(data: unknown[][]): Promise<Buffer> {
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

/** Drags a connection from the bottom handle of one node to the top handle of another. */
export async function connect(page: Page, from: string, to: string) {
  const a = await page.locator(`[data-id="${from}"] .react-flow__handle-bottom`).boundingBox();
  const b = await page.locator(`[data-id="${to}"] .react-flow__handle-top`).boundingBox();
  if (!a || !b) throw new Error(`handles of ${from} → ${to} not on screen`);
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

/** Selects a node by clicking its title and writes its text in the properties panel. */
export async function nodeText(page: Page, id: string, text: string) {
  await node(page, id).click({ position: { x: 40, y: 30 } });
  await expect(page.getByTestId('node-form')).toContainText(id);
  await page.locator('#node-text').fill(text);
  await expect(node(page, id)).toContainText(text.slice(0, 8));
}

export async function tab(page: Page, name: RegExp) {
  await page.getByTestId('side-panel').getByRole('tab', { name }).click();
}

/** Adds a flow intent with its example utterances (comma separated) through the intents tab. */
export async function addIntent(page: Page, id: string, name: string, examples: string) {
  await tab(page, /^意图/);
  await page.locator('#new-intent-name').fill(name);
  await page.getByRole('button', { name: '添加意图' }).click();
  await expect(page.getByTestId(`intent-${id}`)).toContainText(name);
  await page.locator(`#intent-${id}-examples`).fill(examples);
  await expect(page.getByTestId(`intent-${id}`)).toContainText(`例句 ${examples.split(',').length}`);
}

/** Types a time into one end of a time range picker and confirms it. */
async function typeTime(input: Locator, time: string) {
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.pressSequentially(time);
  await input.press('Enter');
}

/**
 * Opens every weekday of the task form's windows editor for the whole day: each day's ranges are
 * removed, one is added and set to 00:00–23:59 (the editor's last minute of the day).
 */
export async function allDayWindows(page: Page, dialog: Locator) {
  for (const day of ['1', '2', '3', '4', '5', '6', '0']) {
    const row = dialog.getByTestId('windows-editor').locator(`[data-day="${day}"]`);
    const remove = row.getByRole('button', { name: '删除' });
    while ((await remove.count()) > 0) await remove.first().click();
    await expect(row).toContainText('不呼叫');
    await row.getByRole('button', { name: '添加时段' }).click();
    const inputs = row.locator('input');
    await expect(inputs).toHaveCount(2);
    await expect(async () => {
      await typeTime(inputs.nth(0), '00:00');
      await typeTime(inputs.nth(1), '23:59');
      await expect(inputs.nth(0)).toHaveValue('00:00', { timeout: 1_000 });
      await expect(inputs.nth(1)).toHaveValue('23:59', { timeout: 1_000 });
      await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  }
}
