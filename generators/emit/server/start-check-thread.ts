/**
 * Where the start check runs. Compiling every schema of a large document with the runtime's Ajv is
 * most of generate's own work there (about a quarter of it on a 2.8 MB document, decisions/0013)
 * while the second core idles, so the compiled CLI runs it in a worker thread, beside the
 * emitters. The worker has to load Fastify and Ajv itself (a few hundred milliseconds on the
 * other core), which a small document's check does not repay, and from the TypeScript sources
 * (tsx, vitest) it would need a loader of its own: those run the check in this thread. A worker
 * that cannot start or dies also falls back to this thread; the answer is the same either way.
 */
import { Worker } from 'node:worker_threads';
import type { ApiModel } from '../../model/types.js';
import type { ApiDefinition } from '../../runtime/server/contract.js';
import { apiData } from './route-table.js';
import type { StartFailure } from './start-check.js';
import { startMemory } from './start-check-memory.js';
import { firstWideSchema, wideSchemaFailure } from './wide-schemas.js';

/** Below this many operations the check takes less than starting a worker for it. */
export const WORKER_MIN_OPERATIONS = 50;

/** The worker's compiled entry, beside this module's compiled chunk (scripts/launch.mjs builds both into one folder). */
const COMPILED_WORKER = new URL('./start-check-worker.mjs', import.meta.url);
const FROM_SOURCES = import.meta.url.endsWith('.ts');

/** `where`: the thread the check ran on, or `memory` when this route table started before (start-check-memory.ts); for the progress log. */
export interface StartCheck {
  readonly failure: StartFailure | undefined;
  readonly where: 'worker thread' | 'main thread' | 'memory';
}

/** Whether runStartCheck tries a worker thread for `model` (it still falls back to this thread if the worker fails). */
export function checksInWorker(model: ApiModel): boolean {
  return !FROM_SOURCES && model.operations.length >= WORKER_MIN_OPERATIONS;
}

/** The start check of `model`, off this thread when that pays; stopped (the worker terminated) when `signal` aborts. */
export async function runStartCheck(model: ApiModel, signal?: AbortSignal): Promise<StartCheck> {
  const api = apiData(model) as unknown as ApiDefinition;
  const operationPointers = model.operations.map((operation) => operation.pointer);
  const memory = startMemory(api, operationPointers);
  // A table remembered as starting holds no schema too wide (the walk costs Stripe's warm
  // generate 30 ms). Otherwise, before anything compiles: a schema of 200,000 members is refused
  // at once, not compiled until it overflows.
  if (memory.remembered) return { failure: undefined, where: 'memory' };
  const wide = firstWideSchema(api);
  if (wide !== undefined) return { failure: wideSchemaFailure(wide, model.document, operationPointers), where: 'main thread' };
  const check = await checkNow(api, operationPointers, checksInWorker(model), signal);
  if (check.failure === undefined) memory.remember();
  return check;
}

async function checkNow(api: ApiDefinition, operationPointers: readonly string[], worker: boolean, signal: AbortSignal | undefined): Promise<StartCheck> {
  if (worker) {
    const answer = await inWorker(api, operationPointers, signal);
    if (answer !== 'unavailable') return { failure: answer, where: 'worker thread' };
  }
  signal?.throwIfAborted();
  // Loaded only here: Fastify and Ajv are not loaded at all when the answer is remembered.
  const { startFailureOf } = await import('./start-check.js');
  return { failure: await startFailureOf(api, operationPointers), where: 'main thread' };
}

function inWorker(api: ApiDefinition, operationPointers: readonly string[], signal: AbortSignal | undefined): Promise<StartFailure | undefined | 'unavailable'> {
  signal?.throwIfAborted();
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(COMPILED_WORKER, { execArgv: [], workerData: { api, operationPointers } });
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
    worker.once('message', (message: { failure: StartFailure | null }) => finish(() => resolve(message.failure ?? undefined)));
    // The worker's own failure (it could not load, it crashed): the check runs here instead, and
    // a real fault of the check shows there with its usual message.
    worker.once('error', () => finish(() => resolve('unavailable')));
    worker.once('exit', () => finish(() => resolve('unavailable')));
  });
}
