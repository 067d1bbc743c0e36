import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiLogin, uiLogin } from './helpers.ts';

/**
 * Knowledge base and text bot at 1280 px in both languages: the label tree in its left column
 * (console and iframe twin), creators by nickname, the demo history in the reports, the session
 * detail naming its hit knowledge, and a console test window's visitor as 控制台测试 · nickname.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ viewport: { width: 1280, height: 900 } });

const SHOTS = '/tmp/kb-text-fixes';
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

async function toEnglish(page: Page) {
  await page.getByTestId('lang-switch').click();
  await expect(page.getByTestId('side-menu')).toContainText('Knowledge');
}

/** The tree card sits left of the filters, at the same height: a column, not a block above them. */
async function expectTreeBeside(page: Page) {
  const tree = await page.getByTestId('kb-tree-column').boundingBox();
  const form = await page.getByTestId('search-form').first().boundingBox();
  expect(tree && form).toBeTruthy();
  if (!tree || !form) return;
  expect(tree.x + tree.width).toBeLessThanOrEqual(form.x);
  expect(Math.abs(tree.y - form.y)).toBeLessThan(40);
}

test('library list creators and the label tree column, console and iframe, zh-CN and en-US', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto('/aikb/words-library');
  const demo = rows(page).filter({ hasText: '常见问题' });
  await expect(demo).toHaveCount(1);
  await expect(demo).toContainText('租户管理员');
  await expect(page.locator('.ant-table-tbody')).not.toContainText('seed');
  await page.screenshot({ path: `${SHOTS}/library-list-zh.png` });
  await demo.getByTestId('kb-open-library').click();
  await expect(page.getByTestId('kb-tree')).toContainText('全部分类');
  await expect(page.getByTestId('kb-tree')).not.toContainText('全部场景');
  await expectTreeBeside(page);
  await expect(rows(page).first()).toContainText('租户管理员');
  await page.screenshot({ path: `${SHOTS}/library-tree-zh.png` });
  const library = new URL(page.url()).searchParams.get('library');

  await page.goto(`/iframe/aikb/words-library?library=${library}`);
  await expect(page.getByTestId('kb-tree')).toContainText('全部分类');
  await expectTreeBeside(page);
  await page.screenshot({ path: `${SHOTS}/library-tree-iframe-zh.png` });

  await page.goto(`/aikb/words-library?library=${library}`);
  await toEnglish(page);
  await expect(page.getByTestId('kb-tree')).toContainText('All categories');
  await expectTreeBeside(page);
  await page.screenshot({ path: `${SHOTS}/library-tree-en.png` });
  await page.getByTestId('lang-switch').click();
});

async function consoleTestSession(request: APIRequestContext) {
  const { authorization } = await apiLogin(request, 'tenant');
  const headers = { authorization };
  const libs = await (
    await request.get(`/aikb-api/library/list?pageNum=1&pageSize=10&name=${encodeURIComponent('常见问题')}`, {
      headers,
    })
  ).json();
  const made = await (
    await request.post('/newaitext/channel/add', {
      headers,
      data: {
        name: `控制台试聊${Date.now() % 100000}`,
        channelType: 1,
        kind: 'widget',
        libraryIds: [libs.data.list[0].id],
      },
    })
  ).json();
  expect(made.code).toBe('000000');
  const channelKey = made.data.widgetKey as string;
  const open = async (path: string, data: object) =>
    (await (await request.post(`/newaitext/open/${path}`, { data: { channelKey, ...data } })).json()).data;
  const { sessionId } = await open('session', { visitorId: 'console-tenant' });
  const reply = await open('message', { sessionId, text: '订单满多少包邮' });
  expect(reply.replies[0].kind).toBe('answer');
  return made.data.id as string;
}

test('sessions: a console test window visitor by nickname, the hit knowledge by question', async ({
  page,
  request,
}) => {
  const channelId = await consoleTestSession(request);
  await uiLogin(page, 'tenant');
  await page.goto('/aitext/textSessionRecord');
  // The demo history: official-channel visitors of this month.
  await expect(rows(page).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sessions-zh.png` });
  await page.goto(`/aitext/textSessionRecord?q=${encodeURIComponent(JSON.stringify({ channelId }))}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().getByTestId('session-visitor')).toHaveText('控制台测试 · 租户管理员');
  await page.getByTestId('session-open').first().click();
  const detail = page.getByTestId('session-detail');
  await expect(detail.getByTestId('session-visitor')).toHaveText('控制台测试 · 租户管理员');
  const hit = detail.getByTestId('message-hit').first();
  await expect(hit).toHaveText('命中知识：订单满多少包邮？');
  await hit.hover();
  await expect(page.locator('.ant-tooltip')).toContainText('知识ID：');
  await page.screenshot({ path: `${SHOTS}/session-detail-zh.png` });
  await page.locator('.ant-drawer-close').click();
  await toEnglish(page);
  await expect(rows(page).first().getByTestId('session-visitor')).toHaveText('Console test · 租户管理员');
  await page.getByTestId('session-open').first().click();
  await expect(page.getByTestId('session-detail').getByTestId('message-hit').first()).toHaveText(
    'Knowledge: 订单满多少包邮？',
  );
  await page.screenshot({ path: `${SHOTS}/session-detail-en.png` });
  await page.locator('.ant-drawer-close').click();
  await page.getByTestId('lang-switch').click();
});

test('the demo history fills the reports, the overview and the knowledge analysis on first start', async ({ page }) => {
  await uiLogin(page, 'tenant');
  const day = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
  const range = `start=${day(Date.now() - 29 * 86_400_000)}&end=${day(Date.now())}`;
  for (const path of ['knowledgeReport', 'clicksReport', 'likeUnlikeReport', 'highFreeWordsReport', 'usageReport']) {
    await page.goto(`/aikb/${path}?${range}`);
    await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: `${SHOTS}/${path}-zh.png` });
  }
  await page.goto(`/aitext/serviceOverview?${range}`);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: `${SHOTS}/serviceOverview-zh.png` });
  await page.goto(`/aitext/knowledgeAnalysis?${range}`);
  await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: `${SHOTS}/knowledgeAnalysis-zh.png` });
  await toEnglish(page);
  await page.goto(`/aikb/knowledgeReport?${range}`);
  await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: `${SHOTS}/knowledgeReport-en.png` });
  await page.getByTestId('lang-switch').click();
});
