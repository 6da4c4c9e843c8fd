/**
 * Fixed-window attempt counting, the one rule every store applies to its counters (login
 * failures, comments posted): a window opens at the first attempt, lasts `windowMs`, and counts
 * every attempt until it closes; the next attempt after that opens a new one. The database
 * stores write the same rule in SQL (an upsert with the same two cases).
 */
import type { AttemptWindow } from './types.js';

export function countInWindow(current: AttemptWindow | undefined, windowMs: number, now: number): AttemptWindow {
  if (current === undefined || current.resetAt <= now) return { count: 1, resetAt: now + windowMs };
  return { count: current.count + 1, resetAt: current.resetAt };
}

/** `current` with one attempt taken back, when it is open at `now` and holds one; else unchanged. */
export function uncountInWindow(current: AttemptWindow | undefined, now: number): AttemptWindow | undefined {
  if (current === undefined || current.resetAt <= now || current.count <= 0) return current;
  return { count: current.count - 1, resetAt: current.resetAt };
}

/** The window when it is still open at `now`, else undefined. */
export function openWindow(window: AttemptWindow | undefined, now: number): AttemptWindow | undefined {
  return window !== undefined && window.resetAt > now ? window : undefined;
}
