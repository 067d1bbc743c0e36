/**
 * Similar-question generation (requirements R4 §6): built in by default; the tenant's
 * OpenAI-compatible engine when one is assigned, here a test server speaking the chat-completions
 * protocol. Generated questions never repeat the intent's utterances or each other.
 */
import { createServer, type Server } from 'node:http';
import { generateSimilar } from '@zhiyu/contract/modules/learnself/generate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineTenants } from '../../src/modules/admin/engine/table.ts';
import { dedupe, questionsOf } from '../../src/modules/learnself/generate/service.ts';
import { similarity } from '../../src/platform/nlu/generate.ts';
import { callApi } from '../helpers/api.ts';
import { assignOpenAiEngine } from '../helpers/engine.ts';
import { datasetWith } from '../helpers/learnself.ts';
import { signedIn } from '../helpers/signed-in.ts';

const s = signedIn();
type Reply = { generator: string; engine: string; questions: string[]; dropped: number };
let server: Server;
let asked: { model: string; messages: { content: string }[]; auth: string | undefined }[] = [];
let answer = '';
let status = 200;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      asked.push({ ...JSON.parse(body), auth: req.headers.authorization });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: answer } }] }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const run = (body: Record<string, unknown>) => callApi<Reply>(s.app, generateSimilar, { token: s.token, body });

describe('built-in generation', () => {
  it('gives distinct variants, none the original or too like an utterance the intent has', async () => {
    const d = await datasetWith(s.app, s.token, '生成', { 查询话费: ['我想查一下话费', '请问我想查一下话费'] });
    const r = await run({ text: '我想查一下话费', datasetId: d.id, label: '查询话费', max: 8 });
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    expect(r.body.data.generator).toBe('builtin');
    const qs = r.body.data.questions;
    expect(qs.length).toBeGreaterThan(0);
    expect(qs.length).toBeLessThanOrEqual(8);
    expect(new Set(qs).size).toBe(qs.length);
    for (const q of qs) {
      expect(similarity(q, '我想查一下话费')).toBeLessThan(0.85);
      expect(similarity(q, '请问我想查一下话费')).toBeLessThan(0.85);
    }
    for (let i = 0; i < qs.length; i++)
      for (let j = i + 1; j < qs.length; j++) expect(similarity(qs[i], qs[j])).toBeLessThan(0.85);
  });
});

describe('an OpenAI-compatible engine', () => {
  beforeAll(async () => {
    await assignOpenAiEngine(s.db, server, 'llm-test', '测试大模型', { model: 'test-model' });
  });

  it('is asked when assigned; its lines are cleaned and deduplicated', async () => {
    asked = [];
    answer = '1. 帮我看看话费还剩多少\n2. "这个月电话费花了多少"\n- 帮我看看话费还剩多少呀\n\n我想查一下话费';
    const r = await run({ text: '我想查一下话费', max: 5 });
    expect(r.body.data).toEqual({
      generator: 'llm',
      engine: '测试大模型',
      questions: ['帮我看看话费还剩多少', '这个月电话费花了多少'],
      dropped: 2,
    });
    expect(asked[0].model).toBe('test-model');
    expect(asked[0].messages[0].content).toContain('我想查一下话费');
  });

  it('the built-in generator can be chosen even so', async () => {
    asked = [];
    const r = await run({ text: '我想查一下话费', builtin: true });
    expect(r.body.data.generator).toBe('builtin');
    expect(asked).toEqual([]);
  });

  it('an engine error is a clear refusal, nothing generated', async () => {
    status = 500;
    const r = await run({ text: '我想查一下话费' });
    status = 200;
    expect([r.status, r.body.code]).toEqual([502, '180027']);
    await s.db.delete(engineTenants).where(eq(engineTenants.engineId, 'llm-test'));
  });
});

describe('reply parsing', () => {
  it('takes numbering, bullets and quotes off, drops empty and overlong lines', () => {
    expect(questionsOf(`1、第一句\n2) “第二句”\n* 第三句\n\n${'长'.repeat(201)}`)).toEqual([
      '第一句',
      '第二句',
      '第三句',
    ]);
  });
  it('dedupes against the text, existing ones and each other, keeping at most max', () => {
    expect(dedupe('查话费', ['查话费', '查查话费吧', '查查话费吧', '办宽带', '改套餐'], ['办宽带'], 1)).toEqual({
      kept: ['查查话费吧'],
      dropped: 3,
    });
  });
});
