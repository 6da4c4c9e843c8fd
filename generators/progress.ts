/**
 * What a long `generate` is doing, said every so often. A large document keeps the pipeline at
 * work for half a minute or more after "emitting…" (a 3,000-operation document: 14 s emitting,
 * then 19 s laying out 8.5 MB of code), and a command silent that long looks hung. Each stage
 * marks its work while it runs; every ten seconds the heartbeat names what is still under way.
 * A run of our own spec ends long before the first beat, so its output is unchanged.
 * The labels are the toolkit's own words and output paths, never text from the document.
 */

export interface Progress {
  /** `work`, marked as under way (`what`) until it settles. */
  during<T>(what: string, work: Promise<T>): Promise<T>;
}

/** Marks nothing: for callers that report no progress. */
export const NO_PROGRESS: Progress = { during: (_what, work) => work };

/** Seconds between two beats. */
export const BEAT_SECONDS = 10;
/** Labels named in one beat; more are counted. */
const NAMED = 4;

/** A Progress that logs what is under way every BEAT_SECONDS until `stop()`; it never holds the process open. */
export function heartbeat(log: (line: string) => void, now: () => number = Date.now): Progress & { stop(): void } {
  const started = now();
  const pending = new Map<number, string>();
  let next = 0;
  const timer = setInterval(() => {
    if (pending.size === 0) return;
    const labels = [...new Set(pending.values())];
    const more = labels.length > NAMED ? ` and ${labels.length - NAMED} more` : '';
    log(`…still at work after ${Math.round((now() - started) / 1000)} s: ${labels.slice(0, NAMED).join(', ')}${more}`);
  }, BEAT_SECONDS * 1000);
  timer.unref();
  return {
    during(what, work) {
      const id = next;
      next += 1;
      pending.set(id, what);
      return work.finally(() => pending.delete(id));
    },
    stop() {
      clearInterval(timer);
    },
  };
}
