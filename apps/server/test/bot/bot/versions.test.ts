import { emptyFlow } from '@zhiyu/contract/modules/bot/flow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botVersions } from '../../../src/modules/bot/bot/table.ts';
import { getPublishedFlow, latestPublished } from '../../../src/modules/bot/bot/versions.ts';
import type { DbHandle } from '../../../src/platform/db/client.ts';
import { freshDb } from '../../helpers/db.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await freshDb();
  await h.migrate();
  await h.db.insert(botVersions).values([
    { botId: 'b1', version: 1, tenantId: 't1', flow: emptyFlow('v1') },
    { botId: 'b1', version: 2, tenantId: 't1', flow: emptyFlow('v2') },
    { botId: 'b1', version: 10, tenantId: 't1', flow: emptyFlow('v10') },
    { botId: 'b2', version: 1, tenantId: 't2', flow: emptyFlow('other') },
  ]);
});
afterAll(() => h.close());

const greeting = (f: { nodes: { type: string; text: string }[] } | null | undefined) =>
  f?.nodes.find((n) => n.type === 'speak')?.text;

describe('published versions for the call modules', () => {
  it('reads a version by number, each one as it was published', async () => {
    expect(greeting(await getPublishedFlow(h.db, 't1', 'b1', 1))).toBe('v1');
    expect(greeting(await getPublishedFlow(h.db, 't1', 'b1', 2))).toBe('v2');
    expect(await getPublishedFlow(h.db, 't1', 'b1', 3)).toBeNull();
  });
  it('finds the newest version numerically (10 after 2)', async () => {
    const latest = await latestPublished(h.db, 't1', 'b1');
    expect(latest?.version).toBe(10);
    expect(greeting(latest?.flow)).toBe('v10');
  });
  it("answers null for another tenant's bot and for a bot never published", async () => {
    expect(await getPublishedFlow(h.db, 't1', 'b2', 1)).toBeNull();
    expect(await latestPublished(h.db, 't1', 'b2')).toBeNull();
    expect(await latestPublished(h.db, 't2', 'b1')).toBeNull();
    expect(await latestPublished(h.db, 't1', 'nope')).toBeNull();
  });
});
