import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { expect, type Page, type Response, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { uiLogin } from './helpers.ts';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The demo calls lie in the last fourteen days, whatever day of the month it is. */
const RANGE = () => `start=${iso(Date.now() - 15 * DAY)}&end=${iso(Date.now() + DAY)}`;
const STAT = '/v1/aicall-web/databoard/overview/stat';

interface Stat {
  direction: 0 | 1;
  kpis: Record<string, { value: number }>;
  trend: { bucket: string; calls: number; connected: number }[];
  classes: { item: string; n: number }[];
  levels: { item: string; n: number }[];
  bots: { id: string; calls: number }[];
}

const statOf = async (r: Promise<Response>) => (await (await r).json()).data as Stat;
const stat = (page: Page, part = '') =>
  page.waitForResponse((r) => r.url().includes(STAT) && r.url().includes(part) && r.status() === 200);
const listTotal = async (page: Page) =>
  Number(
    ((await page.getByTestId('list-pagination').locator('[data-part=total]').textContent()) ?? '').replace(/\D/g, ''),
  );
const tableRows = (page: Page) => page.getByTestId('overview-table').locator('tbody tr.ant-table-row');

async function openBoard(page: Page, extra = '') {
  await uiLogin(page, 'tenant');
  const first = stat(page);
  await page.goto(`/aicall/data-board/overview?${RANGE()}${extra}`);
  return statOf(first);
}

/** A point of a pie, halfway out from its centre just clockwise of twelve o'clock: the first slice. */
async function clickPie(page: Page, testId: string) {
  const chart = page.getByTestId(testId);
  await expect(chart.locator('svg path').first()).toBeVisible();
  // antd cards and the pie's own entry animation settle first
  await page.waitForTimeout(1200);
  const box = await chart.boundingBox();
  if (!box) throw new Error(`${testId} is not laid out`);
  // pieOption: centre at 50% / 45%, radius 60% of half the smaller side
  const r = (Math.min(box.width, box.height) / 2) * 0.6;
  await chart.click({ position: { x: box.width / 2 + 4, y: box.height * 0.45 - r / 2 } });
}

test('overview renders the demo calls: KPI cards, trend, distributions, rankings, table', async ({ page }) => {
  const d = await openBoard(page);
  expect(d.kpis.calls.value).toBeGreaterThan(0);
  await expect(page.getByTestId('page-title')).toHaveText('数据概览');
  await expect(page.getByTestId('kpi-calls')).toContainText(d.kpis.calls.value.toLocaleString('en-US'));
  for (const id of ['overview-trend', 'overview-classes', 'overview-levels', 'overview-tasks', 'overview-bots'])
    await expect(page.getByTestId(id).locator('svg')).toBeVisible();
  // the classes' labels are the locale's words
  await expect(page.getByTestId('overview-classes')).toContainText('成功');
  await expect(tableRows(page)).toHaveCount(d.trend.length);
  await expect(page.getByTestId('overview-total')).toContainText(String(d.kpis.calls.value));
});

test('the granularity switch changes the buckets of the x-axis and the table', async ({ page }) => {
  const d = await openBoard(page);
  await expect(tableRows(page)).toHaveCount(d.trend.length);
  const byMonth = stat(page, 'granularity=2');
  await page.getByTestId('board-granularity').locator('label.ant-radio-button-wrapper').nth(1).click();
  const m = await statOf(byMonth);
  expect(m.trend.every((b) => /^\d{4}-\d{2}$/.test(b.bucket))).toBe(true);
  await expect(tableRows(page)).toHaveCount(m.trend.length);
  await expect(tableRows(page).first()).toContainText(m.trend[0].bucket);
  await expect
    .poll(() =>
      page
        .getByTestId('overview-trend')
        .locator('svg text')
        .evaluateAll((els) => els.map((e) => e.textContent ?? '').filter((x) => /^\d{4}-\d{2}(-\d{2})?$/.test(x))),
    )
    .toEqual(m.trend.map((b) => b.bucket));
});

test('a result-class slice opens exactly its calls', async ({ page }) => {
  const d = await openBoard(page);
  await clickPie(page, 'overview-classes');
  await expect(page).toHaveURL(/\/aicall\/call-manage\/outbound-record\?/);
  const tag = page.getByTestId('drill-resultClass');
  await expect(tag).toBeVisible();
  const item = ((await tag.textContent()) ?? '').split(':').pop()?.trim();
  const slice = d.classes.find((c) => c.item === item);
  expect(slice, `${item} of ${JSON.stringify(d.classes)}`).toBeTruthy();
  await expect.poll(() => listTotal(page)).toBe(slice?.n);
});

test('a table figure of a bucket opens exactly its calls; inbound opens the inbound list', async ({ page }) => {
  const d = await openBoard(page);
  const b = d.trend.find((x) => x.connected > 0);
  if (!b) throw new Error('no answered demo call in the range');
  await page.getByTestId(`cell-${b.bucket}-connected`).click();
  await expect(page.getByTestId('drill-answered')).toBeVisible();
  await expect.poll(() => listTotal(page)).toBe(b.connected);
  const inbound = await openBoard(page, '&dir=0');
  expect(inbound.direction).toBe(0);
  await page.getByTestId('cell-total-calls').click();
  await expect(page).toHaveURL(/\/aicall\/call-manage\/inbound-record\?/);
  await expect.poll(() => listTotal(page)).toBe(inbound.kpis.calls.value);
});

test('the rankings order sends ASC and DESC', async ({ page }) => {
  const first = await openBoard(page);
  // the board opens with the most calls first (DESC)
  const calls = first.bots.map((x) => x.calls);
  expect(calls).toEqual([...calls].sort((x, y) => y - x));
  const asc = stat(page, 'sort=ASC');
  await page.getByTestId('overview-bots-sort').getByText('从少到多').click();
  const a = await statOf(asc);
  expect(a.bots.map((x) => x.calls)).toEqual([...calls].sort((x, y) => x - y));
  await expect(page).toHaveURL(/sort=ASC/);
  await page.getByTestId('overview-bots-sort').getByText('从多到少').click();
  await expect(page).toHaveURL(/sort=DESC/);
});

test('export downloads the table as a workbook', async ({ page }) => {
  const d = await openBoard(page);
  const downloading = page.waitForEvent('download');
  await page.getByTestId('board-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^数据概览_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([readFileSync(await download.path())]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
  });
  const rows: unknown[][] = [];
  for await (const ws of reader) {
    for await (const row of ws as AsyncIterable<ExcelJS.Row>) rows.push((row.values as unknown[]).slice(1));
    break;
  }
  expect(rows[0]?.[0]).toBe('时间');
  expect(rows.slice(1).map((r) => r[0])).toEqual([...d.trend.map((b) => b.bucket), '合计']);
  expect(rows.slice(1).map((r) => r[1])).toEqual([...d.trend.map((b) => b.calls), d.kpis.calls.value]);
});
