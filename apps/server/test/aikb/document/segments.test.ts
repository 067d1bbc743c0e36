import type { SegmentRow } from '@zhiyu/contract/modules/aikb/document';
import { deleteDocuments, setSegmentsEnabled, updateSegment } from '@zhiyu/contract/modules/aikb/document';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type SegmentsChange,
  segmentEntries,
  setSegmentsChangedHook,
} from '../../../src/modules/aikb/document/index-hook.ts';
import { purgeLibraryDocuments } from '../../../src/modules/aikb/document/service.ts';
import { kbDocument, kbSegment } from '../../../src/modules/aikb/document/table.ts';
import { storedFiles } from '../../../src/platform/files/table.ts';
import { PASSWORDS, tokenFor } from '../../helpers/app.ts';
import { expectRefused } from '../../helpers/db.ts';
import { documents, fixture, library, post, SCOPES, segments, upload } from '../../helpers/kb-document.ts';
import { signedIn } from '../../helpers/signed-in.ts';

const s = signedIn('tenant');
const changes: { tenantId: string; change: SegmentsChange }[] = [];
let lib: string;
let tenant2 = '';
let tenant3 = '';
let agent = '';
beforeAll(async () => {
  setSegmentsChangedHook((_db, tenantId, change) => {
    changes.push({ tenantId, change });
  });
  lib = await library(s.db, SCOPES.tenant);
  tenant2 = (await tokenFor(s.app, 'tenant2', PASSWORDS.tenant2)).authorization;
  tenant3 = (await tokenFor(s.app, 'tenant3', PASSWORDS.tenant3)).authorization;
  agent = (await tokenFor(s.app, 'agent', PASSWORDS.agent)).authorization;
});
afterAll(() => setSegmentsChangedHook(null));

async function handbook(libraryId = lib, token = s.token) {
  const doc = (await upload(s.app, token, libraryId, 'handbook.docx', fixture('handbook-zh.docx'))).body.data;
  const list = (await segments(s.app, token, { documentId: doc.id })).body.data.list;
  return { doc, list };
}
/** The change the index was told last for one tenant. */
const lastChange = (tenantId: string) => changes.filter((c) => c.tenantId === tenantId).at(-1)?.change;

