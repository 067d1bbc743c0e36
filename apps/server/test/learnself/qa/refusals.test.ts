/**
 * QA extraction's refusals and scope (docs/learnself.md): every bad input answers its code and
 * changes nothing; another tenant's runs and candidates are neither listed nor changeable, and
 * another application of the same tenant sees none of this one's.
 */
import type { Page } from '@zhiyu/contract/list';
import {
  acceptQaCandidates,
  listQaCandidates,
  listQaDocuments,
  listQaLibraries,
  listQaRuns,
  type QaCandidateRow,
  rejectQaCandidates,
  runQaExtraction,
  updateQaCandidate,
} from '@zhiyu/contract/modules/learnself/qa';
import { beforeAll, describe, expect, it } from 'vitest';
import { kbDocument } from '../../../src/modules/aikb/document/table.ts';
import { lsQaCandidates, lsQaRuns } from '../../../src/modules/learnself/qa/table.ts';
import { type Api, callApi } from '../../helpers/api.ts';
import { secondAppUser } from '../../helpers/bot.ts';
import { expectRefused } from '../../helpers/db.ts';
import { library, SCOPES } from '../../helpers/kb-document.ts';
import { candidates, DAY, faqDocument, RANGE, run, T0 } from '../../helpers/learnself-qa.ts';
import { signedIn } from '../../helpers/signed-in.ts';

const s = signedIn('tenant');
let doc: { libraryId: string; documentId: string };
let rows: QaCandidateRow[];
const FOREIGN = { tenantId: '2003', appId: '30000003' };

beforeAll(async () => {
  doc = await faqDocument(s.app, s.db, s.token);
  const r = await run(s.app, s.token, { source: 'document', documentIds: [doc.documentId] });
  rows = await candidates(s.app, s.token, { runId: r.id });
  // Another tenant's document, run and candidate (its library lives in its own scope).
  const foreignLib = await library(s.db, FOREIGN);
  await s.db
    .insert(kbDocument)
    .values({ id: 'qa-doc-foreign', ...FOREIGN, libraryId: foreignLib, name: 'x.md', type: 'md', size: 1 });
  await s.db.insert(lsQaRuns).values({ id: 'qa-run-foreign', ...FOREIGN, source: 'document', params: {} });
  await s.db.insert(lsQaCandidates).values({
    id: 'qa-foreign',
    ...FOREIGN,
    runId: 'qa-run-foreign',
    source: 'document',
    sourceId: 'qa-doc-foreign',
    question: '隔离检查 ISO-MARK 怎么退货',
    answer: '不应泄露',
    confidence: 0.9,
  });
});

const send = (endpoint: Api, body: unknown, token = s.token) =>
  callApi(s.app, endpoint, { token, body: body as Record<string, unknown> });
const refused = (endpoint: Api, body: unknown, code: string) => expectRefused(s.db, () => send(endpoint, body), code);
const first = () => rows[0];

