import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';

/** The boards' bars are drawn in this colour (hot/rank-chart.ts): how a test finds them in the SVG. */
export const BAR = 'path[fill="#1677ff"]';

/** A day `n` days from today in Shanghai (the tenants' calendar), YYYY-MM-DD. */
export function shanghaiDay(n = 0): string {
  return new Date(Date.now() + n * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Shanghai' });
}

/** The month before the one `day` is in, YYYY-MM. */
export function monthBefore(day: string): string {
  const [y, m] = day.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/**
 * A range within one month holding demo calls (they lie in the last fourteen days) and ending
 * yesterday, so calls other tests make today never change a figure while it is compared.
 */
export function demoRange(): { start: string; end: string } {
  const end = shanghaiDay(-1);
  if (Number(end.slice(8)) >= 5) return { start: `${end.slice(0, 7)}-01`, end };
  const [y, m] = end.split('-').map(Number);
  return { start: `${monthBefore(end)}-01`, end: new Date(Date.UTC(y, m - 1, 0)).toISOString().slice(0, 10) };
}

/** The records list's "共 N 条". */
export const listTotal = (page: Page) => page.getByTestId('list-pagination').locator('[data-part=total]');

/** The cells' texts of a board table's rows, as shown. */
export async function tableRows(page: Page, testId: string): Promise<string[][]> {
  const rows = page.getByTestId(testId).locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
}

/** The value after "key: " in a drill banner tag. */
export async function drillValue(page: Page, key: string): Promise<string> {
  const text = (await page.getByTestId(`drill-${key}`).textContent()) ?? '';
  return text.slice(text.search(/[:：]/) + 1).trim();
}

/** Clicks the board's export button and reads the first sheet of the downloaded workbook. */
export async function exportWorkbook(page: Page): Promise<{ name: string; rows: unknown[][] }> {
  const downloading = page.waitForEvent('download');
  await page.getByTestId('board-export').click();
  const download = await downloading;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([readFileSync(await download.path())]), {
    worksheets: 'emit',
  });
  const rows: unknown[][] = [];
  for await (const ws of reader) {
    for await (const row of ws as AsyncIterable<ExcelJS.Row>) rows.push((row.values as unknown[]).slice(1));
    break;
  }
  return { name: download.suggestedFilename(), rows };
}

/** Waits until a chart has finished its entry animation (its SVG unchanged between two looks). */
export async function chartSettled(page: Page, testId: string): Promise<void> {
  const svg = page.getByTestId(testId).locator('svg');
  await expect(svg).toBeVisible();
  let last = '';
  await expect
    .poll(
      async () => {
        const now = await svg.innerHTML();
        const same = now === last;
        last = now;
        return same;
      },
      { intervals: [300] },
    )
    .toBe(true);
}
