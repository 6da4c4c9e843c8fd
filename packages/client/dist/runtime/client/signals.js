/**
 * Generated from generators/runtime/client/signals.ts by npm run generate. Do not edit.
 */
/**
 * Cancellation for one call: the caller's signal and the call's timeout become one signal.
 * Written by hand instead of `AbortSignal.any`/`AbortSignal.timeout` so it behaves the same in
 * every browser the client may run in, and so the timeout aborts with a RequestTimeoutError
 * (recognisable) rather than a generic DOMException.
 */
import { RequestTimeoutError } from './errors.js';
/** setTimeout's ceiling: a longer delay overflows and fires at once. */
export const MAX_TIMER_MS = 2_147_483_647;
/** `undefined` and `Infinity` mean no timeout; anything else must be a usable timer delay. */
function checkedTimeout(timeoutMs) {
    if (timeoutMs === undefined || timeoutMs === Infinity)
        return undefined;
    if (!Number.isFinite(timeoutMs) || timeoutMs <= 0 || timeoutMs > MAX_TIMER_MS) {
        throw new RangeError(`timeoutMs must be a number of milliseconds in (0, ${MAX_TIMER_MS}] or Infinity, got ${String(timeoutMs)}`);
    }
    return timeoutMs;
}
const NOTHING_TO_DISPOSE = () => { };
export function callSignal(external, requestedTimeoutMs, operationId) {
    const timeoutMs = checkedTimeout(requestedTimeoutMs);
    if (timeoutMs === undefined && external === undefined)
        return { signal: undefined, answered: NOTHING_TO_DISPOSE, dispose: NOTHING_TO_DISPOSE };
    const controller = new AbortController();
    const abort = (reason) => {
        if (!controller.signal.aborted)
            controller.abort(reason);
    };
    const onExternalAbort = () => abort(external?.reason);
    if (external?.aborted)
        abort(external.reason);
    else
        external?.addEventListener('abort', onExternalAbort, { once: true });
    const timer = timeoutMs === undefined
        ? undefined
        : setTimeout(() => abort(new RequestTimeoutError(timeoutMs, operationId)), timeoutMs);
    const stopTimer = () => {
        if (timer !== undefined)
            clearTimeout(timer);
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
export function abortReason(signal) {
    return signal.reason ?? new DOMException('Aborted', 'AbortError');
}
/**
 * Waits `ms`, or rejects with the signal's reason as soon as it aborts (at once when it already
 * has: the timer is then cleared before it could fire). One path for all three cases, in few bytes.
 */
export function delay(ms, signal) {
    return new Promise((resolve, reject) => {
        const onAbort = () => {
            clearTimeout(timer);
            reject(abortReason(signal));
        };
        const timer = setTimeout(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
        }, ms);
        if (signal?.aborted)
            onAbort();
        else
            signal?.addEventListener('abort', onAbort, { once: true });
    });
}
