/**
 * The demo tenant's text bot history: visitors of its two official channels (the web widget and
 * the API channel) over the last 30 days, asking the demo FAQ in their own words. Each session is
 * written as the chat engine writes it (the same message kinds, texts, hits, candidates, votes,
 * search words and session flags), then the rollups of the range are rebuilt by the statement the
 * rebuild runs, so every report and board reads figures consistent with the sessions.
 * Deterministic: a fixed pseudo-random sequence, ids from the day and the session's number.
 */
import { BOT_TEXTS, type MessageKind, type MessageRole, sceneBit } from '@zhiyu/contract/modules/aitext/enums';
import { addDays, zonedDay, zonedDayStart } from '@zhiyu/contract/rules/zoned-day';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { seededRandom } from '../../aicall/dialer/simulated-line.ts';
import { kbItems } from '../../aikb/knowledge/table.ts';
import type { StoredCandidate } from '../chat/answer.ts';
import { isNegative } from '../chat/sentiment.ts';
import { wordsOf } from '../chat/service.ts';
import { hasKeyword, htmlToText } from '../chat/text.ts';
import { addSessionsSql } from '../rollup/sql.ts';
import { tenantTimeZone } from '../rollup/zone.ts';
import { ANGRY, type Channel, channelsOf, DISLIKE_REASONS, type Item, OFF_TOPIC, VAGUE } from './demo-history-data.ts';
import type { textMessages, textSessions } from './table.ts';

export interface DemoHistoryInput {
  tenantId: string;
  appId: string;
  /** Official channels the visitors came through, in order of traffic. */
  channelIds: string[];
  days: number;
  now: number;
}

type Msg = {
  role: MessageRole;
  kind: MessageKind;
  text: string;
  hit?: { kind: 'item'; refId: string; score: number; field: string };
  candidates?: StoredCandidate[];
  words?: string[];
  vote?: 1 | -1;
  reason?: string | null;
};

/** One conversation: what the visitor did and what the engine answered, with the session's flags. */
function conversation(r: () => number, items: Item[], byQuestion: Map<string, Item>, ch: Channel) {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
  // A few questions are asked far more than others (what a shop's FAQ looks like).
  const popular = () => items[Math.floor(items.length * r() ** 2.2)];
  const msgs: Msg[] = ch.welcome ? [{ role: 'bot', kind: 'welcome', text: ch.welcome }] : [];
  let rounds = 0;
  let answers = 0;
  let disliked = false;
  let scenes = 0;
  let transferReason: number | undefined;
  let firstQuestion = '';
  const flag = (scene: number) => {
    scenes |= sceneBit(scene as 1 | 2 | 3 | 4 | 5);
    if (transferReason === undefined && ch.transferScenes.includes(scene)) {
      transferReason = scene;
      msgs.push({ role: 'bot', kind: 'transfer', text: BOT_TEXTS.transfer.zh });
    }
  };
  const answer = (item: Item, field: string, score: number) => {
    const m: Msg = {
      role: 'bot',
      kind: 'answer',
      text: htmlToText(item.answer),
      hit: { kind: 'item', refId: item.id, score, field },
    };
    msgs.push(m);
    answers++;
    const v = r();
    if (v < 0.16) m.vote = 1;
    else if (v < 0.22) {
      m.vote = -1;
      m.reason = pick(DISLIKE_REASONS) || null;
      disliked = true;
      flag(3);
    }
  };
  const ask = (text: string) => {
    const words = wordsOf(text);
    msgs.push({ role: 'user', kind: 'question', text, words });
    rounds++;
    firstQuestion ||= text;
    return text;
  };
  const n = 1 + Math.floor(r() ** 1.5 * 3);
  for (let i = 0; i < n && transferReason === undefined; i++) {
    const kind = r();
    if (kind < 0.6) {
      const item = popular();
      const similar = item.similar.length && r() < 0.55;
      const text = ask(similar ? pick(item.similar) : item.question.replace(/？$/, ''));
      answer(
        item,
        similar ? 'similar' : 'question',
        Math.round((similar ? 0.82 + r() * 0.12 : 0.93 + r() * 0.07) * 100) / 100,
      );
      if (hasKeyword(text, ch.keywords)) flag(5);
    } else if (kind < 0.74) {
      const [text, questions] = pick(VAGUE);
      ask(text);
      const candidates: StoredCandidate[] = questions
        .map((q) => byQuestion.get(q))
        .filter((x): x is Item => !!x)
        .map((x, k) => ({
          refId: x.id,
          kind: 'item',
          question: x.question,
          score: Math.round((0.74 - k * 0.05) * 100) / 100,
          field: 'question',
        }));
      msgs.push({ role: 'bot', kind: 'suggest', text: BOT_TEXTS.suggest.zh, candidates });
      if (candidates.length && r() < 0.75) {
        const c = candidates[Math.floor(r() ** 1.6 * candidates.length)];
        const hit = { kind: 'item' as const, refId: c.refId, score: c.score, field: c.field };
        msgs.push({ role: 'user', kind: 'click', text: c.question, hit });
        rounds++;
        answer(byQuestion.get(c.question) as Item, c.field, c.score);
      }
    } else if (kind < 0.88) {
      const text = ask(pick(OFF_TOPIC));
      msgs.push({ role: 'bot', kind: 'fallback', text: ch.fallback });
      flag(1);
      if (isNegative(text)) flag(4);
    } else if (kind < 0.93) {
      const text = ask(pick(ANGRY));
      msgs.push({ role: 'bot', kind: 'fallback', text: ch.fallback });
      flag(1);
      if (isNegative(text)) flag(4);
      if (hasKeyword(text, ch.keywords)) flag(5);
    } else if (kind < 0.97) {
      msgs.push({ role: 'user', kind: 'human', text: '转人工' });
      msgs.push({ role: 'bot', kind: 'transfer', text: BOT_TEXTS.transfer.zh });
      transferReason = 0;
    } else {
      msgs.push({ role: 'user', kind: 'nontext', text: '[image]' });
      msgs.push({ role: 'bot', kind: 'fallback', text: BOT_TEXTS.nontext.zh });
      rounds++;
      flag(2);
    }
  }
  const transferred = transferReason !== undefined;
  return {
    msgs,
    rounds,
    answers,
    disliked,
    scenes,
    transferred,
    transferReason: transferReason ?? null,
    solved: answers > 0 && !disliked && !transferred,
    firstQuestion,
  };
}

