import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { expect, type Page, type Response, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { uiLogin } from './helpers.ts';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The demo calls lie in the last fourteen days, whatever day of the month it is. */
const RANGE = () => `start=${iso(Date.now() - 15 * DAY)}&end=${iso(Date.now() + DAY)}`;
const STAT = '/v1/aicall-web/databoard/outbound/stat';

interface Row {
  id: string;
  name: string;
  calls: number;
  connected: number;
}
interface Stat {
  kpis: Record<string, { value: number }>;
  trend: { bucket: string; calls: number }[];
  by: string;
  rows: Row[];
}

const statOf = async (r: Promise<Response>) => (await (await r).json()).data as Stat;
const stat = (page: Page, part = '') =>
  page.waitForResponse((r) => r.url().includes(STAT) && r.url().includes(part) && r.status() === 200);
/** The axis labels the trend chart draws (SVG text). */
const labels = (page: Page) =>
  page
    .getByTestId('outbound-trend')
    .locator('svg text')
    .evaluateAll((els) => els.map((e) => e.textContent ?? ''));
/** The records list's "共 N 条". */
const listTotal = async (page: Page) =>
  Number(
    ((await page.getByTestId('list-pagination').locator('[data-part=total]').textContent()) ?? '').replace(/\D/g, ''),
  );

/** Picks day (1), month (2) or year (3) in the filter bar's switch. */
const granularity = (page: Page, g: 1 | 2 | 3) =>
  page
    .getByTestId('board-granularity')
    .locator('label.ant-radio-button-wrapper')
    .nth(g - 1)
    .click();

async function openBoard(page: Page, extra = '') {
  await uiLogin(page, 'tenant');
  const first = stat(page);
  await page.goto(`/aicall/data-board/outbound?${RANGE()}${extra}`);
  return statOf(first);
}

test('outbound board renders the demo calls: KPI cards, trend chart and table', async ({ page }) => {
  const d = await openBoard(page);
  expect(d.kpis.calls.value).toBeGreaterThan(0);
  await expect(page.getByTestId('page-title')).toHaveText('外呼看板');
  await expect(page.getByTestId('kpi-calls')).toContainText(d.kpis.calls.value.toLocaleString('en-US'));
  await expect(page.getByTestId('kpi-calls-change')).toContainText('环比');
  await expect(page.getByTestId('kpi-connectRate')).toContainText('%');
  await expect(page.getByTestId('outbound-trend').locator('svg')).toBeVisible();
  await expect(page.getByTestId('outbound-table')).toBeVisible();
  await expect(page.getByText('点击图表或数字可查看对应的通话记录')).toBeVisible();
});

test('the granularity switch changes the buckets of the x-axis', async ({ page }) => {
  const d = await openBoard(page);
  expect(d.trend.length).toBeGreaterThanOrEqual(16);
  await expect
    .poll(async () => (await labels(page)).filter((x) => /^\d{4}-\d{2}-\d{2}$/.test(x)).length)
    .toBeGreaterThan(1);
  const byMonth = stat(page, 'granularity=2');
  await granularity(page, 2);
  const m = await statOf(byMonth);
  expect(m.trend.map((b) => b.bucket).every((b) => /^\d{4}-\d{2}$/.test(b))).toBe(true);
  expect(m.kpis.calls.value).toBe(d.kpis.calls.value);
  await expect(page).toHaveURL(/g=2/);
  await expect
    .poll(async () => (await labels(page)).filter((x) => /^\d{4}-\d{2}$/.test(x)).sort())
    .toEqual(m.trend.map((b) => b.bucket).sort());
  expect((await labels(page)).filter((x) => /^\d{4}-\d{2}-\d{2}$/.test(x))).toEqual([]);
  const byYear = stat(page, 'granularity=3');
  await granularity(page, 3);
  const y = await statOf(byYear);
  await expect
    .poll(async () => (await labels(page)).filter((x) => /^\d{4}$/.test(x)).sort())
    .toEqual(y.trend.map((b) => b.bucket).sort());
});

test('a table figure opens exactly its calls in the records list', async ({ page }) => {
  await openBoard(page);
  const byBot = stat(page, 'by=bot');
  await page.getByTestId('outbound-by').getByText('按机器人').click();
  const d = await statOf(byBot);
  const bot = d.rows.find((r) => r.id && r.connected > 0);
  expect(bot, JSON.stringify(d.rows)).toBeTruthy();
  if (!bot) return;
  await page.getByTestId(`cell-${bot.id}-connected`).click();
  await expect(page).toHaveURL(/\/aicall\/call-manage\/outbound-record\?/);
  await expect(page.getByTestId('drill-banner')).toBeVisible();
  await expect(page.getByTestId('drill-botId')).toContainText(bot.id);
  await expect(page.getByTestId('drill-answered')).toBeVisible();
  await expect.poll(() => listTotal(page)).toBe(bot.connected);
  // Back on the board, the calls figure of the same row.
  await page.goBack();
  await page.getByTestId(`cell-${bot.id}-calls`).click();
  await expect(page.getByTestId('drill-botId')).toBeVisible();
  await expect(page.getByTestId('drill-answered')).toHaveCount(0);
  await expect.poll(() => listTotal(page)).toBe(bot.calls);
});

test('a KPI card opens the calls it counts', async ({ page }) => {
  const d = await openBoard(page);
  await page.getByTestId('kpi-connected').click();
  await expect(page.getByTestId('drill-answered')).toBeVisible();
  await expect.poll(() => listTotal(page)).toBe(d.kpis.connected.value);
});

test('sorting a column sends ASC and DESC to the server', async ({ page }) => {
  await openBoard(page, '&by=bot');
  const header = page.getByTestId('outbound-table').locator('th').filter({ hasText: '接通数' });
  const asc = stat(page, 'sortField=connected');
  await header.click();
  const first = await asc;
  const sort = new URL(first.url()).searchParams.get('sort');
  const rows = ((await first.json()).data as Stat).rows.map((r) => r.connected);
  expect(rows).toEqual([...rows].sort((a, b) => (sort === 'ASC' ? a - b : b - a)));
  const flipped = stat(page, `sort=${sort === 'ASC' ? 'DESC' : 'ASC'}`);
  await header.click();
  const second = ((await statOf(flipped)).rows as Row[]).map((r) => r.connected);
  expect(second).toEqual([...rows].sort((a, b) => (sort === 'ASC' ? b - a : a - b)));
});

test('export downloads the table as a workbook', async ({ page }) => {
  const d = await openBoard(page);
  const downloading = page.waitForEvent('download');
  await page.getByTestId('board-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^外呼看板_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([readFileSync(await download.path())]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
  });
  const rows: unknown[][] = [];
  for await (const ws of reader) {
    for await (const row of ws as AsyncIterable<ExcelJS.Row>) rows.push((row.values as unknown[]).slice(1));
    break;
  }
  expect(rows[0]).toEqual(['任务', '外呼数', '接通数', '接通率', '平均通话时长(秒)', '平均对话轮次', '转人工数']);
  expect(rows.slice(1).map((r) => r[1])).toEqual(d.rows.map((r) => r.calls));
});
