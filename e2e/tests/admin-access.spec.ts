import { expect, type Page, test } from '@playwright/test';
import { apiLogin, choose, menuPaths, uiLogin } from './helpers.ts';

// One server for the file: the steps build on each other (a role, then a user holding it).
test.describe.configure({ mode: 'serial' });

const stamp = String(Date.now() % 1_000_000);
const ROLE = `标签录入${stamp}`;
const USER = { username: `e2e_tagger_${stamp}`, password: 'Tagger#2026x' };
const modal = (page: Page) => page.locator('.ant-modal').filter({ has: page.locator('#edit_name') });
const drawer = (page: Page) => page.locator('.ant-drawer').filter({ has: page.getByTestId('grant-editor') });
const row = (page: Page, text: string) => page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: text });

async function opened(page: Page) {
  await expect(modal(page)).toBeVisible();
  await expect(page.locator('.ant-modal[class*="zoom-appear"], .ant-modal[class*="zoom-enter"]')).toHaveCount(0);
}

/** Ticks the checkbox of one node of the grant tree (found through the search box). */
async function tick(page: Page, id: string) {
  await drawer(page).getByTestId('grant-search').locator('input').fill(id);
  const node = drawer(page)
    .locator('.ant-tree-treenode')
    .filter({ has: page.locator(`[data-node-id="${id}"]`) });
  await expect(node).toHaveCount(1);
  await node.locator('.ant-tree-checkbox').click();
  await expect(node.locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-checked/);
}

test('tenant admin creates a role with part of the tag screen and grants it', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto('/aiadmin/tenant/role');
  await page.getByRole('button', { name: '新增角色' }).click();
  await opened(page);
  await modal(page).locator('#edit_name').fill(ROLE);
  await modal(page).locator('button.ant-btn-primary').click();
  await expect(modal(page)).toBeHidden();
  await expect(row(page, ROLE)).toHaveCount(1);

  await row(page, ROLE).getByRole('button', { name: '分配权限' }).click();
  await expect(drawer(page)).toBeVisible();
  // Types and the virtual tree: only rows in view are in the DOM.
  await expect(drawer(page).locator('.ant-tree-list-holder')).toBeVisible();
  for (const id of ['aicall.tag.list', 'aicall.tag.create', 'aicall.tag.add-button']) await tick(page, id);
  // Ticking a button brought its menu along.
  await drawer(page).getByTestId('grant-search').locator('input').fill('/aicall/crm-filed/list');
  const menu = drawer(page)
    .locator('.ant-tree-treenode')
    .filter({ has: page.locator('[data-node-id="/aicall/crm-filed/list"]') });
  await expect(menu.locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-checked/);
  await expect(drawer(page).getByTestId('grant-count')).toContainText('5');
  await drawer(page).getByRole('button', { name: '保存权限' }).click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '操作成功' }).first()).toBeVisible();
  await expect(drawer(page)).toBeHidden();
  // menu, directory, list, create and the add button
  await expect(row(page, ROLE).locator('td').nth(4)).toHaveText('5');
});

