import type { TranscriptTurn } from '@zhiyu/contract/modules/aicall/record';
import type { CallResultClass } from '@zhiyu/contract/rules/call-result';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { DEMO } from '../../../platform/seed/demo-data.ts';
import { bots } from '../../bot/bot/table.ts';
import { gradeCall } from '../intention/grade.ts';
import { seedCalls } from './demo-calls.ts';
import { callRecords } from './table.ts';

/** After the demo bot (10) and the intention levels (12). */
export const order = 13;

type Turn = Omit<TranscriptTurn, 'atMs'>;
const NODE_NAMES: Record<string, string> = { greet: '开场问候', offer: '产品介绍', sms: '发送短信', end: '结束语' };
const OPEN: Turn[] = [
  { role: 'bot', text: '您好，我是知语金融的智能客服，请问是机主本人吗？', nodeId: 'greet' },
  { role: 'user', text: '是的，什么事？', intent: '肯定', score: 0.93 },
  { role: 'bot', text: '我们近期推出了一款低息信用贷款，最高额度二十万，请问您有兴趣了解一下吗？', nodeId: 'offer' },
];
const ENDINGS: Turn[][] = [
  [
    { role: 'user', text: '可以啊，利息多少？', intent: '有意向', score: 0.92 },
    { role: 'bot', text: '年化利率最低百分之三点六，稍后专员会联系您，产品介绍也会短信发给您。', nodeId: 'sms' },
    { role: 'user', text: '好的，我等电话。', intent: '肯定', score: 0.9 },
    { role: 'bot', text: '感谢您的接听，祝您生活愉快，再见。', nodeId: 'end' },
  ],
  [
    { role: 'user', text: '我考虑一下吧。', intent: '考虑一下', score: 0.88 },
    { role: 'bot', text: '没关系，产品介绍已通过短信发给您，有需要随时联系我们。', nodeId: 'sms' },
  ],
  [
    { role: 'user', text: '不需要，谢谢。', intent: '没兴趣', score: 0.95 },
    { role: 'bot', text: '好的，打扰您了，祝您生活愉快，再见。', nodeId: 'end' },
  ],
  [{ role: 'user', text: '喂？听不清。' }],
];
/** Tags of the demo tag list the calls carry (the tags board reads them): by ending, and by result. */
const ENDING_TAGS = [['高意向客户', '要求回电'], ['中意向客户'], ['明确拒绝'], ['中途挂断']];
const RESULT_TAGS: Partial<Record<CallResultClass, string>> = {
  noAnswer: '无人接听',
  busy: '占线',
  inCall: '占线',
  poweredOff: '关机',
  suspended: '停机',
  emptyNumber: '空号',
};

/**
 * Writes the demo calls (demo-calls.ts) and gives the demo tenant's answered ones a conversation: turns,
 * intents, visited nodes, the demo bot, the intention level they grade to and tags, so the record
 * screens and the data boards open on real-looking calls.
 */
export default async function seedRecords(db: Db, now: number) {
  await seedCalls(db, now);
  const [bot] = await db
    .select({ id: bots.id })
    .from(bots)
    .where(and(eq(bots.tenantId, DEMO.tenant1), eq(bots.type, 0)))
    .orderBy(asc(bots.createdAt))
    .limit(1);
  const answered = await db
    .select({ id: callRecords.id, durationSec: callRecords.durationSec })
    .from(callRecords)
    .where(
      and(
        eq(callRecords.tenantId, DEMO.tenant1),
        inArray(callRecords.resultClass, ['success', 'transferred']),
        gt(callRecords.durationSec, 0),
      ),
    )
    .orderBy(asc(callRecords.id));
  for (const [i, rec] of answered.entries()) {
    const turns = [...OPEN, ...ENDINGS[i % ENDINGS.length]];
    const step = Math.floor((rec.durationSec * 1000) / turns.length);
    const transcript = turns.map((t, k) => ({ ...t, atMs: k * step }));
    const user = transcript.filter((t) => t.role === 'user');
    const intents = user.flatMap((t) => (t.intent ? [t.intent] : []));
    const nodeIds = transcript.flatMap((t) => (t.nodeId ? [t.nodeId] : []));
    const facts = {
      rounds: user.length,
      durationSec: rec.durationSec,
      intents,
      nodeIds,
      userTexts: user.map((t) => t.text),
    };
    const last = transcript.filter((t) => t.nodeId).at(-1);
    await db
      .update(callRecords)
      .set({
        transcript,
        intents,
        rounds: facts.rounds,
        hangupNodeId: last?.nodeId ?? null,
        hangupNodeName: last?.nodeId ? NODE_NAMES[last.nodeId] : null,
        intentionLevel: await gradeCall(db, DEMO.tenant1, DEMO.appid1, facts),
        tags: [...ENDING_TAGS[i % ENDING_TAGS.length], ...(i % 3 === 0 ? ['VIP客户'] : [])],
        ...(bot ? { botId: bot.id, botVersion: 1 } : {}),
      })
      .where(eq(callRecords.id, rec.id));
  }
  for (const [cls, tag] of Object.entries(RESULT_TAGS) as [CallResultClass, string][])
    await db
      .update(callRecords)
      .set({ tags: [tag] })
      .where(and(eq(callRecords.tenantId, DEMO.tenant1), eq(callRecords.resultClass, cls)));
  // Calls never answered keep no level, as the finish pipeline grades answered calls only.
  if (bot)
    await db
      .update(callRecords)
      .set({ botId: bot.id, botVersion: 1 })
      .where(and(eq(callRecords.tenantId, DEMO.tenant1), eq(callRecords.durationSec, 0)));
}
