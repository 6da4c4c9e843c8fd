/**
 * The emitters, in the order their files are listed. Each is a pure function of the model:
 * it returns files and never touches the disk (generators/write/ is the one writer).
 */
import type { Emitter } from './emitter.js';

/**
 * An emitter whose module is imported on its first call: importing the registry stays cheap, so
 * the document loads before the heavier emitters' dependencies (TypeScript, ts-morph, prettier)
 * are loaded.
 */
function lazy<Name extends string>(load: () => Promise<{ readonly [key in Name]: Emitter }>, name: Name): Emitter {
  return async (model, context) => (await load())[name](model, context);
}

export interface RegisteredEmitter {
  readonly name: string;
  readonly emit: Emitter;
  /**
   * Runs in the emitters' worker thread when the compiled CLI runs (./thread.ts): a large
   * emitter that needs nothing of this thread's but the model and the context's command.
   */
  readonly offThread?: boolean;
  /** Loads what the emitter needs before the model arrives (the worker thread calls it while the server's start is checked). */
  readonly warm?: () => Promise<unknown>;
}

const types = () => import('./types.js');

export const EMITTERS: readonly RegisteredEmitter[] = [
  { name: 'bundle', emit: lazy(() => import('./bundle.js'), 'emitBundle') },
  { name: 'types', emit: lazy(types, 'emitTypes'), offThread: true, warm: async () => (await types()).loadTransform() },
  { name: 'envelope', emit: lazy(() => import('./envelope.js'), 'emitEnvelope') },
  { name: 'client', emit: lazy(() => import('./client.js'), 'emitClient') },
  { name: 'server', emit: lazy(() => import('./server.js'), 'emitServer') },
  { name: 'runtime', emit: lazy(() => import('./runtime.js'), 'emitRuntime') },
  { name: 'docs', emit: lazy(() => import('./docs.js'), 'emitDocs') },
];
