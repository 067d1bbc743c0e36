import { expect, type Page, test } from '@playwright/test';
import { pageApi, uiLogin } from './helpers.ts';
import { confirmPop } from './row-actions.helpers.ts';
import { opened, row, rows, save, toast } from './ui.helpers.ts';

/**
 * The assistant settings per skill group (/aihelper/agent-assistant?tab=profiles, 技能组配置) as the
 * demo tenant admin, who is also the agent: settings for 车险续保 showing only 话术推荐 and 实时质检
 * are added; a simulated call of 车险续保 (the simulator's insurance-renewal scenario) then shows
 * the desk with those two panels only, and the form's own page says its panel is off. The settings
 * are deleted again, and the desk shows all four panels. The simulator channel this run makes and
 * any settings of 车险续保 left behind are deleted at the end.
 */
test.describe.configure({ timeout: 120_000 });

const stamp = String(Date.now() % 1_000_000).padStart(6, '0');
const GROUP = '车险续保';
const CHANNEL = `e2e配置${stamp}`;
const PANELS = { recommend: 'desk-recommend', portrait: 'desk-portrait', qc: 'desk-quality', fill: 'desk-fill' };

/** The settings of 车险续保 now saved, by id (none once deleted). */
async function groupSettings(page: Page): Promise<string[]> {
  const q = new URLSearchParams({ pageNum: '1', pageSize: '50', skillGroup: GROUP });
  const found = await pageApi<{ list: { id: string; skillGroup: string }[] }>(page, `/aihelper-api/profile/list?${q}`);
  return found.list.filter((p) => p.skillGroup === GROUP).map((p) => p.id);
}

async function dropGroupSettings(page: Page) {
  const ids = await groupSettings(page);
  if (ids.length) await pageApi(page, '/aihelper-api/profile/delete', { ids });
}

/** The desk of the current call, once it shows the 车险续保 call; its conversation's id. */
async function deskOfTheCall(page: Page): Promise<string> {
  await expect(page.getByTestId('desk-skill')).toHaveText(GROUP, { timeout: 15_000 });
  await expect(page.getByTestId('desk-number')).toHaveText('13987654321');
  await expect(page.getByTestId('desk-transcript')).toBeVisible();
  return (await page.getByTestId('desk').getAttribute('data-conversation')) ?? '';
}

/** A one-panel page (compact header: no skill group shown), once it shows the conversation `id`. */
async function panelPage(page: Page, path: string, id: string) {
  await page.goto(path);
  await expect(page.getByTestId('desk')).toHaveAttribute('data-conversation', id, { timeout: 15_000 });
  await expect(page.getByTestId('desk-number')).toHaveText('13987654321');
}

test('settings of a skill group choose the desk panels of its calls, until they are deleted', async ({ page }) => {
  await uiLogin(page, 'tenant');
  // A run retried after a failure starts without the last one's settings.
  await dropGroupSettings(page);

  await page.goto('/aihelper/agent-assistant?tab=profiles');
  await expect(page.getByTestId('page-title')).toHaveText('坐席助手配置');
  await expect(page.getByRole('tab', { name: '技能组配置' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.ant-table-thead')).toContainText('显示面板');

  await page.getByTestId('profile-add').click();
  const form = await opened(page);
  await form.locator('#edit_skillGroup').fill(GROUP);
  // Every panel starts checked; the form and the portrait are left out.
  for (const name of ['话术推荐', '智能填单', '客户画像', '实时质检'])
    await expect(form.getByRole('checkbox', { name })).toBeChecked();
  await form.getByRole('checkbox', { name: '智能填单' }).uncheck();
  await form.getByRole('checkbox', { name: '客户画像' }).uncheck();
  await save(form);
  await toast(page, '操作成功');
  const mine = row(page, GROUP);
  await expect(mine.getByTestId('profile-panels').locator('.ant-tag')).toHaveText(['话术推荐', '实时质检']);
  await expect(mine.getByTestId('profile-fieldIds')).toHaveText('全部');
  await page.screenshot({ path: '/tmp/aihelper-profile-list.png' });

  // A simulated call of 车险续保 to the tenant admin, who is also an agent.
  const channel = await pageApi<{ id: string }>(page, '/aihelper-api/channel/add', {
    name: CHANNEL,
    kind: 'simulator',
  });
  try {
    await page.goto('/aihelper/agent');
    await expect(page.getByTestId('desk-empty').or(page.getByTestId('desk'))).toBeVisible({ timeout: 15_000 });
    await pageApi(page, '/aihelper-api/simulator/start', {
      channelId: channel.id,
      scenario: 'insurance-renewal',
      agent: 'tenant',
      speed: 10,
    });
    const conv = await deskOfTheCall(page);
    expect(conv).not.toBe('');
    await expect(page.getByTestId(PANELS.recommend)).toBeVisible();
    await expect(page.getByTestId(PANELS.qc)).toBeVisible();
    await expect(page.getByTestId(PANELS.fill)).toHaveCount(0);
    await expect(page.getByTestId(PANELS.portrait)).toHaveCount(0);
    // The call goes on with the two panels, and still without the other two.
    await expect(page.getByTestId('transcript-line').nth(2)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId(PANELS.fill)).toHaveCount(0);
    await expect(page.getByTestId(PANELS.portrait)).toHaveCount(0);
    await page.screenshot({ path: '/tmp/aihelper-profile-desk.png' });

    // The form's own page (for a softphone to embed) says its panel is off for this skill group.
    await panelPage(page, '/aihelper/agent/intelligentFill', conv);
    await expect(page.getByTestId('desk-panel-off')).toContainText('本技能组的坐席助手未启用「智能填单」');
    await expect(page.getByTestId(PANELS.fill)).toHaveCount(0);
    // The QC page of the same call shows its panel.
    await panelPage(page, '/aihelper/agent/qualityInspection', conv);
    await expect(page.getByTestId(PANELS.qc)).toBeVisible();
    await expect(page.getByTestId('desk-panel-off')).toHaveCount(0);

    // The settings deleted, the skill group has every panel again.
    await page.goto('/aihelper/agent-assistant?tab=profiles');
    await row(page, GROUP).getByTestId('profile-delete').click();
    await confirmPop(page, `确定删除「${GROUP}」的坐席助手配置吗？`);
    await toast(page, '操作成功');
    await expect(rows(page).filter({ hasText: GROUP })).toHaveCount(0);

    await page.goto('/aihelper/agent');
    expect(await deskOfTheCall(page)).toBe(conv);
    for (const id of Object.values(PANELS)) await expect(page.getByTestId(id)).toBeVisible();
    await panelPage(page, '/aihelper/agent/intelligentFill', conv);
    await expect(page.getByTestId(PANELS.fill)).toBeVisible();
    await expect(page.getByTestId('desk-panel-off')).toHaveCount(0);
    // The call plays to its end before its channel goes.
    await expect(page.getByTestId('desk-state')).toHaveText('已结束', { timeout: 40_000 });
  } finally {
    await dropGroupSettings(page);
    await pageApi(page, '/aihelper-api/channel/delete', { ids: [channel.id] });
  }
});
