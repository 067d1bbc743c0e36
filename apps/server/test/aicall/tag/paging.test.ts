import { listTags } from '@zhiyu/contract/modules/aicall/tag';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../helpers/api.ts';
import { PASSWORDS, type TestApp, testApp, tokenFor } from '../../helpers/app.ts';

interface Page {
  list: { id: string; name: string }[];
  total: number;
  totalCapped: boolean;
  pageNum: number;
}

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off' });
  token = (await tokenFor(t.app, 'tenant', PASSWORDS.tenant)).authorization;
  // 12,000 more tags for tenant 2001's app in one statement; the seed already holds 32.
  await t.db.execute(sql`
    insert into tags (id, tenant_id, app_id, name, "group", enabled, created_at, updated_at)
    select 'bulk-' || g, '2001', '30000001', 'bulk ' || lpad(g::text, 5, '0'), 'other', 1,
           now() - g * interval '1 second', now() - g * interval '1 second'
    from generate_series(1, 12000) g`);
}, 60_000);
afterAll(() => t.close());

const list = (q: string) => callApi<Page>(t.app, listTags, { query: q, token });

describe('tag list past the count cap', () => {
  it('answers total 10000 with totalCapped instead of counting every row', async () => {
    const r = await list('pageNum=1&pageSize=10');
    expect(r.body.data.total).toBe(10_000);
    expect(r.body.data.totalCapped).toBe(true);
  });

  it('counts exactly below the cap', async () => {
    const r = await list('pageSize=10&name=bulk%200');
    expect(r.body.data.total).toBe(9_999);
    expect(r.body.data.totalCapped).toBe(false);
  });

  it('pages deep with a stable order and no duplicates across pages', async () => {
    const a = await list('pageNum=500&pageSize=20&sortField=name&sortOrder=ASC&name=bulk');
    const b = await list('pageNum=501&pageSize=20&sortField=name&sortOrder=ASC&name=bulk');
    const names = [...a.body.data.list, ...b.body.data.list].map((x) => x.name);
    expect(names).toEqual([...names].sort());
    expect(new Set(names).size).toBe(40);
    expect(a.body.data.list[0].name).toBe('bulk 09981');
  });
});
