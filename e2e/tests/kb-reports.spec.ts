import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiLogin, uiLogin } from './helpers.ts';

/**
 * The knowledge base's five reports. The demo history is on the demo channels, so this run makes its own
 * through the public chat API: a library with three items (one never asked), a widget channel on
 * it, and three sessions — Q1 answered and liked, Q1 answered and disliked, Q2 answered — plus an
 * unknown question. Every page is filtered to this run's channel (and library), so other specs'
 * sessions never count; the first visit of each report shows the demo data as it is.
 */
const stamp = Date.now().toString(36);
const Q1 = `退货运费谁承担${stamp}`;
const Q2 = `发票多久能开好${stamp}`;
const Q3 = `从来没人问的问题${stamp}`;
let channelId = '';
let libraryId = '';

test.use({ timezoneId: 'Asia/Shanghai' });

async function post(request: APIRequestContext, url: string, data: object, headers: Record<string, string> = {}) {
  const body = await (await request.post(url, { headers, data })).json();
  expect(body.code, `${url} ${JSON.stringify(body)}`).toBe('000000');
  return body.data;
}

test.beforeAll(async ({ request }) => {
  const { authorization } = await apiLogin(request, 'tenant');
  const h = { authorization };
  libraryId = (await post(request, '/aikb-api/library/add', { name: `报表知识库${stamp}` }, h)).id;
  for (const [question, answer] of [
    [Q1, '<p>质量问题由商家承担。</p>'],
    [Q2, '<p>三个工作日内。</p>'],
    [Q3, '<p>没有人问过。</p>'],
  ])
    await post(request, '/aikb-api/knowledge/add', { libraryId, question, answer }, h);
  const ch = await post(request, '/newaitext/channel/add', { name: `报表渠道${stamp}`, libraryIds: [libraryId] }, h);
  channelId = ch.id;
  const chat = (path: string, data: object) =>
    post(request, `/newaitext/open/${path}`, { channelKey: ch.widgetKey, ...data });
  const session = async () => (await chat('session', {})).sessionId as string;
  const ask = async (sessionId: string, text: string) => (await chat('message', { sessionId, text })).replies[0];
  for (const vote of ['like', 'dislike']) {
    const s = await session();
    const a = await ask(s, Q1);
    expect(a.kind).toBe('answer');
    await chat('feedback', { sessionId: s, messageId: a.id, vote });
  }
  const s3 = await session();
  expect((await ask(s3, Q2)).kind).toBe('answer');
  expect((await ask(s3, '火星上能收到快递吗')).kind).toBe('fallback');
});

const reply = (page: Page, part: string, extra = '') =>
  page.waitForResponse(
    (r) => r.url().includes(`/aikb-api/report/${part}?`) && r.url().includes(extra) && r.status() === 200,
  );
const cell = (page: Page, row: number, col: number) =>
  page.getByTestId('report-table').locator('tbody tr.ant-table-row').nth(row).locator('td').nth(col);