test('a user holding the role sees exactly that subset, and hidden buttons refuse at the API', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, 'tenant');
  const headers = { authorization: admin.authorization };
  const roles = await (
    await request.get(`/ai-admin/tenant-role/list?name=${encodeURIComponent(ROLE)}`, { headers })
  ).json();
  const roleId: string = roles.data.list[0].id;
  const created = await (
    await request.post('/ai-admin/user-manage/create', {
      headers,
      // Signs in straight away: the password change at first sign-in (on by default) is not what this checks.
      data: { username: USER.username, nickname: USER.username, password: USER.password, mustChangePassword: 0 },
    })
  ).json();
  expect(created.code, JSON.stringify(created)).toBe('000000');
  const assigned = await (
    await request.post('/ai-admin/user-manage/roles', { headers, data: { id: created.data.id, roleIds: [roleId] } })
  ).json();
  expect(assigned.code, JSON.stringify(assigned)).toBe('000000');

  await page.goto('/login');
  await page.locator('#login_username').fill(USER.username);
  await page.locator('#login_password').fill(USER.password);
  const agreement = page.locator('#login_agreement');
  if (!(await agreement.isChecked())) await agreement.check();
  await page.locator('button[type=submit]').click();
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await page.goto('/aicall/crm-filed/list?tab=tags');
  await expect(page.getByRole('tab', { name: '标签管理' })).toHaveAttribute('aria-selected', 'true');
  const menus = (await menuPaths(page)).filter((p) => !p.startsWith('/index'));
  expect([...new Set(menus)]).toEqual(['/aicall', '/aicall/crm-filed/list']);

  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  const toolbar = page.getByTestId('tag-toolbar');
  await expect(toolbar.getByRole('button', { name: '新增标签' })).toBeVisible();
  await expect(toolbar.getByRole('button')).toHaveCount(1);
  await expect(page.locator('.ant-table-tbody').getByRole('button')).toHaveCount(0);

  const session = await (
    await request.post('/ai-admin/auth/login', { data: { username: USER.username, password: USER.password } })
  ).json();
  expect(session.data.btnWhiteList).toEqual([{ id: 'aicall.tag.add-button' }]);
  const refused = await request.post('/v1/aicall-web/tag/delete', {
    headers: { authorization: session.data.authorization },
    data: { ids: ['tag-none'] },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('100403');
  const allowed = await request.get('/v1/aicall-web/tag/list', {
    headers: { authorization: session.data.authorization },
  });
  expect((await allowed.json()).code).toBe('000000');
});

test('operator sees the resource tree and finds a node by search', async ({ page }) => {
  await uiLogin(page, 'admin');
  await page.goto('/aiadmin/tenant/resource');
  await page.getByTestId('resource-search').locator('input').fill('aicall.tag.delete-button');
  const node = page
    .locator('.ant-tree-treenode')
    .filter({ has: page.locator('[data-node-id="aicall.tag.delete-button"]') });
  await expect(node).toHaveCount(1);
  await expect(node).toContainText('按钮');
  // The match and its ancestors: directory, menu, button.
  await expect(page.locator('.ant-tree [data-node-id]')).toHaveCount(3);

  // A page no role holds: made invalid without a cascade, then valid again.
  await page.getByTestId('resource-search').locator('input').fill('/aiadmin/module');
  const mod = page.locator('.ant-tree-treenode').filter({ has: page.locator('[data-node-id="/aiadmin/module"]') });
  await expect(mod).toContainText('0 个角色');
  // Each change waits for its own reply and for its confirm bubble to close: the bubble of the
  // first change fades out while the second opens, and a click on the fading one is lost.
  const confirmValidity = async () => {
    await mod.getByTestId('validity-/aiadmin/module').click();
    const bubble = page.locator('.ant-popconfirm:visible');
    await expect(bubble).toHaveCount(1);
    const saved = page.waitForResponse((r) => r.url().includes('/ai-admin/resource/validity'));
    await bubble.getByRole('button', { name: /^确\s?定$/ }).click();
    expect((await (await saved).json()).code).toBe('000000');
    await expect(page.locator('.ant-popconfirm:visible')).toHaveCount(0);
  };
  await confirmValidity();
  await expect(mod.locator('[data-node-id="/aiadmin/module"]')).toContainText('无效');
  await confirmValidity();
  await expect(mod.locator('[data-node-id="/aiadmin/module"]')).not.toContainText('无效');
});

test('operator creates a channel role in a picked channel, then deletes it', async ({ page }) => {
  await uiLogin(page, 'admin');
  await page.goto('/aiadmin/channel/role');
  await page.getByRole('button', { name: '新增角色' }).click();
  await opened(page);
  const name = `渠道角色${stamp}`;
  await modal(page).locator('#edit_name').fill(name);
  await choose(page, '#edit_channelId', '渠道B');
  await modal(page).locator('button.ant-btn-primary').click();
  await expect(modal(page)).toBeHidden();
  await expect(row(page, name)).toContainText('渠道B');

  await row(page, name)
    .getByRole('button', { name: '删 除' })
    .or(row(page, name).getByRole('button', { name: '删除' }))
    .click();
  await page
    .locator('.ant-popconfirm:visible')
    .getByRole('button', { name: '确 定' })
    .or(page.locator('.ant-popconfirm:visible').getByRole('button', { name: '确定' }))
    .click();
  await expect(row(page, name)).toHaveCount(0);
});
