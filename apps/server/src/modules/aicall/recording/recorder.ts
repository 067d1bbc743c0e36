import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { saveStream } from '../../../platform/files/store.ts';
import type { FinishInput, FinishResult } from '../dialer/finish.ts';
import { callRecords } from '../record/table.ts';
import { canSynthesise, synthesise } from './synthesise.ts';

/** Recordings waiting beyond this are skipped: a burst of calls must not pile up synthesis work. */
const MAX_PENDING = 200;
const MAX_BYTES = 20 * 1024 * 1024;

export interface Recorder {
  /** The after-commit hook of a finished call: queues its recording, never waits for it. */
  hook: (db: Db, input: FinishInput, result: FinishResult) => Promise<void>;
  /** Resolves when every queued recording is written (tests, shutdown). */
  idle: () => Promise<void>;
  stats: { written: number; skipped: number; failed: number };
}

/**
 * Synthesises the bot's lines of each answered call into an 8 kHz WAV (espeak-ng), stores it with
 * the call's files and sets `recordingFileId`. One synthesis at a time, after the call's
 * transaction, so the dialer never waits for it; without espeak-ng the hook does nothing.
 */
export function createRecorder(opts: { synth?: (lines: string[]) => Promise<Buffer>; enabled?: () => boolean } = {}) {
  const synth = opts.synth ?? synthesise;
  const enabled = opts.enabled ?? canSynthesise;
  const stats = { written: 0, skipped: 0, failed: 0 };
  let pending = 0;
  let chain: Promise<void> = Promise.resolve();

  async function record(db: Db, input: FinishInput, recordId: string, lines: string[]) {
    try {
      const wav = await synth(lines);
      const file = await saveStream(
        db,
        { tenantId: input.tenantId, appId: input.appId },
        { name: `call-${recordId}.wav`, mime: 'audio/wav', maxBytes: MAX_BYTES },
        Readable.from([wav]),
      );
      await db.update(callRecords).set({ recordingFileId: file.id }).where(eq(callRecords.id, recordId));
      stats.written++;
    } catch {
      stats.failed++;
    } finally {
      pending--;
    }
  }

  const recorder: Recorder = {
    stats,
    idle: () => chain,
    hook: async (db, input, result) => {
      if (!input.outcome.answered || !enabled()) return;
      const lines = input.outcome.transcript.filter((t) => t.role === 'bot' && t.text.trim()).map((t) => t.text);
      if (!lines.length) return;
      if (pending >= MAX_PENDING) {
        stats.skipped++;
        return;
      }
      pending++;
      chain = chain.then(() => record(db, input, result.recordId, lines));
    },
  };
  return recorder;
}
