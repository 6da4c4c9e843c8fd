/**
 * Working with `Awaitable` store answers: continue at once when the value is at hand (the
 * in-memory store), after it settles when it is a promise (a database). A request served from
 * memory then costs no promise, no await and no extra microtask.
 */
import type { Awaitable } from './types.js';

/** `next(value)` now when the value is at hand, once it settles when it is a promise (or any thenable). */
export function after<T, R>(value: Awaitable<T>, next: (value: T) => Awaitable<R>): Awaitable<R> {
  if (isPromiseLike(value)) return Promise.resolve(value).then(next);
  return next(value);
}

function isPromiseLike<T>(value: Awaitable<T>): value is Promise<T> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}
