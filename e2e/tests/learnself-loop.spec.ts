import { expect, type Page, test } from '@playwright/test';
import { choose, uiLogin } from './helpers.ts';
import { clusterFromPool, demoLine, type Line, RULE, SETTLE_MS, saveLine, sayingOnly } from './learnself.helpers.ts';
import { drawer, opened, row, rows, save, toast } from './ui.helpers.ts';

// The self-learning loop end to end (requirements R4), as the demo tenant's admin: callers on the
// simulated inbound line say what the hospital bot does not know; the calls flow back into the pool,
// are clustered, the cluster joins the intent 预约挂号, a model is trained, evaluated and published
// to the bot, and the same utterances are then recognised on the next calls' records.

const DATASET = '预约挂号热线意图';
const BOT = '预约挂号咨询';
const INTENT = '预约挂号';
const NUMBER = '4008001234';
/** Ways of asking for an appointment the bot's examples do not cover, alike enough to cluster. */
const PHRASES = ['牙科周五上午还有空位吗', '周五上午牙科还有空位吗', '牙科周五早上还有空位吗'];
const DAY = 86_400_000;

interface Turn {
  text: string;
  intent: string;
}

/**
 * One simulated inbound call placed on the inbound records screen, then opened there: the caller's
 * turns with the intent recognised for each ('' when none).
 */
async function placeCall(page: Page): Promise<Turn[]> {
  await page.getByRole('button', { name: '模拟呼入' }).click();
  const dialog = await opened(page);
  await choose(page, '#simulate-inbound_lineId', NUMBER);
  const caller = `139${String(Date.now()).slice(-8)}`;
  await dialog.locator('#simulate-inbound_caller').fill(caller);
  await dialog.getByRole('button', { name: /呼\s*入/ }).click();
  await expect(dialog).toBeHidden();
  const call = rows(page).filter({ hasText: caller });
  await expect(call).toHaveCount(1, { timeout: 15_000 });
  await call.getByRole('button', { name: '详情' }).click();
  const chat = page.getByTestId('record-chat');
  await expect(chat.locator('[data-role=bot]').first()).toBeVisible();
  const turns = await chat.locator('[data-role=user]').evaluateAll((els) =>
    els.map((e) => ({
      text: e.children[1]?.textContent ?? '',
      intent: e.querySelector('.ant-tag')?.textContent ?? '',
    })),
  );
  await drawer(page).locator('.ant-drawer-close').click();
  await expect(page.getByTestId('record-detail')).toHaveCount(0);
  return turns;
}

/**
 * A call on the records screen whose caller says only `phrase` (first at the greeting), placed again
 * if the simulated caller hung up before saying anything.
 */
async function callSaying(page: Page, line: Line, phrase: string): Promise<Turn[]> {
  await saveLine(page, line, sayingOnly(line, [phrase]));
  for (let i = 0; i < 4; i++) {
    const turns = await placeCall(page);
    if (turns.length) {
      expect(turns.map((t) => t.text)).toEqual(turns.map(() => phrase));
      return turns;
    }
  }
  throw new Error(`no caller said ${phrase}`);
}

async function openInboundRecords(page: Page) {
  const now = Date.now();
  await page.goto(`/aicall/call-manage/inbound-record?from=${now - DAY}&to=${now + DAY}`);
  await expect(page.getByRole('button', { name: '模拟呼入' })).toBeVisible();
}

