import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinishInput } from '../../src/modules/aicall/dialer/finish.ts';
import { callRecords } from '../../src/modules/aicall/record/table.ts';
import { createRecorder } from '../../src/modules/aicall/recording/recorder.ts';
import { canSynthesise, synthesise } from '../../src/modules/aicall/recording/synthesise.ts';
import { readWav, resample, writeWav } from '../../src/modules/aicall/recording/wav.ts';
import type { DbHandle } from '../../src/platform/db/client.ts';
import { fileOf } from '../../src/platform/files/store.ts';
import { freshDb } from '../helpers/db.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await freshDb();
  await h.migrate();
});
afterAll(() => h.close());

const SCOPE = { tenantId: 'rec-t', appId: 'rec-a' };

async function insertRecord(id: string) {
  await h.db.insert(callRecords).values({
    id,
    ...SCOPE,
    direction: 1,
    phone: '13800138000',
    startedAt: new Date(),
    causeCode: 0,
    resultClass: 'success',
  });
}

const input = (answered: boolean, lines: string[]) =>
  ({
    ...SCOPE,
    outcome: {
      answered,
      transcript: [
        ...lines.map((text, i) => ({ role: 'bot' as const, text, atMs: i * 1000 })),
        { role: 'user' as const, text: '好的', atMs: 500 },
      ],
    },
  }) as unknown as FinishInput;

describe('call recordings', () => {
  it('WAV: 22,050 Hz speech becomes an 8 kHz file of the same length in time', () => {
    const samples = Int16Array.from({ length: 22050 }, (_, i) => Math.round(Math.sin(i / 10) * 10000));
    const wav = writeWav({ rate: 22050, samples });
    const back = readWav(wav);
    expect(back.rate).toBe(22050);
    expect(back.samples).toEqual(samples);
    const phone = readWav(writeWav(resample(back, 8000)));
    expect(phone.rate).toBe(8000);
    expect(phone.samples.length).toBe(8000);
    expect(() => readWav(Buffer.from('not a wav file at all, sorry'))).toThrow();
  });

  it('an answered call gets its recording; an unanswered one or one without bot lines gets none', async () => {
    const spoken: string[][] = [];
    const fake = Buffer.from(writeWav({ rate: 8000, samples: new Int16Array(800) }));
    const synth = async (lines: string[]) => {
      spoken.push(lines);
      return fake;
    };
    const rec = createRecorder({ synth, enabled: () => true });
    await insertRecord('rec-1');
    await insertRecord('rec-2');
    await insertRecord('rec-3');
    await rec.hook(h.db, input(true, ['您好，这里是知语', '再见']), { recordId: 'rec-1' } as never);
    await rec.hook(h.db, input(false, ['您好']), { recordId: 'rec-2' } as never);
    await rec.hook(h.db, input(true, []), { recordId: 'rec-3' } as never);
    await rec.idle();
    expect(spoken).toEqual([['您好，这里是知语', '再见']]);
    const rows = await h.db.select().from(callRecords);
    const byId = new Map(rows.map((r) => [r.id, r.recordingFileId]));
    expect(byId.get('rec-2')).toBeNull();
    expect(byId.get('rec-3')).toBeNull();
    const file = await fileOf(h.db, SCOPE, byId.get('rec-1') ?? '');
    expect(file).toMatchObject({ mime: 'audio/wav', size: fake.length });
    expect(rec.stats).toMatchObject({ written: 1, failed: 0 });
  });

  it('a failed synthesis leaves the call without a recording and the next one still works', async () => {
    let n = 0;
    const fake = writeWav({ rate: 8000, samples: new Int16Array(80) });
    const rec = createRecorder({
      synth: async () => {
        if (n++ === 0) throw new Error('synthesiser crashed');
        return fake;
      },
      enabled: () => true,
    });
    await insertRecord('rec-4');
    await insertRecord('rec-5');
    await rec.hook(h.db, input(true, ['一']), { recordId: 'rec-4' } as never);
    await rec.hook(h.db, input(true, ['二']), { recordId: 'rec-5' } as never);
    await rec.idle();
    const [four] = await h.db.select().from(callRecords).where(eq(callRecords.id, 'rec-4'));
    const [five] = await h.db.select().from(callRecords).where(eq(callRecords.id, 'rec-5'));
    expect(four.recordingFileId).toBeNull();
    expect(five.recordingFileId).toBeTruthy();
    expect(rec.stats).toMatchObject({ written: 1, failed: 1 });
  });

  // espeak-ng is a Debian package the CI run installs; without it recordings are simply not made.
  it.skipIf(!canSynthesise())('espeak-ng speaks Chinese lines into an 8 kHz WAV', async () => {
    const wav = await synthesise(['您好，这里是知语信用卡中心', '请问您最近有分期的需要吗']);
    const pcm = readWav(wav);
    expect(pcm.rate).toBe(8000);
    expect(pcm.samples.length / pcm.rate).toBeGreaterThan(1.5);
    expect(pcm.samples.some((s) => Math.abs(s) > 1000)).toBe(true);
  });
});
