/**
 * The emitters' worker thread (./thread.ts): runs the launcher's thread set-up, loads the chosen
 * emitters while the main thread checks that the server starts, then runs each on the one model it is sent
 * and answers with its files, or that it failed (the main thread then runs it, and reports its
 * error). A compiled entry of its own in the CLI build (scripts/launch.mjs).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerAnswer, WorkerData, WorkerRequest } from './thread.js';

const { names, toolkitRoot, setup } = workerData as WorkerData;
const port = parentPort!;
// Listening first: the model may come while the emitters still load.
const request = new Promise<WorkerRequest>((resolve) => port.once('message', resolve));
// Before any module reads it (generators/toolkit-root.ts): the toolkit's folder, as the main thread knows it.
(globalThis as { [key: symbol]: unknown })[Symbol.for('media-tracking-contract.toolkit-root')] = toolkitRoot;
if (setup !== undefined) ((await import(setup.module)) as { setUpThread(options: unknown): void }).setUpThread(setup.options);
const { EMITTERS } = await import('./index.js');
const chosen = EMITTERS.filter((emitter) => names.includes(emitter.name));
// A module that fails to load here fails again when its emitter runs, and that is answered below.
await Promise.all(chosen.map((emitter) => emitter.warm?.().catch(() => undefined)));
const { model, context } = await request;
for (const emitter of chosen) {
  let message: WorkerAnswer;
  try {
    message = { name: emitter.name, files: await emitter.emit(model, context) };
  } catch {
    message = { name: emitter.name, failed: true };
  }
  port.postMessage(message);
}
