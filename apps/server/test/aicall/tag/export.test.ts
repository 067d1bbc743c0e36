import { exportTags as exportTagsEndpoint, exportTagsStatus, importTags } from '@zhiyu/contract/modules/aicall/tag-io';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tags } from '../../../src/modules/aicall/tag/table.ts';
import { newId } from '../../../src/platform/access/tokens.ts';
import { DEMO } from '../../../src/platform/seed/demo-data.ts';
import { multipart, readXlsx, waitImport } from '../../fixtures/xlsx.ts';
import { call } from '../../helpers/app.ts';
import { signedIn } from '../../helpers/signed-in.ts';

const io = signedIn();

const ROWS = [
  { name: '导出-公式', group: 'other' as const, enabled: 1 as const, description: '=HYPERLINK("http://x")' },
  { name: '导出-加号', group: 'call' as const, enabled: 0 as const, description: '+86 138' },
  { name: '导出-制表', group: 'customer' as const, enabled: 1 as const, description: '\tindent' },
  { name: '导出-普通', group: 'intention' as const, enabled: 1 as const, description: '@me -1 普通' },
];

async function exportTags(body: Record<string, unknown>) {
  const r = await call<{ jobId: string }>(io.app, {
    method: 'POST',
    url: exportTagsEndpoint.path,
    token: io.token,
    payload: body,
  });
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  for (let i = 0; i < 200; i++) {
    const s = await call<{ status: boolean; files: { name: string; url: string }[] }>(io.app, {
      url: `${exportTagsStatus.path}?jobId=${r.body.data.jobId}`,
      token: io.token,
    });
    if (s.body.data.status) {
      const res = await io.app.inject({ url: s.body.data.files[0].url, headers: { authorization: io.token } });
      expect(res.headers['content-type']).toContain('spreadsheetml');
      return res.rawPayload;
    }
    await new Promise((res) => setTimeout(res, 50));
  }
  throw new Error('export did not finish');
}

describe('tag export', () => {
  it('follows the filter and the chosen columns, and neutralises formula cells', async () => {
    await io.db
      .insert(tags)
      .values(ROWS.map((r) => ({ id: newId(), tenantId: DEMO.tenant1, appId: DEMO.appid1, ...r })));
    const buf = await exportTags({ filter: { name: '导出-' }, columns: ['name', 'description'] });
    const rows = await readXlsx(buf);
    expect(rows[0]).toEqual(['标签名称', '描述']);
    const byName = new Map(rows.slice(1).map((r) => [r[0], r[1]]));
    expect(byName.size).toBe(4);
    expect(byName.get('导出-公式')).toBe(`'=HYPERLINK("http://x")`);
    expect(byName.get('导出-加号')).toBe("'+86 138");
    expect(byName.get('导出-制表')).toBe("'\tindent");
    expect(byName.get('导出-普通')).toBe("'@me -1 普通");
  });

  it('an exported file re-imports to the same data', async () => {
    const all = await exportTags({ filter: { name: '导出-' } });
    const before = await io.db.select().from(tags).where(eq(tags.tenantId, DEMO.tenant1));
    const pick = (xs: typeof before) =>
      xs
        .filter((x) => x.name.startsWith('导出-'))
        // The contract trims descriptions; the tab row was written straight into the table.
        .map((x) => [x.name, x.group, x.enabled, x.description.trim()])
        .sort();
    await io.db.delete(tags).where(eq(tags.tenantId, DEMO.tenant1));
    const r = await call<{ jobId: string }>(io.app, {
      method: 'POST',
      url: importTags.path,
      token: io.token,
      ...multipart([{ name: 'tags.xlsx', data: all }]),
    });
    expect((await waitImport(io.app, r.body.data.jobId, io.token)).status).toBe(1);
    const after = await io.db.select().from(tags).where(eq(tags.tenantId, DEMO.tenant1));
    expect(pick(after)).toEqual(pick(before));
  });

  it("never exports another tenant's tags", async () => {
    await io.db.insert(tags).values({ id: newId(), tenantId: DEMO.tenant3, appId: DEMO.appid3, name: '导出-别家' });
    const rows = await readXlsx(await exportTags({ filter: {}, columns: ['name'] }));
    expect(rows.flat()).not.toContain('导出-别家');
  });

  it('pages through rows that share a timestamp to the microsecond: each row once, in order', async () => {
    // 4,500 rows over three pages of 2,000. The first 3,000 share one created_at (ties broken by
    // id); the rest differ only in their microseconds, later ids being earlier: a keyset that lost
    // the microseconds or the tie-break would skip or repeat rows at the page boundaries.
    const base = Date.UTC(2026, 0, 1);
    const id = (i: number) => `keyset-${String(i).padStart(5, '0')}`;
    const micros = (i: number) => (i < 3000 ? 0 : 5000 - i);
    for (let i = 0; i < 4500; i += 500) {
      await io.db.insert(tags).values(
        Array.from({ length: 500 }, (_, k) => ({
          id: id(i + k),
          tenantId: DEMO.tenant1,
          appId: DEMO.appid1,
          name: `分页-${id(i + k)}`,
          createdAt: new Date(base),
        })),
      );
    }
    // Microsecond steps cannot be written through a JS Date: set them in SQL.
    await io.db.execute(
      sql`update tags set created_at = created_at + (5000 - substr(id, 8)::int) * interval '1 microsecond' where id like 'keyset-%' and substr(id, 8)::int >= 3000`,
    );
    const expected = Array.from({ length: 4500 }, (_, i) => i)
      .sort((a, b) => micros(a) - micros(b) || a - b)
      .map((i) => `分页-${id(i)}`);
    const rows = await readXlsx(await exportTags({ filter: { name: '分页-' }, columns: ['name'] }));
    expect(rows.slice(1).map((r) => r[0])).toEqual(expected);
  });
});

describe('a failed export', () => {
  it('its status call answers 130006 导出失败 with the reason, not status false (which means "still running")', async () => {
    const { jobs } = await import('../../../src/platform/jobs/table.ts');
    const r = await call<{ jobId: string }>(io.app, {
      method: 'POST',
      url: exportTagsEndpoint.path,
      token: io.token,
      payload: {},
    });
    const id = r.body.data.jobId;
    await exportTags({}); // lets the worker finish its queue first
    await io.db
      .update(jobs)
      .set({ status: 'failed', error: JSON.stringify({ zh: '磁盘已满', en: 'disk full' }) })
      .where(eq(jobs.id, id));
    const status = (lang?: string) =>
      call(io.app, {
        url: `${exportTagsStatus.path}?jobId=${id}`,
        token: io.token,
        headers: lang ? { 'accept-language': lang } : {},
      });
    const zh = await status();
    expect([zh.status, zh.body.code, zh.body.msg]).toEqual([422, '130006', '导出失败: 磁盘已满']);
    const en = await status('en-US');
    expect(en.body.msg).toBe('Export failed: disk full');
  });
});
