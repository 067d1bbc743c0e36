import { expect, type Page, test } from '@playwright/test';
import {
  BAR,
  chartSettled,
  demoRange,
  exportWorkbook,
  listTotal,
  monthBefore,
  shanghaiDay,
  tableRows,
} from './board-hot-model.helpers.ts';
import { uiLogin } from './helpers.ts';

// Tenants' days are Shanghai days: the browser counts them alike.
test.use({ timezoneId: 'Asia/Shanghai' });

const BOARD = '/aicall/data-board/modelAnalysis';

async function openBoard(page: Page) {
  const { start, end } = demoRange();
  await uiLogin(page, 'tenant');
  await page.goto(`${BOARD}?start=${start}&end=${end}`);
  await expect(page.getByTestId('kpi-recognitionRate')).toBeVisible();
}

/** The drill filters the records list was opened with (from its address). */
const drillOf = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('drill') ?? '{}');
const figure = (page: Page, key: string) =>
  page.getByTestId(`kpi-${key}`).locator('.ant-statistic-content').textContent() as Promise<string>;

test('model analysis: the demo calls as KPI cards, pie, bars and tables; hang-up intents open their calls', async ({
  page,
}) => {
  await openBoard(page);
  await expect(page.getByTestId('page-title')).toHaveText('模型分析');
  await expect(page.getByTestId('kpi-recognitionRate').locator('.ant-statistic-content')).toHaveText(/^\d+\.\d%$/);
  await expect(page.getByTestId('pie-chart').locator('path').first()).toBeVisible();
  await expect(page.getByTestId('version-chart').locator(BAR).first()).toBeVisible();
  const hangups = await tableRows(page, 'hangup-table');
  const byIntent = new Map(hangups.map((r) => [r[1], r[2]]));

  // A table figure: the calls the callee hung up after that intent.
  await page.getByTestId('hangup-calls').first().click();
  await expect(page.getByTestId('drill-banner')).toBeVisible();
  await expect(page.getByTestId('drill-hangupBy')).toBeVisible();
  await expect(listTotal(page)).toHaveText(`共 ${hangups[0][2]} 条`);
  expect(drillOf(page)).toMatchObject({ hangupBy: 'user' });

  // A bar of the hang-up chart.
  await page.goBack();
  await chartSettled(page, 'hangup-chart');
  await page.getByTestId('hangup-chart').locator(BAR).last().click();
  await expect(page.getByTestId('drill-hangupIntent')).toBeVisible();
  const intent = drillOf(page).hangupIntent as string;
  // the table names an unrecognised last turn 未识别; the drill sends it as '-'
  const calls = byIntent.get(intent === '-' ? '未识别' : intent);
  expect(calls).toBeTruthy();
  await expect(listTotal(page)).toHaveText(`共 ${calls} 条`);
});

test('model analysis: a version row, a version bar and the pie open the calls they count', async ({ page }) => {
  await openBoard(page);
  const versions = await tableRows(page, 'versions-table');
  // bot, version, calls, answered, user hang-ups, …
  const [bot, version, calls, answered, userHangups] = versions[0];
  await page.getByTestId('version-calls').first().click();
  await expect(page.getByTestId('drill-botId')).toBeVisible();
  await expect(page.getByTestId('drill-botVersion')).toContainText(version);
  await expect(listTotal(page)).toHaveText(`共 ${calls} 条`);
  await page.goBack();
  await page.getByTestId('version-answered').first().click();
  await expect(page.getByTestId('drill-answered')).toBeVisible();
  await expect(listTotal(page)).toHaveText(`共 ${answered} 条`);
  await page.goBack();
  await page.getByTestId('version-userHangups').first().click();
  await expect(listTotal(page)).toHaveText(`共 ${userHangups} 条`);

  // The first version's bar: the same calls as its row.
  await page.goBack();
  await expect(page.getByTestId('versions-table')).toContainText(bot);
  await chartSettled(page, 'version-chart');
  await page.getByTestId('version-chart').locator(BAR).first().click();
  await expect(page.getByTestId('drill-botVersion')).toContainText(version);
  await expect(listTotal(page)).toHaveText(`共 ${calls} 条`);

  // Turns are not calls: a slice opens the answered calls the turns come from.
  await page.goBack();
  const answeredCalls = (await figure(page, 'answered')).trim();
  // The recognised slice starts at twelve o'clock and runs clockwise: click the ring just right of
  // the top (radii 40 % and 68 % of half the chart's smaller side, centred).
  const svg = page.getByTestId('pie-chart').locator('svg');
  await expect(page.getByTestId('pie-chart').locator('path[fill="#52c41a"]').first()).toBeVisible();
  await chartSettled(page, 'pie-chart');
  const box = await svg.boundingBox();
  if (!box) throw new Error('the pie is not drawn');
  const half = Math.min(box.width, box.height) / 2;
  await svg.click({ position: { x: box.width / 2 + 8, y: box.height / 2 - half * 0.54 } });
  await expect(page.getByTestId('drill-answered')).toBeVisible();
  await expect(listTotal(page)).toHaveText(`共 ${answeredCalls} 条`);
});

test('model analysis: sorting the hang-up intents sends ASC, export downloads the tables', async ({ page }) => {
  await openBoard(page);
  const figures = async () => (await tableRows(page, 'hangup-table')).map((r) => Number(r[2]));
  const asked = page.waitForRequest((r) => r.url().includes('/databoard/model/stat') && r.url().includes('sort=ASC'));
  await page.getByTestId('hangup-table').locator('th', { hasText: '挂断通话数' }).click();
  await asked;
  await expect.poll(figures).toEqual((await figures()).sort((a, b) => a - b));

  const versions = await tableRows(page, 'versions-table');
  const hangups = await tableRows(page, 'hangup-table');
  const { name, rows } = await exportWorkbook(page);
  const { start, end } = demoRange();
  expect(name).toBe(`模型分析-${start}-${end}.xlsx`);
  expect(rows[0]).toEqual([
    '机器人',
    '版本',
    '通话数',
    '接通数',
    '用户挂断数',
    '用户话术数',
    '识别话术数',
    '识别率',
    '上期识别率',
    '环比',
  ]);
  const text = (r: unknown[]) => r.map((c) => (c === undefined || c === null ? '' : String(c)));
  // each version: name, version, calls, answered, hang-ups, turns, recognised, rate, previous
  expect(rows.slice(1, 1 + versions.length).map((r) => text(r).slice(0, 9))).toEqual(
    versions.map((r) => r.slice(0, 9)),
  );
  const at = rows.findIndex((r) => r[0] === '挂断前意图');
  expect(at).toBeGreaterThan(versions.length);
  expect(rows.slice(at + 1).map((r) => text(r))).toEqual(hangups.map((r) => [r[1], r[2], r[3]]));
});

test('model analysis: a range across months is refused before any call', async ({ page }) => {
  await uiLogin(page, 'tenant');
  const today = shanghaiDay(0);
  const across = `startDay=${monthBefore(today)}-20&endDay=${today.slice(0, 7)}-01`;
  let asked = false;
  page.on('request', (r) => {
    if (r.url().includes('/databoard/model/stat') && r.url().includes(across)) asked = true;
  });
  await page.goto(`${BOARD}?start=${monthBefore(today)}-20&end=${today.slice(0, 7)}-01`);
  await expect(page.getByTestId('board-filters')).toContainText('时间范围最多一个月，不能跨月');
  await expect(page.getByTestId('kpi-recognitionRate')).toHaveCount(0);
  expect(asked).toBe(false);
});