test('unrecognised calls are learnt through the loop and recognised on the next calls', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = String(Date.now() % 1_000_000);
  await uiLogin(page, 'tenant');

  const line = await demoLine(page);
  try {
    // 1. A call for each phrase; the bot recognises none of them.
    await openInboundRecords(page);
    for (const phrase of PHRASES) {
      const turns = await callSaying(page, line, phrase);
      expect(turns.map((t) => t.intent).join(''), `before learning: ${phrase}`).toBe('');
    }
    const placedAt = Date.now();

    // 2. Flow-back: the seeded rule of the inbound line, run on the pastdata screen once the calls
    // are FLOW_SETTLE_MS old (a run reads only records that old).
    await page.goto('/learnself/pastdata?tab=rules');
    const rule = page.getByTestId('rule-table').locator('tr').filter({ hasText: RULE });
    await expect(rule).toBeVisible();
    await page.waitForTimeout(Math.max(0, placedAt + SETTLE_MS - Date.now()));
    await rule.getByTestId('rule-run').click();
    await toast(page, '规则已开始执行');
    await expect(
      page
        .locator('.ant-message-notice')
        .filter({ hasText: `规则「${RULE}」执行完成` })
        .first(),
    ).toBeVisible({ timeout: 60_000 });
    await expect(rule).toContainText('空闲');

    // The pool holds them, unrecognised.
    await page.getByRole('tab', { name: '回流语料' }).click();
    const search = page.getByTestId('search-form');
    await search.locator('#search_text').fill('牙科');
    await search.getByRole('button', { name: /查\s*询/ }).click();
    await expect(page).toHaveURL(/q=/);
    for (const p of PHRASES) await expect(row(page, p)).toContainText('未识别');

    // 3. Clustering of the unrecognised utterances against the bot's dataset.
    const run = await clusterFromPool(page, DATASET);
    await expect(run.getByTestId('run-state')).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
    await run.getByTestId('run-open').click();
    await expect(page.getByTestId('run-summary')).toContainText(DATASET);

    // The cluster of our phrases, whole, into the intent 预约挂号.
    const cluster = row(page, PHRASES[0]);
    await expect(cluster).toContainText('待处理');
    for (const p of PHRASES) await expect(cluster).toContainText(p);
    await cluster.getByTestId('cluster-add').click();
    const add = page.locator('.ant-modal').filter({ hasText: '加入意图' });
    await expect(add.getByTestId('add-dataset')).toContainText(DATASET);
    await add.getByTestId('add-label').locator('input').fill(INTENT);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: new RegExp(`^${INTENT}（`) })
      .click();
    await add.getByRole('button', { name: /加\s*入/ }).click();
    await toast(page, /已加入 \d+ 条，跳过 \d+ 条/);
    await expect(cluster).toContainText(`${DATASET} / ${INTENT}`);

    // 4. A version of the dataset, a model trained from it, its evaluation, published to the bot.
    await page.goto('/learnself/model/dataset');
    await row(page, DATASET).getByTestId('dataset-open').click();
    await expect(drawer(page)).toContainText(DATASET);
    await drawer(page).getByRole('tab', { name: '版本' }).click();
    await drawer(page).getByTestId('version-add').click();
    let dialog = await opened(page);
    const note = `闭环${stamp}`;
    await dialog.locator('#edit_note').fill(note);
    await save(dialog);
    await toast(page, /已生成版本 v\d+/);
    await row(drawer(page), note).getByTestId('version-train').click();
    dialog = await opened(page);
    const model = `闭环模型${stamp}`;
    await dialog.locator('#edit_name').fill(model);
    await save(dialog);
    await toast(page, `已创建模型「${model}」`);

    await expect(page).toHaveURL(/\/learnself\/model\/modelmanager$/);
    const mine = row(page, model);
    await expect(mine.getByTestId('model-state')).toHaveText('可调用', { timeout: 90_000 });
    await mine.getByTestId('model-open').click();
    await expect(drawer(page).getByTestId('eval-accuracy')).toContainText('%');
    await expect(drawer(page).getByTestId('evaluation-per-label')).toContainText(INTENT);
    await drawer(page).locator('.ant-drawer-close').click();
    await expect(drawer(page)).toHaveCount(0);
    await mine.getByTestId('model-publish').click();
    dialog = await opened(page);
    await choose(page, '.ant-modal-wrap:visible #edit_botId', BOT, { search: true });
    await save(dialog);
    await toast(page, `模型「${model}」已发布`);
    await expect(mine).toContainText(BOT);

    // 5. The calls again: at the greeting, every phrase is now recognised as 预约挂号.
    await openInboundRecords(page);
    for (const phrase of PHRASES) {
      const [first] = await callSaying(page, line, phrase);
      expect(first.intent, `after learning: ${phrase}`).toBe(INTENT);
    }

    // The bot goes back to recognising with its own examples (other specs use it).
    await page.goto('/learnself/model/modelmanager');
    await row(page, model).getByTestId('row-actions-more').click();
    await page.locator('.ant-dropdown-menu:visible').getByText('回滚').click();
    dialog = await opened(page);
    await save(dialog);
    await toast(page, `机器人「${BOT}」已回滚`);
  } finally {
    await saveLine(page, line, line.simulation);
  }
});
