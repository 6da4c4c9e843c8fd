/**
 * Text no store can keep as sent is refused in every string a request carries (body strings and
 * member names, path and query values), with the contract's 400, before any handler or store
 * sees it:
 * - U+0000: PostgreSQL's text type cannot hold it (a comment, display name, API key name or login
 *   name with one answered 500 there and was stored as given on SQLite);
 * - an unpaired UTF-16 surrogate (`"\ud800"` is valid JSON): no UTF-8 text can hold it, so each
 *   store changed it silently and differently. node-postgres sent U+FFFD; better-sqlite3 wrote the
 *   surrogate's own three bytes, which read back as three U+FFFD, so an API key named `"\ud800"`
 *   was answered as `"���"` at creation, and two names differing only in their lone surrogate
 *   were one name on PostgreSQL and two on SQLite.
 * No member of the contract has a use for either, and refusing them here keeps one behaviour on
 * every store. (Headers cannot carry them: Node refuses such a request before it gets here.)
 */
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { HttpProblem, named, sendProblem } from '../../generated/runtime/server-runtime.js';

/** U+0000, a high surrogate not followed by a low one, or a low one not after a high one (UTF-16 code units). */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The first unstorable character of `text` as `U+XXXX`, or undefined. */
export function unstorableCharacter(text: string): string | undefined {
  const found = UNSTORABLE.exec(text);
  return found === null ? undefined : `U+${found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

export interface UnstorablePlace {
  /** `comment`, `player_settings.x`, `[0]`; '' for the value itself. */
  readonly at: string;
  /** `U+0000`, `U+D800`... */
  readonly character: string;
}

/**
 * Where in `value` a string or member name first holds an unstorable character, in document
 * order, or undefined. Iterative, as every walk of request data here: JSON.parse nests as deep as
 * a body is long.
 */
export function unstorableTextAt(value: unknown, where: string): UnstorablePlace | undefined {
  // Each entry: a value to look into, or (`name`) a member name to test, with its place.
  const pending: Place[] = [{ value, at: where, name: false }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (typeof next.value === 'string') {
      const character = unstorableCharacter(next.value);
      if (character !== undefined) return { at: next.at, character };
      continue;
    }
    if (next.name || typeof next.value !== 'object' || next.value === null) continue;
    const children: Place[] = [];
    if (Array.isArray(next.value)) {
      next.value.forEach((member: unknown, index) => children.push({ value: member, at: `${next.at}[${index}]`, name: false }));
    } else {
      for (const [key, member] of Object.entries(next.value)) {
        // The request's own member name: quoted unless plain, as the runtime's messages name fields.
        const at = next.at === '' ? named(key) : `${next.at}.${named(key)}`;
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

/** ES2024's String.prototype.isWellFormed (Node 20+); the ES2023 lib typings lack it. */
type WellFormedString = string & { isWellFormed(): boolean };

/** The test of the common case: two native scans, no regular expression with lookarounds. */
function isUnstorable(text: string): boolean {
  return text.includes('\u0000') || !(text as WellFormedString).isWellFormed();
}

/**
 * Whether `value` holds an unstorable character in any string or member name. Allocates nothing
 * for a string or a primitive and one list otherwise, so the common case (none) costs two native
 * scans per string; only a request that has one pays for `unstorableTextAt`'s places.
 */
export function holdsUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return isUnstorable(value);
  if (typeof value !== 'object' || value === null) return false;
  const pending: object[] = [value];
  while (pending.length > 0) {
    const next = pending.pop() as Record<string, unknown>;
    const array = Array.isArray(next);
    for (const key in next) {
      if (!Object.hasOwn(next, key)) continue;
      if (!array && isUnstorable(key)) return true;
      const member = next[key];
      if (typeof member === 'string') {
        if (isUnstorable(member)) return true;
      } else if (typeof member === 'object' && member !== null) pending.push(member);
    }
  }
  return false;
}

/** A `preHandler` hook: validation has run, the handler has not. Synchronous, as the hot path wants. */
export function refuseUnstorableText(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (!holdsUnstorableText(request.params) && !holdsUnstorableText(request.query) && !holdsUnstorableText(request.body)) {
    done();
    return;
  }
  const found =
    described('path parameter ', unstorableTextAt(request.params, '')) ??
    described('query parameter ', unstorableTextAt(request.query, '')) ??
    described('body', unstorableTextAt(request.body, ''), true);
  if (found === undefined) {
    done();
    return;
  }
  sendProblem(reply, new HttpProblem(400, 'invalid_request', found));
}

function described(prefix: string, found: UnstorablePlace | undefined, member = false): string | undefined {
  if (found === undefined) return undefined;
  const what = !member ? `${prefix}${found.at}` : found.at === '' ? prefix : `${prefix} field ${found.at}`;
  return found.character === 'U+0000'
    ? `${what} must not contain the character U+0000`
    : `${what} must not contain an unpaired surrogate (${found.character}); send well-formed Unicode text`;
}