describe('bad input changes nothing', () => {
  it('editing: an empty or too long question, too long an answer, a similar question equal to the question', async () => {
    const base = { id: first().id, question: '怎么退货', answer: '在订单页申请。', similar: [] };
    await refused(updateQaCandidate, { ...base, question: '   ' }, '100001');
    await refused(updateQaCandidate, { ...base, question: '问'.repeat(201) }, '100001');
    await refused(updateQaCandidate, { ...base, answer: '' }, '100001');
    await refused(updateQaCandidate, { ...base, answer: '答'.repeat(2001) }, '100001');
    await refused(updateQaCandidate, { ...base, similar: Array.from({ length: 51 }, (_, i) => `问${i}`) }, '100001');
    const msg = await refused(updateQaCandidate, { ...base, similar: ['怎么退货'] }, '180055');
    expect(msg).toContain('怎么退货');
    await refused(updateQaCandidate, { ...base, id: 'qa-none' }, '180051');
  });

  it('running: unknown or another tenants documents, nothing to read, a bad range, an unknown library or bot', async () => {
    await refused(runQaExtraction, { source: 'document', documentIds: [] }, '100001');
    await refused(runQaExtraction, { source: 'document', documentIds: ['doc-none'] }, '180052');
    await refused(runQaExtraction, { source: 'document', documentIds: [doc.documentId, 'qa-doc-foreign'] }, '180052');
    await refused(
      runQaExtraction,
      { source: 'document', documentIds: [doc.documentId], libraryId: 'kb-none' },
      '160002',
    );
    const call = { source: 'transcript', transcript: 'call' };
    await refused(runQaExtraction, { ...call, from: T0 - 400 * DAY, to: T0 - 399 * DAY }, '180053');
    await refused(runQaExtraction, { ...call, from: T0, to: T0 - DAY }, '100001');
    await refused(runQaExtraction, { ...call, from: T0 - 93 * DAY, to: T0 }, '100001');
    await refused(runQaExtraction, { ...call, transcript: 'fax', ...RANGE }, '100001');
    await refused(runQaExtraction, { ...call, botId: 'bot-none', ...RANGE }, '180010');
    await refused(
      runQaExtraction,
      { source: 'transcript', transcript: 'text', channelId: 'ch-none', ...RANGE },
      '100002',
    );
  });

  it('accepting: an unknown library or category, too many, another tenants or an accepted candidate', async () => {
    const target = await library(s.db, SCOPES.tenant);
    await refused(acceptQaCandidates, { ids: [first().id], libraryId: 'kb-none' }, '160002');
    await refused(acceptQaCandidates, { ids: [first().id], libraryId: target, categoryId: 'cat-none' }, '160004');
    const many = Array.from({ length: 201 }, (_, i) => `qa-${i}`);
    await refused(acceptQaCandidates, { ids: many, libraryId: target }, '100001');
    await refused(acceptQaCandidates, { ids: [first().id, 'qa-foreign'], libraryId: target }, '180051');
    const ok = await send(acceptQaCandidates, { ids: [first().id], libraryId: target });
    expect(ok.body.data).toEqual({ pushed: 1, skipped: [] });
    await refused(acceptQaCandidates, { ids: [first().id], libraryId: target }, '180054');
    await refused(rejectQaCandidates, { ids: [first().id] }, '180054');
    await refused(updateQaCandidate, { id: first().id, question: '改', answer: '改一下' }, '180054');
  });
});

describe('scope', () => {
  it('another tenants run and candidate are neither listed nor changeable', async () => {
    const all = await candidates(s.app, s.token);
    expect(all.map((c) => c.id)).not.toContain('qa-foreign');
    expect(JSON.stringify(all)).not.toContain('ISO-MARK');
    const runs = await callApi<Page<{ id: string }>>(s.app, listQaRuns, { token: s.token, query: { pageSize: 100 } });
    expect(runs.body.data.list.map((r) => r.id)).not.toContain('qa-run-foreign');
    await expectRefused(
      s.db,
      () => callApi(s.app, listQaCandidates, { token: s.token, query: { runId: 'qa-run-foreign' } }),
      '180050',
    );
    await refused(updateQaCandidate, { id: 'qa-foreign', question: '改', answer: '改一下' }, '180051');
    await refused(rejectQaCandidates, { ids: ['qa-foreign'] }, '180051');
    const docs = await callApi<Page<{ id: string }>>(s.app, listQaDocuments, {
      token: s.token,
      query: { pageSize: 100 },
    });
    expect(docs.body.data.list.map((d) => d.id)).toContain(doc.documentId);
    expect(docs.body.data.list.map((d) => d.id)).not.toContain('qa-doc-foreign');
  });

  it('another application of the tenant sees none of these, and cannot touch them', async () => {
    const other = await secondAppUser(s.t);
    const list = await callApi<Page<QaCandidateRow>>(s.app, listQaCandidates, {
      token: other,
      query: { pageSize: 100 },
    });
    expect(list.body.data.total).toBe(0);
    const docs = await callApi<Page<{ id: string }>>(s.app, listQaDocuments, {
      token: other,
      query: { pageSize: 100 },
    });
    expect(docs.body.data.list).toEqual([]);
    const libs = await callApi<Page<{ id: string }>>(s.app, listQaLibraries, {
      token: other,
      query: { pageSize: 100 },
    });
    expect(libs.body.data.list.map((l) => l.id)).not.toContain(doc.libraryId);
    const pending = rows[1];
    await expectRefused(s.db, () => send(rejectQaCandidates, { ids: [pending.id] }, other), '180051');
    await expectRefused(
      s.db,
      () => send(acceptQaCandidates, { ids: [pending.id], libraryId: doc.libraryId }, other),
      '180051',
    );
    await expectRefused(
      s.db,
      () => send(runQaExtraction, { source: 'document', documentIds: [doc.documentId] }, other),
      '180052',
    );
  });
});
