/**
 * Cancellation for one call: the caller's signal and the call's timeout become one signal.
 * Written by hand instead of `AbortSignal.any`/`AbortSignal.timeout` so it behaves the same in
 * every browser the client may run in, and so the timeout aborts with a RequestTimeoutError
 * (recognisable) rather than a generic DOMException.
 */
import { RequestTimeoutError } from './errors.js';

export interface CallSignal {
  /**
   * What aborts the call; `undefined` when nothing can (no caller signal, no timeout), so the
   * common call makes no AbortController and its Request follows no signal. A caller's signal is
   * never handed to the Request itself: it may be long-lived, and a Request's listener on it would
   * stay until the Request is garbage-collected; ours is removed by `dispose`.
   */
  readonly signal: AbortSignal | undefined;
  /**
   * The answer has arrived: stops the timer and keeps the caller's signal, for a body still
   * being read (an event stream, which may run longer than any timeout); `dispose` follows.
   */
  readonly answered: () => void;
  /** Removes listeners and the timer; call once the call has settled. */
  readonly dispose: () => void;
}

/** setTimeout's ceiling: a longer delay overflows and fires at once. */
export const MAX_TIMER_MS = 2_147_483_647;

/** `undefined` and `Infinity` mean no timeout; anything else must be a usable timer delay. */
function checkedTimeout(timeoutMs: number | undefined): number | undefined {
  if (timeoutMs === undefined || timeoutMs === Infinity) return undefined;
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0 || timeoutMs > MAX_TIMER_MS) {
    throw new RangeError(`timeoutMs must be a number of milliseconds in (0, ${MAX_TIMER_MS}] or Infinity, got ${String(timeoutMs)}`);
  }
  return timeoutMs;
}

const NOTHING_TO_DISPOSE = (): void => {};

export function callSignal(external: AbortSignal | undefined, requestedTimeoutMs: number | undefined, operationId: string): CallSignal {
  const timeoutMs = checkedTimeout(requestedTimeoutMs);
  if (timeoutMs === undefined && external === undefined) return { signal: undefined, answered: NOTHING_TO_DISPOSE, dispose: NOTHING_TO_DISPOSE };
  const controller = new AbortController();
  const abort = (reason: unknown): void => {
    if (!controller.signal.aborted) controller.abort(reason);
  };
  const onExternalAbort = (): void => abort(external?.reason);
  if (external?.aborted) abort(external.reason);
  else external?.addEventListener('abort', onExternalAbort, { once: true });
  const timer = timeoutMs === undefined ? undefined : setTimeout(() => abort(new RequestTimeoutError(timeoutMs, operationId)), timeoutMs);
  const stopTimer = (): void => {
    if (timer !== undefined) clearTimeout(timer);
  };
  return {
    signal: controller.signal,
    answered: stopTimer,
    dispose: () => {
      stopTimer();
      external?.removeEventListener('abort', onExternalAbort);
    },
  };
}

/**
 * The reason a signal was aborted, as something throwable. Browsers since 2022 always give one (an
 * AbortError when the caller gave none); the fallback, for older ones, says little in few bytes.
 */
export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('Aborted', 'AbortError');
}

/**
 * Waits `ms`, or rejects with the signal's reason as soon as it aborts (at once when it already
 * has: the timer is then cleared before it could fire). One path for all three cases, in few bytes.
 */
export function delay(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(abortReason(signal!));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
  });
}