describe('segments: edit, enable, disable', () => {
  it('edits a segment text (1..2000 characters, trimmed) and the index hears of it', async () => {
    const { list } = await handbook();
    const r = await post<SegmentRow>(s.app, s.token, updateSegment, { id: list[1].id, text: '  七天无理由退货。  ' });
    expect(r.body.code).toBe('000000');
    expect(r.body.data).toMatchObject({
      id: list[1].id,
      text: '七天无理由退货。',
      seq: 2,
      titlePath: list[1].titlePath,
    });
    await vi.waitFor(() =>
      expect(lastChange('2001')?.upserted).toEqual([
        expect.objectContaining({
          key: `seg:${list[1].id}`,
          kind: 'segment',
          text: `${list[1].titlePath}\n七天无理由退货。`,
          question: '',
          similar: [],
          enabled: true,
        }),
      ]),
    );
    const long = await post<SegmentRow>(s.app, s.token, updateSegment, { id: list[1].id, text: '长'.repeat(2000) });
    expect(long.body.code).toBe('000000');
  });

  it('refuses an empty, a too long or an unknown segment, changing nothing', async () => {
    const { list } = await handbook();
    const edit = (body: unknown) => () => post(s.app, s.token, updateSegment, body);
    await expectRefused(s.db, edit({ id: list[0].id, text: '   ' }), '100001');
    await expectRefused(s.db, edit({ id: list[0].id, text: '长'.repeat(2001) }), '100001');
    await expectRefused(s.db, edit({ id: list[0].id }), '100001');
    expect(await expectRefused(s.db, edit({ id: 'no-such-seg', text: '文' }), '160207')).toBe('分段不存在');
    await expectRefused(s.db, () => post(s.app, s.token, setSegmentsEnabled, { ids: [], enabled: 0 }), '100001');
    await expectRefused(
      s.db,
      () => post(s.app, s.token, setSegmentsEnabled, { ids: [list[0].id], enabled: 2 }),
      '100001',
    );
  });

  it('disables and enables segments in a batch; the list filters by state', async () => {
    const { doc, list } = await handbook();
    const ids = [list[0].id, list[2].id, 'no-such-seg'];
    const off = await post<{ updated: number }>(s.app, s.token, setSegmentsEnabled, { ids, enabled: 0 });
    expect(off.body.data).toEqual({ updated: 2 });
    const disabled = await segments(s.app, s.token, { documentId: doc.id, enabled: 0 });
    expect(disabled.body.data.list.map((g) => g.seq)).toEqual([1, 3]);
    await vi.waitFor(() => {
      const c = lastChange('2001');
      expect(c?.upserted.map((e) => [e.refId, e.enabled]).sort()).toEqual(
        [
          [list[0].id, false],
          [list[2].id, false],
        ].sort(),
      );
    });
    const on = await post<{ updated: number }>(s.app, s.token, setSegmentsEnabled, { ids: [list[0].id], enabled: 1 });
    expect(on.body.data).toEqual({ updated: 1 });
    const enabled = await segments(s.app, s.token, { documentId: doc.id, enabled: 1 });
    expect(enabled.body.data.list.map((g) => g.seq)).toEqual([1, 2, 4]);
  });

  it('segmentEntries: every segment of a tenant or library, disabled in a disabled library', async () => {
    const off = await library(s.db, SCOPES.tenant, 0);
    const { list } = await handbook(off);
    const entries = await segmentEntries(s.db, '2001', off);
    expect(entries.map((e) => e.refId).sort()).toEqual(list.map((g) => g.id).sort());
    expect(entries.every((e) => e.enabled === false && e.libraryId === off && e.key === `seg:${e.refId}`)).toBe(true);
    const all = await segmentEntries(s.db, '2001');
    expect(all.length).toBeGreaterThan(entries.length);
    expect(await segmentEntries(s.db, '2003', off)).toEqual([]);
  });
});

describe('delete', () => {
  it('removes the document with its segments and stored file; the index is told', async () => {
    const { doc, list } = await handbook();
    const [row] = await s.db.select().from(kbDocument).where(eq(kbDocument.id, doc.id));
    expect(row.fileId).toBeTruthy();
    const r = await post<{ deleted: number }>(s.app, s.token, deleteDocuments, { ids: [doc.id, 'no-such-doc'] });
    expect(r.body.data).toEqual({ deleted: 1 });
    expect(await s.db.select().from(kbSegment).where(eq(kbSegment.documentId, doc.id))).toEqual([]);
    expect(
      await s.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.id, row.fileId as string)),
    ).toEqual([]);
    const listed = await documents(s.app, s.token, { libraryId: lib, pageSize: 100 });
    expect(listed.body.data.list.some((d) => d.id === doc.id)).toBe(false);
    await vi.waitFor(() =>
      expect(lastChange('2001')).toEqual({
        upserted: [],
        removed: expect.arrayContaining(list.map((g) => `seg:${g.id}`)),
      }),
    );
    await expectRefused(s.db, () => post(s.app, s.token, deleteDocuments, { ids: [] }), '100001');
  });
});

