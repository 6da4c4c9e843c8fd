/**
 * Work on a large document that runs in a worker thread, on the second core, beside the emitters
 * in the main thread: the start check (server/start-check-thread.ts) and the docs page
 * (docs-thread.ts). Emission is one thread's work otherwise, and on Stripe's document the main
 * thread was the whole critical path while the other core idled (decisions/0013).
 *
 * Only the compiled CLI uses workers: scripts/launch.mjs builds each worker's entry beside the
 * chunks, and from the TypeScript sources (tsx, vitest) a worker would need a loader of its own.
 * A small document's work takes less than a worker's start (a thread, its own module loading,
 * the copy of what it is sent), so it stays in the main thread too. A worker that cannot start,
 * fails or dies answers `unavailable`, and the caller does the work in the main thread, where a
 * real fault shows with its usual message: the answer is the same either way.
 */
import { Worker } from 'node:worker_threads';
import type { ApiModel } from '../model/types.js';

/** Below this many operations the work takes less than starting a worker for it. */
export const WORKER_MIN_OPERATIONS = 50;

const FROM_SOURCES = import.meta.url.endsWith('.ts');

/** The workers' compiled entries, as WORKER_ENTRIES in scripts/launch.mjs names them. */
export type WorkerName = 'start-check-worker' | 'docs-worker';

/** Whether work on `model` is tried in a worker thread (it still falls back to this thread). */
export function worthAWorker(model: ApiModel): boolean {
  return !FROM_SOURCES && model.operations.length >= WORKER_MIN_OPERATIONS;
}

/**
 * The one message worker `name` posts for `data` (sent as workerData, so copied), or
 * `unavailable`; rejects with the signal's reason, the worker terminated, when `signal` aborts.
 */
export function answerFromWorker<Answer>(name: WorkerName, data: unknown, signal?: AbortSignal): Promise<Answer | 'unavailable'> {
  signal?.throwIfAborted();
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      // The compiled entry sits beside this module's compiled chunk; execArgv: [] so that the
      // worker does not inherit the command's own flags (a profiler's, say).
      worker = new Worker(new URL(`./${name}.mjs`, import.meta.url), { execArgv: [], workerData: data });
    } catch {
      return resolve('unavailable');
    }
    let settled = false;
    const finish = (then: () => void): void => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      then();
      void worker.terminate();
    };
    const onAbort = (): void => finish(() => reject(signal?.reason));
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.once('message', (answer: Answer) => finish(() => resolve(answer)));
    worker.once('error', () => finish(() => resolve('unavailable')));
    worker.once('exit', () => finish(() => resolve('unavailable')));
  });
}
