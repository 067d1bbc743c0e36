import { Worker } from 'node:worker_threads';
import type { TrainerRequest, TrainerResult } from './trainer.ts';

/** A training worker's heap limit: a model past it fails with a reason instead of taking the server down. */
export const WORKER_HEAP_MB = 400;

export class TrainerError extends Error {
  constructor(
    message: string,
    readonly outOfMemory = false,
  ) {
    super(message);
  }
}

/**
 * Runs one trainer request in its own worker thread and resolves with its result. Aborting the
 * signal (the server stopping) terminates the worker at once.
 */
export function inWorker(
  req: TrainerRequest,
  signal?: AbortSignal,
  onProgress?: (pct: number) => void,
): Promise<TrainerResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./train-worker.boot.mjs', import.meta.url), {
      workerData: req,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    let settled = false;
    const done = (f: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      f();
      void worker.terminate();
    };
    const onAbort = () => done(() => reject(new TrainerError('aborted')));
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort);
    type Message = { ok: true; result: TrainerResult } | { ok: false; error: string } | { progress: number };
    worker.on('message', (m: Message) => {
      if ('progress' in m) onProgress?.(m.progress);
      else done(() => (m.ok ? resolve(m.result) : reject(new TrainerError(m.error))));
    });
    worker.on('error', (e: Error & { code?: string }) =>
      done(() => reject(new TrainerError(e.message, e.code === 'ERR_WORKER_OUT_OF_MEMORY'))),
    );
    worker.on('exit', (code) => done(() => reject(new TrainerError(`worker exited with ${code}`))));
  });
}
