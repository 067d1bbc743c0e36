import { expect, type Page, test } from '@playwright/test';
import { type Account, uiLogin } from './helpers.ts';

/**
 * Each demo role lands on its useful page after signing in: the workspace home (/index) with the
 * figures of its scope, or, for the agent, what the account can do. Never the SIP settings, never
 * the coming-soon page; in both languages and at 1440 and 1280 px without anything cut off.
 */
const TEXT = {
  zh: { title: '工作台', notHere: ['SIP配置', '功能开发中', '请先在页头切换'] },
  en: { title: 'Workspace', notHere: ['SIP settings', 'Coming soon', 'switch to the tenant'] },
} as const;

/** What makes the home useful for each role. */
const USEFUL: Record<Account, (page: Page) => Promise<void>> = {
  admin: async (page) => {
    await expect(page.getByTestId('home-org-figures').getByTestId('fig-channels')).toBeVisible();
    await expect(page.getByTestId('fig-tenants')).toBeVisible();
    await expect(page.getByTestId('home-attention')).toBeVisible();
    await expect(page.getByTestId('shortcut-/aiadmin/tenant/add')).toBeVisible();
  },
  channel: async (page) => {
    await expect(page.getByTestId('home-org-figures').getByTestId('fig-tenants')).toBeVisible();
    await expect(page.getByTestId('fig-channels')).toHaveCount(0);
    await expect(page.getByTestId('home-scope')).toContainText('渠道A');
    await expect(page.getByTestId('home-shortcuts')).toBeVisible();
  },
  tenant: async (page) => {
    const figures = page.getByTestId('home-tenant-figures');
    await expect(figures.getByTestId('fig-bots')).toBeVisible();
    await expect(figures.getByTestId('fig-callsToday')).toBeVisible();
    await expect(figures.getByTestId('fig-sip')).toBeVisible();
    await expect(page.getByTestId('shortcut-/bot/bot-list')).toBeVisible();
  },
  agent: async (page) => {
    await expect(page.getByTestId('home-guide').getByTestId('guide-/aihelper')).toBeVisible();
    await expect(page.getByTestId('home-agent-desk').getByRole('link')).toHaveAttribute('href', '/aihelper/agent');
    await expect(page.getByTestId('home-settings')).toBeVisible();
  },
};

/** Nothing in the content area is wider than its box or than the window. */
async function expectNothingCut(page: Page) {
  const cut = await page.evaluate(() => {
    const out: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) out.push('page scrolls sideways');
    const content = document.querySelector('.ant-layout-content');
    for (const el of content?.querySelectorAll<HTMLElement>('.ant-card, .ant-statistic, .ant-list-item') ?? []) {
      const r = el.getBoundingClientRect();
      if (r.right > window.innerWidth + 1) out.push(`${el.className} ends past the window`);
      if (el.scrollWidth > el.clientWidth + 1) out.push(`${el.textContent?.slice(0, 40)} overflows its box`);
    }
    return out;
  });
  expect(cut).toEqual([]);
}

async function checkAt(page: Page, who: Account, lang: 'zh' | 'en') {
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('page-title')).toHaveText(TEXT[lang].title);
  await USEFUL[who](page);
  // Not the SIP settings, not the coming-soon page, not the "switch to a tenant first" dead end.
  for (const text of TEXT[lang].notHere) {
    await expect(page.getByTestId('page-title')).not.toContainText(text);
    await expect(page.locator('.ant-layout-content .ant-result, .ant-layout-content .ant-alert-warning')).toHaveCount(
      0,
    );
  }
  for (const width of [1440, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByTestId('page-title')).toBeVisible();
    await expectNothingCut(page);
    await page.screenshot({ path: `/tmp/landing-${who}-${lang}-${width}.png`, fullPage: true });
  }
}

for (const who of ['admin', 'channel', 'tenant', 'agent'] as const) {
  test(`${who} lands on a useful home, in Chinese and in English`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await uiLogin(page, who);
    await checkAt(page, who, 'zh');
    await page.getByTestId('lang-switch').click();
    await expect(page.getByTestId('page-title')).toHaveText(TEXT.en.title);
    try {
      await checkAt(page, who, 'en');
      // Signing in again in English lands on the same home.
      await uiLogin(page, who);
      await expect(page).toHaveURL(/\/index$/);
      await expect(page.getByTestId('page-title')).toHaveText(TEXT.en.title);
    } finally {
      // The choice is saved on the account: leave it Chinese for the other tests.
      await page.getByTestId('lang-switch').click();
      await expect(page.getByTestId('page-title')).toHaveText(TEXT.zh.title);
    }
  });
}

test('工作台 in the menu and in the breadcrumb opens the home', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto('/index/tenant/sip');
  await expect(page.getByTestId('page-title')).toHaveText('SIP配置');
  await page.locator('.ant-breadcrumb').getByRole('button', { name: '工作台' }).click();
  await expect(page).toHaveURL(/\/index$/);
  await page.goto('/aikb/words-library');
  const menu = page.getByTestId('side-menu');
  const workspace = menu.locator('li > [data-menu-id$="-sub:/index"]');
  if ((await workspace.getAttribute('aria-expanded')) !== 'true') await workspace.click();
  await menu.locator('li[data-menu-id$="-/index"]').click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('home-tenant-figures')).toBeVisible();
});

test('the bot editor opened from the bot list sits under the bot list', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto('/bot/bot-list');
  await page
    .locator('.ant-table-row')
    .first()
    .getByRole('button', { name: /编辑|查看/ })
    .click();
  await expect(page).toHaveURL(/\/index\/botDetail\?id=/);
  const crumbs = page.locator('.ant-breadcrumb');
  await expect(crumbs).toContainText('机器人列表');
  await expect(crumbs).not.toContainText('工作台');
  await expect(page.getByTestId('page-title')).toHaveText('机器人详情');
});

test('the channel and tenant lists are titled as lists, while the menu keeps its names', async ({ page }) => {
  await uiLogin(page, 'admin');
  await page.goto('/aiadmin/channel/add');
  await expect(page.getByTestId('page-title')).toHaveText('渠道列表');
  await page.goto('/aiadmin/tenant/add');
  await expect(page.getByTestId('page-title')).toHaveText('租户列表');
  await expect(page.getByTestId('side-menu')).toContainText('新增租户');
});
