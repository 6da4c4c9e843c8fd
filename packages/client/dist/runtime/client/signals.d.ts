/**
 * Generated from generators/runtime/client/signals.ts by npm run generate. Do not edit.
 */
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
export declare const MAX_TIMER_MS = 2147483647;
export declare function callSignal(external: AbortSignal | undefined, requestedTimeoutMs: number | undefined, operationId: string): CallSignal;
/**
 * The reason a signal was aborted, as something throwable. Browsers since 2022 always give one (an
 * AbortError when the caller gave none); the fallback, for older ones, says little in few bytes.
 */
export declare function abortReason(signal: AbortSignal): unknown;
/**
 * Waits `ms`, or rejects with the signal's reason as soon as it aborts (at once when it already
 * has: the timer is then cleared before it could fire). One path for all three cases, in few bytes.
 */
export declare function delay(ms: number, signal: AbortSignal | undefined): Promise<void>;
