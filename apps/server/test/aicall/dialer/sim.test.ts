import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishCall } from '../../../src/modules/aicall/dialer/finish.ts';
import {
  CAUSE_TYPE_USER,
  drawCause,
  seededRandom,
  simulateCall,
} from '../../../src/modules/aicall/dialer/simulated-line.ts';
import { callRecords } from '../../../src/modules/aicall/record/table.ts';
import { smsOutbox } from '../../../src/modules/aicall/sms/table.ts';
import { callAttempts, outboundTasks, taskCustomers } from '../../../src/modules/aicall/task/table.ts';
import type { DbHandle } from '../../../src/platform/db/client.ts';
import { FAST_PROFILE, seedBotAndLines, seedTask, testFlow } from '../../fixtures/dialer.ts';
import { freshDb } from '../../helpers/db.ts';

describe('simulated line', () => {
  it('is repeatable for the same draws', () => {
    const a = simulateCall({ flow: testFlow(), profile: FAST_PROFILE, random: seededRandom(7), direction: 1 });
    const b = simulateCall({ flow: testFlow(), profile: FAST_PROFILE, random: seededRandom(7), direction: 1 });
    expect(a).toEqual(b);
  });

  it('draws unanswered causes by the profile weights, with the cause side of requirements §4', () => {
    const busy = simulateCall({
      flow: testFlow(),
      profile: { ...FAST_PROFILE, answerRate: 0, causeWeights: { '486': 1 } },
      random: seededRandom(1),
      direction: 1,
    });
    expect(busy).toMatchObject({
      answered: false,
      causeCode: 486,
      causeType: CAUSE_TYPE_USER,
      rounds: 0,
      durationSec: 0,
    });
    expect(busy.transcript).toEqual([]);
    const fault = simulateCall({
      flow: testFlow(),
      profile: { ...FAST_PROFILE, answerRate: 0, causeWeights: { '503': 1 } },
      random: seededRandom(2),
      direction: 1,
    });
    expect(fault.causeCode).toBe(503);
    expect(fault.causeType).not.toBe(CAUSE_TYPE_USER);
    const r = seededRandom(3);
    const counts: Record<number, number> = {};
    for (let i = 0; i < 4000; i++) {
      const c = drawCause({ '486': 1, '775': 3 }, r);
      counts[c] = (counts[c] ?? 0) + 1;
    }
    expect(Object.keys(counts).sort()).toEqual(['486', '775']);
    expect(counts[775] / counts[486]).toBeGreaterThan(2.5);
    expect(counts[775] / counts[486]).toBeLessThan(3.5);
    expect(drawCause({}, r)).toBe(775);
  });

  it('plays the flow when answered: greeting, replies from the branching intents, the end node', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 200; seed++) {
      const c = simulateCall({
        flow: testFlow(),
        profile: { ...FAST_PROFILE, answerRate: 1, silenceRate: 0, unrecognisedRate: 0 },
        random: seededRandom(seed),
        direction: 1,
      });
      expect(c.answered).toBe(true);
      expect(c.causeCode).toBe(0);
      expect(c.transcript[0]).toMatchObject({ role: 'bot', nodeId: 'greet' });
      expect(c.durationSec).toBeGreaterThan(0);
      if (c.hangupBy === 'system') {
        expect(c.rounds).toBe(1);
        expect(['有意向', '没兴趣']).toContain(c.intents[0]);
        expect(c.transcript[1]).toMatchObject({ role: 'user', intent: c.intents[0] });
        if (c.intents[0] === '有意向') {
          expect(c.transferred).toBe(true);
          expect(c.smsTemplateIds).toEqual(['tpl-1']);
          expect(c.hangupNodeId).toBe('yes');
          expect(c.nodeIds).toEqual(['start', 'greet', 'sms', 'yes']);
        } else expect(c.hangupNodeId).toBe('no');
      } else {
        expect(c.hangupBy).toBe('user');
        expect(c.causeType).toBe(CAUSE_TYPE_USER);
      }
      seen.add(c.hangupNodeId ?? '');
    }
    expect(seen).toEqual(new Set(['greet', 'yes', 'no']));
  });

  it('follows the silence branch when the callee says nothing', () => {
    const c = simulateCall({
      flow: testFlow(),
      profile: { ...FAST_PROFILE, answerRate: 1, silenceRate: 1, unrecognisedRate: 0 },
      random: () => 0.5,
      direction: 1,
    });
    expect(c.hangupNodeId).toBe('quiet');
    expect(c.userTexts).toEqual([]);
  });

  it('answers every inbound call', () => {
    for (let s = 1; s < 50; s++)
      expect(
        simulateCall({
          flow: testFlow(),
          profile: { ...FAST_PROFILE, answerRate: 0 },
          random: seededRandom(s),
          direction: 0,
        }).answered,
      ).toBe(true);
  });
});

