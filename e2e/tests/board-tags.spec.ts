import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { uiLogin } from './helpers.ts';

// Tenants' days are Shanghai days: the browser counts them alike.
test.use({ timezoneId: 'Asia/Shanghai' });

const BOARD = '/aicall/data-board/tags';

const shanghaiDay = (n: number) =>
  new Date(Date.now() + n * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Shanghai' });

/**
 * One month holding demo calls (the last fourteen days) and ending yesterday at the latest, so
 * calls other tests make today never change a figure while it is compared.
 */
function demoRange() {
  const end = shanghaiDay(-1);
  if (Number(end.slice(8)) >= 5) return { start: `${end.slice(0, 7)}-01`, end };
  const last = new Date(Date.UTC(Number(end.slice(0, 4)), Number(end.slice(5, 7)) - 1, 0));
  return { start: `${last.toISOString().slice(0, 8)}01`, end: last.toISOString().slice(0, 10) };
}

const drillOf = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('drill') ?? '{}');
const listTotal = (page: Page) => page.getByTestId('list-pagination').locator('[data-part=total]');
const tagRows = (page: Page) => page.getByTestId('tags-table').locator('.ant-table-tbody tr.ant-table-row');
const cells = async (page: Page) =>
  tagRows(page).evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
/** The x-axis labels of the trend chart (SVG text). */
const axisLabels = (page: Page) =>
  page
    .getByTestId('tags-line')
    .locator('text')
    .evaluateAll((ts) => ts.map((t) => t.textContent ?? '').filter((x) => /^\d{4}(-\d{2}){0,2}$/.test(x)));

/** Waits until what `read` measures stops changing (a chart's animation is over). */
async function settled(read: () => Promise<unknown>) {
  let seen = '';
  await expect
    .poll(async () => {
      const before = seen;
      seen = JSON.stringify(await read());
      return seen === before;
    })
    .toBe(true);
}

async function openBoard(page: Page, extra = '') {
  const { start, end } = demoRange();
  await uiLogin(page, 'tenant');
  await page.goto(`${BOARD}?start=${start}&end=${end}${extra}`);
  await expect(tagRows(page).first()).toBeVisible();
  return { start, end };
}

test('tags: the demo calls’ tags as cards, a ring, a table and a trend', async ({ page }) => {
  await openBoard(page);
  await expect(page.getByTestId('page-title')).toHaveText('标签分析');
  for (const k of ['calls', 'hits', 'tags']) await expect(page.getByTestId(`kpi-${k}`)).toBeVisible();
  await expect(page.getByTestId('tags-pie').locator('path:visible').first()).toBeVisible();
  await expect(page.getByTestId('tags-line').locator('path:visible').first()).toBeVisible();
  const rows = await cells(page);
  // most calls first; the distinct-tags card counts the table's rows
  const counts = rows.map((r) => Number(r[2]));
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  await expect(page.getByTestId('kpi-tags').locator('.ant-statistic-content')).toHaveText(String(rows.length));
  // a group keeps its own tags
  await page.getByTestId('tags-group').click();
  await page.locator('.ant-select-dropdown:visible').getByText('意向', { exact: true }).click();
  await expect(page).toHaveURL(/grp=intention/);
  await expect.poll(async () => (await cells(page)).every((r) => r[1] === '意向')).toBe(true);
});

test('tags: the granularity switch buckets the trend by day, month and year; a point opens its calls', async ({
  page,
}) => {
  const { start } = await openBoard(page);
  const only = async (label: RegExp) => {
    const labels = await axisLabels(page);
    return labels.length > 0 && labels.every((x) => label.test(x));
  };
  await expect.poll(() => only(/^\d{4}-\d{2}-\d{2}$/)).toBe(true);
  const switchTo = async (g: number, label: RegExp) => {
    await page.getByTestId('board-granularity').locator(`label:has(input[value="${g}"])`).click();
    await expect(page).toHaveURL(new RegExp(`g=${g}`));
    await expect.poll(() => only(label)).toBe(true);
  };
  await switchTo(2, /^\d{4}-\d{2}$/);
  expect(await axisLabels(page)).toEqual([start.slice(0, 7)]);
  // the month's point of a line: the range is one month, so its calls are the tag's in the table
  const byTag = new Map((await cells(page)).map((r) => [r[0], r[2]]));
  const points = page.getByTestId('tags-line').locator('path[fill="#fff"]');
  await expect(points.first()).toBeVisible();
  const heights = () => points.evaluateAll((ps) => ps.map((p) => p.getBoundingClientRect().y));
  await settled(heights); // the lines have finished drawing
  const ys = await heights();
  // points of equal counts lie on one another: whichever is on top opens its own tag's calls
  await points.nth(ys.indexOf(Math.max(...ys))).click({ force: true });
  await expect(page.getByTestId('drill-banner')).toBeVisible();
  const picked = drillOf(page).tags as string;
  expect(byTag.has(picked)).toBe(true);
  await expect(listTotal(page)).toHaveText(`共 ${byTag.get(picked)} 条`);
  await page.goBack();
  await switchTo(3, /^\d{4}$/);
  expect(await axisLabels(page)).toEqual([start.slice(0, 4)]);
  await switchTo(1, /^\d{4}-\d{2}-\d{2}$/);
});

test('tags: a tag’s figure and its slice open the calls that carried it, as many as the figure', async ({ page }) => {
  await openBoard(page);
  const rows = await cells(page);
  const [tag, , figure] = rows[0];
  await tagRows(page).first().getByTestId('tag-count').click();
  await expect(page).toHaveURL(/\/aicall\/call-manage\/outbound-record\?.*drill=/);
  await expect(page.getByTestId('drill-banner')).toBeVisible();
  await expect(page.getByTestId('drill-tags')).toContainText(tag);
  expect(drillOf(page)).toEqual({ tags: tag });
  await expect(listTotal(page)).toHaveText(`共 ${figure} 条`);

  // a slice of the ring (the largest drawn shape: not the legend's swatches nor its hit areas)
  await page.goBack();
  const slices = page.getByTestId('tags-pie').locator('path[fill]:not([fill="none"]):not([fill-opacity="0"])');
  await expect(slices.first()).toBeVisible();
  const sizes = () =>
    slices.evaluateAll((ps) =>
      ps.map((p) => {
        const r = p.getBoundingClientRect();
        return r.width * r.height;
      }),
    );
  await settled(sizes); // the ring has finished growing
  const areas = await sizes();
  await slices.nth(areas.indexOf(Math.max(...areas))).click();
  await expect(page.getByTestId('drill-banner')).toBeVisible();
  const picked = drillOf(page).tags as string;
  const byTag = new Map(rows.map((r) => [r[0], r[2]]));
  expect(byTag.has(picked)).toBe(true);
  await expect(listTotal(page)).toHaveText(`共 ${byTag.get(picked)} 条`);
});

test('tags: export downloads the distribution table as a workbook', async ({ page }) => {
  await openBoard(page);
  const rows = await cells(page);
  const downloading = page.waitForEvent('download');
  await page.getByTestId('board-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^标签分析-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([readFileSync(await download.path())]), {
    worksheets: 'emit',
  });
  const sheet: unknown[][] = [];
  for await (const ws of reader) {
    for await (const row of ws as AsyncIterable<ExcelJS.Row>) sheet.push((row.values as unknown[]).slice(1));
    break;
  }
  expect(sheet[0]).toEqual(['标签', '标签分组', '通话数', '上期通话数', '标签占比', '占通话比例']);
  expect(sheet.slice(1).map((r) => r.map(String))).toEqual(rows);
});
