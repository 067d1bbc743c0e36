/**
 * Meaning from a tenant's embeddings engine (search/embeddings.ts), against a test server speaking
 * the OpenAI embeddings protocol: its vectors mark a few meanings by hand, so a question that
 * shares no word with an item but means it is answered once the engine is assigned, and the word
 * search stands alone without it, when it fails, or when its reply is malformed.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createKnowledge } from '@zhiyu/contract/modules/aikb/knowledge';
import { createLibrary } from '@zhiyu/contract/modules/aikb/library';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embed } from '../../src/modules/aikb/search/embeddings.ts';
import { kbVectors } from '../../src/modules/aikb/search/table.ts';
import { assignOpenAiEngine } from '../helpers/engine.ts';
import { type Item, kb, type Lib } from '../helpers/kb.ts';
import { hitTest } from '../helpers/kb-hit-test.ts';
import { signedIn } from '../helpers/signed-in.ts';

const s = signedIn();
const { post } = kb(() => s.app);
const { ask } = hitTest(() => s.app);
/** Meanings the test server knows: a text's vector counts the cue words of each, plus a constant. */
const MEANINGS = [/宽带|上网|网络|网速|网/g, /坏|断|修|故障|上不了|连不上/g, /话费|交钱|缴费|充值/g, /发票|开票|报销/g];
const vectorOf = (text: string) => [...MEANINGS.map((m) => (text.match(m) ?? []).length), 0.1];
let server: Server;
let requests: { model: string; input: string[]; auth?: string }[] = [];
let mode: 'ok' | 'fail' | 'short' | 'nan' = 'ok';
let lib = '';
let broadband = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const r = JSON.parse(body) as { model: string; input: string[] };
      requests.push({ ...r, auth: req.headers.authorization });
      if (mode === 'fail') {
        res.writeHead(500).end('{}');
        return;
      }
      const data = r.input.map((t, index) => ({
        index,
        embedding: mode === 'nan' ? [Number.NaN] : vectorOf(t),
      }));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: mode === 'short' ? data.slice(1) : data, model: r.model }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  lib = (await post<Lib>(createLibrary, { name: `语义检索-${Date.now()}` }, s.token)).body.data.id;
  for (const question of ['宽带故障怎么报修', '话费怎么交', '发票怎么开']) {
    const r = await post<Item>(
      createKnowledge,
      { libraryId: lib, type: 'qaScript', question, similar: [], answer: '<p>答</p>' },
      s.token,
    );
    expect(r.body.code).toBe('000000');
    if (question.startsWith('宽带')) broadband = r.body.data.id;
  }
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const QUESTION = '家里突然上不了网了';
const reply = async () => (await ask({ question: QUESTION, libraryIds: [lib] }, s.token)).body.data.answer;

describe('knowledge search with an embeddings engine', () => {
  it('without one, the words alone decide: the question is not answered with the broadband item', async () => {
    const a = await reply();
    expect(a.kind === 'answer' && a.refId === broadband).toBe(false);
  });

  it('with one assigned, the question is answered by meaning; texts are embedded once', async () => {
    await assignOpenAiEngine(s.db, server, 'embed-test', '测试向量模型', { embeddingModel: 'bge-test' });
    requests = [];
    const a = await reply();
    expect(a.kind).toBe('answer');
    expect(a.refId).toBe(broadband);
    expect(requests[0]).toMatchObject({ model: 'bge-test', input: [QUESTION] });
    expect(requests.flatMap((r) => r.input)).toContain('宽带故障怎么报修');
    const kept = await s.db.select().from(kbVectors).where(eq(kbVectors.model, 'bge-test'));
    expect(kept.length).toBeGreaterThan(0);
    // Asked again: only the question goes to the engine.
    requests = [];
    expect((await reply()).refId).toBe(broadband);
    expect(requests.map((r) => r.input)).toEqual([[QUESTION]]);
  });

  it('an engine that fails or answers malformed vectors leaves the word search as it was', async () => {
    for (const m of ['fail', 'short', 'nan'] as const) {
      mode = m;
      const a = await reply();
      expect(a.kind === 'answer' && a.refId === broadband, m).toBe(false);
    }
    mode = 'ok';
    expect((await reply()).refId).toBe(broadband);
  });

  it('refuses replies that are not one finite vector of one size per text', async () => {
    const { port } = server.address() as AddressInfo;
    const e = { url: `http://127.0.0.1:${port}/v1/embeddings`, key: '', model: 'm' };
    mode = 'short';
    await expect(embed(e, ['甲', '乙'])).rejects.toThrow('wrong number of vectors');
    mode = 'nan';
    await expect(embed(e, ['甲'])).rejects.toThrow('bad vector');
    mode = 'ok';
    expect((await embed(e, ['宽带坏了', '交话费'])).map((v) => Array.from(v))).toEqual([
      [1, 1, 0, 0, 0.10000000149011612],
      [0, 0, 1, 0, 0.10000000149011612],
    ]);
  });
});
