/**
 * U+0000 is refused in every text a request carries (body strings and member names, path and
 * query values), with the contract's 400, before any handler or store sees it. PostgreSQL's
 * text type cannot hold it: a comment, a display name, an API key name or a login name with one
 * answered 500 on PostgreSQL and was stored as given on SQLite. No member of the contract has a
 * use for it, and refusing it here keeps one behaviour on every store. (Headers cannot carry it:
 * Node refuses such a request before it gets here.)
 */
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { HttpProblem, sendProblem } from '../../generated/runtime/server-runtime.js';

/**
 * Where in `value` a string or member name first holds U+0000, in document order (`comment`,
 * `player_settings.x`), or undefined. Iterative, as every walk of request data here: JSON.parse
 * nests as deep as a body is long.
 */
export function nulCharacterAt(value: unknown, where: string): string | undefined {
  // Each entry: a value to look into, or (`name`) a member name to test, with its place.
  const pending: Place[] = [{ value, at: where, name: false }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (typeof next.value === 'string') {
      if (next.value.includes('\u0000')) return next.at;
      continue;
    }
    if (next.name || typeof next.value !== 'object' || next.value === null) continue;
    const children: Place[] = [];
    if (Array.isArray(next.value)) {
      next.value.forEach((member: unknown, index) => children.push({ value: member, at: `${next.at}[${index}]`, name: false }));
    } else {
      for (const [key, member] of Object.entries(next.value)) {
        const at = next.at === '' ? key : `${next.at}.${key}`;
        children.push({ value: key, at, name: true }, { value: member, at, name: false });
      }
    }
    for (let index = children.length - 1; index >= 0; index--) pending.push(children[index]!);
  }
  return undefined;
}

interface Place {
  readonly value: unknown;
  readonly at: string;
  readonly name: boolean;
}

/**
 * Whether `value` holds U+0000 in any string or member name. Allocates nothing for a string or
 * a primitive and one list otherwise, so the common case (none) costs a few string searches per
 * request; only a request that has one pays for `nulCharacterAt`'s places.
 */
export function holdsNulCharacter(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null) return false;
  const pending: object[] = [value];
  while (pending.length > 0) {
    const next = pending.pop() as Record<string, unknown>;
    const array = Array.isArray(next);
    for (const key in next) {
      if (!Object.hasOwn(next, key)) continue;
      if (!array && key.includes('\u0000')) return true;
      const member = next[key];
      if (typeof member === 'string') {
        if (member.includes('\u0000')) return true;
      } else if (typeof member === 'object' && member !== null) pending.push(member);
    }
  }
  return false;
}

/** A `preHandler` hook: validation has run, the handler has not. Synchronous, as the hot path wants. */
export function refuseNulCharacters(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (!holdsNulCharacter(request.params) && !holdsNulCharacter(request.query) && !holdsNulCharacter(request.body)) {
    done();
    return;
  }
  const found =
    prefixed('path parameter ', nulCharacterAt(request.params, '')) ??
    prefixed('query parameter ', nulCharacterAt(request.query, '')) ??
    prefixed('body', nulCharacterAt(request.body, ''), true);
  if (found === undefined) {
    done();
    return;
  }
  sendProblem(reply, new HttpProblem(400, 'invalid_request', `${found} must not contain the character U+0000`));
}

function prefixed(prefix: string, found: string | undefined, member = false): string | undefined {
  if (found === undefined) return undefined;
  if (!member) return `${prefix}${found}`;
  return found === '' ? prefix : `${prefix} field ${found}`;
}
