import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiLogin, uiLogin } from './helpers.ts';
import { confirmPop } from './row-actions.helpers.ts';

/**
 * /aitext/channelConfig and the public /bindPage: a widget channel made in the drawer with quick
 * menus (10 and 11 listed but not pickable), its paste-in tag copied, a bind code made, a wrong code
 * refused and the right one binding an account on /bindPage, the account then listed in the console.
 * Names are of this run only; only this run's rows are looked at.
 */
test.describe.configure({ timeout: 120_000 });

const stamp = String(Date.now() % 1_000_000).padStart(6, '0');
const NAME = `e2e渠道${stamp}`;
const ACCOUNT = `wx-user-${stamp}`;
const toast = (page: Page, text: string) => page.locator('.ant-message-notice').filter({ hasText: text }).first();
const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name }).or(scope.getByRole('button', { name: name.split('').join(' ') }));
const drawer = (page: Page, title: string) =>
  page.locator('.ant-drawer').filter({ has: page.locator('.ant-drawer-title', { hasText: title }) });

test('a widget channel: menus, its tag, a bind code used on /bindPage, the bound account', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await uiLogin(page, 'tenant');
  await page.goto('/aitext/channelConfig');
  await expect(page.getByTestId('page-title')).toHaveText('渠道部署');

  await button(page, '新建渠道').click();
  const form = drawer(page, '新建渠道');
  await expect(form.locator('#channel_name')).toBeVisible();
  await form.locator('#channel_name').fill(NAME);
  await form.locator('#channel_fallback').fill('这个问题我还不会。');

  // Two menus: send a message, jump to a link. The action list shows 10 and 11, not pickable.
  await button(form, '添加快捷菜单').click();
  const first = form.getByTestId('channel-menu-row').nth(0);
  await first.getByLabel('菜单名称').fill('运费');
  await first.getByLabel('发送内容').fill('邮费多少钱');
  await button(form, '添加快捷菜单').click();
  const second = form.getByTestId('channel-menu-row').nth(1);
  await second.getByLabel('菜单名称').fill('官网');
  await second.locator('.ant-select').click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options).toHaveText(['链接跳转', '发送消息', '猜你想问（暂不可用）', '转人工（暂不可用）']);
  await expect(options.filter({ hasText: '猜你想问' })).toHaveAttribute('aria-disabled', 'true');
  await expect(options.filter({ hasText: '转人工' })).toHaveAttribute('aria-disabled', 'true');
  await expect(options.filter({ hasText: '链接跳转' })).not.toHaveAttribute('aria-disabled', 'true');
  // A disabled action cannot be chosen: clicking it leaves the row as it was.
  await options.filter({ hasText: '转人工' }).click({ force: true });
  await expect(second.locator('.ant-select')).toContainText('发送消息');
  await options.filter({ hasText: '链接跳转' }).click();
  await expect(second.locator('.ant-select')).toContainText('链接跳转');
  await second.getByLabel('跳转链接').fill('ftp://example.com');
  await form.getByTestId('channel-save').click();
  await expect(form.locator('.ant-form-item-explain-error')).toHaveText(['链接跳转需要 http 或 https 地址']);
  await second.getByLabel('跳转链接').fill('https://example.com/help');
  await form.getByTestId('channel-save').click();
  await expect(toast(page, '操作成功')).toBeVisible();

  // The server kept what the drawer sent.
  const { authorization } = await apiLogin(request, 'tenant');
  const list = await (
    await request.get(`/newaitext/channel/list?pageNum=1&pageSize=10&name=${encodeURIComponent(NAME)}`, {
      headers: { authorization },
    })
  ).json();
  expect(list.data.list).toHaveLength(1);
  const channel = list.data.list[0];
  expect(channel).toMatchObject({
    name: NAME,
    kind: 'widget',
    channelType: 0,
    status: 1,
    fallback: '这个问题我还不会。',
    quickMenus: [
      { name: '运费', actionType: 3, text: '邮费多少钱' },
      { name: '官网', actionType: 2, url: 'https://example.com/help' },
    ],
  });

  // A new channel opens on its deployment: the documented tag, copied as shown.
  const deploy = drawer(page, `部署渠道「${NAME}」`);
  const snippet = `<script src="${baseURL}/newaitext/widget.js" data-key="${channel.widgetKey}" async></script>`;
  await expect(deploy.getByTestId('channel-snippet')).toHaveText(snippet);
  await deploy.getByTestId('channel-snippet-copy').click();
  await expect(toast(page, '已复制')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);

  // A one-time bind code with its expiry and the link to /bindPage.
  await deploy.getByTestId('channel-bind-make').click();
  const code = (await deploy.getByTestId('channel-bind-code').textContent()) ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await expect(deploy.getByTestId('channel-bind-expiry')).toContainText('有效期至');
  const link = (await deploy.getByTestId('channel-bind-link').getAttribute('href')) ?? '';
  expect(link).toBe(`${baseURL}/bindPage?key=${channel.widgetKey}`);
  await expect(deploy.getByTestId('channel-bindings').locator('.ant-table-placeholder')).toBeVisible();

  // /bindPage in a browser that never signed in: a wrong code is refused with the server's message.
  const visitor = await browser.newContext({ locale: 'zh-CN' });
  const bindPage = await visitor.newPage();
  await bindPage.goto(link);
  await expect(bindPage.getByRole('heading', { name: '账号绑定' })).toBeVisible();
  await bindPage.getByLabel('外部账号').fill(ACCOUNT);
  await bindPage.getByLabel('绑定码').fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
  await button(bindPage, '绑定').click();
  await expect(bindPage.getByTestId('bind-error')).toHaveText('绑定码错误');
  await bindPage.getByLabel('绑定码').fill(code);
  await button(bindPage, '绑定').click();
  await expect(bindPage.getByText('绑定成功')).toBeVisible();
  await expect(bindPage.getByText(`账号 ${ACCOUNT} 已绑定到渠道「${NAME}」`, { exact: false })).toBeVisible();
  // The code is spent: binding again with it is refused.
  await button(bindPage, '继续绑定其他账号').click();
  await bindPage.getByLabel('外部账号').fill(`${ACCOUNT}-2`);
  await bindPage.getByLabel('绑定码').fill(code);
  await button(bindPage, '绑定').click();
  await expect(bindPage.getByTestId('bind-error')).toHaveText('绑定码已使用，请重新获取');
  await visitor.close();

  // Back in the console the bound account is listed.
  await deploy.getByRole('button', { name: '刷新' }).click();
  const bound = deploy.getByTestId('channel-bindings').locator('.ant-table-row');
  await expect(bound).toHaveCount(1);
  await expect(bound.first()).toContainText(ACCOUNT);

  // Edit opens with what was saved, menus included; a change is kept.
  await deploy.locator('.ant-drawer-close').click();
  await expect(deploy).toBeHidden();
  await page.locator('#search_name').fill(NAME);
  await page.getByTestId('search-form').locator('button[type=submit]').click();
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: NAME });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /编\s*辑/ }).click();
  const edit = drawer(page, '编辑渠道');
  await expect(edit.locator('#channel_name')).toHaveValue(NAME);
  const menus = edit.getByTestId('channel-menu-row');
  await expect(menus).toHaveCount(2);
  await expect(menus.nth(1).getByLabel('跳转链接')).toHaveValue('https://example.com/help');
  await edit.locator('#channel_fallback').fill('请换个问法。');
  await edit.getByTestId('channel-save').click();
  await expect(toast(page, '操作成功')).toBeVisible();
  const after = await (
    await request.get(`/newaitext/channel/get?id=${channel.id}`, { headers: { authorization } })
  ).json();
  expect(after.data).toMatchObject({ fallback: '请换个问法。', quickMenus: channel.quickMenus });
});

