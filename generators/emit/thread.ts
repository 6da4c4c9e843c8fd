/**
 * The emitters' worker thread. On a large document types.ts is the largest share of this thread's
 * emitting (on Stripe's 3.9 MB, 0.7-1.1 s of openapi-typescript's transform and TypeScript's
 * printer, beside the docs page's 0.5-0.8 s and the client's 0.4-0.5 s), a pure function of the
 * model alone, while the second core is idle. So when the compiled CLI runs on a document of
 * THREAD_MIN_OPERATIONS operations or more, the registry's `offThread` emitters (./index.ts; today
 * types) run in one worker thread, started once the model is built: it loads what they need
 * (TypeScript, openapi-typescript) while this thread checks that the server starts, receives the
 * model once (a structured clone, which keeps `__proto__` keys as data), and sends back each
 * emitter's files as it finishes, on the other core (decisions/0041).
 *
 * From the TypeScript sources (tsx, vitest) there is no compiled worker entry: the emitters run
 * here. A worker that cannot start, dies, or whose emitter throws answers nothing for it, and the
 * pipeline runs that emitter in this thread instead, so the files, and any error with its usual
 * message, are the same either way.
 */
import { Worker } from 'node:worker_threads';
import type { ApiModel } from '../model/types.js';
import { launcherThreadSetup, TOOLKIT_ROOT, type ThreadSetup } from '../toolkit-root.js';
import type { EmitContext, GeneratedFile } from './emitter.js';

/** The worker's compiled entry, beside this module's compiled chunk (scripts/launch.mjs builds both into one folder). */
const COMPILED_WORKER = new URL('./emit-worker.mjs', import.meta.url);
const FROM_SOURCES = import.meta.url.endsWith('.ts');

/**
 * Below this many operations the thread costs more than it saves: its start, its own TypeScript
 * and the copy of the model took longer than printing a small document's types here (our 16
 * operations: 1.24 s without the thread, 1.33 s with types in it, alternated).
 */
export const THREAD_MIN_OPERATIONS = 50;

export interface EmitThread {
  /**
   * The files of emitter `name` from the worker, or undefined when it has none to give (not one
   * of its emitters, the worker failed, or it was stopped): the caller then runs the emitter itself.
   */
  emit(name: string, model: ApiModel, context: EmitContext): Promise<readonly GeneratedFile[] | undefined>;
  /**
   * Ends the worker, if it has not answered everything, and resolves once it has exited; whatever
   * it had not answered is answered undefined. A worker that answered everything exits by itself
   * (writing its code-cache entries on the way) and is not waited for.
   */
  stop(): Promise<void>;
  /** The emitters whose files came from the worker so far, in the order they came (for the progress log). */
  delivered(): readonly string[];
}

export interface WorkerData {
  readonly names: readonly string[];
  readonly toolkitRoot: string;
  readonly setup: ThreadSetup | undefined;
}

/** The one message to the worker. */
export interface WorkerRequest {
  readonly model: ApiModel;
  readonly context: { readonly regenerateCommand: string };
}

/** One message back per emitter. */
export type WorkerAnswer = { readonly name: string; readonly files: GeneratedFile[] } | { readonly name: string; readonly failed: true };

/** A worker for the emitters `names` of `model`, started now; undefined when they run in this thread. */
export function startEmitThread(names: readonly string[], model: Pick<ApiModel, 'operations'>, workerUrl: URL = COMPILED_WORKER, fromSources = FROM_SOURCES): EmitThread | undefined {
  if (fromSources || names.length === 0 || model.operations.length < THREAD_MIN_OPERATIONS) return undefined;
  let worker: Worker;
  try {
    const workerData: WorkerData = { names, toolkitRoot: TOOLKIT_ROOT, setup: launcherThreadSetup() };
    worker = new Worker(workerUrl, { execArgv: [], workerData });
  } catch {
    return undefined;
  }
  // Only a sent request keeps the process alive for the worker: a refusal (the server would not start) ends the run at once.
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  const answers = new Map(names.map((name) => [name, deferred<readonly GeneratedFile[] | undefined>()]));
  const delivered: string[] = [];
  let sent = false;
  let ended: Promise<void> | undefined;
  const answer = (name: string, files: readonly GeneratedFile[] | undefined): void => {
    const pending = answers.get(name);
    if (pending === undefined) return;
    if (files !== undefined) delivered.push(name);
    pending.resolve(files);
    answers.delete(name);
  };
  const stop = (): Promise<void> => {
    if (ended === undefined) {
      const answeredAll = answers.size === 0;
      for (const [, pending] of answers) pending.resolve(undefined);
      answers.clear();
      ended = answeredAll ? Promise.resolve() : worker.terminate().then(() => exited);
    }
    return ended;
  };
  worker.on('message', (message: WorkerAnswer) => answer(message.name, 'files' in message ? message.files : undefined));
  // A worker that failed or ended answers nothing more: what it had not answered runs in this thread.
  worker.once('error', () => void stop());
  worker.once('exit', () => void stop());
  return {
    emit(name, model, context) {
      const pending = answers.get(name);
      if (pending === undefined) return Promise.resolve(undefined);
      if (context.signal?.aborted === true) {
        void stop();
        return Promise.resolve(undefined);
      }
      if (!sent) {
        sent = true;
        try {
          worker.postMessage({ model, context: { regenerateCommand: context.regenerateCommand } } satisfies WorkerRequest);
          worker.ref();
        } catch {
          // A model that cannot be cloned: every emitter runs in this thread.
          void stop();
        }
      }
      context.signal?.addEventListener('abort', () => void stop(), { once: true });
      return pending.promise;
    },
    stop,
    delivered: () => [...delivered],
  };
}

function deferred<T>(): { readonly promise: Promise<T>; resolve(value: T): void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
