/**
 * QA extraction (docs/learnself.md) as a client sees it: runs over a knowledge document and over
 * call and text transcripts, the candidates with their sources, similar questions, review, and the
 * push into a library (seen through the library's own knowledge list).
 */
import type { Page } from '@zhiyu/contract/list';
import { createCategory } from '@zhiyu/contract/modules/aikb/category';
import { type KnowledgeRow, listKnowledge } from '@zhiyu/contract/modules/aikb/knowledge';
import {
  acceptQaCandidates,
  listQaRuns,
  type QaCandidateRow,
  type QaRunRow,
  rejectQaCandidates,
  updateQaCandidate,
} from '@zhiyu/contract/modules/learnself/qa';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../helpers/api.ts';
import { library, SCOPES } from '../../helpers/kb-document.ts';
import {
  addItem,
  callSaying,
  candidates,
  demoBot,
  FAQ_PAIRS,
  faqDocument,
  RANGE,
  run,
  sessionSaying,
} from '../../helpers/learnself-qa.ts';
import { signedIn } from '../../helpers/signed-in.ts';

const s = signedIn('tenant');
const qa = (rows: QaCandidateRow[]) => rows.map((r) => [r.question, r.answer]);

describe('from a knowledge document', () => {
  it('finds the planted FAQ pairs, each with its document, heading and confidence', async () => {
    const { libraryId, documentId } = await faqDocument(s.app, s.db, s.token);
    const r = await run(s.app, s.token, { source: 'document', documentIds: [documentId] });
    expect(r).toMatchObject({ source: 'document', summary: 'qa-faq.md', candidateCount: 5, truncated: false });
    expect(r.inputCount).toBeGreaterThan(0);
    const rows = await candidates(s.app, s.token, { runId: r.id });
    expect(qa(rows).sort()).toEqual([...FAQ_PAIRS].sort());
    expect(rows.find((c) => c.question === '怎么申请退货？')).toMatchObject({
      source: 'document',
      sourceId: documentId,
      sourceName: 'qa-faq.md',
      sourceDetail: '售后服务常见问题 > 退换货',
      sourceLibraryId: libraryId,
      state: 'pending',
      similar: [],
    });
    // Most confident first, every confidence in [0, 1].
    const scores = rows.map((c) => c.confidence);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const c of scores) expect(c >= 0 && c <= 1).toBe(true);
    const runs = await callApi<Page<QaRunRow>>(s.app, listQaRuns, { token: s.token, query: { pageSize: 10 } });
    expect(runs.body.data.list[0].id).toBe(r.id);
  });

  it('leaves out what the chosen library already holds, and counts it', async () => {
    const { libraryId, documentId } = await faqDocument(s.app, s.db, s.token);
    await addItem(s.app, s.token, libraryId, '怎么申请退货');
    const r = await run(s.app, s.token, { source: 'document', documentIds: [documentId], libraryId });
    expect([r.candidateCount, r.knownCount]).toEqual([4, 1]);
    const rows = await candidates(s.app, s.token, { runId: r.id });
    expect(rows.map((c) => c.question)).not.toContain('怎么申请退货？');
  });
});

describe('from transcripts', () => {
  it('pairs callers questions with the bots answers, skips greetings and fallbacks, folds near-identical questions', async () => {
    const bot = await demoBot(s.db);
    const answer = '宽带一般在三个工作日内上门安装。';
    await callSaying(s.db, 'qa-call-1', bot.id, 0, [
      ['bot', '您好，这里是智语客服，请问有什么可以帮您？'],
      ['user', '你好'],
      ['bot', '您好，请讲。'],
      ['user', '你好，请问宽带多久能装好啊', '宽带安装'],
      ['bot', answer],
    ]);
    await callSaying(s.db, 'qa-call-2', bot.id, 5, [
      ['user', '宽带多久能装好'],
      ['bot', answer],
      ['user', '话费怎么查'],
      ['bot', '抱歉，我没听清，请再说一遍。'],
      ['user', '好的谢谢'],
      ['bot', '不客气，再见。'],
    ]);
    await callSaying(s.db, 'qa-call-3', bot.id, 9, [
      ['user', '请问宽带多久能装好'],
      ['bot', answer],
    ]);
    const r = await run(s.app, s.token, { source: 'transcript', transcript: 'call', botId: bot.id, ...RANGE });
    expect(r).toMatchObject({ source: 'transcript', summary: bot.name, candidateCount: 1, groupedCount: 2 });
    const [c] = await candidates(s.app, s.token, { runId: r.id });
    expect(c).toMatchObject({ source: 'call', sourceName: bot.name, answer, state: 'pending' });
    // The recognised question is the surest; the other two ways of asking are its similar questions.
    expect(c.question).toBe('请问宽带多久能装好啊');
    expect([...c.similar].sort()).toEqual(['宽带多久能装好', '请问宽带多久能装好'].sort());
    expect(c.sourceAt).not.toBeNull();
  });

  it('pairs text visitors questions with answer messages only', async () => {
    const ch = await sessionSaying(s.db, 'qa-ts-1', [
      ['bot', 'welcome', '您好，欢迎光临！'],
      ['user', 'question', '你们周末营业吗'],
      ['bot', 'fallback', '抱歉，我还不会回答。'],
      ['user', 'question', '退款要多久到账？'],
      ['bot', 'answer', '退款 1-3 个工作日到账。'],
    ]);
    const r = await run(s.app, s.token, { source: 'transcript', transcript: 'text', channelId: ch.id, ...RANGE });
    const rows = await candidates(s.app, s.token, { runId: r.id });
    expect(qa(rows)).toEqual([['退款要多久到账？', '退款 1-3 个工作日到账。']]);
    expect(rows[0]).toMatchObject({ source: 'text', sourceId: 'qa-ts-1', sourceName: ch.name });
  });
});