test('an API channel: its key once, regenerated, switched off, deleted after a confirm', async ({ page, request }) => {
  await uiLogin(page, 'tenant');
  await page.goto('/aitext/channelConfig');
  await button(page, '新建渠道').click();
  const form = drawer(page, '新建渠道');
  await form.locator('#channel_name').fill(`${NAME}-api`);
  await form.getByRole('radio', { name: 'API' }).check();
  await form.getByRole('radio', { name: '测试窗口' }).check();
  await form.getByTestId('channel-save').click();
  const key = page.getByTestId('channel-api-key');
  await expect(key).toHaveText(/^sk-[\w-]{20,}$/);
  const apiKey = (await key.textContent()) ?? '';
  await button(page, '我已保存').click();
  const deploy = drawer(page, `部署渠道「${NAME}-api」`);
  await expect(deploy.getByTestId('channel-api-key-hint')).toContainText(`sk-…${apiKey.slice(-4)}`);
  await expect(deploy.getByTestId('channel-snippet')).toHaveCount(0);

  // The key shown is the channel's working key on the public API.
  const open = async (k: string) =>
    (await (await request.post('/newaitext/open/session', { headers: { 'x-api-key': k }, data: {} })).json()).code;
  expect(await open(apiKey)).toBe('000000');

  // A new key is shown once too; the old one stops at once.
  await button(deploy, '重新生成密钥').click();
  await confirmPop(page);
  // The dialog of the first key may still be closing: wait for the new key to be the one shown.
  await expect(key).not.toHaveText(apiKey);
  await expect(key).toHaveText(/^sk-[\w-]{20,}$/);
  const newKey = (await key.textContent()) ?? '';
  expect(newKey).not.toBe(apiKey);
  await button(page, '我已保存').click();
  await expect(deploy.getByTestId('channel-api-key-hint')).toContainText(`sk-…${newKey.slice(-4)}`);
  expect(await open(apiKey)).toBe('170001');
  expect(await open(newKey)).toBe('000000');

  await deploy.locator('.ant-drawer-close').click();
  await expect(deploy).toBeHidden();
  await page.locator('#search_name').fill(`${NAME}-api`);
  await page.getByTestId('search-form').locator('button[type=submit]').click();
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: `${NAME}-api` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('测试窗口');
  // Switched off in the list, the channel refuses callers.
  await row.getByTestId('channel-status').click();
  await expect(row.getByTestId('channel-status')).not.toBeChecked();
  await expect.poll(() => open(newKey)).toBe('170001');
  await row.getByRole('button', { name: /删\s*除/ }).click();
  await expect(page.locator('.ant-popconfirm')).toContainText(`确定删除渠道「${NAME}-api」吗`);
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(row).toHaveCount(0);
});
