/** The worker thread of a training, evaluation or clustering job: one request in, progress and one result (or error) out. */
import { parentPort, workerData } from 'node:worker_threads';
import { runTrainer, type TrainerRequest } from './trainer.ts';

try {
  const result = runTrainer(workerData as TrainerRequest, (pct) => parentPort?.postMessage({ progress: pct }));
  parentPort?.postMessage({ ok: true, result });
} catch (e) {
  parentPort?.postMessage({ ok: false, error: e instanceof Error ? e.message : String(e) });
}
