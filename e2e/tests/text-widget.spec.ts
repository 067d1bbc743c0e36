import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { apiLogin } from './helpers.ts';

/**
 * The text bot's widget on a customer's page: a plain HTML page served from another origin (a
 * small static server of the test) with the script tag, talking to the app's public chat API.
 * The channel and its knowledge are made through the console's API with names of this run only.
 */
const stamp = Date.now().toString(36);
const ITEMS = [
  {
    question: `怎么申请退货${stamp}`,
    similar: ['我想退货', '如何退货'],
    answer: '<p>在我的订单里点击申请退货即可。</p>',
  },
  { question: `运费怎么计算${stamp}`, similar: ['邮费多少钱'], answer: '<p>满 99 元包邮，不满收 8 元运费。</p>' },
];

let site: Server;
let siteUrl = '';
let widgetKey = '';
let authorization = '';

test.beforeAll(async ({ request, baseURL }) => {
  ({ authorization } = await apiLogin(request, 'tenant'));
  const headers = { authorization };
  const lib = await (
    await request.post('/aikb-api/library/add', { headers, data: { name: `挂件知识库${stamp}` } })
  ).json();
  expect(lib.code, JSON.stringify(lib)).toBe('000000');
  for (const item of ITEMS) {
    const r = await (
      await request.post('/aikb-api/knowledge/add', { headers, data: { libraryId: lib.data.id, ...item } })
    ).json();
    expect(r.code, JSON.stringify(r)).toBe('000000');
  }
  const ch = await (
    await request.post('/newaitext/channel/add', {
      headers,
      data: {
        name: `挂件渠道${stamp}`,
        libraryIds: [lib.data.id],
        welcome: '<p>您好，我是<strong>挂件</strong>客服</p>',
        quickMenus: [
          { name: '运费', actionType: 3, text: '邮费多少钱' },
          { name: '猜你想问', actionType: 10 },
          { name: '人工服务', actionType: 11 },
        ],
        fallback: '这个问题我还不会，换个问法试试。',
      },
    })
  ).json();
  expect(ch.code, JSON.stringify(ch)).toBe('000000');
  widgetKey = ch.data.widgetKey;
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>某某商城</title></head>
<body><h1>某某商城</h1><script src="${baseURL}/newaitext/widget.js" data-key="${widgetKey}" async></script></body></html>`;
  // An English page whose key no channel has, for the refusal in the page's language.
  const english = `<!doctype html><html lang="en"><body>
<script src="${baseURL}/newaitext/widget.js" data-key="wk-unknown-${stamp}" async></script></body></html>`;
  site = createServer((req, res) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(req.url === '/en' ? english : html),
  );
  await new Promise<void>((ok) => site.listen(0, '127.0.0.1', ok));
  siteUrl = `http://localhost:${(site.address() as AddressInfo).port}/`;
});

test.afterAll(async () => {
  await new Promise((ok) => site?.close(ok));
});

const widget = (page: Page) => page.locator('#zhiyu-chat-widget');

async function ask(page: Page, text: string) {
  const before = await widget(page).locator('.msg.bot').count();
  await widget(page).getByRole('textbox').fill(text);
  await widget(page).getByRole('button', { name: '发送' }).click();
  await expect(widget(page).locator('.msg.bot')).toHaveCount(before + 1);
  return widget(page).locator('.msg.bot').last();
}

test('a visitor opens the panel, asks, likes and dislikes, and asks for a human', async ({ page, request }) => {
  await page.goto(siteUrl);
  const w = widget(page);
  await w.getByRole('button', { name: '在线客服' }).click();
  await expect(w.getByRole('dialog')).toBeVisible();
  await expect(w.locator('.title')).toHaveText(`挂件渠道${stamp}`);
  await expect(w.locator('.msg.bot[data-kind=welcome]')).toHaveText('您好，我是挂件客服');
  await expect(w.locator('.menu', { hasText: '猜你想问' })).toBeDisabled();
  await expect(w.locator('.menu', { hasText: '人工服务' })).toBeDisabled();

  const first = await ask(page, '我想退货，怎么操作');
  await expect(first).toHaveAttribute('data-kind', 'answer');
  await expect(first).toContainText('在我的订单里点击申请退货即可。');
  await first.getByRole('button', { name: '有用' }).click();
  await expect(first.locator('.done')).toHaveText('感谢您的反馈');

  // A quick menu sends its text as the visitor's question.
  await w.locator('.menu', { hasText: '运费' }).click();
  const second = w.locator('.msg.bot[data-kind=answer]').nth(1);
  await expect(second).toContainText('满 99 元包邮');
  await second.getByRole('button', { name: '没用' }).click();
  await second.getByRole('textbox').fill('没说清楚偏远地区');
  await second.getByRole('button', { name: '提交' }).click();
  await expect(second.locator('.done')).toHaveText('已收到，我们会改进');

  const unknown = await ask(page, '你们的办公室在几楼');
  await expect(unknown).toHaveAttribute('data-kind', 'fallback');
  await expect(unknown).toHaveText('这个问题我还不会，换个问法试试。');

  await w.getByRole('button', { name: '转人工' }).click();
  await expect(w.locator('.msg.bot[data-kind=transfer]')).toHaveText('正在为您转接人工客服，请稍候。');
  await expect(w.getByRole('button', { name: '已转人工' })).toBeDisabled();

  // The console sees the session with both votes, the reason and the transfer.
  const visitorId = await page.evaluate((k) => localStorage.getItem(`zhiyu-widget:${k}:visitor`), widgetKey);
  expect(visitorId).toBeTruthy();
  const now = Date.now();
  const list = await (
    await request.get(`/newaitext/session/list?from=${now - 3_600_000}&to=${now + 60_000}&visitorId=${visitorId}`, {
      headers: { authorization },
    })
  ).json();
  expect(list.data.list).toHaveLength(1);
  expect(list.data.list[0]).toMatchObject({ transferred: true, solved: false, rounds: 3, scenes: [1, 3] });
  const detail = await (
    await request.get(`/newaitext/session/detail?id=${list.data.list[0].id}`, { headers: { authorization } })
  ).json();
  const votes = detail.data.messages.filter((m: { vote: string | null }) => m.vote);
  expect(votes.map((m: { vote: string; reason: string | null }) => [m.vote, m.reason])).toEqual([
    ['like', null],
    ['dislike', '没说清楚偏远地区'],
  ]);
});

test('the widget speaks English on an English page and refuses an unknown key clearly', async ({ page }) => {
  await page.goto(`${siteUrl}en`);
  const w = widget(page);
  await w.getByRole('button', { name: 'Chat with us' }).click();
  await expect(w.locator('.msg.err')).toHaveText('The channel does not exist or is disabled');
});
