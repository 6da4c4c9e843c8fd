/**
 * Generated from generators/runtime/client/retry.ts by npm run generate. Do not edit.
 */
export interface RetryOptions {
    /** Further attempts after the first. Default 2. */
    readonly retries?: number | undefined;
    /** Backoff before the first retry; doubles each time. Default 200 ms. */
    readonly baseDelayMs?: number | undefined;
    /**
     * Upper bound of any wait. A Retry-After asking for longer is not cut short (that would retry
     * before the server said it could answer): the call fails at once with that 429/503 instead,
     * and the ApiError carries the response, Retry-After included. Default 10 000 ms.
     */
    readonly maxDelayMs?: number | undefined;
}
export interface RetryPolicy {
    readonly retries: number;
    readonly baseDelayMs: number;
    readonly maxDelayMs: number;
}
export declare const DEFAULT_RETRY: RetryPolicy;
/**
 * `false` turns retries off; missing fields fall back to the defaults; nonsense is refused. Only
 * the given fields are checked: the fallback is a policy already checked (or DEFAULT_RETRY).
 */
export declare function retryPolicy(options: RetryOptions | false | undefined, fallback?: RetryPolicy): RetryPolicy;
export declare function isIdempotent(method: string): boolean;
/** Exponential backoff with "equal jitter": half the step is fixed, half random. */
export declare function backoffDelay(retryIndex: number, policy: RetryPolicy, random?: () => number): number;
/**
 * Retry-After as milliseconds: delta-seconds or an HTTP date (RFC 9110 §10.2.3). `undefined`
 * when absent or unreadable, so the caller falls back to backoff.
 */
export declare function parseRetryAfter(value: string | null, now?: number): number | undefined;
export interface RetryingFetchOptions {
    readonly fetch: (request: Request) => Promise<Response>;
    readonly policy: RetryPolicy;
    /** Ends everything at once; absent when nothing can abort the call. */
    readonly signal?: AbortSignal | undefined;
    /** Counts the attempts made, so errors can say how many. */
    readonly attempts: {
        count: number;
    };
}
/**
 * A fetch that re-sends the request while the policy allows. An aborted signal ends everything at
 * once with the signal's reason (timeout or the caller's abort), never with a retry.
 *
 * Each attempt sends a Request no earlier attempt was given, as the request was built (a fetch
 * that changes the Request it gets changes nothing for the next attempt):
 * - without a body (most retried requests) nothing can be used up, so the first attempt sends the
 *   request itself and a retry a new Request made from it with the headers as they were built;
 *   cloning up front instead costs every call a second Request and AbortSignal;
 * - with a body, an attempt that may be followed by another sends a clone, so the original's body
 *   stays unread, and the last possible attempt sends the original.
 * `request.body` is `undefined` where a browser does not expose it: treated as a body, the safe side.
 */
export declare function retryingFetch(options: RetryingFetchOptions): (request: Request) => Promise<Response>;
