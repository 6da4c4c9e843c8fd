/**
 * The formatter thread: prettier runs here, on the other core, while the main thread loads the
 * document and emits. Plain JavaScript so it starts without a TypeScript loader. It warms
 * prettier up (loads its TypeScript plugin and compiles the hot paths) as soon as it starts.
 * Protocol: { id, text } in; { id, text } or { id, error } out.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { format } from 'prettier';

const { options, fastParser, warmUp } = workerData;

/** The fast parser first; text it cannot parse goes to the pinned parser (see FAST_PARSER). */
function formatText(text) {
  return format(text, { ...options, parser: fastParser }).catch(() => format(text, options));
}

parentPort.on('message', ({ id, text }) => {
  formatText(text).then(
    (formatted) => parentPort.postMessage({ id, text: formatted }),
    (error) => parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});

if (typeof warmUp === 'string') formatText(warmUp).catch(() => undefined);
