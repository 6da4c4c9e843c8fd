/**
 * The handler deadline: a request whose `authenticate` or handler promise has not settled within
 * `handlerTimeoutMs` (RuntimeOptions) of being routed is answered with the document's 500, logged,
 * and a result that comes later is dropped (routes.ts). A promise that never settles used to
 * leave its request unanswered for ever.
 *
 * Why not Fastify's `handlerTimeout`: it arms a timer, an AbortController and four listeners for
 * every request, synchronous or not, about a tenth of a small request's cost. Only a pending
 * promise can hang (body arrival is bounded by Node's request timeout, serverOptions), so the
 * timer here is armed only while one is pending, and a synchronous answer costs nothing.
 */
/**
 * How long a routed request may wait for its `authenticate` and handler promises: twice
 * REQUEST_TIMEOUT_MS (server-runtime.ts), so a handler that starts after a body took its full
 * minute to arrive still has a minute. A safety net against promises that never settle, not a
 * latency goal; lower it with `registerHandlers(app, { handlerTimeoutMs })` where answers are quick.
 */
export const HANDLER_TIMEOUT_MS = 120_000;

/** What the log shows when the deadline passes (problems.ts answers it with the document's 500). */
export class HandlerTimeoutError extends Error {
  readonly code = 'ERR_HANDLER_TIMEOUT';
  readonly statusCode = 500;

  constructor(what: string, limitMs: number) {
    super(`${what} did not settle within ${limitMs} ms (handlerTimeoutMs); the request was answered 500`);
    this.name = 'HandlerTimeoutError';
  }
}

/** Node's timers hold at most this many milliseconds; a longer delay would fire after 1 ms. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * `handlerTimeoutMs` as given (HANDLER_TIMEOUT_MS when absent), refused at mount when it is not
 * a whole number of milliseconds a timer can hold; 0 turns the deadline off, as it does Fastify's.
 */
export function deadlineMs(given: number | undefined): number {
  if (given === undefined) return HANDLER_TIMEOUT_MS;
  if (!Number.isInteger(given) || given < 0 || given > LONGEST_TIMER_MS) {
    throw new Error(`handlerTimeoutMs must be a whole number of milliseconds from 0 (no deadline) to ${LONGEST_TIMER_MS}; got ${String(given)}`);
  }
  return given;
}

/**
 * Arms the deadline for one pending promise; the caller clears it (`clearTimeout`) when the
 * promise settles. `expired` runs at most once, after `limitMs`; never when `limitMs` is 0.
 */
export function armDeadline(limitMs: number, expired: () => void): NodeJS.Timeout | undefined {
  if (limitMs === 0) return undefined;
  const timer = setTimeout(expired, limitMs);
  // The deadline alone must not keep a process alive that has nothing else to do.
  timer.unref();
  return timer;
}
