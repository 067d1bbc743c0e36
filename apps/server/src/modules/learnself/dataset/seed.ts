import { eq } from 'drizzle-orm';
import { newId } from '../../../platform/access/tokens.ts';
import type { Db } from '../../../platform/db/client.ts';
import { DEMO } from '../../../platform/seed/demo-data.ts';
import { DEMO_BOTS } from '../../bot/bot/seed.ts';
import { botVersions } from '../../bot/bot/table.ts';
import { lsClusterRuns, lsClusters } from '../cluster/table.ts';
import { lsModels } from '../model/table.ts';
import { lsFlowRules, lsPool } from '../pool/table.ts';
import { foldUtterance } from './repo.ts';
import { lsDatasetItems, lsDatasets, lsDatasetVersions } from './table.ts';
import { splitItems } from './versions.ts';

/** After the bots (10) and lines (15): the demo dataset holds the inbound bot's intents. */
export const order = 300;

/**
 * Self-learning demo data (requirements R4): for tenant 2001, a dataset made from the demo inbound
 * bot's intents with its first version, and a manual flow-back rule of the inbound calls (a demo
 * user runs it, clusters, trains and publishes: nothing trains at start-up). For tenant 2002, one
 * marked row in every self-learning table (the endpoint walk's isolation check).
 */
export default async function seedLearnself(db: Db, now: number) {
  const scope = { tenantId: DEMO.tenant1, appId: DEMO.appid1 };
  const [flow] = await db
    .select({ flow: botVersions.flow })
    .from(botVersions)
    .where(eq(botVersions.botId, DEMO_BOTS.inbound))
    .limit(1);
  if (flow) {
    const datasetId = newId();
    const items = [...flow.flow.globalIntents, ...flow.flow.intents].flatMap((i) =>
      [...new Set(i.examples)].map((text) => ({ label: i.name, text })),
    );
    await db.insert(lsDatasets).values({
      id: datasetId,
      ...scope,
      name: '预约挂号热线意图',
      type: 'nlu',
      botId: DEMO_BOTS.inbound,
      description: '由呼入机器人「预约挂号咨询」的意图与例句生成',
      itemCount: items.length,
      labelCount: new Set(items.map((i) => i.label)).size,
      latestVersion: 1,
      creator: 'tenant',
    });
    await db.insert(lsDatasetItems).values(
      items.map((i, k) => ({
        id: newId(),
        datasetId,
        tenantId: scope.tenantId,
        label: i.label,
        text: i.text,
        norm: foldUtterance(i.text),
        source: 'bot',
        createdAt: new Date(now - 3600_000 + k),
      })),
    );
    const snapshot = splitItems(items, 0.2, 1);
    await db.insert(lsDatasetVersions).values({
      id: newId(),
      datasetId,
      ...scope,
      version: 1,
      note: '初始版本',
      items: snapshot,
      itemCount: snapshot.length,
      trainCount: snapshot.filter((i) => !i.test).length,
      testCount: snapshot.filter((i) => i.test).length,
      labelCount: new Set(items.map((i) => i.label)).size,
      testRatio: 0.2,
      seed: 1,
      creator: 'tenant',
    });
  }
  await db.insert(lsFlowRules).values({
    id: newId(),
    ...scope,
    name: '呼入热线未识别语料',
    source: 'call',
    botId: DEMO_BOTS.inbound,
    schedule: 'manual',
    onlyUnrecognised: true,
    firstDays: 30,
    creator: 'tenant',
  });

  const other = { tenantId: DEMO.tenant2, appId: DEMO.appid2 };
  const mark = `${DEMO.marker} 自学习 ${other.tenantId}`;
  const ids = { dataset: newId(), version: newId(), run: newId() };
  await db
    .insert(lsDatasets)
    .values({ id: ids.dataset, ...other, name: mark, type: 'nlu', itemCount: 1, labelCount: 1 });
  await db.insert(lsDatasetItems).values({
    id: newId(),
    datasetId: ids.dataset,
    tenantId: other.tenantId,
    label: mark,
    text: mark,
    norm: foldUtterance(mark),
  });
  await db.insert(lsDatasetVersions).values({
    id: ids.version,
    datasetId: ids.dataset,
    ...other,
    version: 1,
    note: mark,
    items: [{ t: mark, l: mark, test: false }],
    itemCount: 1,
    trainCount: 1,
    testCount: 0,
    labelCount: 1,
    testRatio: 0.2,
    seed: 1,
  });
  await db.insert(lsModels).values({
    id: newId(),
    ...other,
    name: mark,
    type: 'nlu',
    datasetId: ids.dataset,
    versionId: ids.version,
    state: 6,
  });
  const at = new Date(now);
  await db.insert(lsPool).values({
    id: newId(),
    ...other,
    source: 'call',
    text: mark,
    norm: foldUtterance(mark),
    kind: 'unrecognised',
    recognised: false,
    firstAt: at,
    lastAt: at,
  });
  await db.insert(lsFlowRules).values({
    id: newId(),
    ...other,
    name: mark,
    source: 'call',
    schedule: 'manual',
    onlyUnrecognised: true,
    firstDays: 30,
  });
  await db.insert(lsClusterRuns).values({ id: ids.run, ...other, state: 'done', params: { datasetId: ids.dataset } });
  await db.insert(lsClusters).values({
    id: newId(),
    runId: ids.run,
    tenantId: other.tenantId,
    rank: 0,
    size: 1,
    occurrences: 1,
    members: [],
    representatives: [mark],
    keywords: [mark],
    nearestLabel: mark,
  });
}
