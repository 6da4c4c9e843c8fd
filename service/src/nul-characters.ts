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

/** Where in `value` a string holds U+0000 (`comment`, `player_settings.x`), or undefined. */
export function nulCharacterAt(value: unknown, where: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? where : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = nulCharacterAt(value[index], `${where}[${index}]`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const [key, member] of Object.entries(value)) {
    const at = where === '' ? key : `${where}.${key}`;
    if (key.includes('\u0000')) return at;
    const found = nulCharacterAt(member, at);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A `preHandler` hook: validation has run, the handler has not. Synchronous, as the hot path wants. */
export function refuseNulCharacters(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
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
