/** Calls and data of the QA extraction tests (test/learnself/qa/). */
import type { Page } from '@zhiyu/contract/list';
import type { TranscriptTurn } from '@zhiyu/contract/modules/aicall/record';
import { createKnowledge } from '@zhiyu/contract/modules/aikb/knowledge';
import {
  listQaCandidates,
  type QaCandidateListQuery,
  type QaCandidateRow,
  type QaRunInput,
  type QaRunRow,
  runQaExtraction,
} from '@zhiyu/contract/modules/learnself/qa';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { textMessages, textSessions } from '../../src/modules/aitext/session/table.ts';
import { rowsOf } from '../../src/platform/db/client.ts';
import { DEMO } from '../../src/platform/seed/demo-data.ts';
import { callApi } from './api.ts';
import type { TestApp } from './app.ts';
import { fixture, library, SCOPES, upload } from './kb-document.ts';
import { insertRecords, rec } from './record.ts';

/** Transcripts of the tests are dated here, far from the demo data's calls and sessions. */
export const T0 = Date.UTC(2020, 0, 15, 12);
export const DAY = 86_400_000;
export const RANGE = { from: T0 - DAY, to: T0 + DAY };

/** The planted pairs of fixtures/kb-docs/qa-faq.md. */
export const FAQ_PAIRS = [
  ['怎么申请退货？', '在「我的订单」中找到该订单，点击申请退货，填写原因后提交即可。'],
  ['退货运费由谁承担？', '商品质量问题由我们承担运费，非质量问题由买家承担。'],
  ['如何开具发票？', '下单时勾选开具发票，填写抬头和税号，发货后三个工作日内开出电子发票。'],
  ['发票可以修改抬头吗？', '发票开出后三十天内可以在订单详情中申请修改抬头一次。'],
  ['会员积分可以抵现吗？', '每 100 积分抵 1 元，结算时自动抵扣，单笔最多抵扣订单金额的一半。'],
];

/** A library of the demo tenant holding the uploaded FAQ document. */
export async function faqDocument(app: FastifyInstance, db: TestApp['db'], token: string) {
  const libraryId = await library(db, SCOPES.tenant);
  const doc = await upload(app, token, libraryId, 'qa-faq.md', fixture('qa-faq.md'));
  expect(doc.body.code, JSON.stringify(doc.body)).toBe('000000');
  return { libraryId, documentId: doc.body.data.id };
}

export async function run(app: FastifyInstance, token: string, body: QaRunInput) {
  const r = await callApi<QaRunRow>(app, runQaExtraction, { token, body });
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  return r.body.data;
}

export async function candidates(app: FastifyInstance, token: string, query: QaCandidateListQuery = {}) {
  const r = await callApi<Page<QaCandidateRow>>(app, listQaCandidates, { token, query: { pageSize: 100, ...query } });
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  return r.body.data.list;
}

export async function addItem(app: FastifyInstance, token: string, libraryId: string, question: string) {
  const body = { libraryId, type: 'qaScript', question, similar: [], answer: '<p>已有答案</p>' };
  const r = await callApi(app, createKnowledge, { token, body });
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
}

/** A demo bot of the tenant. */
export async function demoBot(db: TestApp['db']) {
  const [b] = rowsOf<{ id: string; name: string }>(
    await db.execute(sql`SELECT id, name FROM bots WHERE tenant_id = ${DEMO.tenant1} ORDER BY id LIMIT 1`),
  );
  return b;
}

type Said = [role: 'user' | 'bot', text: string, intent?: string];

/** A call record of the demo tenant at T0 + `minutes`, with its turns. */
export async function callSaying(db: TestApp['db'], id: string, botId: string, minutes: number, said: Said[]) {
  const transcript: TranscriptTurn[] = said.map(([role, text, intent], i) => ({
    role,
    text,
    atMs: i * 1000,
    ...(intent ? { intent } : {}),
  }));
  await insertRecords(db, [rec(id, T0 + minutes * 60_000, 0, { botId, transcript })]);
}

/** A text session of the demo tenant's first channel at T0, with its messages; answers the channel. */
export async function sessionSaying(
  db: TestApp['db'],
  id: string,
  said: [role: 'user' | 'bot', kind: string, text: string, vote?: -1][],
) {
  const [ch] = rowsOf<{ id: string; name: string }>(
    await db.execute(sql`SELECT id, name FROM text_channels WHERE tenant_id = ${DEMO.tenant1} ORDER BY id LIMIT 1`),
  );
  const at = new Date(T0);
  await db.insert(textSessions).values({
    id,
    tenantId: DEMO.tenant1,
    appId: DEMO.appid1,
    channelId: ch.id,
    channelType: 1,
    visitorId: `v-${id}`,
    visitorKey: 1n,
    startedAt: at,
    lastAt: at,
  });
  await db.insert(textMessages).values(
    said.map(([role, kind, text, vote], i) => ({
      id: `${id}-${i}`,
      tenantId: DEMO.tenant1,
      sessionId: id,
      seq: i + 1,
      role,
      kind: kind as 'question',
      text,
      createdAt: at,
      ...(vote ? { vote } : {}),
    })),
  );
  return ch;
}
