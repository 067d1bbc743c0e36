import { expect, type Page, test } from '@playwright/test';
import {
  BAR,
  chartSettled,
  demoRange,
  drillValue,
  exportWorkbook,
  listTotal,
  monthBefore,
  shanghaiDay,
  tableRows,
} from './board-hot-model.helpers.ts';
import { uiLogin } from './helpers.ts';

// Tenants' days are Shanghai days: the browser counts them alike.
test.use({ timezoneId: 'Asia/Shanghai' });

const BOARD = '/aicall/data-board/hotAnalysis';

async function openBoard(page: Page) {
  const { start, end } = demoRange();
  await uiLogin(page, 'tenant');
  await page.goto(`${BOARD}?start=${start}&end=${end}`);
  await expect(page.getByTestId('kpi-answered')).toBeVisible();
}

test('hot topics: the demo calls as KPI cards, bars and tables; a figure and a bar open their calls', async ({
  page,
}) => {
  await openBoard(page);
  await expect(page.getByTestId('page-title')).toHaveText('热点分析');
  await expect(page.getByTestId('intents-chart').locator(BAR).first()).toBeVisible();
  await expect(page.getByTestId('utterances-chart').locator(BAR).first()).toBeVisible();
  const intents = await tableRows(page, 'intents-table');
  const calls = new Map(intents.map((r) => [r[1], r[2]]));
  expect(intents[0][0]).toBe('1');

  // A table figure: the records list with the intent in its banner and as many calls.
  const [, item, figure] = intents[0];
  await page.getByTestId('intents-calls').first().click();
  await expect(page).toHaveURL(/\/aicall\/call-manage\/outbound-record\?.*drill=/);
  await expect(page.getByTestId('drill-banner')).toBeVisible();
  await expect(page.getByTestId('drill-intent')).toContainText(item);
  await expect(listTotal(page)).toHaveText(`共 ${figure} 条`);

  // A bar of the chart (the last one, another intent when there are several).
  await page.goBack();
  await chartSettled(page, 'intents-chart');
  await page.getByTestId('intents-chart').locator(BAR).last().click();
  await expect(page.getByTestId('drill-banner')).toBeVisible();
  const clicked = await drillValue(page, 'intent');
  expect(calls.has(clicked)).toBe(true);
  await expect(listTotal(page)).toHaveText(`共 ${calls.get(clicked)} 条`);

  // An unrecognised utterance's figure.
  await page.goBack();
  const utterances = await tableRows(page, 'utterances-table');
  await page.getByTestId('utterances-calls').first().click();
  await expect(page.getByTestId('drill-utterance')).toContainText(utterances[0][1]);
  await expect(listTotal(page)).toHaveText(`共 ${utterances[0][2]} 条`);
});

test('hot topics: sorting sends ASC and DESC, the answered-calls card opens the answered calls', async ({ page }) => {
  await openBoard(page);
  const figures = async () => (await tableRows(page, 'intents-table')).map((r) => Number(r[2]));
  const header = page.getByTestId('intents-table').locator('th', { hasText: '通话数' });
  const asked = page.waitForRequest((r) => r.url().includes('/databoard/hot/stat') && r.url().includes('sort=ASC'));
  await header.click();
  await asked;
  await expect(page).toHaveURL(/sort=ASC/);
  // the rows the server sent back, smallest first
  await expect.poll(figures).toEqual((await figures()).sort((a, b) => a - b));
  const ascending = await figures();
  await header.click();
  await expect(page).toHaveURL(/sort=DESC/);
  await expect.poll(figures).toEqual([...ascending].sort((a, b) => b - a));

  const answered = (await page.getByTestId('kpi-answered').locator('.ant-statistic-content').textContent()) ?? '';
  await page.getByTestId('kpi-answered').click();
  await expect(page.getByTestId('drill-answered')).toBeVisible();
  await expect(listTotal(page)).toHaveText(`共 ${answered.trim()} 条`);
});

test('hot topics: export downloads the rankings as a workbook', async ({ page }) => {
  await openBoard(page);
  const intents = await tableRows(page, 'intents-table');
  const utterances = await tableRows(page, 'utterances-table');
  const { name, rows } = await exportWorkbook(page);
  const { start, end } = demoRange();
  expect(name).toBe(`热点分析-${start}-${end}.xlsx`);
  expect(rows[0]).toEqual(['类型', '排名', '意图 / 问题', '通话数', '占接通通话比例']);
  expect(rows.slice(1).map((r) => [r[2], String(r[3]), r[4]])).toEqual(
    [...intents, ...utterances].map((r) => [r[1], r[2], r[3]]),
  );
});

test('hot topics: the range keeps to one month in the picker and from the address', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto(BOARD);
  await expect(page.getByTestId('kpi-answered')).toBeVisible();
  // Picking a start in last month disables every day of this month.
  const today = shanghaiDay(0);
  const prev = monthBefore(today);
  await page.locator('#board-range').click();
  const dropdown = page.locator('.ant-picker-dropdown:visible');
  await dropdown.locator('.ant-picker-header-prev-btn').first().click();
  const cell = (day: string) => dropdown.locator(`td.ant-picker-cell-in-view[title="${day}"]`).first();
  await cell(`${prev}-10`).click();
  await expect(cell(`${today.slice(0, 7)}-01`)).toHaveClass(/ant-picker-cell-disabled/);
  await expect(cell(`${prev}-20`)).not.toHaveClass(/ant-picker-cell-disabled/);
  await cell(`${prev}-20`).click();
  await expect(page).toHaveURL(new RegExp(`start=${prev}-10&end=${prev}-20`));
  // A range across months (a shared link) is refused before any call, with the requirements' words.
  const across = `startDay=${prev}-20&endDay=${today.slice(0, 7)}-01`;
  let asked = false;
  page.on('request', (r) => {
    if (r.url().includes('/databoard/hot/stat') && r.url().includes(across)) asked = true;
  });
  await page.goto(`${BOARD}?start=${prev}-20&end=${today.slice(0, 7)}-01`);
  await expect(page.getByTestId('board-filters')).toContainText('时间范围最多一个月，不能跨月');
  await expect(page.getByTestId('kpi-answered')).toHaveCount(0);
  expect(asked).toBe(false);
});
