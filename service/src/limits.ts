/**
 * Every bound the service puts on what one user or one client can make it hold or do, in one
 * place (the contract states the same numbers; spec/decisions/0024 and 0025). Tests pass smaller
 * ones through `AppOptions.limits`.
 */
export interface Window {
  readonly max: number;
  readonly windowMs: number;
}

export interface ServiceLimits {
  /** Live sessions per user; a login past it ends the oldest. */
  readonly sessionsPerUser: number;
  /** API keys per user; one more answers 409. */
  readonly apiKeysPerUser: number;
  /**
   * Movies with saved progress per user; saving one more ends the progress saved longest ago.
   * Each record holds up to a request body (REQUEST_BODY_LIMIT: encoded_data, source_uri, player
   * settings) for any movie id a client names, so without it one account filled the disk at 13 MB/s.
   */
  readonly progressPerUser: number;
  /**
   * Bytes of saved progress per user (store/progress-cap.ts), past which saving ends the progress
   * saved longest ago as the movie cap does: 500 records of up to a request body each could hold
   * about 500 MiB.
   */
  readonly progressBytesPerUser: number;
  /** Watches (completed movies) kept per user; recording one more forgets the oldest. */
  readonly watchesPerUser: number;
  /** Comments per user per window; past it 429. */
  readonly comments: Window;
  /** Failed logins per username, then per client address, per window; past either, 429. */
  readonly loginFailuresPerAccount: Window;
  readonly loginFailuresPerAddress: Window;
}

const MINUTE = 60_000;

export const DEFAULT_LIMITS: ServiceLimits = {
  sessionsPerUser: 20,
  apiKeysPerUser: 25,
  progressPerUser: 500,
  progressBytesPerUser: 16 * 1024 * 1024,
  watchesPerUser: 1_000,
  comments: { max: 300, windowMs: 60 * MINUTE },
  loginFailuresPerAccount: { max: 10, windowMs: 15 * MINUTE },
  loginFailuresPerAddress: { max: 100, windowMs: 15 * MINUTE },
};

/**
 * The largest request body, in bytes: the contract's 413 says "larger than the server accepts
 * (1 MiB)". It was 64 KiB, so bodies the contract allows were refused 413, among them every
 * progress save whose encoded_data neared its maxLength (65,536 characters, up to 262 KB in UTF-8).
 */
export const REQUEST_BODY_LIMIT = 1024 * 1024;

/** Whole seconds until `resetAt`, at least 1: the `Retry-After` of a 429. */
export function retryAfterSeconds(resetAt: number, now: number): number {
  return Math.max(1, Math.ceil((resetAt - now) / 1000));
}
