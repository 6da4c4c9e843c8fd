/**
 * What a long `generate`, `check` or `diff` is doing, said every so often. A large document keeps the pipeline at
 * work for half a minute or more after "emitting…" (a 3,000-operation document: 14 s emitting,
 * then 19 s laying out 8.5 MB of code), and a command silent that long looks hung. Each stage
 * marks its work while it runs; every ten seconds the heartbeat names what is still under way.
 * A run of our own spec ends long before the first beat, so its output is unchanged.
 * The labels are the toolkit's own words and output paths, never text from the document.
 *
 * A timer of this thread cannot fire while this thread works synchronously (the emitters print
 * and lay out megabytes of code in one call), and that is when a large document is slowest: a
 * 4,800-operation document was silent for 13 s. So once a run is known to be long (the caller
 * says so, or it has lasted LONG_AFTER_MS when a stage starts or the timer gets a turn), and the
 * log writes to a file descriptor, the beats move to a small thread of their own: it sleeps on
 * shared memory, reads the labels this thread publishes there at each change, and writes each
 * beat to the descriptor itself. A short run never starts it (starting a thread costs 4 ms here
 * and some 45 ms of the other core, which prettier's thread is using).
 */
import { statSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

export interface Progress {
  /** `work`, marked as under way (`what`) until it settles. */
  during<T>(what: string, work: Promise<T>): Promise<T>;
  /** Synchronous `work`, marked as under way (`what`) while it runs. */
  blocking<T>(what: string, work: () => T): T;
  /** Says the run will be long (a large document): beats may come from their own thread from now on. */
  long(): void;
}

/** Marks nothing: for callers that report no progress. */
export const NO_PROGRESS: Progress = { during: (_what, work) => work, blocking: (_what, work) => work(), long: () => undefined };

/** Seconds between two beats. */
export const BEAT_SECONDS = 10;
/** A run that has lasted this long is a long one: three times a whole generate of our spec (1.2 s), which must never pay for the thread. */
export const LONG_AFTER_MS = 3000;
/** Labels named in one beat; more are counted. */
const NAMED = 4;
/** Bytes of labels the beat thread can be given; a longer text is cut (at a character). */
const LABEL_BYTES = 2048;
/** Int32 slots before the labels: stop (0 or 1), the labels' version (odd while being written), their byte length. */
const STOP = 0;
const VERSION = 1;
const LENGTH = 2;
const HEADER_BYTES = 12;

export interface HeartbeatOptions {
  /** The file descriptor `log` writes to (stderr: 2). Without one, beats come from this thread's timer only. */
  readonly fd?: number;
  /** Milliseconds between two beats (tests shorten it). */
  readonly beatMs?: number;
  /** Milliseconds after which a run counts as long (tests shorten it). */
  readonly longAfterMs?: number;
  /** This thread's clock (tests use a fake one); the beat thread reads Date.now. */
  readonly now?: () => number;
}

export interface Heartbeat extends Progress {
  stop(): void;
  /** Whether beats come from their own thread (for tests). */
  threaded(): boolean;
}

/** A Progress that logs what is under way every beat until `stop()`; it never holds the process open. */
export function heartbeat(log: (line: string) => void, options: HeartbeatOptions = {}): Heartbeat {
  const now = options.now ?? Date.now;
  const beatMs = options.beatMs ?? BEAT_SECONDS * 1000;
  const longAfterMs = options.longAfterMs ?? LONG_AFTER_MS;
  const started = now();
  const pending = new Map<number, string>();
  let next = 0;
  let thread: BeatThread | undefined;
  // Set at the one attempt to start the thread: a thread that cannot start is not tried again at every later stage.
  let tried = false;
  let stopped = false;
  const timer = setInterval(() => {
    const labels = labelText(pending);
    if (labels !== '') log(beatLine(now() - started, labels));
  }, beatMs);
  timer.unref();
  // The timer's first turn after LONG_AFTER_MS, whenever this thread lets it have one.
  const grace = options.fd === undefined ? undefined : setTimeout(() => goLong(), longAfterMs);
  grace?.unref();

  function goLong(): void {
    if (stopped || tried || options.fd === undefined) return;
    tried = true;
    thread = startBeatThread(options.fd, Date.now() - (now() - started), beatMs);
    if (thread === undefined) return;
    clearInterval(timer);
    thread.publish(labelText(pending));
  }
  function changed(): void {
    if (!tried && now() - started >= longAfterMs) goLong();
    thread?.publish(labelText(pending));
  }
  function mark(what: string): () => void {
    const id = next;
    next += 1;
    pending.set(id, what);
    changed();
    return () => {
      pending.delete(id);
      changed();
    };
  }
  return {
    during(what, work) {
      return work.finally(mark(what));
    },
    blocking(what, work) {
      const done = mark(what);
      try {
        return work();
      } finally {
        done();
      }
    },
    long: goLong,
    stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(grace);
      thread?.stop();
    },
    threaded: () => thread !== undefined,
  };
}

