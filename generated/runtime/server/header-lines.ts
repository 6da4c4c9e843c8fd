/**
 * Generated from generators/runtime/server/header-lines.ts by npm run generate. Do not edit.
 */

/**
 * Declared header parameters as the lines they were sent on. Node joins the lines of one name
 * into one value (`X-Rate-Limit: 5` and `x-rate-limit: 6` are `5, 6`; for some names, such as
 * `If-Modified-Since`, it keeps the first and drops the rest), so a header whose schema takes one
 * value, sent twice, was refused as "must be integer" of two integers, or read as the first line
 * while a proxy in front may have acted on the last. A header parameter sent on more than one line
 * is handed to its reader as the list of its lines (parameter-values.ts): a list is the items of
 * every line, an object or a value of any type the lines joined as HTTP joins them (RFC 9110
 * §5.3), and any other value is refused as a repeated query key is (`header X-Rate-Limit is given
 * more than once; send it once`). Only routes that declare a header parameter pay for it: a
 * `preValidation` hook keeps the request's lines on its headers (under a symbol, so no schema sees
 * it), and the headers' validator takes them off again (takeHeaderLines) before looking for the
 * declared names in them once: a handler that hands the request's headers on
 * (`new Headers(request.raw.headers)`, a proxied fetch) must find no symbol there, which fetch's
 * Headers refuses.
 */
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/** Where the request's header lines (`rawHeaders`: names and values alternating) wait on its headers between `preValidation` and validation. */
export const HEADER_LINES: unique symbol = Symbol('openapi.headerLines');

/** What waits under HEADER_LINES: the lines, and the headers object they were put on (to take them off it). */
interface KeptLines {
  readonly lines: readonly string[];
  readonly on: object;
}

/**
 * The route-level `preValidation` hook of routes that declare a header parameter. The lines go on
 * the raw headers, enumerable, so they are on the copy Fastify validates when the runtime has laid
 * other headers over them (request-body.ts), which copies own enumerable symbols too.
 */
export function keepHeaderLines(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  const { headers, rawHeaders } = request.raw;
  if (rawHeaders !== undefined)
    Object.defineProperty(headers, HEADER_LINES, {
      value: { lines: rawHeaders, on: headers } satisfies KeptLines,
      enumerable: true,
      configurable: true,
    });
  done();
}

/** The lines kept on `headers` (the object validated: the raw headers or Fastify's copy of them), taken off both. */
export function takeHeaderLines(
  headers: Record<PropertyKey, unknown>,
): readonly string[] | undefined {
  const kept = headers[HEADER_LINES] as KeptLines | undefined;
  if (kept === undefined) return undefined;
  delete headers[HEADER_LINES];
  delete (kept.on as Record<PropertyKey, unknown>)[HEADER_LINES];
  return kept.lines;
}

/**
 * The values of the lines of every name in `names` (lower case) sent on more than one line, by
 * lower-case name; `undefined` when there is none, as on almost every request. Names are compared
 * by length first, so most lines cost one lookup that misses.
 */
export function repeatedHeaderLines(
  lines: unknown,
  names: ReadonlySet<string>,
  lengths: ReadonlySet<number>,
): ReadonlyMap<string, string[]> | undefined {
  if (!Array.isArray(lines)) return undefined;
  let found: Map<string, string[]> | undefined;
  let repeated = false;
  for (let index = 0; index + 1 < lines.length; index += 2) {
    const name = lines[index] as unknown;
    if (typeof name !== 'string' || !lengths.has(name.length)) continue;
    const key = name.toLowerCase();
    if (!names.has(key)) continue;
    found ??= new Map();
    const values = found.get(key);
    const value = String(lines[index + 1]);
    if (values === undefined) found.set(key, [value]);
    else {
      values.push(value);
      repeated = true;
    }
  }
  return repeated ? found : undefined;
}
