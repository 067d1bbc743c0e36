import type { CallbackPayload, CallbackRecord } from '@zhiyu/contract/modules/aicall/callback';
import type { callRecords } from '../record/table.ts';

type Record = typeof callRecords.$inferSelect;
const ms = (d: Date | null) => (d ? d.getTime() : null);

/** The call record as pushed: every field the tenant's system needs, the number in full. */
export function recordPayload(r: Record): CallbackRecord {
  return {
    id: r.id,
    direction: r.direction,
    taskId: r.taskId,
    botId: r.botId,
    botVersion: r.botVersion,
    customerId: r.customerId,
    customerName: r.customerName,
    phone: r.phone,
    lineNumber: r.lineNumber,
    startedAt: r.startedAt.getTime(),
    answeredAt: ms(r.answeredAt),
    endedAt: ms(r.endedAt),
    durationSec: r.durationSec,
    causeCode: r.causeCode,
    causeType: r.causeType,
    resultClass: r.resultClass,
    rounds: r.rounds,
    intentionLevel: r.intentionLevel,
    transferred: r.transferred,
    hangupBy: r.hangupBy,
    hangupNodeName: r.hangupNodeName,
    attemptNo: r.attemptNo,
    intents: r.intents,
    tags: r.tags,
    transcript: r.transcript.map((t) => ({ role: t.role, text: t.text, atMs: t.atMs })),
  };
}

/** The "send test" payload: a made-up answered call, marked with event `test`. */
export function samplePayload(appId: string, now: number, deliveryId: string): CallbackPayload {
  return {
    event: 'test',
    deliveryId,
    appId,
    sentAt: now,
    record: {
      id: 'test-record',
      direction: 1,
      taskId: null,
      botId: null,
      botVersion: null,
      customerId: null,
      customerName: 'Test',
      phone: '13800000000',
      lineNumber: '02100000000',
      startedAt: now - 60_000,
      answeredAt: now - 52_000,
      endedAt: now,
      durationSec: 52,
      causeCode: 0,
      causeType: 200,
      resultClass: 'success',
      rounds: 3,
      intentionLevel: null,
      transferred: false,
      hangupBy: 'user',
      hangupNodeName: null,
      attemptNo: 1,
      intents: [],
      tags: [],
      transcript: [
        { role: 'bot', text: 'Hello, this is a test call.', atMs: 0 },
        { role: 'user', text: 'OK.', atMs: 3000 },
      ],
    },
  };
}
