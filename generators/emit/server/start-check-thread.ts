/**
 * Where the start check runs. Compiling every schema of a large document with the runtime's Ajv is
 * most of generate's own work there (about a quarter of it on a 2.8 MB document, decisions/0013),
 * so the compiled CLI runs it in a worker thread beside the emitters (../worker-thread.ts says
 * when, and how a worker that fails falls back to this thread). The worker loads Fastify and Ajv
 * itself, a few hundred milliseconds on the other core.
 */
import type { ApiModel } from '../../model/types.js';
import type { ApiDefinition } from '../../runtime/server/contract.js';
import { answerFromWorker, worthAWorker } from '../worker-thread.js';
import { apiData } from './route-table.js';
import type { StartFailure } from './start-check.js';
import { startMemory } from './start-check-memory.js';

/** `where`: the thread the check ran on, or `memory` when this route table started before (start-check-memory.ts); for the progress log. */
export interface StartCheck {
  readonly failure: StartFailure | undefined;
  readonly where: 'worker thread' | 'main thread' | 'memory';
}

/** Whether runStartCheck tries a worker thread for `model` (it still falls back to this thread if the worker fails). */
export function checksInWorker(model: ApiModel): boolean {
  return worthAWorker(model);
}

/** The start check of `model`, off this thread when that pays; stopped (the worker terminated) when `signal` aborts. */
export async function runStartCheck(model: ApiModel, signal?: AbortSignal): Promise<StartCheck> {
  const api = apiData(model) as unknown as ApiDefinition;
  const operationPointers = model.operations.map((operation) => operation.pointer);
  const memory = startMemory(api, operationPointers);
  if (memory.remembered) return { failure: undefined, where: 'memory' };
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

async function inWorker(api: ApiDefinition, operationPointers: readonly string[], signal: AbortSignal | undefined): Promise<StartFailure | undefined | 'unavailable'> {
  const answer = await answerFromWorker<{ readonly failure: StartFailure | null }>('start-check-worker', { api, operationPointers }, signal);
  return answer === 'unavailable' ? answer : (answer.failure ?? undefined);
}
