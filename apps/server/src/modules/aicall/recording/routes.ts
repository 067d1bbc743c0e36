import type { FastifyInstance } from 'fastify';
import { onCallFinished } from '../dialer/finish.ts';
import { createRecorder, type Recorder } from './recorder.ts';

/** One recorder per process: finished-call hooks are process-wide, and each call is recorded once. */
let recorder: Recorder | undefined;

/**
 * Call recordings: with espeak-ng on the PATH (and CALL_RECORDINGS not `off`), every answered call
 * gets a recording of the bot's lines, played in the record's detail drawer. Closing the app waits
 * for the recordings under way.
 */
export default function recordingRoutes(app: FastifyInstance) {
  if (app.ctx.config.CALL_RECORDINGS === 'off') return;
  if (!recorder) {
    recorder = createRecorder();
    onCallFinished(recorder.hook);
  }
  const r = recorder;
  app.addHook('preClose', () => r.idle());
}
