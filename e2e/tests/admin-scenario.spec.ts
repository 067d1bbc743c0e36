/**
 * The whole story in one browser run: an operator creates a channel with OEM data and a
 * tenant under it with modules and an admin; that admin signs in, sees the brand and only the
 * enabled modules, creates a role with part of a screen and a user holding it; that user sees
 * exactly that part, and the API of a button they do not have refuses them.
 */
import { expect, type Page, test } from '@playwright/test';
import { choose, menuPaths, signInAs, uiLogin } from './helpers.ts';
import { moreAction } from './row-actions.helpers.ts';

const stamp = String(Date.now() % 1_000_000);
const CHANNEL = `场景渠道${stamp}`;
const BRAND = `场景品牌${stamp}`;
const TENANT = `场景租户${stamp}`;
const ADMIN = { username: `scene_admin_${stamp}`, password: `Scene-Admin#${stamp}` };
const CLERK = { username: `scene_clerk_${stamp}`, password: `Scene-Clerk#${stamp}` };
const ROLE = `标签录入员${stamp}`;

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const dialog = (page: Page) => page.locator('.ant-modal').filter({ visible: true });
const toast = (page: Page, text: string) => page.locator('.ant-message-notice').filter({ hasText: text }).first();
const button = (scope: Page | ReturnType<Page['locator']>, name: string) =>
  scope.getByRole('button', { name: new RegExp(`^${[...name].join('\\s*')}$`) });

/** A page's primary toolbar button (the breadcrumb may carry the same words). */
const primary = (page: Page, text: string) => page.locator('main .ant-btn-primary').filter({ hasText: text }).first();

/** The dialog has finished zooming in (a click during the zoom can miss). */
async function opened(page: Page) {
  await expect(dialog(page)).toBeVisible();
  await expect(page.locator('.ant-modal[class*="zoom-appear"], .ant-modal[class*="zoom-enter"]')).toHaveCount(0);
}

async function search(page: Page, field: string, value: string) {
  await page.locator(field).fill(value);
  await page.getByTestId('search-form').locator('button[type=submit]').click();
  await expect(rows(page)).toHaveCount(1);
}

