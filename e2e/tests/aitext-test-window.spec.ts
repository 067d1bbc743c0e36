import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiLogin, uiLogin } from './helpers.ts';

/**
 * The console's own test window (试聊) on /aitext/channelConfig: a test-window channel (type 1) on
 * the demo library 常见问题, made through the API; in its drawer a question of the demo FAQ gets
 * its answer and is liked, a nonsense question gets the channel's fallback, 重新开始 ends the
 * session and opens another. The server then holds both sessions on that channel, the like on the
 * answer, and the service overview leaves them out unless asked to count test windows.
 */
test.describe.configure({ timeout: 120_000 });

const stamp = String(Date.now() % 1_000_000).padStart(6, '0');
const NAME = `试聊渠道${stamp}`;
const WELCOME = `您好，这里是测试窗口${stamp}`;
const FALLBACK = '这个问题我还不会，换个问法试试。';
const QUESTION = '订单满多少包邮？';
const ANSWER = '单笔订单实付满 99 元即可包邮';
const NONSENSE = `qwxz vbnm ${stamp}`;

async function get(request: APIRequestContext, url: string, authorization: string) {
  const body = await (await request.get(url, { headers: { authorization } })).json();
  expect(body.code, `${url} ${JSON.stringify(body)}`).toBe('000000');
  return body.data;
}
const drawer = (page: Page) =>
  page.locator('.ant-drawer').filter({ has: page.locator('.ant-drawer-title', { hasText: `试聊「${NAME}」` }) });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('a test window: answer liked, fallback, start over; sessions on the channel, left out of statistics', async ({
  page,
  request,
}) => {
  const { authorization } = await apiLogin(request, 'tenant');
  const libs = await get(
    request,
    `/aikb-api/library/list?pageNum=1&pageSize=10&name=${encodeURIComponent('常见问题')}`,
    authorization,
  );
  const lib = libs.list.find((l: { name: string }) => l.name === '常见问题');
  expect(lib, 'the demo library 常见问题').toBeTruthy();
  const made = await (
    await request.post('/newaitext/channel/add', {
      headers: { authorization },
      data: {
        name: NAME,
        channelType: 1,
        kind: 'widget',
        libraryIds: [lib.id],
        welcome: `<p>${WELCOME}</p>`,
        fallback: FALLBACK,
        quickMenus: [{ name: '转人工', actionType: 11 }],
      },
    })
  ).json();
  expect(made.code).toBe('000000');
  const channelId = made.data.id as string;
  const startedFrom = Date.now() - 60_000;

  await uiLogin(page, 'tenant');
  await page.goto('/aitext/channelConfig');
  await page.locator('#search_name').fill(NAME);
  await page.getByTestId('search-form').locator('button[type=submit]').click();
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: NAME });
  await expect(row).toHaveCount(1);
  await row.getByTestId('channel-chat').click();

  const panel = drawer(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('chat-stats-hint')).toContainText('默认不计入统计');
  const msgs = panel.getByTestId('chat-msg');
  await expect(msgs.first()).toContainText(WELCOME);
  // Menu type 11 is shown, disabled, as visitors get it.
  await expect(panel.getByTestId('chat-menus').getByRole('button', { name: '转人工' })).toBeDisabled();
  await expect(panel.getByText('0 / 500')).toBeVisible();

  // A question of the demo FAQ, sent with Enter: the knowledge answer, then liked.
  const input = panel.getByTestId('chat-input');
  await input.fill(QUESTION);
  await input.press('Enter');
  const answer = msgs.and(page.locator('[data-kind=answer]'));
  await expect(answer).toHaveCount(1);
  await expect(answer).toContainText(ANSWER);
  await expect(msgs.and(page.locator('[data-role=user]')).first()).toHaveText(QUESTION);
  await expect(input).toHaveValue('');
  await answer.getByRole('button', { name: /有用/ }).click();
  await expect(answer.getByTestId('chat-voted')).toHaveText('已点赞');

  // Nonsense: the channel's fallback answer.
  await input.fill(NONSENSE);
  await input.press('Enter');
  const fallback = msgs.and(page.locator('[data-kind=fallback]'));
  await expect(fallback).toHaveCount(1);
  await expect(fallback).toContainText(FALLBACK);
  await expect(fallback).toContainText('兜底回复');

  // 重新开始: a new session with only the welcome.
  await panel.getByTestId('chat-restart').click();
  await expect(msgs).toHaveCount(1);
  await expect(msgs.first()).toContainText(WELCOME);

  // The server holds both sessions on this channel, the first ended, with the like on the answer.
  const sessions = await get(
    request,
    `/newaitext/session/list?pageNum=1&pageSize=10&from=${startedFrom}&to=${Date.now() + 60_000}&channelId=${channelId}`,
    authorization,
  );
  expect(sessions.total).toBe(2);
  const [first, second] = [...sessions.list].sort(
    (a: { startedAt: number }, b: { startedAt: number }) => a.startedAt - b.startedAt,
  );
  expect(first).toMatchObject({ channelId, channelName: NAME, channelType: 1, rounds: 2, solved: true });
  expect(first.closedAt).not.toBeNull();
  expect(first.firstQuestion).toBe(QUESTION);
  expect(second).toMatchObject({ channelId, channelName: NAME, channelType: 1, rounds: 0, closedAt: null });
  const detail = await get(request, `/newaitext/session/detail?id=${first.id}`, authorization);
  expect(detail.messages.map((m: { kind: string; vote: string | null }) => [m.kind, m.vote])).toEqual([
    ['welcome', null],
    ['question', null],
    ['answer', 'like'],
    ['question', null],
    ['fallback', null],
  ]);

  // The service overview leaves test windows out by default, and counts them when asked.
  const overview = (includeTest: 0 | 1) =>
    get(
      request,
      `/newaitext/stat/overview?startDay=${day(-1)}&endDay=${day(1)}&channelId=${channelId}&includeTest=${includeTest}`,
      authorization,
    );
  expect((await overview(0)).kpis.sessionTotal.value).toBe(0);
  expect((await overview(1)).kpis.sessionTotal.value).toBe(2);

  // The session records list the test session under its channel.
  await page.goto('/aitext/textSessionRecord');
  await expect(page.locator('.ant-table-row').filter({ hasText: NAME }).first()).toBeVisible();

  // From the toolbar the same panel offers the tenant's test windows, this one among them.
  await page.goto('/aitext/channelConfig');
  await page.getByTestId('chat-open-toolbar').click();
  const picker = page.locator('.ant-drawer').getByTestId('chat-channel');
  await picker.click();
  await expect(
    page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: NAME }),
  ).toHaveCount(1);
});
