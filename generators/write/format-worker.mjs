/**
 * The formatter thread: prettier runs here, on the other core, while the main thread loads the
 * document and emits. Plain JavaScript so it starts without a TypeScript loader. It warms
 * prettier up (loads its TypeScript plugin and compiles the hot paths) as soon as it starts.
 * Protocol: { id, text } in; { id, text } or { id, error } out.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { format } from 'prettier';

const { options, warmUp } = workerData;

parentPort.on('message', ({ id, text }) => {
  format(text, options).then(
    (formatted) => parentPort.postMessage({ id, text: formatted }),
    (error) => parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});

if (typeof warmUp === 'string') format(warmUp, options).catch(() => undefined);
