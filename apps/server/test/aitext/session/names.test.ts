/**
 * What 会话记录 shows for ids: the hit knowledge by its question (or a segment by its document and
 * first words), tenant-scoped, deleted knowledge as such; a console test window's visitor by tester.
 */

import type { Page } from '@zhiyu/contract/list';
import { createChannelConfig } from '@zhiyu/contract/modules/aitext/channel';
import type { SessionDetail, SessionRow } from '@zhiyu/contract/modules/aitext/session';
import { getTextSession, listTextSessions } from '@zhiyu/contract/modules/aitext/session';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kbDocument, kbSegment } from '../../../src/modules/aikb/document/table.ts';
import { kbItems } from '../../../src/modules/aikb/knowledge/table.ts';
import { textMessages } from '../../../src/modules/aitext/session/table.ts';
import { ask, consoleGet, consolePost, LIB1, LIB3, newSession, setupText, type TextSetup } from '../../helpers/text.ts';

let x: TextSetup;
let testKey = '';
const ids: Record<string, string> = {};
let from = 0;
beforeAll(async () => {
  x = await setupText();
  from = Date.now() - 1000;
  // i1 is in the library; i2 answers from the engine's index but is gone from the library (deleted).
  await x.t.db.insert(kbItems).values([
    {
      id: 'i1',
      tenantId: '2001',
      libraryId: LIB1,
      type: 'qaScript',
      question: '怎么申请退货',
      searchText: '怎么申请退货',
      answer: '<p>a</p>',
    },
    {
      id: 'x1',
      tenantId: '2003',
      libraryId: LIB3,
      type: 'qaScript',
      question: 'ISO-MARK 退货',
      searchText: 'ISO-MARK',
      answer: '<p>b</p>',
    },
  ]);
  await x.t.db.insert(kbDocument).values({
    id: 'doc-1',
    tenantId: '2001',
    appId: '30000001',
    libraryId: LIB1,
    name: '售后服务手册.docx',
    type: 'docx',
    size: 10,
  });
  await x.t.db.insert(kbSegment).values({
    id: 'seg-1',
    tenantId: '2001',
    libraryId: LIB1,
    documentId: 'doc-1',
    seq: 1,
    text: '签收后七天内，商品完好、不影响二次销售的，可以申请无理由退货，运费由买家承担。',
  });
  const k = x.widgetKey;
  ids.answers = await newSession(x.t, k, 'visitor-1');
  for (const q of ['怎么申请退货', '运费怎么计算', '如何开具发票', '会员积分怎么使用'])
    expect((await ask(x.t, k, ids.answers, q)).body.code).toBe('000000');
  // The third answer is made a segment's, the fourth another tenant's item (never read here).
  const answers = await x.t.db
    .select({ id: textMessages.id })
    .from(textMessages)
    .where(and(eq(textMessages.sessionId, ids.answers), eq(textMessages.kind, 'answer')))
    .orderBy(textMessages.seq);
  expect(answers).toHaveLength(4);
  await x.t.db
    .update(textMessages)
    .set({ hitKind: 'segment', hitRefId: 'seg-1' })
    .where(eq(textMessages.id, answers[2].id));
  await x.t.db.update(textMessages).set({ hitRefId: 'x1' }).where(eq(textMessages.id, answers[3].id));

  const test = await consolePost<{ widgetKey: string }>(x.t, x.token, createChannelConfig, {
    name: '控制台测试窗口',
    channelType: 1,
    libraryIds: [LIB1],
  });
  expect(test.body.code, JSON.stringify(test.body)).toBe('000000');
  testKey = test.body.data.widgetKey;
  ids.console = await newSession(x.t, testKey, 'console-tenant');
  ids.foreignUser = await newSession(x.t, testKey, 'console-tenant3');
  ids.plain = await newSession(x.t, testKey, 'v-42');
  // On an official channel a visitor may call itself anything: it stays a visitor id.
  ids.official = await newSession(x.t, k, 'console-tenant');
}, 300_000);
afterAll(() => x.t.close());

const detail = (id: string, token = x.token) => consoleGet<SessionDetail>(x.t, token, getTextSession, { id });
const list = () =>
  consoleGet<Page<SessionRow>>(x.t, x.token, listTextSessions, { from, to: Date.now() + 1000, pageSize: 100 });

describe('hit knowledge in the session detail', () => {
  it('names each answer by its question or segment; deleted and foreign knowledge have no title', async () => {
    const r = await detail(ids.answers);
    expect(r.body.code).toBe('000000');
    const hits = r.body.data.messages
      .filter((m) => m.kind === 'answer')
      .map((m) => [m.hitKind, m.hitRefId, m.hitTitle]);
    expect(hits).toEqual([
      ['item', 'i1', '怎么申请退货'],
      ['item', 'i2', null],
      ['segment', 'seg-1', '售后服务手册.docx · 签收后七天内，商品完好、不影响二次销售的，可以申请无理由退货…'],
      ['item', 'x1', null],
    ]);
    for (const m of r.body.data.messages.filter((m) => !m.hitRefId)) expect(m.hitTitle).toBeNull();
  });

  it('a knowledge item deleted since reads as gone', async () => {
    await x.t.db.delete(kbItems).where(eq(kbItems.id, 'i1'));
    const r = await detail(ids.answers);
    expect(r.body.data.messages.find((m) => m.hitRefId === 'i1')?.hitTitle).toBeNull();
    expect(JSON.stringify(r.body.data)).not.toContain('ISO-MARK');
  });
});

describe('console test window visitors', () => {
  it('shows the tester by nickname in the list and the detail; anything else stays the visitor id', async () => {
    const rows = new Map((await list()).body.data.list.map((r) => [r.id, r]));
    expect(rows.get(ids.console)?.tester).toBe('租户管理员');
    expect(rows.get(ids.console)?.visitorId).toBe('console-tenant');
    // A user of another tenant is not looked up: the username stands.
    expect(rows.get(ids.foreignUser)?.tester).toBe('tenant3');
    expect(rows.get(ids.plain)?.tester).toBeNull();
    expect(rows.get(ids.official)?.tester).toBeNull();
    expect(rows.get(ids.answers)?.tester).toBeNull();
    expect((await detail(ids.console)).body.data.tester).toBe('租户管理员');
    expect((await detail(ids.official)).body.data.tester).toBeNull();
  });

  it('a tester whose account is gone shows the username', async () => {
    await x.t.db.execute(sql`UPDATE text_sessions SET visitor_id = 'console-left-company' WHERE id = ${ids.plain}`);
    expect((await detail(ids.plain)).body.data.tester).toBe('left-company');
  });
});
