/**
 * What became of the questions a knowledge item answered (GET /aikb-api/knowledge/evidence): real
 * conversations with the text bot over a library of the demo tenant — answered, liked, disliked
 * with a reason, reached through a "did you mean" pick, followed by a transfer to a human; and a
 * wording picked often enough being answered directly from then on (aikb/knowledge/learned.ts).
 */
import { createKnowledge, getKnowledge } from '@zhiyu/contract/modules/aikb/knowledge';
import { getKnowledgeEvidence, type KnowledgeEvidenceRow } from '@zhiyu/contract/modules/aikb/knowledge-evidence';
import { createLibrary } from '@zhiyu/contract/modules/aikb/library';
import { createChannelConfig } from '@zhiyu/contract/modules/aitext/channel';
import { askHuman, sendFeedback } from '@zhiyu/contract/modules/aitext/chat';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { kbLearnedQuestions } from '../../src/modules/aikb/knowledge/table.ts';
import { DEFAULT_THRESHOLD } from '../../src/modules/aikb/retrieval/kb-index.ts';
import { callApi } from '../helpers/api.ts';
import { PASSWORDS, tokenFor } from '../helpers/app.ts';
import { expectRefused } from '../helpers/db.ts';
import { type Item, kb, type Lib } from '../helpers/kb.ts';
import { hitTest } from '../helpers/kb-hit-test.ts';
import { signedIn } from '../helpers/signed-in.ts';
import { ask, newSession, open } from '../helpers/text.ts';

const s = signedIn('tenant', { CAPTCHA_MODE: 'off' });
const { post } = kb(() => s.app);
type Evidence = { list: KnowledgeEvidenceRow[]; total: number; summary: Record<string, number> };
let repair = '';
let key = '';

async function item(libraryId: string, question: string, similar: string[]) {
  const r = await post<Item>(
    createKnowledge,
    { libraryId, type: 'qaScript', question, similar, answer: '<p>答</p>' },
    s.token,
  );
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  return r.body.data.id;
}
const t = () => ({ app: s.app }) as never;
const evidence = (id: string, token = s.token) =>
  callApi<Evidence>(s.app, getKnowledgeEvidence, { token, query: { id, pageNum: 1, pageSize: 10 } });

beforeAll(async () => {
  const lib = (await post<Lib>(createLibrary, { name: `命中记录-${Date.now()}` }, s.token)).body.data.id;
  repair = await item(lib, '光纤宽带出现故障以后应该怎么申请上门报修', ['宽带断网找谁修']);
  await item(lib, '光纤宽带新用户应该怎么申请上门安装', ['新装宽带怎么申请']);
  const ch = await post<{ widgetKey: string }>(
    createChannelConfig,
    { name: '命中记录渠道', libraryIds: [lib], welcome: '<p>您好</p>', fallback: '抱歉' },
    s.token,
  );
  expect(ch.body.code, JSON.stringify(ch.body)).toBe('000000');
  key = ch.body.data.widgetKey;

  // Answered, then liked.
  const s1 = await newSession(t(), key);
  const a1 = (await ask(t(), key, s1, '光纤宽带出现故障以后应该怎么申请上门报修')).body.data.replies[0];
  expect(a1.kind).toBe('answer');
  await open(t(), sendFeedback, { channelKey: key, sessionId: s1, messageId: a1.id, vote: 'like' });
  // Answered, disliked with a reason, then a human asked for.
  const s2 = await newSession(t(), key);
  const a2 = (await ask(t(), key, s2, '宽带断网找谁修')).body.data.replies[0];
  expect(a2.kind).toBe('answer');
  await open(t(), sendFeedback, {
    channelKey: key,
    sessionId: s2,
    messageId: a2.id,
    vote: 'dislike',
    reason: '没说电话',
  });
  expect((await open(t(), askHuman, { channelKey: key, sessionId: s2 })).body.code).toBe('000000');
  // Two near-equal weak hits: "did you mean", and the visitor picks the repair item.
  const s3 = await newSession(t(), key);
  const offer = (await ask(t(), key, s3, '光纤宽带上门要预约吗')).body.data.replies[0];
  expect(offer.kind, JSON.stringify(offer)).toBe('suggest');
  const picked = await ask(t(), key, s3, '', { candidate: { messageId: offer.id, refId: repair } });
  expect(picked.body.data.replies[0].kind).toBe('answer');
});

