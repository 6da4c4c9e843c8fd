/**
 * Ctrl-C, SIGTERM and SIGHUP while a command runs (decisions/0024-generator-subprocesses-and-interrupts.md).
 *
 * Most of a run is work in memory. There a signal keeps its default action and ends the process
 * at once, even in the middle of a long synchronous stretch. A handler would run only when the
 * event loop turns, so a run held up by a slow or looping document ignored Ctrl-C and SIGTERM,
 * and only SIGKILL ended it. A sudden end in memory loses nothing: threads end with the process,
 * and the caches replace their files by renaming.
 *
 * Only while the run holds something a sudden end would leave behind (an output folder being
 * replaced, a temporary checkout, a child process) are the signals caught. The held work is told
 * through the run's AbortSignal and finishes or stops, what it holds is undone, and the hold then
 * throws, so the command ends with 130, 143 or 129 (runInterruptible). A second signal exits at once.
 */

/** Exit codes of a run stopped by a signal, as shells report them (128 + the signal's number). */
const SIGNAL_EXIT: { readonly [signal: string]: number } = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 };
/**
 * SIGHUP too: a terminal closed or an SSH session dropped in the middle of a folder swap or of
 * diff's checkout left them for a later run to repair, where the hold undoes them at once.
 */
const CAUGHT: readonly NodeJS.Signals[] = ['SIGHUP', 'SIGINT', 'SIGTERM'];

interface RunState {
  readonly controller: AbortController;
  readonly report: (line: string) => void;
  holds: number;
  received?: NodeJS.Signals;
}

/** The runs of this process by their signal: holds find theirs through the signal they were given. */
const runs = new WeakMap<AbortSignal, RunState>();

/**
 * Runs a command's `body` as this process's run and sets the process's exit code to its answer.
 * `body` gets the run's signal, which its holds name. When a signal stopped a hold, `report` prints
 * that the run was interrupted and `stopped` (what the stop left), and the process exits with the
 * signal's code (130, 143, 129).
 */
export async function runInterruptible(report: (line: string) => void, body: (signal: AbortSignal) => Promise<number>, stopped: string): Promise<void> {
  const state: RunState = { controller: new AbortController(), report, holds: 0 };
  runs.set(state.controller.signal, state);
  try {
    process.exitCode = await body(state.controller.signal);
  } finally {
    // Signals keep their default actions again, as before the run.
    state.holds = 0;
    setCaught(state, false);
  }
  if (state.received === undefined) return;
  report(`interrupted by ${state.received}: stopped (${stopped})`);
  process.exit(exitCodeFor(state.received));
}

/**
 * Runs `work` with the signals caught. `signal` is the run's (runInterruptible); any other
 * signal, or none (a command run in-process by a test, the generators used as a library), runs
 * `work` with the signals left as they are: only a command's own process decides them.
 */
export async function holdingSignals<T>(signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T> {
  const state = signal === undefined ? undefined : runs.get(signal);
  if (state === undefined) return work();
  state.controller.signal.throwIfAborted();
  if (state.holds++ === 0) setCaught(state, true);
  try {
    return await work();
  } finally {
    // A signal that came while the work ran without a turn of the event loop (a synchronous
    // stretch, or only promise callbacks) waits to be read in the loop's poll phase: one full
    // turn lets it reach the listeners before they go, or it would be lost with them. (One
    // setImmediate is not enough: from a poll callback it runs before the next poll.)
    await new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
    if (--state.holds === 0) setCaught(state, false);
    // After what was held is undone (work's own finally blocks ran): the run stops here.
    state.controller.signal.throwIfAborted();
  }
}

/** The exit code of a run a signal stopped. */
function exitCodeFor(signal: NodeJS.Signals): number {
  return SIGNAL_EXIT[signal] ?? 1;
}

const listeners = new WeakMap<RunState, (signal: NodeJS.Signals) => void>();

function setCaught(state: RunState, caught: boolean): void {
  const present = listeners.get(state);
  if (caught && present === undefined) {
    const onSignal = (signal: NodeJS.Signals): void => {
      if (state.received !== undefined) process.exit(exitCodeFor(state.received));
      state.received = signal;
      try {
        state.report(`${signal}: stopping…`);
      } catch {
        // A hung-up terminal may refuse the line; what is held is undone all the same.
      }
      state.controller.abort(new Error(`interrupted by ${signal}`));
    };
    listeners.set(state, onSignal);
    for (const name of CAUGHT) process.on(name, onSignal);
  } else if (!caught && present !== undefined) {
    listeners.delete(state);
    for (const name of CAUGHT) process.off(name, present);
  }
}