/**
 * A document this large makes a long run from its first stage: loading it alone blocks this
 * thread for seconds (2.2 MB of JSON: 2.3 s; 4 MB: 6.5 s), so the beats need their own thread
 * from the start. A run of a smaller one that turns out long gets it later.
 */
const LARGE_DOCUMENT_BYTES = 1024 * 1024;

/** Whether `file` (a root document) is large enough that its run is known to be long; false when it cannot be read (the loader says why). */
export function isLargeDocument(file: string): boolean {
  try {
    return statSync(file).size >= LARGE_DOCUMENT_BYTES;
  } catch {
    return false;
  }
}

/** The labels under way, as a beat names them ('' for none). */
function labelText(pending: ReadonlyMap<number, string>): string {
  const labels = [...new Set(pending.values())];
  const more = labels.length > NAMED ? ` and ${labels.length - NAMED} more` : '';
  return labels.length === 0 ? '' : `${labels.slice(0, NAMED).join(', ')}${more}`;
}

/** One beat, as both threads write it (BEAT_THREAD's code spells it the same). */
export function beatLine(elapsedMs: number, labels: string): string {
  return `…still at work after ${Math.round(elapsedMs / 1000)} s: ${labels}`;
}

interface BeatThread {
  publish(labels: string): void;
  stop(): void;
}

/**
 * The beat thread's code: plain JavaScript evaluated in the worker, so it needs no file of its
 * own (the compiled CLI and the TypeScript sources start it alike). It sleeps on the stop slot
 * until the next beat is due, reads the labels under their version (again if they changed
 * meanwhile) and writes the beat in one write, which a pipe keeps whole.
 */
const BEAT_THREAD = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const { buffer, fd, started, beatMs } = workerData;
const slots = new Int32Array(buffer, 0, ${HEADER_BYTES / 4});
const bytes = new Uint8Array(buffer, ${HEADER_BYTES});
const labels = () => {
  for (;;) {
    const version = Atomics.load(slots, ${VERSION});
    if (version % 2 === 1) continue;
    const text = Buffer.from(bytes.slice(0, Atomics.load(slots, ${LENGTH}))).toString('utf8');
    if (Atomics.load(slots, ${VERSION}) === version) return text;
  }
};
let due = started + beatMs * Math.floor((Date.now() - started) / beatMs + 1);
for (;;) {
  const left = due - Date.now();
  if (left > 0) {
    if (Atomics.wait(slots, ${STOP}, 0, left) !== 'timed-out') break;
    continue;
  }
  due += beatMs;
  const text = labels();
  if (text === '') continue;
  if (Atomics.load(slots, ${STOP}) !== 0) break;
  try {
    writeSync(fd, '…still at work after ' + Math.round((Date.now() - started) / 1000) + ' s: ' + text + '\\n');
  } catch {
    break;
  }
}
`;

/** The beat thread, or undefined when it cannot start (the timer of this thread then goes on). */
function startBeatThread(fd: number, startedAt: number, beatMs: number): BeatThread | undefined {
  const buffer = new SharedArrayBuffer(HEADER_BYTES + LABEL_BYTES);
  const slots = new Int32Array(buffer, 0, HEADER_BYTES / 4);
  const bytes = new Uint8Array(buffer, HEADER_BYTES);
  let worker: Worker;
  try {
    // No loader in the worker (`execArgv: []`): its code is plain JavaScript.
    worker = new Worker(BEAT_THREAD, { eval: true, execArgv: [], workerData: { buffer, fd, started: startedAt, beatMs } });
  } catch {
    return undefined;
  }
  // A thread that fails only takes its beats with it.
  worker.on('error', () => undefined);
  worker.unref();
  const encoder = new TextEncoder();
  return {
    publish(labels) {
      let encoded = encoder.encode(labels);
      if (encoded.length > LABEL_BYTES) {
        let end = LABEL_BYTES;
        while (end > 0 && (encoded[end]! & 0xc0) === 0x80) end -= 1;
        encoded = encoded.subarray(0, end);
      }
      Atomics.add(slots, VERSION, 1);
      bytes.set(encoded);
      Atomics.store(slots, LENGTH, encoded.length);
      Atomics.add(slots, VERSION, 1);
    },
    stop() {
      Atomics.store(slots, STOP, 1);
      Atomics.notify(slots, STOP);
    },
  };
}