describe('library deletion', () => {
  it("purgeLibraryDocuments removes the libraries' documents, segments and files, and tells the index", async () => {
    const gone = await library(s.db, SCOPES.tenant);
    const { doc, list } = await handbook(gone);
    const kept = await handbook();
    await purgeLibraryDocuments(s.db, '2003', [gone]);
    expect((await segments(s.app, s.token, { documentId: doc.id })).body.data.total).toBe(list.length);
    await purgeLibraryDocuments(s.db, '2001', [gone]);
    expect((await segments(s.app, s.token, { documentId: doc.id })).body.code).toBe('160206');
    expect(await s.db.select().from(kbSegment).where(eq(kbSegment.libraryId, gone))).toEqual([]);
    expect((await segments(s.app, s.token, { documentId: kept.doc.id })).body.data.total).toBe(kept.list.length);
    await vi.waitFor(() => expect(lastChange('2001')?.removed.sort()).toEqual(list.map((g) => `seg:${g.id}`).sort()));
  });
});

describe('tenant isolation and permissions', () => {
  it("another tenant with the knowledge base (2002) neither sees nor changes 2001's documents", async () => {
    const { doc, list } = await handbook();
    expect((await documents(s.app, tenant2, { libraryId: lib })).body.data).toMatchObject({ list: [], total: 0 });
    expect((await segments(s.app, tenant2, { documentId: doc.id })).body.code).toBe('160206');
    await expectRefused(s.db, () => post(s.app, tenant2, updateSegment, { id: list[0].id, text: '篡改' }), '160207');
    const status = await post<{ updated: number }>(s.app, tenant2, setSegmentsEnabled, {
      ids: [list[0].id],
      enabled: 0,
    });
    expect(status.body.data).toEqual({ updated: 0 });
    const del = await post<{ deleted: number }>(s.app, tenant2, deleteDocuments, { ids: [doc.id] });
    expect(del.body.data).toEqual({ deleted: 0 });
    await expectRefused(s.db, () => upload(s.app, tenant2, lib, 'x.txt', Buffer.from('外部内容')), '160002');
    const mine = await segments(s.app, s.token, { documentId: doc.id });
    expect(mine.body.data.list.map((g) => [g.text, g.enabled])).toEqual(list.map((g) => [g.text, 1]));
    // Its own library works, and 2001 cannot see that one either.
    const lib2 = await library(s.db, SCOPES.tenant2);
    const own = await upload(s.app, tenant2, lib2, '乙.txt', Buffer.from('乙租户的文档。'));
    expect(own.body.code).toBe('000000');
    expect((await segments(s.app, s.token, { documentId: own.body.data.id })).body.code).toBe('160206');
    expect(await segmentEntries(s.db, '2001', lib2)).toEqual([]);
  });

  it("tenant 2003 (no knowledge base module) reaches none of 2001's documents", async () => {
    const { doc, list } = await handbook();
    const calls = [
      () => upload(s.app, tenant3, lib, 'x.txt', Buffer.from('内容')),
      () => documents(s.app, tenant3, { libraryId: lib }),
      () => segments(s.app, tenant3, { documentId: doc.id }),
      () => post(s.app, tenant3, updateSegment, { id: list[0].id, text: '改' }),
      () => post(s.app, tenant3, setSegmentsEnabled, { ids: [list[0].id], enabled: 0 }),
      () => post(s.app, tenant3, deleteDocuments, { ids: [doc.id] }),
    ];
    for (const c of calls) {
      const r = await c();
      expect(['100403', '140007']).toContain(r.body.code);
    }
    expect((await segments(s.app, s.token, { documentId: doc.id })).body.data.total).toBe(list.length);
  });

  it('a user without the grants gets 100403 for every call', async () => {
    const { doc, list } = await handbook();
    const calls = [
      () => upload(s.app, agent, lib, 'x.txt', Buffer.from('内容')),
      () => documents(s.app, agent, { libraryId: lib }),
      () => segments(s.app, agent, { documentId: doc.id }),
      () => post(s.app, agent, updateSegment, { id: list[0].id, text: '改' }),
      () => post(s.app, agent, setSegmentsEnabled, { ids: [list[0].id], enabled: 0 }),
      () => post(s.app, agent, deleteDocuments, { ids: [doc.id] }),
    ];
    for (const c of calls) await expectRefused(s.db, c, '100403');
  });
});
