/** Who made a library or an item: seeded rows carry a real creator; the lists show nicknames. */
import { createKnowledge, listKnowledge } from '@zhiyu/contract/modules/aikb/knowledge';
import { createLibrary, listLibraries } from '@zhiyu/contract/modules/aikb/library';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/platform/db/client.ts';
import { itemBody, kb, type Lib, type Page } from '../../helpers/kb.ts';
import { signedIn } from '../../helpers/signed-in.ts';

const s = signedIn();
const { get, post } = kb(() => s.app);
type Named = Lib & { creator: string; creatorName: string };
type NamedItem = { question: string; creator: string; updater: string; creatorName: string; updaterName: string };

describe('creators of the knowledge base', () => {
  it('no seeded library or item is made by an internal marker; each names its tenant administrator', async () => {
    const rows = rowsOf<{ tenant_id: string; creator: string; updater: string | null }>(
      await s.db.execute(sql`SELECT tenant_id, creator, NULL AS updater FROM kb_libraries
        UNION ALL SELECT tenant_id, creator, updater FROM kb_items ORDER BY 1`),
    );
    expect(rows.length).toBeGreaterThan(0);
    const byTenant = Object.fromEntries(rows.map((r) => [r.tenant_id, r.creator]));
    expect(byTenant).toEqual({ '2001': 'tenant', '2002': 'tenant2', '2003': 'tenant3' });
    for (const r of rows) expect([r.creator, r.updater ?? r.creator]).toEqual([r.creator, r.creator]);
  });

  it('the library list shows the creator by nickname; the stored username stays beside it', async () => {
    const list = (await get<Page<Named>>(listLibraries, { name: '常见问题' }, s.token)).body.data.list;
    expect(list.map((l) => [l.creator, l.creatorName])).toEqual([['tenant', '租户管理员']]);
    const made = await post<Named>(createLibrary, { name: '创建人检查' }, s.token);
    expect(made.body.code).toBe('000000');
    const mine = (await get<Page<Named>>(listLibraries, { name: '创建人检查' }, s.token)).body.data.list[0];
    expect([mine.creator, mine.creatorName]).toEqual(['tenant', '租户管理员']);
  });

  it('the knowledge list shows creator and updater by nickname; a user gone since shows the username', async () => {
    const lib = (await get<Page<Named>>(listLibraries, { name: '常见问题' }, s.token)).body.data.list[0];
    const items = (await get<Page<NamedItem>>(listKnowledge, { libraryId: lib.id, pageSize: 5 }, s.token)).body.data
      .list;
    expect(items.length).toBe(5);
    for (const i of items)
      expect([i.updater, i.creatorName, i.updaterName]).toEqual(['tenant', '租户管理员', '租户管理员']);
    const added = await post<{ id: string }>(createKnowledge, itemBody(lib.id, { question: '创建人问题' }), s.token);
    expect(added.body.code).toBe('000000');
    await s.db.execute(sql`UPDATE kb_items SET updater = 'someone-gone' WHERE id = ${added.body.data.id}`);
    const again = (await get<Page<NamedItem>>(listKnowledge, { libraryId: lib.id, keyword: '创建人问题' }, s.token))
      .body.data.list[0];
    expect([again.creatorName, again.updaterName]).toEqual(['租户管理员', 'someone-gone']);
  });

  it("another tenant's user of the same username is never read for the name", async () => {
    // Names are looked up among the tenant's users and those above tenants only.
    const rows = rowsOf<{ n: string }>(
      await s.db.execute(sql`SELECT count(*)::text AS n FROM users WHERE username = 'tenant3' AND tenant_id = '2003'`),
    );
    expect(rows[0].n).toBe('1');
    await s.db.execute(sql`UPDATE kb_libraries SET creator = 'tenant3' WHERE name = '创建人检查'`);
    const mine = (await get<Page<Named>>(listLibraries, { name: '创建人检查' }, s.token)).body.data.list[0];
    expect([mine.creator, mine.creatorName]).toEqual(['tenant3', 'tenant3']);
  });
});