test('operator → channel with OEM → tenant with modules → its admin → a role → a user holding exactly it', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);

  // 1. The operator creates the channel.
  await uiLogin(page, 'admin');
  await page.goto('/aiadmin/channel/add');
  await expect(rows(page).first()).toBeVisible();
  await primary(page, '新增渠道').click();
  await opened(page);
  await dialog(page).locator('#edit_name').fill(CHANNEL);
  await dialog(page).locator('#edit_contactPhone').fill('13912345678');
  await dialog(page).locator('.ant-modal-footer button.ant-btn-primary').click();
  await expect(toast(page, '操作成功')).toBeVisible();

  // 2. …gives it OEM data…
  await page.goto('/aiadmin/OEM');
  await choose(page, '[data-testid="oem-channel"]', CHANNEL);
  await expect(page.locator('#oem_abbreviation')).toHaveValue('');
  await page.locator('#oem_abbreviation').fill('场景');
  await page.locator('#oem_title').fill(BRAND);
  await page.getByTestId('oem-save').click();
  await expect(toast(page, '操作成功')).toBeVisible();

  // 3. …and a tenant under it with AI call and knowledge base, and its first admin.
  await page.goto('/aiadmin/tenant/add');
  await expect(rows(page).first()).toBeVisible();
  await primary(page, '新增租户').click();
  await opened(page);
  const t = dialog(page);
  await t.locator('#edit_name').fill(TENANT);
  await t.locator('#edit_corpId').fill(`scene-${stamp}`);
  await choose(page, '#edit_channelId', CHANNEL);
  await t.locator('#edit_expiresAt').fill('2099-12-31');
  await t.locator('#edit_expiresAt').press('Enter');
  await t.getByLabel('AI外呼').check();
  await t.getByLabel('知识库').check();
  await t.getByLabel('平台管理').check();
  await t.locator('#edit_adminUsername').fill(ADMIN.username);
  await t.locator('#edit_adminPassword').fill(ADMIN.password);
  await t.locator('.ant-modal-footer button.ant-btn-primary').click();
  await expect(toast(page, '租户已创建')).toBeVisible();

  // 4. The tenant's admin sees the channel's brand and only the enabled modules.
  await signInAs(page, ADMIN);
  await expect(page.locator('.ant-layout-sider')).toContainText(BRAND);
  const tops = [...new Set((await menuPaths(page)).map((p) => `/${p.split('/')[1]}`))].sort();
  expect(tops).toEqual(['/aiadmin', '/aicall', '/aikb', '/bot', '/index']);

  // 5. They create a role holding the tag list and its add button only…
  await page.goto('/aiadmin/tenant/role');
  await primary(page, '新增角色').click();
  await opened(page);
  await dialog(page).locator('#edit_name').fill(ROLE);
  await dialog(page).locator('button.ant-btn-primary').click();
  await expect(dialog(page)).toBeHidden();
  await rows(page).filter({ hasText: ROLE }).getByRole('button', { name: '分配权限' }).click();
  const drawer = page.locator('.ant-drawer').filter({ has: page.getByTestId('grant-editor') });
  await expect(drawer).toBeVisible();
  for (const id of ['aicall.tag.list', 'aicall.tag.add-button']) {
    await drawer.getByTestId('grant-search').locator('input').fill(id);
    const node = drawer.locator('.ant-tree-treenode').filter({ has: page.locator(`[data-node-id="${id}"]`) });
    await expect(node).toHaveCount(1);
    await node.locator('.ant-tree-checkbox').click();
    await expect(node.locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-checked/);
  }
  await button(drawer, '保存权限').click();
  await expect(drawer).toBeHidden();

  // 6. …and a user holding it.
  await page.goto('/aiadmin/tenant/user');
  await expect(rows(page).first()).toBeVisible();
  await primary(page, '新增用户').click();
  await opened(page);
  await dialog(page).locator('#edit_username').fill(CLERK.username);
  await dialog(page).locator('#edit_nickname').fill('标签录入员');
  await dialog(page).locator('#edit_password').fill(CLERK.password);
  await button(dialog(page), '保存').click();
  await expect(dialog(page)).toBeHidden();
  await search(page, '#search_username', CLERK.username);
  await moreAction(page, rows(page).first(), '分配角色');
  await opened(page);
  await dialog(page).getByTestId('role-options').getByLabel(ROLE).check();
  await button(dialog(page), '确定').click();
  await expect(dialog(page)).toBeHidden();
  await expect(rows(page).first()).toContainText(ROLE);

  // A tag of the tenant, so the clerk's list has a row whose edit and delete buttons could show.
  const admin = await (await request.post('/ai-admin/auth/login', { data: ADMIN })).json();
  const tag = await request.post('/v1/aicall-web/tag/add', {
    headers: { authorization: admin.data.authorization },
    data: { name: '场景标签' },
  });
  expect((await tag.json()).code).toBe('000000');

  // 7. That user sees exactly the granted menu and button…
  await signInAs(page, CLERK);
  await expect(page.locator('.ant-layout-sider')).toContainText(BRAND);
  // Every user lands on the workspace home; the granted page's group opens when the page is open.
  await page.goto('/aicall/crm-filed/list?tab=tags');
  await expect(page.getByTestId('side-menu')).toContainText('属性管理');
  const menus = (await menuPaths(page)).filter((p) => !p.startsWith('/index'));
  expect([...new Set(menus)]).toEqual(['/aicall', '/aicall/crm-filed/list']);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('场景标签');
  const toolbar = page.getByTestId('tag-toolbar');
  await expect(toolbar.getByRole('button')).toHaveCount(1);
  await expect(button(toolbar, '新增标签')).toBeVisible();
  await expect(page.locator('.ant-table-tbody').getByRole('button')).toHaveCount(0);

  // 8. …and the API behind a button they were not given refuses them.
  const session = await (await request.post('/ai-admin/auth/login', { data: CLERK })).json();
  const refused = await request.post('/v1/aicall-web/tag/delete', {
    headers: { authorization: session.data.authorization },
    data: { ids: ['tag-none'] },
  });
  expect([refused.status(), (await refused.json()).code]).toEqual([403, '100403']);
});
