/**
 * Generated from generators/runtime/client/retry.ts by npm run generate. Do not edit.
 */

/**
 * Retries: only idempotent methods (RFC 9110 §9.2.2), only when retrying can help (no answer at
 * all, unless fetch refused the request itself or an abort ended it; 429 Too Many Requests, 503
 * Service Unavailable), with exponential backoff and jitter so many clients do not retry in
 * lockstep, and honouring the server's Retry-After.
 */
import { abortReason, delay, MAX_TIMER_MS } from './signals.js';

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

export const DEFAULT_RETRY: RetryPolicy = { retries: 2, baseDelayMs: 200, maxDelayMs: 10_000 };
const NO_RETRY: RetryPolicy = { retries: 0, baseDelayMs: 0, maxDelayMs: 0 };

/** RFC 9110 §9.2.2's idempotent methods, any case (a pattern: fewer bytes in every app than a Set and toUpperCase). */
const IDEMPOTENT_METHOD = /^(get|head|options|put|delete)$/i;

/**
 * `false` turns retries off; missing fields fall back to the defaults; nonsense is refused. Only
 * the given fields are checked: the fallback is a policy already checked (or DEFAULT_RETRY).
 */
export function retryPolicy(
  options: RetryOptions | false | undefined,
  fallback: RetryPolicy = DEFAULT_RETRY,
): RetryPolicy {
  if (options === false) return NO_RETRY;
  const policy: Record<string, number> = { ...fallback };
  for (const [name, value] of Object.entries(options ?? {}) as [string, number | undefined][]) {
    if (value === undefined) continue;
    if (!Number.isFinite(value) || value < 0 || value > MAX_TIMER_MS) {
      throw new RangeError(
        `retry.${name} must be a number in [0, ${MAX_TIMER_MS}], got ${String(value)}`,
      );
    }
    policy[name] = value;
  }
  return policy as unknown as RetryPolicy;
}

export function isIdempotent(method: string): boolean {
  return IDEMPOTENT_METHOD.test(method);
}

/** Exponential backoff with "equal jitter": half the step is fixed, half random. */
export function backoffDelay(
  retryIndex: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retryIndex);
  return (step / 2) * (1 + random());
}

/**
 * Retry-After as milliseconds: delta-seconds or an HTTP date (RFC 9110 §10.2.3). `undefined`
 * when absent or unreadable, so the caller falls back to backoff.
 */
export function parseRetryAfter(
  value: string | null,
  now: number = Date.now(),
): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  // HTTP dates (all three RFC 9110 forms) start with a day name; Date.parse alone would read "-1" as year -1.
  if (!/^[A-Za-z]{3}/.test(trimmed)) return undefined;
  const date = Date.parse(trimmed);
  // The global isNaN: the same on a number as Number.isNaN, in fewer bytes of every app's bundle.
  return isNaN(date) ? undefined : Math.max(0, date - now);
}

type Attempt = { readonly response: Response } | { readonly error: unknown };

/** How long to wait before the next attempt, or `undefined` when this outcome is final. */
function nextDelay(
  attempt: Attempt,
  retryIndex: number,
  maxRetries: number,
  policy: RetryPolicy,
): number | undefined {
  if (retryIndex >= maxRetries) return undefined;
  if ('error' in attempt) {
    // Any failure is retried but those every later attempt would meet again. Node's fetch (undici)
    // rejects every failure as TypeError "fetch failed" and says why in its `cause`: a system or
    // undici error with a code (refused, reset, DNS, timeouts) when the network failed, a bare Error
    // when fetch refused the request itself ("bad port", "unknown scheme", "unexpected redirect").
    // An AbortError of an app's own fetch obeyed a signal a retry would outlast; a TimeoutError is
    // retried, since an app's fetch may time each attempt out on its own (AbortSignal.timeout per
    // call). A certificate the client refused is refused again: Node's verification codes
    // (CERT_HAS_EXPIRED, DEPTH_ZERO_SELF_SIGNED_CERT, UNABLE_TO_VERIFY_LEAF_SIGNATURE,
    // ERR_TLS_CERT_ALTNAME_INVALID, ...) name CERT or SIGN, and no network failure's does. Telling
    // more apart costs every app's bundle (decisions/0006).
    const { name, cause } = Object(attempt.error) as { name?: unknown; cause?: { code?: unknown } };
    if (name === 'AbortError' || (cause && (!cause.code || /CERT|SIGN/.test(cause.code as string))))
      return undefined;
  } else {
    // 429 Too Many Requests and 503 Service Unavailable: the server asks to be asked again.
    const { status, headers } = attempt.response;
    if (status !== 429 && status !== 503) return undefined;
    const asked = parseRetryAfter(headers.get('Retry-After'));
    if (asked !== undefined) return asked <= policy.maxDelayMs ? asked : undefined;
  }
  return backoffDelay(retryIndex, policy);
}

export interface RetryingFetchOptions {
  readonly fetch: (request: Request) => Promise<Response>;
  readonly policy: RetryPolicy;
  /** Ends everything at once; absent when nothing can abort the call. */
  readonly signal?: AbortSignal | undefined;
  /** Counts the attempts made, so errors can say how many. */
  readonly attempts: { count: number };
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
export function retryingFetch(
  options: RetryingFetchOptions,
): (request: Request) => Promise<Response> {
  const { policy, signal, attempts } = options;
  return async (request) => {
    // The pattern itself, not isIdempotent (kept for apps): the call would cost every app bytes.
    const maxRetries = IDEMPOTENT_METHOD.test(request.method) ? policy.retries : 0;
    const hasBody = request.body !== null;
    // A copy taken before the first attempt, so what a fetch does to its Request's headers stays there.
    const builtHeaders = maxRetries === 0 || hasBody ? undefined : new Headers(request.headers);
    for (let retryIndex = 0; ; retryIndex++) {
      if (signal?.aborted) throw abortReason(signal);
      attempts.count = retryIndex + 1;
      const sent =
        builtHeaders !== undefined && retryIndex > 0
          ? new Request(request, { headers: builtHeaders })
          : hasBody && retryIndex < maxRetries
            ? request.clone()
            : request;
      // An abort meanwhile is not looked at here: the call has already ended (client-runtime.ts
      // races the answer against the signal), and the next attempt or wait refuses to start.
      let attempt: Attempt;
      try {
        attempt = { response: await options.fetch(sent) };
      } catch (error) {
        attempt = { error };
      }
      const wait = nextDelay(attempt, retryIndex, maxRetries, policy);
      if (wait === undefined) {
        if ('error' in attempt) throw attempt.error;
        return attempt.response;
      }
      // Lets the connection go without reading a body about to be discarded. One already closed
      // rejects, and there is nothing to release then; node-fetch's body (a Node stream) has no
      // cancel at all, and calling it throws before any promise exists.
      if ('response' in attempt) {
        try {
          await attempt.response.body?.cancel();
        } catch {
          // Nothing to release.
        }
      }
      await delay(wait, signal);
    }
  };
}
