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
