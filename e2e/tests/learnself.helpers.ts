import { expect, type Locator, type Page } from '@playwright/test';
import { pageApi } from './helpers.ts';

/** The demo inbound line and the seeded flow-back rule that reads its calls. */
export const LINE = 'demo-line-inbound';
export const RULE = '呼入热线未识别语料';
/** The server's FLOW_SETTLE_MS default, and a second to spare. */
export const SETTLE_MS = 11_000;

export interface Line {
  id: string;
  number: string;
  name: string;
  kind: string;
  concurrency: number;
  status: number;
  inboundBotId: string | null;
  simulation: Record<string, unknown> | null;
}

/** Saves the demo line as it was read, with `simulation` instead of its own. */
export async function saveLine(page: Page, line: Line, simulation: Record<string, unknown> | null) {
  const { id, number, name, kind, concurrency, status, inboundBotId } = line;
  await pageApi(page, '/v1/aicall-web/line/edit', {
    id,
    number,
    name,
    kind,
    concurrency,
    status,
    inboundBotId,
    simulation,
  });
}

/** The demo inbound line as the line list returns it. */
export async function demoLine(page: Page): Promise<Line> {
  const r = await pageApi<{ list: Line[] }>(page, '/v1/aicall-web/line/list?keyword=4008001234&pageSize=10');
  const line = r.list.find((l) => l.id === LINE) as Line;
  expect(line, 'the demo inbound line').toBeTruthy();
  return line;
}

/**
 * The line's simulation with a caller who answers and says only `phrases` (nothing recognised by
 * keyword chance, no silence, no pause between rounds). Set through the API: the line screen's
 * simulation editor has fields for rates, pace and cause weights, not for the caller's phrases.
 */
export function sayingOnly(line: Line, phrases: string[]): Record<string, unknown> {
  return {
    ...(line.simulation ?? {}),
    answerRate: 1,
    causeWeights: { '775': 1 },
    unrecognisedRate: 1,
    silenceRate: 0,
    roundMs: 0,
    phrases,
  };
}

/**
 * Simulated inbound calls on the demo line whose caller says only `phrases`, placed until every
 * phrase has been said once (the simulated caller picks at random); the line's simulation is put
 * back afterwards. Answers when the last call ended.
 */
export async function callUntilSaid(page: Page, phrases: string[], caller: string): Promise<number> {
  const line = await demoLine(page);
  await saveLine(page, line, sayingOnly(line, phrases));
  try {
    const said = new Set<string>();
    for (let i = 0; i < 60 && said.size < phrases.length; i++) {
      const { recordId } = await pageApi<{ recordId: string }>(page, '/v1/aicall-web/inbound/simulate', {
        lineId: LINE,
        caller,
      });
      const call = await pageApi<{ transcript: { role: string; text: string }[] }>(
        page,
        `/v1/aicall-web/call-record/detail?id=${recordId}`,
      );
      for (const turn of call.transcript) if (turn.role === 'user') said.add(turn.text);
    }
    expect([...said].sort()).toEqual([...phrases].sort());
  } finally {
    await saveLine(page, line, line.simulation);
  }
  return Date.now();
}

/**
 * From the pool screen: sends the unrecognised utterances to clustering, picks `dataset` for the
 * nearest intents and starts the run. Answers the run's row on the clustering screen.
 */
export async function clusterFromPool(page: Page, dataset: string): Promise<Locator> {
  await page.getByTestId('pool-to-cluster').click();
  await expect(page).toHaveURL(/\/learnself\/clustering/);
  const form = page.getByTestId('cluster-form');
  await expect(form).toContainText('未识别');
  await form.getByTestId('cluster-dataset').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: dataset }).click();
  const started = page.waitForResponse(
    (r) => r.url().includes('/learnself-api/cluster/run') && r.request().method() === 'POST',
  );
  await page.getByTestId('cluster-start').click();
  const runId = ((await (await started).json()) as { data: { id: string } }).data.id;
  return page.locator(`tr[data-row-key="${runId}"]`);
}