describe('the questions a knowledge item answered', () => {
  it('lists each answer newest first with its question and how it ended, and the totals', async () => {
    const r = await evidence(repair);
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    const { list, total, summary } = r.body.data;
    expect(total).toBe(3);
    expect(summary).toEqual({ answered: 3, picked: 1, liked: 1, disliked: 1, transferred: 1 });
    expect(list.map((e) => e.question)).toEqual([
      '光纤宽带上门要预约吗',
      '宽带断网找谁修',
      '光纤宽带出现故障以后应该怎么申请上门报修',
    ]);
    expect(list[0]).toMatchObject({ picked: true, vote: null, transferred: false });
    expect(list[1]).toMatchObject({ picked: false, vote: 'dislike', reason: '没说电话', transferred: true });
    expect(list[2]).toMatchObject({ picked: false, vote: 'like', reason: null, transferred: false });
    expect(list[2].score).toBeGreaterThan(DEFAULT_THRESHOLD);
  });

  it("refuses an unknown item, another tenant's item and a caller who may not list knowledge", async () => {
    await expectRefused(s.db, () => evidence('kn-none'), '160003');
    const other = (await tokenFor(s.app, 'tenant2', PASSWORDS.tenant2)).authorization;
    await expectRefused(s.db, () => evidence(repair, other), '160003');
    const agent = (await tokenFor(s.app, 'agent', PASSWORDS.agent)).authorization;
    await expectRefused(s.db, () => evidence(repair, agent), '100403');
    await expectRefused(
      s.db,
      () => callApi(s.app, getKnowledgeEvidence, { token: s.token, query: { id: repair, pageNum: 1, pageSize: 7 } }),
      '100001',
    );
  });
});

describe('learning from picks', () => {
  const WORDING = '光纤宽带上门要预约吗';
  const firstReply = async (text: string) => {
    const sid = await newSession(t(), key);
    return { sid, reply: (await ask(t(), key, sid, text)).body.data.replies[0] };
  };

  it('answers a wording directly once visitors picked the same item for it twice, leaving the item as written', async () => {
    // The first pick happened above; the wording is still offered as "did you mean".
    const { sid, reply } = await firstReply(WORDING);
    expect(reply.kind).toBe('suggest');
    const [{ picks }] = await s.db
      .select({ picks: kbLearnedQuestions.picks })
      .from(kbLearnedQuestions)
      .where(and(eq(kbLearnedQuestions.itemId, repair), eq(kbLearnedQuestions.question, WORDING)));
    expect(picks).toBe(1);
    await ask(t(), key, sid, '', { candidate: { messageId: reply.id, refId: repair } });
    await expect
      .poll(async () => (await firstReply(WORDING)).reply, { timeout: 5000 })
      .toMatchObject({ kind: 'answer' });
    const learnt = await firstReply(WORDING);
    expect((await evidence(repair)).body.data.list[0]).toMatchObject({ question: WORDING, picked: false });
    expect(learnt.reply.kind).toBe('answer');
    // The item as its editors wrote it is unchanged; the wording is searched, not stored in it.
    const stored = await callApi<Item>(s.app, getKnowledge, { token: s.token, query: { id: repair } });
    expect(stored.body.data.similar).toEqual(['宽带断网找谁修']);
  });
});

describe('learning from votes', () => {
  it('offers an item as "did you mean" for a wording whose direct answers visitors disliked, here and in the knowledge test', async () => {
    const WORDING = '宽带断网找谁修';
    // Disliked once above; a second visitor dislikes it too.
    const sid = await newSession(t(), key);
    const answer = (await ask(t(), key, sid, WORDING)).body.data.replies[0];
    expect(answer.kind).toBe('answer');
    await open(t(), sendFeedback, { channelKey: key, sessionId: sid, messageId: answer.id, vote: 'dislike' });
    await expect
      .poll(
        async () => {
          const next = await newSession(t(), key);
          return (await ask(t(), key, next, WORDING)).body.data.replies[0];
        },
        { timeout: 5000 },
      )
      .toMatchObject({
        kind: 'suggest',
        candidates: expect.arrayContaining([expect.objectContaining({ refId: repair })]),
      });
    const tested = await hitTest(() => s.app).ask({ question: WORDING }, s.token);
    expect(tested.body.data.answer.kind).toBe('didYouMean');
    // The wording a visitor liked is still answered directly.
    const liked = await newSession(t(), key);
    expect((await ask(t(), key, liked, '光纤宽带出现故障以后应该怎么申请上门报修')).body.data.replies[0].kind).toBe(
      'answer',
    );
  });
});
