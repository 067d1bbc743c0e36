import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiLogin, uiLogin } from './helpers.ts';

/**
 * The text bot's statistics pages: service overview, knowledge analysis and session records. The
 * demo history answers on the demo channels, so this run makes its own: a library with two items, a widget
 * channel on it, and four visitor sessions through the public chat API — a liked answer, a
 * disliked one (with a reason), an answer then a transfer to a human, and an unknown question.
 * Everything is filtered to this run's channel, so other specs' sessions never count.
 */
const stamp = Date.now().toString(36);
const Q1 = `退货运费谁承担${stamp}`;
const Q2 = `发票多久能开好${stamp}`;
const REASON = `答非所问${stamp}`;
let channelId = '';
let channelName = '';
let item1 = '';

test.use({ timezoneId: 'Asia/Shanghai' });

async function post(request: APIRequestContext, url: string, data: object, headers: Record<string, string> = {}) {
  const body = await (await request.post(url, { headers, data })).json();
  expect(body.code, `${url} ${JSON.stringify(body)}`).toBe('000000');
  return body.data;
}

test.beforeAll(async ({ request }) => {
  const { authorization } = await apiLogin(request, 'tenant');
  const h = { authorization };
  const lib = await post(request, '/aikb-api/library/add', { name: `统计知识库${stamp}` }, h);
  item1 = (
    await post(
      request,
      '/aikb-api/knowledge/add',
      { libraryId: lib.id, question: Q1, answer: '<p>质量问题由商家承担。</p>' },
      h,
    )
  ).id;
  await post(
    request,
    '/aikb-api/knowledge/add',
    { libraryId: lib.id, question: Q2, answer: '<p>三个工作日内。</p>' },
    h,
  );
  channelName = `统计渠道${stamp}`;
  const ch = await post(request, '/newaitext/channel/add', { name: channelName, libraryIds: [lib.id] }, h);
  channelId = ch.id;
  const channelKey = ch.widgetKey;
  const chat = (path: string, data: object) => post(request, `/newaitext/open/${path}`, { channelKey, ...data });
  const session = async () => (await chat('session', {})).sessionId as string;
  const ask = async (sessionId: string, text: string) => {
    const r = await chat('message', { sessionId, text });
    return r.replies[0] as { id: string; kind: string };
  };
  const liked = await session();
  const a1 = await ask(liked, Q1);
  expect(a1.kind).toBe('answer');
  await chat('feedback', { sessionId: liked, messageId: a1.id, vote: 'like' });
  const disliked = await session();
  const a2 = await ask(disliked, Q1);
  await chat('feedback', { sessionId: disliked, messageId: a2.id, vote: 'dislike', reason: REASON });
  const human = await session();
  expect((await ask(human, Q2)).kind).toBe('answer');
  await chat('human', { sessionId: human });
  const unknown = await session();
  expect((await ask(unknown, '火星上能收到快递吗')).kind).toBe('fallback');
});

const figure = (v: number, format: 'count' | 'percent' | 'decimal') =>
  format === 'percent' ? `${(v * 100).toFixed(2)}%` : format === 'decimal' ? v.toFixed(2) : v.toLocaleString('en-US');
const FORMATS = {
  sessionTotal: 'count',
  servicePersonCount: 'count',
  conversationRoundCount: 'count',
  averageRoundCount: 'decimal',
  totalSolvedCount: 'count',
  totalSolvedRate: 'percent',
  transferredToHumanCount: 'count',
  transferredToHumanRate: 'percent',
} as const;
type Kpis = Record<keyof typeof FORMATS, { value: number; previous: number; change: number | null }>;

const statReply = (page: Page, part: string, extra = '') =>
  page.waitForResponse(
    (r) => r.url().includes(`/newaitext/stat/${part}`) && r.url().includes(extra) && r.status() === 200,
  );
const listTotal = async (page: Page) =>
  Number(
    ((await page.getByTestId('list-pagination').locator('[data-part=total]').textContent()) ?? '').replace(/\D/g, ''),
  );

async function expectCards(page: Page, kpis: Kpis) {
  for (const [k, f] of Object.entries(FORMATS) as [keyof Kpis, (typeof FORMATS)[keyof Kpis]][]) {
    await expect(page.getByTestId(`kpi-${k}`).locator('.ant-statistic-content')).toHaveText(figure(kpis[k].value, f));
    if (kpis[k].change === null) await expect(page.getByTestId(`kpi-${k}-change`)).toHaveText('—');
  }
}

