import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { choose, uiLogin } from './helpers.ts';

// These tests change the tenant's settings, so they run one after another.
test.describe.configure({ mode: 'serial' });

const stamp = String(Date.now() % 1_000_000);
const ok = (page: Page) => page.locator('.ant-message-notice').filter({ hasText: '操作成功' }).first();
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const dialog = (page: Page, title: string | RegExp) => page.locator('.ant-modal').filter({ hasText: title });

/** The dialog has finished opening (antd zooms it in; a click during the zoom can miss). */
async function opened(page: Page, title: string | RegExp) {
  await expect(dialog(page, title)).toBeVisible();
  await expect(page.locator('.ant-modal[class*="zoom-appear"], .ant-modal[class*="zoom-enter"]')).toHaveCount(0);
}
const save = (page: Page, title: string | RegExp) =>
  dialog(page, title).locator('.ant-modal-footer .ant-btn-primary').click();

test('interface settings: a callback URL and secret, then a signed test delivery', async ({ page }) => {
  const got: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      got.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  try {
    await uiLogin(page, 'tenant');
    await page.goto('/aicall/settings');
    await page.locator('#callback_url').fill('ftp://nowhere');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('请输入以 http:// 或 https:// 开头的地址')).toBeVisible();
    const secret = `e2e-secret-${stamp}-abcdefgh`;
    await page.locator('#callback_url').fill(url);
    await page.locator('#callback_secret').fill(secret);
    await page.locator('#callback_enabled').click();
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect(ok(page)).toBeVisible();
    // The secret is never shown again: the field is empty and says one is set.
    await page.reload();
    await expect(page.locator('#callback_url')).toHaveValue(url);
    await expect(page.locator('#callback_secret')).toHaveValue('');
    await expect(page.locator('#callback_secret')).toHaveAttribute('placeholder', '已设置，留空则不修改');
    await page.getByRole('button', { name: '发送测试' }).click();
    await expect(page.getByTestId('callback-test-result')).toContainText('测试推送成功：HTTP 204');
    expect(got).toHaveLength(1);
    const { headers, body } = got[0];
    expect(JSON.parse(body).event).toBe('test');
    const ts = String(headers['x-zhiyu-timestamp']);
    const want = `sha256=${createHmac('sha256', secret).update(`${ts}.${body}`).digest('hex')}`;
    expect(headers['x-zhiyu-signature']).toBe(want);
    // A generated secret is shown once, in a dialog.
    await page.getByRole('button', { name: '生成密钥' }).click();
    await opened(page, '新的签名密钥');
    await expect(page.getByTestId('callback-secret')).toHaveText(/^[\w-]{32}$/);
    await page.getByRole('button', { name: '我已保存' }).click();
    await expect(dialog(page, '新的签名密钥')).toBeHidden();
    await expect(page.getByText('推送记录')).toBeVisible();
  } finally {
    server.closeAllConnections();
    server.close();
  }
});

test('numbers: create a simulated line and edit its simulation profile', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto('/aicall/callConfig');
  await expect(rows(page).filter({ hasText: '02100000000' })).toBeVisible();
  const number = `0217${stamp}`;
  await page.getByRole('button', { name: '新增号码' }).click();
  await opened(page, '新增号码');
  await page.locator('#edit_number').fill('12ab');
  await save(page, '新增号码');
  await expect(dialog(page, '新增号码')).toContainText('号码须为5到20位数字，可带前导+');
  await page.locator('#edit_number').fill(number);
  await page.locator('#edit_name').fill(`e2e线路${stamp}`);
  await save(page, '新增号码');
  await expect(ok(page)).toBeVisible();
  const row = rows(page).filter({ hasText: number });
  await expect(row).toContainText('模拟线路');
  await row.getByRole('button', { name: '模拟参数' }).click();
  await opened(page, `模拟线路参数 · ${number}`);
  const editor = dialog(page, `模拟线路参数 · ${number}`);
  await expect(editor.locator('#sim_answerRate')).toHaveValue('60.0');
  await expect(editor.locator('tr').filter({ hasText: '775' })).toContainText('无人接听');
  await editor.locator('#sim_answerRate').fill('75');
  await editor.locator('[aria-label="weight-486"]').fill('40');
  await editor.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(editor).toBeHidden();
  await page.reload();
  await rows(page).filter({ hasText: number }).getByRole('button', { name: '模拟参数' }).click();
  await opened(page, `模拟线路参数 · ${number}`);
  await expect(editor.locator('#sim_answerRate')).toHaveValue('75.0');
  await expect(editor.locator('[aria-label="weight-486"]')).toHaveValue('40');
});

test('SMS templates: a template with a variable; an unknown variable is refused', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto('/aicall/templateMessage');
  await expect(rows(page).filter({ hasText: '回访感谢短信' })).toBeVisible();
  const name = `e2e短信${stamp}`;
  await page.getByRole('button', { name: '新增模板' }).click();
  await opened(page, '新增模板');
  await page.locator('#edit_name').fill(name);
  await page.locator('#edit_content').fill('{星座}您好');
  await save(page, '新增模板');
  await expect(dialog(page, '新增模板')).toContainText('未知变量：{星座}');
  await page.locator('#edit_content').fill('您好，欢迎致电。');
  await dialog(page, '新增模板').locator('.ant-tag').filter({ hasText: '{姓名}' }).click();
  await expect(page.locator('#edit_content')).toHaveValue('您好，欢迎致电。{姓名}');
  await save(page, '新增模板');
  await expect(ok(page)).toBeVisible();
  await expect(rows(page).filter({ hasText: name })).toContainText('您好，欢迎致电。{姓名}');
  await page.getByRole('tab', { name: '发送记录' }).click();
  await expect(page).toHaveURL(/tab=outbox/);
});

test('voice engines: choose the ASR and TTS engines and the call cap; about shows the version', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto('/aicall/sys-setting');
  await expect(page.getByText('语音引擎设置')).toBeVisible();
  await choose(page, '#voice_asrEngineId', '内置语音识别');
  await choose(page, '#voice_ttsEngineId', '内置语音合成');
  await page.locator('#voice_maxConcurrency').fill('30');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(ok(page)).toBeVisible();
  await page.reload();
  await expect(page.locator('.ant-form-item').filter({ hasText: '语音识别引擎' })).toContainText('内置语音识别');
  await expect(page.locator('.ant-form-item').filter({ hasText: '语音合成引擎' })).toContainText('内置语音合成');
  await expect(page.locator('#voice_maxConcurrency')).toHaveValue('30');
  await page.goto('/aicall/log');
  await expect(page.getByTestId('about-version')).toHaveText(/^\d+\.\d+\.\d+/);
  await expect(page.getByText('更新日志')).toBeVisible();
});
