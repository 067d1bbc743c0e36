import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { uiLogin } from './helpers.ts';

// Tenants' days are Shanghai days: the browser counts them alike.
test.use({ timezoneId: 'Asia/Shanghai' });

const BOARD = '/aicall/data-board/hangupNode';
/** The callee's bars (hangup/node-chart.ts SIDE_COLOR): how the test finds them in the SVG. */
const USER_BAR = 'path[fill="#1677ff"]';

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

/** The filters the drill-down carried to the records list (its `drill` parameter). */
const drillOf = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('drill') ?? '{}');
const listTotal = (page: Page) => page.getByTestId('list-pagination').locator('[data-part=total]');
const nodeRows = (page: Page) => page.getByTestId('nodes-table').locator('.ant-table-tbody tr.ant-table-row');
const cells = async (page: Page) =>
  nodeRows(page).evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
  );

async function openBoard(page: Page, extra = '') {
  const { start, end } = demoRange();
  await uiLogin(page, 'tenant');
  await page.goto(`${BOARD}?start=${start}&end=${end}${extra}`);
  await expect(nodeRows(page).first()).toBeVisible();
}

test('hang-up nodes: today’s cards, the nodes of the demo calls as bars and a table', async ({ page }) => {
  await openBoard(page);
  await expect(page.getByTestId('page-title')).toHaveText('挂断节点分析');
  for (const k of ['today-user', 'today-user-share', 'today-system', 'today-system-share'])
    await expect(page.getByTestId(`kpi-${k}`)).toBeVisible();
  await expect(page.getByTestId('kpi-today-user-share')).toContainText('%');
  await expect(page.getByTestId('nodes-chart').locator(USER_BAR).first()).toBeVisible();
  // the demo calls end at the demo flow's nodes; each row's total is its two sides
  const rows = await cells(page);
  expect(rows.length).toBeGreaterThan(0);
  for (const [, user, system, total, rate] of rows) {
    expect(Number(total)).toBe(Number(user) + Number(system));
    expect(rate).toMatch(/^\d+\.\d%$/);
  }
  const shares = rows.map((r) => Number.parseFloat(r[4]));
  expect(Math.abs(shares.reduce((a, b) => a + b, 0) - 100)).toBeLessThan(0.1 * rows.length);
});

test('hang-up nodes: a callee bar opens its calls in the records list, as many as the figure', async ({ page }) => {
  // most callee hang-ups first: the leftmost callee bar is the first row's
  await openBoard(page, '&sf=user&sort=DESC');
  const [first] = await cells(page);
  const [, figure] = first;
  expect(Number(figure)).toBeGreaterThan(0);
  const bars = page.getByTestId('nodes-chart').locator(USER_BAR);
  await expect(bars.first()).toBeVisible();
  // the legend's swatch shares the colour: the bars are the other boxes, leftmost first (once grown)
  const boxes = async () =>
    (await bars.evaluateAll((ps) => ps.map((p) => p.getBoundingClientRect().toJSON() as DOMRect)))
      .map((b, i) => ({ i, x: b.x, y: b.y, h: b.height }))
      .filter((b) => b.h > 0);
  let seen = '';
  await expect
    .poll(async () => {
      const before = seen;
      seen = JSON.stringify(await boxes());
      return seen === before;
    })
    .toBe(true);
  const all = await boxes();
  const legendTop = Math.min(...all.map((b) => b.y));
  const leftmost = all.filter((b) => b.y > legendTop + 1).sort((a, b) => a.x - b.x)[0];
  await bars.nth(leftmost.i).click();
  await expect(page).toHaveURL(/\/aicall\/call-manage\/outbound-record\?.*drill=/);
  await expect(page.getByTestId('drill-banner')).toBeVisible();
  await expect(page.getByTestId('drill-hangupNodeId')).toBeVisible();
  expect(drillOf(page)).toMatchObject({ hangupBy: 'user' });
  await expect(listTotal(page)).toHaveText(`共 ${figure} 条`);
});

test('hang-up nodes: a side’s figure opens the records list, a total the node’s calls here', async ({ page }) => {
  await openBoard(page, '&sf=system&sort=DESC');
  const [first] = await cells(page);
  const [, , system, total] = first;
  await nodeRows(page).first().getByTestId('node-system').click();
  await expect(page.getByTestId('drill-hangupBy')).toBeVisible();
  expect(drillOf(page)).toMatchObject({ hangupBy: 'system' });
  await expect(listTotal(page)).toHaveText(`共 ${system} 条`);

  await page.goBack();
  await expect(nodeRows(page).first()).toBeVisible();
  await nodeRows(page).first().getByTestId('node-total').click();
  const drawer = page.locator('.ant-drawer').filter({ has: page.getByTestId('node-calls-side') });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('node-calls-total')).toHaveText(`共 ${total} 通`);
  // the callee's side alone
  await drawer.getByTestId('node-calls-side').getByText('用户挂断').click();
  await expect(drawer.getByTestId('node-calls-total')).toHaveText(`共 ${Number(total) - Number(system)} 通`);
  await expect(drawer.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText('用户挂断');
});

test('hang-up nodes: export downloads the node table as a workbook', async ({ page }) => {
  await openBoard(page);
  const rows = await cells(page);
  const downloading = page.waitForEvent('download');
  await page.getByTestId('board-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^挂断节点分析-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([readFileSync(await download.path())]), {
    worksheets: 'emit',
  });
  const sheet: unknown[][] = [];
  for await (const ws of reader) {
    for await (const row of ws as AsyncIterable<ExcelJS.Row>) sheet.push((row.values as unknown[]).slice(1));
    break;
  }
  expect(sheet[0]).toEqual(['挂断节点', '节点ID', '机器人', '用户挂断', '系统挂断', '挂断总数', '挂断占比']);
  // the table's rows: the node (its name, then its id when they differ), the figures, the share
  expect(
    sheet
      .slice(1)
      .map(([name, id, , user, system, total, rate]) => [
        name === id ? name : `${name}${id}`,
        String(user),
        String(system),
        String(total),
        rate,
      ]),
  ).toEqual(rows);
});