test('service overview: cards against the server, this run’s channel, granularity, drill-down', async ({ page }) => {
  await uiLogin(page, 'tenant');
  // The demo data as it is: every card shows what the server answered.
  const first = statReply(page, 'overview');
  await page.goto('/aitext/serviceOverview');
  const demo = (await (await first).json()).data;
  expect(demo.granularity).toBe(1);
  await expectCards(page, demo.kpis);

  const mine = statReply(page, 'overview', channelId);
  await page.goto(`/aitext/serviceOverview?channel=${channelId}`);
  const d = (await (await mine).json()).data;
  expect(new URL((await mine).url()).searchParams.get('includeTest')).toBe('0');
  await expectCards(page, d.kpis);
  // Counted by hand: four sessions of four visitors, one round each; one solved, one transferred.
  expect(d.kpis.sessionTotal.value).toBe(4);
  expect(d.kpis.servicePersonCount.value).toBe(4);
  expect(d.kpis.conversationRoundCount.value).toBe(4);
  expect(d.kpis.totalSolvedCount.value).toBe(1);
  expect(d.kpis.transferredToHumanCount.value).toBe(1);
  await expect(page.getByTestId('kpi-totalSolvedRate').locator('.ant-statistic-content')).toHaveText('25.00%');
  await expect(page.getByTestId('kpi-averageRoundCount').locator('.ant-statistic-content')).toHaveText('1.00');
  await expect(page.getByTestId('overview-trend').locator('svg')).toBeVisible();

  // Granularity: by month, the trend has one bucket per month of the range.
  const monthly = statReply(page, 'overview', 'granularity=2');
  await page.getByTestId('stat-granularity').getByText('月').click();
  const m = (await (await monthly).json()).data;
  expect(m.granularity).toBe(2);
  await expect(page).toHaveURL(/g=2/);
  const month = m.trend.at(-1).bucket as string;
  expect(month).toMatch(/^\d{4}-\d{2}$/);
  await expect(page.getByTestId(`cell-${month}-sessionTotal`)).toHaveText(String(m.trend.at(-1).sessionTotal));

  // The transferred card opens that session in the session records.
  await page.getByTestId('kpi-transferredToHumanCount').click();
  await expect(page).toHaveURL(/\/aitext\/textSessionRecord/);
  await expect.poll(() => listTotal(page)).toBe(1);
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await expect(page.locator('.ant-table-row')).toContainText(channelName);
});

test('knowledge analysis drills down to its sessions; drawer and export', async ({ page }) => {
  await uiLogin(page, 'tenant');
  // The demo data as it is: the totals show what the server answered.
  const demoReply = statReply(page, 'knowledge');
  await page.goto('/aitext/knowledgeAnalysis');
  const demo = (await (await demoReply).json()).data;
  for (const f of ['hits', 'clicks', 'likes', 'dislikes', 'participation'])
    await expect(page.getByTestId(`total-${f}`).locator('.ant-statistic-content')).toHaveText(
      demo.totals[f].toLocaleString('en-US'),
    );
  // Per category: the reply's rows, this run's items uncategorised.
  const byCategory = statReply(page, 'knowledge', 'by=category');
  await page.getByTestId('knowledge-by').getByText('按分类').click();
  const cats = (await (await byCategory).json()).data;
  await expect(page.getByTestId('knowledge-table').locator('.ant-table-row')).toHaveCount(cats.list.length);

  const first = statReply(page, 'knowledge', channelId);
  await page.goto(`/aitext/knowledgeAnalysis?channel=${channelId}`);
  const k = (await (await first).json()).data;
  const row = k.list.find((r: { id: string }) => r.id === item1);
  expect(row).toMatchObject({ name: Q1, hits: 2, likes: 1, dislikes: 1, participation: 2 });
  expect(k.totals).toMatchObject({ hits: 3, likes: 1, dislikes: 1 });
  await expect(page.getByTestId(`fig-${item1}-hits`)).toHaveText('2');
  await expect(page.getByTestId('total-hits')).toContainText('3');

  // Each figure opens as many sessions as it counts (each session holds the event once here).
  for (const [f, n] of [
    ['dislikes', row.dislikes],
    ['likes', row.likes],
    ['hits', row.hits],
  ] as const) {
    await page.goto(`/aitext/knowledgeAnalysis?channel=${channelId}`);
    await page.getByTestId(`fig-${item1}-${f}`).click();
    await expect(page).toHaveURL(/\/aitext\/textSessionRecord.*drill=/);
    await expect(page.getByTestId('drill-target')).toContainText(Q1);
    await expect.poll(() => listTotal(page)).toBe(n);
    await expect(page.locator('.ant-table-row')).toHaveCount(n);
  }

  // The disliked session's conversation: the visitor's question, the bot's answer, the vote and its reason.
  await page.goto(`/aitext/knowledgeAnalysis?channel=${channelId}`);
  await page.getByTestId(`fig-${item1}-dislikes`).click();
  await expect.poll(() => listTotal(page)).toBe(1);
  await page.getByTestId('session-open').first().click();
  const chat = page.getByTestId('session-chat');
  await expect(chat.locator('[data-role=user][data-kind=question]')).toContainText(Q1);
  await expect(chat.locator('[data-role=bot][data-kind=answer]')).toContainText('质量问题由商家承担');
  await expect(chat.getByTestId('message-vote')).toHaveText(/点踩/);
  await expect(chat).toContainText(REASON);
  await page.locator('.ant-drawer-close').click();

  // Export: the workbook holds the drilled-down session only.
  const downloading = page.waitForEvent('download');
  await page.getByTestId('session-export').click();
  const download = await downloading;
  await expect(page.getByText('导出成功')).toBeVisible();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.read(Readable.from([readFileSync(await download.path())]));
  const sheet = wb.worksheets[0];
  expect(sheet.getRow(1).getCell(1).value).toBe('开始时间');
  expect(sheet.actualRowCount).toBe(2);
  expect(sheet.getRow(2).getCell(2).value).toBe(channelName);
  expect(sheet.getRow(2).getCell(5).value).toBe(Q1);
});