/** Writes the history and rebuilds the rollups of its days; returns what it wrote. */
export async function seedDemoHistory(db: Db, input: DemoHistoryInput) {
  const tz = tenantTimeZone(input.tenantId);
  const channels = await channelsOf(db, input.tenantId, input.channelIds);
  const items = (
    await db
      .select({ id: kbItems.id, question: kbItems.question, similar: kbItems.similar, answer: kbItems.answer })
      .from(kbItems)
      .where(and(eq(kbItems.tenantId, input.tenantId), eq(kbItems.validity, 0)))
      .orderBy(kbItems.createdAt, kbItems.id)
  ).filter((i) => i.question);
  if (!channels.length || !items.length) return { sessions: 0, messages: 0 };
  const byQuestion = new Map(items.map((i) => [i.question, i]));
  const r = seededRandom(20_260_101);
  const today = zonedDay(input.now, tz);
  const first = addDays(today, -input.days);
  const sessions: Omit<typeof textSessions.$inferInsert, 'visitorKey'>[] = [];
  const messages: (typeof textMessages.$inferInsert)[] = [];
  for (let d = 0; d <= input.days; d++) {
    const day = addDays(first, d);
    const start = zonedDayStart(day, tz);
    // Busier on weekdays, and a little busier lately.
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const n = Math.round((weekday === 0 || weekday === 6 ? 3 : 5) + (d / input.days) * 2 + r() * 3);
    const times = Array.from({ length: n }, () => start + Math.floor((9 + r() * 12.5) * 3_600_000)).sort(
      (a, b) => a - b,
    );
    times.forEach((at, k) => {
      if (at > input.now - 60_000) return;
      const ch = channels[r() < 0.62 || channels.length === 1 ? 0 : 1];
      const visitorId =
        ch === channels[0]
          ? `web-${1000 + Math.floor(r() * 90)}`
          : `wx-o${(7_300_000 + Math.floor(r() * 60)).toString(36)}`;
      const c = conversation(r, items, byQuestion, ch);
      const id = `tsd-${input.tenantId}-${day.replaceAll('-', '')}-${String(k + 1).padStart(2, '0')}`;
      let t = at;
      c.msgs.forEach((m, seq) => {
        t += seq === 0 ? 0 : 4_000 + Math.floor(r() * 20_000);
        messages.push({
          id: `${id}-${seq}`,
          tenantId: input.tenantId,
          sessionId: id,
          seq,
          role: m.role,
          kind: m.kind,
          text: m.text,
          hitKind: m.hit?.kind ?? null,
          hitRefId: m.hit?.refId ?? null,
          score: m.hit?.score ?? null,
          field: m.hit?.field ?? null,
          candidates: m.candidates ?? null,
          vote: m.vote ?? null,
          reason: m.reason ?? null,
          votedAt: m.vote ? new Date(t + 5_000) : null,
          words: m.words ?? null,
          createdAt: new Date(t),
        });
      });
      const closed = r() < 0.8 && t + 60_000 < input.now;
      const rated = closed && r() < 0.35;
      sessions.push({
        id,
        tenantId: input.tenantId,
        appId: input.appId,
        channelId: ch.id,
        channelType: ch.channelType,
        visitorId,
        lang: 'zh',
        startedAt: new Date(at),
        lastAt: new Date(t),
        closedAt: closed ? new Date(t + 60_000) : null,
        firstQuestion: c.firstQuestion,
        messages: c.msgs.length,
        rounds: c.rounds,
        answers: c.answers,
        disliked: c.disliked,
        solved: c.solved,
        transferred: c.transferred,
        transferReason: c.transferReason,
        scenes: c.scenes,
        rating: rated ? [5, 5, 4, 4, 3, 2][Math.floor(r() * 6)] : null,
      });
    });
  }
  // One statement a table, the rows as one JSON parameter: the embedded database parses it in place.
  const at = (d: Date | null | undefined) => d?.toISOString() ?? null;
  const sessionRows = sessions.map((x) => ({
    ...x,
    startedAt: at(x.startedAt),
    lastAt: at(x.lastAt),
    closedAt: at(x.closedAt),
  }));
  const messageRows = messages.map((x) => ({ ...x, votedAt: at(x.votedAt), createdAt: at(x.createdAt) }));
  await db.transaction(async (tx) => {
    await tx.execute(sql`
INSERT INTO text_sessions (id, tenant_id, app_id, channel_id, channel_type, visitor_id, visitor_key, lang, started_at,
  last_at, closed_at, first_question, messages, rounds, answers, disliked, solved, transferred, transfer_reason, scenes,
  rating)
SELECT id, "tenantId", "appId", "channelId", "channelType", "visitorId",
  hashtextextended("channelId" || ':' || "visitorId", 0), lang, "startedAt", "lastAt", "closedAt", "firstQuestion",
  messages, rounds, answers, disliked, solved, transferred, "transferReason", scenes, rating
FROM jsonb_to_recordset(${JSON.stringify(sessionRows)}::jsonb) AS x(id text, "tenantId" text, "appId" text,
  "channelId" text, "channelType" smallint, "visitorId" text, lang text, "startedAt" timestamptz, "lastAt" timestamptz,
  "closedAt" timestamptz, "firstQuestion" text, messages int, rounds int, answers int, disliked boolean, solved boolean,
  transferred boolean, "transferReason" smallint, scenes smallint, rating smallint)`);
    await tx.execute(sql`
INSERT INTO text_messages (id, tenant_id, session_id, seq, role, kind, text, hit_kind, hit_ref_id, score, field,
  candidates, vote, reason, voted_at, words, created_at)
SELECT id, "tenantId", "sessionId", seq, role, kind, text, "hitKind", "hitRefId", score, field, candidates, vote, reason,
  "votedAt", words, "createdAt"
FROM jsonb_to_recordset(${JSON.stringify(messageRows)}::jsonb) AS x(id text, "tenantId" text, "sessionId" text,
  seq int, role text, kind text, text text, "hitKind" text, "hitRefId" text, score real, field text, candidates jsonb,
  vote smallint, reason text, "votedAt" timestamptz, words text[], "createdAt" timestamptz)`);
    // The rollups of these sessions by the statement the rebuild runs (the range has none yet).
    await tx.execute(sql`SET LOCAL jit = off`);
    await tx.execute(addSessionsSql(sql`tenant_id = ${input.tenantId} AND id LIKE ${`tsd-${input.tenantId}-%`}`, tz));
  });
  return { sessions: sessions.length, messages: messages.length };
}