describe('review and push', () => {
  it('edits, rejects, and pushes accepted candidates into a library with their similar questions', async () => {
    const { documentId } = await faqDocument(s.app, s.db, s.token);
    const r = await run(s.app, s.token, { source: 'document', documentIds: [documentId] });
    const rows = await candidates(s.app, s.token, { runId: r.id });
    const by = (q: string) => rows.find((c) => c.question === q) as QaCandidateRow;
    const edited = await callApi<QaCandidateRow>(s.app, updateQaCandidate, {
      token: s.token,
      body: {
        id: by('如何开具发票？').id,
        question: ' 怎么开发票 ',
        answer: '下单时勾选开具发票。',
        similar: '如何开具发票？\n发票怎么开',
      },
    });
    expect(edited.body.data).toMatchObject({
      question: '怎么开发票',
      answer: '下单时勾选开具发票。',
      similar: ['如何开具发票？', '发票怎么开'],
      reviewer: 'tenant',
      state: 'pending',
    });
    const rejected = await callApi(s.app, rejectQaCandidates, {
      token: s.token,
      body: { ids: [by('退货运费由谁承担？').id] },
    });
    expect(rejected.body.data).toEqual({ updated: 1 });

    const target = await library(s.db, SCOPES.tenant);
    const cat = await callApi<{ id: string }>(s.app, createCategory, {
      token: s.token,
      body: { libraryId: target, parentId: null, name: '发票' },
    });
    await addItem(s.app, s.token, target, '会员积分可以抵现吗？');
    const ids = [by('如何开具发票？').id, by('怎么申请退货？').id, by('会员积分可以抵现吗？').id];
    const pushed = await callApi(s.app, acceptQaCandidates, {
      token: s.token,
      body: { ids, libraryId: target, categoryId: cat.body.data.id },
    });
    expect(pushed.body.data).toEqual({ pushed: 2, skipped: [{ id: ids[2], question: '会员积分可以抵现吗？' }] });

    const items = await callApi<Page<KnowledgeRow>>(s.app, listKnowledge, {
      token: s.token,
      query: { libraryId: target, pageSize: 10, sortField: 'question', sortOrder: 'ASC' },
    });
    const pushedItems = items.body.data.list.filter((i) => i.question !== '会员积分可以抵现吗？');
    expect(pushedItems.map((i) => [i.question, i.answer, i.similar, i.type, i.categoryPath])).toEqual([
      ['怎么开发票', '<p>下单时勾选开具发票。</p>', ['如何开具发票？', '发票怎么开'], 'qaScript', ['发票']],
      [
        '怎么申请退货？',
        '<p>在「我的订单」中找到该订单，点击申请退货，填写原因后提交即可。</p>',
        [],
        'qaScript',
        ['发票'],
      ],
    ]);

    const after = await candidates(s.app, s.token, { runId: r.id });
    const state = Object.fromEntries(after.map((c) => [c.question, [c.state, c.libraryName, !!c.itemId]]));
    expect(state).toMatchObject({
      怎么开发票: ['accepted', expect.stringContaining('文档库-'), true],
      '怎么申请退货？': ['accepted', expect.stringContaining('文档库-'), true],
      '会员积分可以抵现吗？': ['pending', '', false],
      '退货运费由谁承担？': ['rejected', '', false],
    });
    const pending = await candidates(s.app, s.token, { runId: r.id, state: 'pending' });
    expect(pending.map((c) => c.question).sort()).toEqual(['会员积分可以抵现吗？', '发票可以修改抬头吗？'].sort());
    const found = await candidates(s.app, s.token, { runId: r.id, keyword: '三十天' });
    expect(found.map((c) => c.question)).toEqual(['发票可以修改抬头吗？']);
  });
});