async function exported(page: Page) {
  const downloading = page.waitForEvent('download');
  await page.getByTestId('board-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.read(Readable.from([readFileSync(await download.path())]));
  return wb.worksheets[0];
}

test('knowledge report: demo data, this run’s items, sort, never hit, granularity, export', async ({ page }) => {
  await uiLogin(page, 'tenant');
  const demo = reply(page, 'knowledge');
  await page.goto('/aikb/knowledgeReport');
  const d = (await (await demo).json()).data;
  await expect(page.getByTestId('card-hits').locator('.ant-statistic-content')).toHaveText(
    d.totals.hits.toLocaleString('en-US'),
  );
  await expect(page.getByTestId('report-trend').locator('svg')).toBeVisible();

  const mine = reply(page, 'knowledge', channelId);
  await page.goto(`/aikb/knowledgeReport?channel=${channelId}&lib=${libraryId}`);
  expect((await (await mine).json()).data.totals).toMatchObject({ hits: 3, likes: 1, dislikes: 1, neverHitItems: 1 });
  await expect(cell(page, 0, 0)).toHaveText(Q1);
  await expect(cell(page, 0, 3)).toHaveText('2');
  await expect(cell(page, 1, 0)).toHaveText(Q2);

  const asc = reply(page, 'knowledge', 'sortOrder=ASC');
  await page.getByTestId('report-sort').getByText('升序').click();
  await asc;
  await expect(page).toHaveURL(/sort=ASC/);
  await expect(cell(page, 0, 0)).toHaveText(Q2);

  await page.getByTestId('report-never-hit').click();
  await expect(cell(page, 0, 0)).toHaveText(Q3);
  await expect(page.getByTestId('report-table').locator('tbody tr.ant-table-row')).toHaveCount(1);
  await page.getByTestId('report-never-hit').click();

  const month = reply(page, 'knowledge', 'granularity=2');
  await page.getByTestId('report-granularity').getByText('月').click();
  const m = (await (await month).json()).data;
  expect(m.trend.every((b: { bucket: string }) => /^\d{4}-\d{2}$/.test(b.bucket))).toBe(true);
  await expect(page).toHaveURL(/g=2/);

  const sheet = await exported(page);
  expect(sheet.getRow(1).getCell(1).value).toBe('知识');
  expect(sheet.getRow(2).getCell(1).value).toBe(Q2);
  expect(sheet.getRow(4).getCell(1).value).toBe('合计');
  expect(Number(sheet.getRow(4).getCell(4).value)).toBe(3);
});

test('like/dislike report: the requirements §3 cards of this run’s channel, sort, export', async ({ page }) => {
  await uiLogin(page, 'tenant');
  const first = reply(page, 'likes');
  await page.goto('/aikb/likeUnlikeReport');
  await first;
  await page.goto(`/aikb/likeUnlikeReport?channel=${channelId}`);
  const cards: Record<string, string> = {
    totalHitCount: '3',
    likeDislikeRatio: '50.0%',
    totalLikeCount: '1',
    totalLikeRatio: '33.3%',
    totalDislikeCount: '1',
    totalDislikeRatio: '33.3%',
    totalParticipationCount: '2',
    totalParticipationRatio: '66.7%',
  };
  for (const [k, v] of Object.entries(cards))
    await expect(page.getByTestId(`card-${k}`).locator('.ant-statistic-content')).toHaveText(v);
  await expect(cell(page, 0, 0)).toHaveText(Q1);
  await page.getByTestId('report-sort').getByText('升序').click();
  await expect(cell(page, 0, 0)).toHaveText(Q2);
  const sheet = await exported(page);
  expect(sheet.getRow(1).getCell(9).value).toBe('点赞点踩比');
});

test('clicks, search words and usage reports render, switch granularity and export', async ({ page }) => {
  await uiLogin(page, 'tenant');
  const clicks = reply(page, 'clicks');
  await page.goto('/aikb/clicksReport');
  await clicks;
  await expect(page.getByTestId('card-clicks')).toBeVisible();
  const year = reply(page, 'clicks', 'granularity=3');
  await page.getByTestId('report-granularity').getByText('年').click();
  expect((await (await year).json()).data.granularity).toBe(3);
  expect((await exported(page)).getRow(1).getCell(4).value).toBe('点击次数');

  const words = reply(page, 'words', channelId);
  await page.goto(`/aikb/highFreeWordsReport?channel=${channelId}`);
  const w = (await (await words).json()).data;
  expect(w.list.length).toBeGreaterThan(0);
  await expect(cell(page, 0, 1)).toHaveText(w.list[0].word);
  await expect(cell(page, 0, 2)).toHaveText(String(w.list[0].searchCount));
  const wsheet = await exported(page);
  expect(wsheet.getRow(2).getCell(2).value).toBe(w.list[0].word);

  const usage = reply(page, 'usage', channelId);
  await page.goto(`/aikb/usageReport?channel=${channelId}`);
  const u = (await (await usage).json()).data;
  expect(u.totals).toEqual({ sessions: 3, questions: 4, answered: 3, answerRate: 0.75 });
  await expect(page.getByTestId('card-sessions').locator('.ant-statistic-content')).toHaveText('3');
  await expect(page.getByTestId('card-answerRate').locator('.ant-statistic-content')).toHaveText('75.0%');
  await expect(cell(page, 0, 2)).toHaveText('3');
  const byMonth = reply(page, 'usage', 'granularity=2');
  await page.getByTestId('report-granularity').getByText('月').click();
  await byMonth;
  await expect(cell(page, 0, 0)).toHaveText(/^\d{4}-\d{2}$/);
  const usheet = await exported(page);
  expect(Number(usheet.getRow(2).getCell(3).value)).toBe(3);
});
