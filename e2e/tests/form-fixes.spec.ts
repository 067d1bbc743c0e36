import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiLogin, choose, uiLogin } from './helpers.ts';

// Form and admin fixes: what the user sees, in Chinese at 1280 px, with an English pass for the
// screenshots (/tmp/form-fixes-*.png) at the end.
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 800 } });

const stamp = String(Date.now() % 1_000_000);
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/form-fixes-${name}.png` });
const toast = (page: Page, text: string | RegExp) =>
  page.locator('.ant-message-notice').filter({ hasText: text }).first();
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const settled = (page: Page) =>
  expect(
    page.locator(
      '.ant-modal[class*="zoom-appear"], .ant-modal[class*="zoom-enter"], .ant-drawer-content-wrapper[class*="panel-motion"]',
    ),
  ).toHaveCount(0);

/** A row action by its label: a button of the row, or an entry of its 更多 menu. */
async function rowAction(page: Page, row: Locator, name: string) {
  await expect(row).toBeVisible();
  const direct = row.getByRole('button', { name: new RegExp(`^${name.split('').join('\\s?')}$`) });
  if (await direct.count()) return direct.first().click();
  await row.getByRole('button', { name: /更多|More/ }).click();
  await page.locator('.ant-dropdown:visible').getByText(name, { exact: true }).click();
}

async function failSignIn(page: Page, username: string, times: number) {
  await page.locator('#login_username').fill(username);
  for (let i = 0; i < times; i++) {
    await page.locator('#login_password').fill(`wrong-${i}-password`);
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/ai-admin/auth/login')),
      page.locator('button[type=submit]').click(),
    ]);
    await expect(page.locator('button[type=submit]')).toBeEnabled();
  }
}

test('login: the captcha field shows no error until a submit, not even when it comes back', async ({ page }) => {
  await page.goto('/login');
  const agreement = page.locator('#login_agreement');
  if (!(await agreement.isChecked())) await agreement.check();
  const probe = `captcha-form-${stamp}`;
  await failSignIn(page, probe, 3);
  await expect(page.locator('#login_verifyCode')).toBeVisible();
  await expect(page.getByText('请输入验证码')).toHaveCount(0);
  await expect(page.locator('#login_verifyCode')).toHaveAttribute('aria-invalid', 'false');
  await shot(page, 'login-captcha-zh');
  // A submit without the answer is stopped with the message…
  await page.locator('#login_password').fill('another-password');
  await page.locator('button[type=submit]').click();
  await expect(page.getByText('请输入验证码')).toBeVisible();
  // …another name needs no captcha; back to the throttled one, the field returns blank and quiet.
  await page.locator('#login_username').fill(`captcha-fresh-${stamp}`);
  await page.locator('#login_password').focus();
  await expect(page.locator('#login_verifyCode')).toHaveCount(0);
  await page.locator('#login_username').fill(probe);
  await page.locator('#login_password').focus();
  await expect(page.locator('#login_verifyCode')).toBeVisible();
  await expect(page.getByText('请输入验证码')).toHaveCount(0);
});

test('outbound task: 时区 is a searchable select of IANA zones, Asia/Shanghai by default', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto('/aicall/call-manage/outbound-task');
  await page.getByTestId('task-add').click();
  const m = page.locator('.ant-modal').filter({ has: page.getByTestId('task-form') });
  await expect(m).toBeVisible();
  await settled(page);
  const zone = m.getByTestId('task-time-zone');
  await expect(zone).toContainText('(UTC+08:00) Asia/Shanghai');
  await zone.click();
  await page.keyboard.type('tokyo');
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(option).toHaveCount(1);
  await expect(option).toHaveText('(UTC+09:00) Asia/Tokyo');
  await shot(page, 'task-time-zone-zh');
  await option.click();
  await expect(zone).toContainText('(UTC+09:00) Asia/Tokyo');
});

test('knowledge drawer: no native file control and no 请输入 until the user edits or saves', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto('/aikb/words-library');
  await page.getByTestId('kb-open-library').first().click();
  await page.getByRole('button', { name: '新增知识' }).click();
  const drawer = page.locator('.ant-drawer').filter({ has: page.locator('#knowledge_question') });
  await expect(drawer.locator('.zy-rich-editor .tiptap')).toBeVisible();
  await settled(page);
  await page.waitForTimeout(500);
  await expect(drawer.locator('.ant-form-item-explain-error')).toHaveCount(0);
  await expect(drawer.locator('input[type=file]:visible')).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: '上传图片' })).toBeVisible();
  await shot(page, 'kb-drawer-zh');
  // Saving an empty answer shows the message.
  await drawer.getByTestId('kb-item-save').click();
  await expect(drawer.locator('.ant-form-item-explain-error').first()).toBeVisible();
  await drawer.getByRole('button', { name: /取\s*消/ }).click();
});

test('bot list: 复制 names the copy, which shows in the list; the publish note counter clears the buttons', async ({
  page,
  request,
}) => {
  await uiLogin(page, 'tenant');
  await page.goto('/index/bot');
  await page.locator('#search_name').fill('预约挂号咨询');
  await page.getByTestId('search-form').locator('button[type=submit]').click();
  await expect(rows(page)).toHaveCount(1);
  await rowAction(page, rows(page).first(), '复制');
  await expect(toast(page, '已复制为「预约挂号咨询-副本」')).toBeVisible();
  await shot(page, 'bot-copied-zh');
  await page.locator('#search_name').fill('预约挂号咨询-副本');
  await page.getByTestId('search-form').locator('button[type=submit]').click();
  await expect(rows(page).filter({ hasText: '预约挂号咨询-副本' }).first()).toBeVisible();
  // The copies go again (the list is shared with other tests).
  const { authorization } = await apiLogin(request, 'tenant');
  const headers = { authorization };
  const query = new URLSearchParams({ name: '预约挂号咨询-副本', pageSize: '100' });
  const list = await (await request.get(`/v1/aicall-web/bot/list?${query}`, { headers })).json();
  for (const b of list.data.list as { id: string; name: string }[])
    if (b.name.startsWith('预约挂号咨询-副本'))
      await request.post('/v1/aicall-web/bot/delete', { headers, data: { id: b.id } });

  // The publish dialog of the demo bot (opened, not confirmed).
  await page.locator('#search_name').fill('信用卡分期营销');
  await page.getByTestId('search-form').locator('button[type=submit]').click();
  await rowAction(page, rows(page).filter({ hasText: '信用卡分期营销' }).first(), '编辑');
  await expect(page.getByTestId('publish')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('publish').click();
  const dialog = page.locator('.ant-modal').filter({ has: page.locator('#publish-note') });
  await expect(dialog).toBeVisible();
  await settled(page);
  const count = await dialog.locator('.ant-input-data-count').boundingBox();
  const footer = await dialog.locator('.ant-modal-footer').boundingBox();
  if (!count || !footer) throw new Error('counter or footer not on screen');
  expect(count.y + count.height).toBeLessThanOrEqual(footer.y);
  await shot(page, 'bot-publish-zh');
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
});

test('新增用户 with a role: the tenant admin picks 坐席 and the new user holds it', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto('/aiadmin/userManage');
  await page.getByRole('button', { name: '新增用户' }).click();
  const form = page.locator('.ant-modal').filter({ has: page.locator('#edit_username') });
  await expect(form).toBeVisible();
  await settled(page);
  const name = `e2e_role_${stamp}`;
  await form.locator('#edit_username').fill(name);
  await form.locator('#edit_nickname').fill('带角色用户');
  await form.locator('#edit_password').fill('Browser#Pass2026');
  // The shared pick tries again when a click lands while the options are still loading.
  await choose(page, '#edit_roleIds', '坐席');
  await page.keyboard.press('Escape');
  await shot(page, 'user-create-role-zh');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(toast(page, '操作成功')).toBeVisible();
  await page.locator('#search_username').fill(name);
  await page.getByTestId('search-form').locator('button[type=submit]').click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().locator('.ant-tag').filter({ hasText: '坐席' })).toHaveCount(1);
});

test('个人设置: the sign-in history reads browser · system, the raw string on hover', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto('/index/user/setting');
  const agent = page.getByTestId('login-log-agent').first();
  await expect(agent).toHaveText(/^Chrome \d+ · Linux$/);
  await agent.scrollIntoViewIfNeeded();
  await agent.hover();
  await expect(page.locator('.ant-tooltip:visible')).toContainText('Mozilla/5.0');
  await shot(page, 'settings-history-zh');
});

test('OEM: the preview is the real side bar and login card; the tab reads "<page> - <brand>"', async ({ page }) => {
  await uiLogin(page, 'channel');
  await page.goto('/aiadmin/OEM');
  await expect(page.getByTestId('page-title')).toHaveText('OEM配置');
  const title = await page.locator('#oem_title').inputValue();
  const brand = title || '知语智能对话平台';
  await expect(page).toHaveTitle(`OEM配置 - ${brand}`);
  const real = page.locator('.ant-layout-sider').getByTestId('sider-brand');
  const preview = page.getByTestId('oem-preview-sider').getByTestId('sider-brand').first();
  await expect(preview).toHaveText(brand);
  await expect(real).toHaveText(brand);
  await shot(page, 'oem-preview-zh');
  const loginPreview = await page.getByTestId('oem-preview-login').getByTestId('login-brand').innerHTML();
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page).toHaveTitle(`登录 - ${brand}`);
  expect(await page.getByTestId('login-brand').innerHTML()).toBe(loginPreview);
  await shot(page, 'oem-login-zh');
});

test.describe('English', () => {
  test.use({ locale: 'en-US' });

  test('screens in English', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/login');
    const agreement = page.locator('#login_agreement');
    if (!(await agreement.isChecked())) await agreement.check();
    await failSignIn(page, `captcha-en-${stamp}`, 3);
    await expect(page.locator('#login_verifyCode')).toBeVisible();
    await expect(page.locator('[role=alert]').filter({ hasText: /captcha/i })).toHaveCount(0);
    await shot(page, 'login-captcha-en');

    await uiLogin(page, 'tenant');
    await page.goto('/aicall/call-manage/outbound-task');
    await page.getByTestId('task-add').click();
    await settled(page);
    await expect(page.getByTestId('task-time-zone')).toContainText('(UTC+08:00) Asia/Shanghai');
    await shot(page, 'task-time-zone-en');
    await page.keyboard.press('Escape');

    await page.goto('/aikb/words-library');
    await page.getByTestId('kb-open-library').first().click();
    await page.getByRole('button', { name: 'New item' }).click();
    const drawer = page.locator('.ant-drawer').filter({ has: page.locator('#knowledge_question') });
    await expect(drawer.locator('.zy-rich-editor .tiptap')).toBeVisible();
    await settled(page);
    await expect(drawer.locator('.ant-form-item-explain-error')).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: 'Upload image' })).toBeVisible();
    await shot(page, 'kb-drawer-en');

    await page.goto('/aiadmin/userManage');
    await page.getByRole('button', { name: 'New user' }).click();
    await settled(page);
    await page.locator('#edit_roleIds').click();
    await shot(page, 'user-create-role-en');
    await page.keyboard.press('Escape');

    await page.goto('/index/user/setting');
    await expect(page.getByTestId('login-log-agent').first()).toHaveText(/^Chrome \d+ · Linux$/);
    await page.getByTestId('login-log-agent').first().scrollIntoViewIfNeeded();
    await shot(page, 'settings-history-en');
  });
});
