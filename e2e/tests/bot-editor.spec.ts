import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiLogin, choose, signInAs, uiLogin } from './helpers.ts';

// One server for the file: the read-only test opens the bot the first test built.
test.describe.configure({ mode: 'serial' });

const stamp = String(Date.now() % 1_000_000);
const BOT = `e2e编辑器${stamp}`;
let botId = '';

const node = (page: Page, id: string) => page.getByTestId(`flow-node-${id}`);
const toast = (page: Page, text: string | RegExp) =>
  page.locator('.ant-message-notice').filter({ hasText: text }).first();

/** Drags a connection from the bottom handle of one node to the top handle of another. */
async function connect(page: Page, from: string, to: string) {
  const src = page.locator(`[data-id="${from}"] .react-flow__handle-bottom`);
  const dst = page.locator(`[data-id="${to}"] .react-flow__handle-top`);
  const a = await src.boundingBox();
  const b = await dst.boundingBox();
  if (!a || !b) throw new Error(`handles of ${from} → ${to} not on screen`);
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

/** Selects a node by clicking its title and waits for its panel. */
async function select(page: Page, id: string) {
  await node(page, id).click({ position: { x: 40, y: 30 } });
  await expect(page.getByTestId('node-form')).toBeVisible();
  await expect(page.getByTestId('node-form')).toContainText(id);
}

async function tab(page: Page, name: RegExp) {
  await page.getByTestId('side-panel').getByRole('tab', { name }).click();
}

/** Adds a flow intent with examples and keywords through the intents tab. */
async function addIntent(page: Page, id: string, name: string, examples: string, keywords: string) {
  await tab(page, /^意图/);
  await page.locator('#new-intent-name').fill(name);
  await page.getByRole('button', { name: '添加意图' }).click();
  // A new intent opens, ready for its examples and keywords.
  await expect(page.getByTestId(`intent-${id}`)).toContainText(name);
  await page.locator(`#intent-${id}-examples`).fill(examples);
  await page.locator(`#intent-${id}-keywords`).fill(keywords);
  await expect(page.getByTestId(`intent-${id}`)).toContainText(`例句 ${examples.split(',').length}`);
}

async function dialogOpened(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect(page.locator('.ant-modal[class*="zoom-appear"], .ant-modal[class*="zoom-enter"]')).toHaveCount(0);
}

test('build a flow, fix its problem, save, publish, test it, reload it', async ({ page, request }) => {
  // A whole editing session: many steps, each waiting for what the user would see.
  test.setTimeout(90_000);
  const admin = await apiLogin(request, 'tenant');
  const created = await (
    await request.post('/v1/aicall-web/bot/add', {
      headers: { authorization: admin.authorization },
      data: { name: BOT, type: 0, description: 'e2e' },
    })
  ).json();
  expect(created.code, JSON.stringify(created)).toBe('000000');
  botId = created.data.id;

  await uiLogin(page, 'tenant');
  await page.goto(`/index/botDetail?id=${botId}`);
  await expect(page.getByTestId('bot-name')).toContainText(BOT);
  await expect(node(page, 'start')).toBeVisible();
  await expect(page.getByTestId('save')).toBeVisible();
  await expect(page.getByTestId('published-version')).toHaveText('未发布');

  // Two intents first, so the new branches of the greeting pick them up in order.
  await addIntent(page, 'i1', '需要', '需要的,好的我需要,可以办理', '需要,办理');
  await addIntent(page, 'i2', '不需要', '不需要,不用了,没兴趣', '不需要,不用');

  // Three nodes from the palette.
  await page.getByTestId('palette-transfer').click();
  await expect(node(page, 'n2')).toBeVisible();
  await page.getByTestId('palette-hangup').click();
  await expect(node(page, 'n3')).toBeVisible();
  await page.getByTestId('palette-speak').click();
  await expect(node(page, 'n4')).toBeVisible();
  // Fit the flow in view, then step back so no handle sits under the mini map.
  await page.locator('.react-flow__controls-fitview').click();
  await page.locator('.react-flow__controls-zoomout').click();
  await page.locator('.react-flow__controls-zoomout').click();

  await connect(page, 'n1', 'n2');
  await connect(page, 'n1', 'n3');
  await connect(page, 'n1', 'n4');
  await connect(page, 'n4', 'end');
  await expect(page.locator('.react-flow__edge')).toHaveCount(6);
  // The canvas labels each branch with its intent.
  await expect(page.locator('.react-flow__edge-text').filter({ hasText: /^需要$/ })).toHaveCount(1);
  await expect(page.locator('.react-flow__edge-text').filter({ hasText: /^不需要$/ })).toHaveCount(1);

  await select(page, 'n2');
  await page.locator('#node-text').fill('好的，正在为您转接专员');
  await select(page, 'n3');
  await page.locator('#node-text').fill('好的，不打扰您了，再见');
  await select(page, 'n4');
  await page.locator('#node-text').fill('请问您还在听吗？');

  // The greeting's third branch becomes its silence branch, set from the node's branch list.
  await select(page, 'n1');
  const branches = page.getByTestId('branch-list');
  await expect(branches.locator('.ant-list-item')).toHaveCount(4);
  const toN4 = branches.locator('.ant-list-item').filter({ hasText: '→ 话术 n4' });
  await choose(page, `#${await toN4.locator('input[id^="edge-kind-"]').getAttribute('id')}`, '静音');
  await expect(page.locator('.react-flow__edge-text').filter({ hasText: /^静音$/ })).toHaveCount(1);

  // The greeting is still empty: the check lists it, and the problem selects the node.
  await tab(page, /检查/);
  await page.getByTestId('check-flow').click();
  const problem = page.getByTestId('problem-item').filter({ hasText: 'n1' });
  await expect(problem).toHaveCount(1);
  await problem.click();
  await expect(page.getByTestId('node-form')).toContainText('n1');
  await page.locator('#node-text').fill('您好，我是知语银行的客服，请问您最近需要办理贷款吗？');
  await tab(page, /检查/);
  await expect(page.getByText('流程没有问题，可以发布')).toBeVisible();

  await page.getByTestId('save').click();
  await expect(toast(page, '操作成功')).toBeVisible();

  await page.getByTestId('publish').click();
  const dialog = page.locator('.ant-modal').filter({ has: page.locator('#publish-note') });
  await dialogOpened(page, dialog);
  await dialog.locator('#publish-note').fill('第一版');
  await dialog.locator('.ant-btn-primary').click();
  await expect(toast(page, '已发布版本 1')).toBeVisible();
  await expect(page.getByTestId('published-version')).toHaveText('已发布 v1');

  // The test panel talks to the draft.
  await page.getByTestId('open-test').click();
  const panel = page.getByTestId('test-panel');
  await expect(panel.getByTestId('test-bot-line').first()).toContainText('需要办理贷款吗');
  await panel.locator('#test-utterance').fill('好的我需要');
  await panel.locator('#test-utterance').press('Enter');
  await expect(panel.getByTestId('test-recognition')).toContainText('需要');
  await expect(panel.getByTestId('test-bot-line').last()).toHaveText('好的，正在为您转接专员');
  await expect(panel.getByTestId('test-end')).toHaveText('通话结束：转人工');
  await page.getByTestId('test-restart').click();
  await panel.getByTestId('test-silence').click();
  await expect(panel.getByTestId('test-bot-line').last()).toHaveText('请问您还在听吗？');
  await page.locator('.ant-drawer-close').click();

  // What was saved comes back after a reload; version 1 is listed.
  await page.reload();
  await expect(node(page, 'n2')).toContainText('好的，正在为您转接专员');
  await expect(node(page, 'n1')).toContainText('需要办理贷款吗');
  await expect(page.locator('.react-flow__edge')).toHaveCount(6);
  await expect(page.getByTestId('side-panel').getByRole('tab', { name: '意图（2）' })).toBeVisible();
  await choose(page, '[data-testid="version-select"]', '版本 1');
  await expect(page.getByTestId('flow-palette')).toHaveCount(0);
  await expect(node(page, 'n4')).toContainText('请问您还在听吗？');
});

test('unsaved changes: going back asks first; refresh asks and drops them', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto(`/index/botDetail?id=${botId}`);
  await expect(node(page, 'n2')).toBeVisible();
  await select(page, 'n2');
  await page.locator('#node-name').fill('转人工节点');
  await expect(node(page, 'n2')).toContainText('转人工节点');
  await expect(page.getByText('有未保存的修改').first()).toBeVisible();
  const confirm = page.locator('.ant-modal-confirm');
  // The browser's back button: asked, and staying keeps the changes.
  await page.evaluate(() => window.history.back());
  await dialogOpened(page, confirm);
  await confirm.getByRole('button', { name: '继续编辑' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page).toHaveURL(/\/index\/botDetail\?id=/);
  await expect(node(page, 'n2')).toContainText('转人工节点');
  await page.getByRole('button', { name: '刷新' }).click();
  await dialogOpened(page, confirm);
  await confirm.getByRole('button', { name: '放弃修改' }).click();
  await expect(node(page, 'n2')).not.toContainText('转人工节点');
});

test('a user without the save button sees the flow read-only', async ({ page, request }) => {
  const admin = await apiLogin(request, 'tenant');
  const headers = { authorization: admin.authorization };
  const role = await (
    await request.post('/ai-admin/tenant-role/add', {
      headers,
      data: { name: `机器人查看${stamp}`, description: '', tenantId: '2001' },
    })
  ).json();
  expect(role.code, JSON.stringify(role)).toBe('000000');
  const granted = await (
    await request.post('/ai-admin/tenant-role/grant', {
      headers,
      data: {
        roleId: role.data.id,
        // The bot list (so the user has a menu) and the detail page without its save and publish buttons.
        resourceIds: [
          '/index',
          '/index/bot',
          'index.bot.list',
          '/index/botDetail',
          'index.botDetail.get',
          'index.botDetail.versions',
        ],
      },
    })
  ).json();
  expect(granted.code, JSON.stringify(granted)).toBe('000000');
  const viewer = { username: `e2e_botview_${stamp}`, password: 'Viewer#2026x' };
  const user = await (
    await request.post('/ai-admin/user-manage/create', {
      headers,
      data: { username: viewer.username, nickname: viewer.username, password: viewer.password },
    })
  ).json();
  expect(user.code, JSON.stringify(user)).toBe('000000');
  const assigned = await (
    await request.post('/ai-admin/user-manage/roles', { headers, data: { id: user.data.id, roleIds: [role.data.id] } })
  ).json();
  expect(assigned.code, JSON.stringify(assigned)).toBe('000000');

  await signInAs(page, viewer);
  await page.goto(`/index/botDetail?id=${botId}`);
  await expect(node(page, 'n2')).toContainText('好的，正在为您转接专员');
  await expect(page.getByTestId('read-only')).toBeVisible();
  await expect(page.getByTestId('save')).toHaveCount(0);
  await expect(page.getByTestId('publish')).toHaveCount(0);
  await expect(page.getByTestId('flow-palette')).toHaveCount(0);
  await select(page, 'n2');
  await expect(page.locator('#node-text')).toBeDisabled();
  // Delete does nothing on a read-only canvas.
  await page.keyboard.press('Delete');
  await expect(node(page, 'n2')).toBeVisible();
});
