/**
 * The knowledge search the hit test and the chat engine share (aikb/search): loaded from items and
 * document segments, and kept current by every committed change without a reload; one index per
 * tenant.
 */
import { createKnowledge, deleteKnowledge, updateKnowledge } from '@zhiyu/contract/modules/aikb/knowledge';
import { createLibrary, deleteLibraries, setLibraryStatus } from '@zhiyu/contract/modules/aikb/library';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THRESHOLD } from '../../src/modules/aikb/retrieval/kb-index.ts';
import { kbRegistry } from '../../src/modules/aikb/search/registry.ts';
import { type Item, itemBody, kb, type Lib } from '../helpers/kb.ts';
import { fixture, segments, upload } from '../helpers/kb-document.ts';
import { signedIn } from '../helpers/signed-in.ts';

const s = signedIn();
const { post } = kb(() => s.app);

/** The keys a tenant's search returns for a question, best first (threshold as the bot answers). */
async function keys(q: string, tenantId = '2001', threshold = DEFAULT_THRESHOLD) {
  const index = await kbRegistry(s.db).get(tenantId);
  return index.search(q, { topN: 5, threshold }).map((h) => h.key);
}
/** Changes reach the index right after their commit: poll until they have. */

describe('knowledge search kept current', () => {
  it('finds a new item, follows its edit and forgets it once deleted', async () => {
    await keys('warm up');
    const lib = (await post<Lib>(createLibrary, { name: `检索库-${Date.now()}` }, s.token)).body.data;
    const created = await post<Item>(createKnowledge, itemBody(lib.id, { question: '电子发票在哪里下载' }), s.token);
    expect(created.body.code).toBe('000000');
    const key = `item:${created.body.data.id}`;
    await expect.poll(() => keys('电子发票在哪里下载'), { timeout: 5000 }).toContain(key);

    const edited = await post<Item>(
      updateKnowledge,
      { ...itemBody(lib.id, { question: '退货的运费由谁承担' }), id: created.body.data.id },
      s.token,
    );
    expect(edited.body.code).toBe('000000');
    await expect.poll(() => keys('退货的运费由谁承担'), { timeout: 5000 }).toContain(key);
    expect(await keys('电子发票在哪里下载')).not.toContain(key);

    expect((await post(deleteKnowledge, { ids: [created.body.data.id] }, s.token)).body.code).toBe('000000');
    await expect.poll(() => keys('退货的运费由谁承担'), { timeout: 5000 }).not.toContain(key);
  });

  it('searches document segments, follows the library switch, and drops them with the library', async () => {
    await keys('warm up');
    const lib = (await post<Lib>(createLibrary, { name: `文档检索-${Date.now()}` }, s.token)).body.data;
    const doc = (await upload(s.app, s.token, lib.id, 'handbook.docx', fixture('handbook-zh.docx'))).body.data;
    const [first] = (await segments(s.app, s.token, { documentId: doc.id })).body.data.list;
    const key = `seg:${first.id}`;
    // The segment's own words, as a visitor would type part of them.
    const q = first.text.slice(0, 40);
    await expect.poll(() => keys(q, '2001', 0), { timeout: 5000 }).toContain(key);

    expect((await post(setLibraryStatus, { ids: [lib.id], status: 0 }, s.token)).body.code).toBe('000000');
    await expect.poll(() => keys(q, '2001', 0), { timeout: 5000 }).not.toContain(key);
    expect((await post(setLibraryStatus, { ids: [lib.id], status: 1 }, s.token)).body.code).toBe('000000');
    await expect.poll(() => keys(q, '2001', 0), { timeout: 5000 }).toContain(key);

    expect((await post(deleteLibraries, { ids: [lib.id] }, s.token)).body.code).toBe('000000');
    await expect.poll(() => keys(q, '2001', 0), { timeout: 5000 }).not.toContain(key);
    // A fresh load agrees: the segments are gone from the database too.
    kbRegistry(s.db).drop('2001');
    expect(await keys(q, '2001', 0)).not.toContain(key);
  });

  it("never returns another tenant's knowledge", async () => {
    const demo = await keys('怎么申请退货', '2001', 0);
    expect(demo.length).toBeGreaterThan(0);
    const other = await keys('怎么申请退货', '2002', 0);
    expect(other.filter((k) => demo.includes(k))).toEqual([]);
  });
});
