import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const ACCOUNTS = {
  admin: { username: 'admin', password: 'Admin@2026' },
  channel: { username: 'channel', password: 'Channel@2026' },
  tenant: { username: 'tenant', password: 'Tenant@2026' },
  agent: { username: 'agent', password: 'Agent@2026' },
} as const;
export type Account = keyof typeof ACCOUNTS;

/** Signs in through the login form, as a person would. */
export async function uiLogin(page: Page, who: Account): Promise<void> {
  const { username, password } = ACCOUNTS[who];
  await page.goto('/login');
  await page.locator('#login_username').fill(username);
  await page.locator('#login_password').fill(password);
  const agreement = page.locator('#login_agreement');
  if (!(await agreement.isChecked())) await agreement.check();
  await page.locator('button[type=submit]').click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByTestId('side-menu')).toBeVisible();
}

/** Signs in through the API and returns the login result's data. */
export async function apiLogin(request: APIRequestContext, who: Account) {
  const res = await request.post('/ai-admin/auth/login', { data: ACCOUNTS[who] });
  const body = await res.json();
  expect(body.code).toBe('000000');
  return body.data as { authorization: string; appId: string; nav_data: { path: string; children?: unknown[] }[] };
}

/** Paths of the menu entries currently rendered in the side menu. */
export async function menuPaths(page: Page): Promise<string[]> {
  const ids = await page
    .getByTestId('side-menu')
    .locator('[data-menu-id]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-menu-id') ?? ''));
  return ids.map((id) => id.slice(id.indexOf('/'))).filter((p) => p.startsWith('/'));
}

export async function storageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).sort());
}

/**
 * Signs in a user made during the test, from a clean browser state. An account that must change its
 * password first (a tenant's first admin) is taken through /update-password to a new one, which is
 * written back into `who`, then signed in again.
 */
export async function signInAs(page: Page, who: { username: string; password: string }): Promise<void> {
  const submit = async () => {
    await page.locator('#login_username').fill(who.username);
    await page.locator('#login_password').fill(who.password);
    const agreement = page.locator('#login_agreement');
    if (!(await agreement.isChecked())) await agreement.check();
    await page.locator('button[type=submit]').click();
    await expect(page).not.toHaveURL(/\/login/);
  };
  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await submit();
  if (page.url().includes('/update-password')) {
    const next = `${who.password}x`;
    await page.locator('#updatePassword_oldPassword').fill(who.password);
    await page.locator('#updatePassword_newPassword').fill(next);
    await page.locator('#updatePassword_confirm').fill(next);
    await page.locator('button[type=submit]').click();
    await expect(page).toHaveURL(/\/login/);
    who.password = next;
    await submit();
  }
  await expect(page.getByTestId('side-menu')).toBeVisible();
}

/**
 * Picks `label` in the select whose input matches `selector`, and waits until the select shows it.
 * A click that lands while the dropdown is still opening (or before its options load) is tried again.
 * `search`: types the label first, for a select that searches on the server and loads a page at a
 * time (requirements §7), where the option may not be on the first page.
 */
export async function choose(
  page: Page,
  selector: string,
  label: string,
  opts: { search?: boolean } = {},
): Promise<void> {
  // The selector may name the select itself (a test id) or its search input (a form field id).
  const select = page
    .locator(selector)
    .locator('xpath=ancestor-or-self::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  await expect(async () => {
    if (!(await page.locator('.ant-select-dropdown:visible').count())) await page.locator(selector).click();
    if (opts.search) await select.locator('input').first().fill(label);
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: label });
    await option.first().click({ timeout: 2_000 });
    await expect(select).toContainText(label, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/**
 * Waits until the image-replace dialog (one image only) has finished zooming in: a click while antd
 * still animates it can miss its button.
 */
export const replaceDialogSettled = (page: Page) =>
  expect(page.locator('.zy-image-replace[class*="zoom-appear"], .zy-image-replace[class*="zoom-enter"]')).toHaveCount(
    0,
  );

/** A call of the API as the signed-in page (its stored credential and app), answered 000000. */
export async function pageApi<T>(page: Page, path: string, body?: unknown): Promise<T> {
  const r = await page.evaluate(
    async ([p, b]) => {
      const res = await fetch(p as string, {
        method: b === undefined ? 'GET' : 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: localStorage.getItem('authorization') ?? '',
          appid: localStorage.getItem('appId') ?? '',
        },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return res.json();
    },
    [path, body] as const,
  );
  expect(r.code, JSON.stringify(r)).toBe('000000');
  return r.data as T;
}

/** A calling window open all day, every day (requirements §3 weekday keys 0–6). */
export const ALL_DAY = Object.fromEntries(
  ['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, [{ from: '00:00', to: '24:00' }]]),
);
