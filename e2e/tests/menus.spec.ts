import { expect, test } from '@playwright/test';
import { type Account, menuPaths, uiLogin } from './helpers.ts';

const TENANT_DIRS = ['/index', '/aicall', '/learnself', '/aihelper', '/aitext', '/aikb', '/bot', '/bot-call'];

const expected: Record<Account, { top: string[]; open?: string[]; all?: string[] }> = {
  admin: { top: [...TENANT_DIRS.slice(0, 4), '/aiadmin', ...TENANT_DIRS.slice(4)] },
  // A tenant admin also administers their own tenant's users, roles and apps (module aiadmin).
  tenant: { top: [...TENANT_DIRS.slice(0, 4), '/aiadmin', ...TENANT_DIRS.slice(4)] },
  // Every user has the workspace home (工作台) on top of their grants.
  channel: {
    top: ['/index', '/aiadmin'],
    open: ['/aiadmin'],
    all: [
      '/index',
      '/aiadmin',
      '/aiadmin/channel/user',
      '/aiadmin/channel/tenant/list',
      '/aiadmin/channel/role',
      '/aiadmin/tenant/add',
      '/aiadmin/tenant/user',
      '/aiadmin/tenant/role',
      '/aiadmin/tenant/app/list',
      '/aiadmin/userManage',
      '/aiadmin/OEM',
    ],
  },
  agent: {
    top: ['/index', '/aihelper'],
    open: ['/aihelper', '/aihelper/agent'],
    all: [
      '/index',
      '/aihelper',
      '/aihelper/agent',
      '/aihelper/agent/recommend',
      '/aihelper/agent/intelligentFill',
      '/aihelper/agent/customerPortrait',
      '/aihelper/agent/qualityInspection',
    ],
  },
};

for (const who of Object.keys(expected) as Account[]) {
  test(`${who} signs in and sees exactly its menus`, async ({ page }) => {
    await uiLogin(page, who);
    const want = expected[who];
    const top = await page
      .getByTestId('side-menu')
      .locator(':scope > li[data-menu-id], :scope > li > [data-menu-id]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-menu-id') ?? ''));
    expect([...new Set(top.map((id) => id.slice(id.indexOf('/'))))]).toEqual(want.top);
    for (const dir of want.open ?? []) {
      // A menu page with children is a sub-menu keyed `sub:<path>` (its own page is its first entry).
      const title = page
        .getByTestId('side-menu')
        .locator(`li > [data-menu-id$="-${dir}"], li > [data-menu-id$="-sub:${dir}"]`)
        .first();
      if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
    }
    if (want.all) {
      await expect.poll(async () => [...new Set(await menuPaths(page))].sort()).toEqual([...want.all].sort());
    }
  });
}

test('a page outside the grants shows the 403 page, not a blank one', async ({ page }) => {
  await uiLogin(page, 'agent');
  await page.goto('/aicall/crm/list');
  await expect(page.getByText(/无权访问/).first()).toBeVisible();
});

test('a granted page of a module not built yet shows the coming-soon page', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto('/aihelper/callQulity');
  await expect(page.getByText('功能开发中').first()).toBeVisible();
});

test('a tenant admin’s platform-admin menu holds their own users, roles and apps only', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.getByTestId('side-menu').locator('li > [data-menu-id$="-/aiadmin"]').first().click();
  await expect
    .poll(async () => (await menuPaths(page)).filter((p) => p.startsWith('/aiadmin/')).sort())
    .toEqual(['/aiadmin/tenant/app/list', '/aiadmin/tenant/role', '/aiadmin/tenant/user', '/aiadmin/userManage']);
});