describe('finishCall', () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDb();
    await h.migrate();
  });
  afterAll(() => h.close());

  it('writes an inbound record with its class and side', async () => {
    const outcome = simulateCall({ flow: testFlow(), profile: FAST_PROFILE, random: seededRandom(5), direction: 0 });
    const r = await finishCall(h.db, {
      tenantId: 't1',
      appId: 'a1',
      direction: 0,
      taskId: null,
      customerId: null,
      phone: '13800138000',
      lineId: null,
      lineNumber: '01088888888',
      botId: 'b1',
      botVersion: 1,
      startedAt: Date.now(),
      outcome,
    });
    const [row] = await h.db.select().from(callRecords).where(eq(callRecords.id, r.recordId));
    expect(row).toMatchObject({ direction: 0, taskId: null, resultClass: 'success', rounds: outcome.rounds });
    expect(row.transcript).toEqual(outcome.transcript);
    expect(r.customerStatus).toBeNull();
  });

  it("sends the SMS of the flow's sms nodes after the commit, tied to the record", async () => {
    const outcome = {
      ...simulateCall({ flow: testFlow(), profile: FAST_PROFILE, random: seededRandom(9), direction: 0 }),
    };
    outcome.smsTemplateIds = ['tpl-1'];
    const r = await finishCall(h.db, {
      tenantId: 't1',
      appId: 'a1',
      direction: 0,
      taskId: null,
      customerId: null,
      phone: '13800138001',
      lineId: null,
      lineNumber: '',
      botId: 'b1',
      botVersion: 1,
      startedAt: Date.now(),
      outcome,
    });
    const sent = await h.db.select().from(smsOutbox).where(eq(smsOutbox.recordId, r.recordId));
    // No such template in this app: recorded as failed, never silently dropped.
    expect(sent).toMatchObject([{ templateId: 'tpl-1', phone: '13800138001', status: 'failed' }]);
  });

  it('moves the attempt, the customer and the task counters in one go, redialling per the rule', async () => {
    const f = await seedBotAndLines(h.db, 't1', 'a1');
    const taskId = await seedTask(h.db, f, { customers: 1, redial: { classes: ['busy'], times: 1, intervalMin: 10 } });
    const customerId = (await h.db.select().from(taskCustomers).where(eq(taskCustomers.taskId, taskId)))[0].customerId;
    const busy = simulateCall({
      flow: testFlow(),
      profile: { ...FAST_PROFILE, answerRate: 0, causeWeights: { '486': 1 } },
      random: seededRandom(1),
      direction: 1,
    });
    const dial = async (attemptNo: number) => {
      const id = `att-${attemptNo}`;
      await h.db
        .insert(callAttempts)
        .values({ id, taskId, customerId, tenantId: 't1', attemptNo, lineId: f.lineIds[0] });
      await h.db
        .update(taskCustomers)
        .set({ status: 'calling', attempts: attemptNo })
        .where(eq(taskCustomers.taskId, taskId));
      const now = Date.now();
      const r = await finishCall(h.db, {
        tenantId: 't1',
        appId: 'a1',
        direction: 1,
        taskId,
        attemptId: id,
        attemptNo,
        customerId,
        phone: '13900000000',
        lineId: f.lineIds[0],
        lineNumber: '0105555',
        botId: f.botId,
        botVersion: 1,
        startedAt: now,
        outcome: busy,
        now,
      });
      const [c] = await h.db
        .select()
        .from(taskCustomers)
        .where(and(eq(taskCustomers.taskId, taskId), eq(taskCustomers.customerId, customerId)));
      const [a] = await h.db.select().from(callAttempts).where(eq(callAttempts.id, id));
      return { r, c, a, now };
    };
    const first = await dial(1);
    expect(first.r.resultClass).toBe('busy');
    expect(first.c.status).toBe('waiting');
    expect(first.c.nextAttemptAt?.getTime()).toBe(first.now + 10 * 60_000);
    expect(first.c.lastResultClass).toBe('busy');
    expect(first.a).toMatchObject({ state: 'done', recordId: first.r.recordId });
    const second = await dial(2);
    expect(second.c.status).toBe('failed');
    expect(second.c.nextAttemptAt).toBeNull();
    const [task] = await h.db.select().from(outboundTasks).where(eq(outboundTasks.id, taskId));
    expect(task).toMatchObject({ dialledCount: 2, connectedCount: 0, finishedCount: 1 });
  });
});
