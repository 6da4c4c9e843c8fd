/**
 * Generated from generators/runtime/server/sent-query.ts by npm run generate. Do not edit.
 */

/**
 * The query as it was sent, for the parameters whose items are joined under one name (form with
 * `explode: false`, spaceDelimited, pipeDelimited: parameter-values.ts `readsAsSent`). The query
 * parser decodes `?ids=a%2Cb,c` to `a,b,c` before any hook sees it, and then an item's own comma
 * cannot be told from the commas between items; RFC 6570, whose expansions OpenAPI's styles are,
 * escapes the one and not the other. Such a value is therefore taken from the request's URL and
 * split before it is decoded. Only routes with such a parameter pay for it: a `preValidation`
 * hook keeps the URL on the parsed query (under a symbol, so no handler or schema sees it), and
 * the query's validator reads the query's text once, for those names only.
 *
 * A deepObject's keys are read as sent too, where the query holds an escaped bracket: the client
 * writes a member's name percent-encoded and the brackets around it bare (`f[a%5Bb%5D]=v` for the
 * member `a[b]`), and the decoded key `f[a[b]]` cannot be split where it was meant to be. Such a
 * member was dropped, and one named `a][b` became two levels (`sentDeepObjectPaths`).
 */
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { percentDecoded } from './unreadable-requests.js';
import { bracketPath } from './parameter-styles.js';

/** Where the request's URL waits on its parsed query between `preValidation` and validation. */
export const SENT_URL: unique symbol = Symbol('openapi.sentUrl');

/** The route-level `preValidation` hook of routes that read some query or path value as sent (sent-path.ts reads the path's). */
export function keepSentUrl(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  for (const part of [request.query, request.params]) {
    if (typeof part === 'object' && part !== null)
      Object.defineProperty(part, SENT_URL, { value: request.url });
  }
  done();
}

/**
 * The texts, as sent, of every pair of `url`'s query whose name is in `names`, in the order sent.
 * A name is compared decoded (`%69ds` is `ids`, `+` a space), as the query parser reads it; a
 * value keeps its escapes. Names the query parser could read but that do not decode here are
 * skipped: the app's first hook has already refused such a query (unreadable-requests.ts).
 */
export function sentQueryValues(
  url: string,
  names: ReadonlySet<string>,
): ReadonlyMap<string, string[]> {
  const found = new Map<string, string[]>();
  const start = queryStart(url);
  if (start === -1) return found;
  for (const pair of url.slice(start + 1).split('&')) {
    const equals = pair.indexOf('=');
    const name = decodedName(equals === -1 ? pair : pair.slice(0, equals));
    if (name === undefined || !names.has(name)) continue;
    const value = equals === -1 ? '' : pair.slice(equals + 1);
    const values = found.get(name);
    if (values === undefined) found.set(name, [value]);
    else values.push(value);
  }
  return found;
}

/** Where the router's query starts: at the first `?` or `#` after the first character, everything after it (find-my-way's rule), so both read the same text. */
export function queryStart(url: string): number {
  const question = url.indexOf('?', 1);
  const hash = url.indexOf('#', 1);
  return hash !== -1 && (question === -1 || hash < question) ? hash : question;
}

function decodedName(text: string): string | undefined {
  return percentDecoded(text.includes('+') ? text.replace(/\+/g, ' ') : text);
}

/** A query holding an escaped `[` or `]`: only then can a decoded deepObject key differ from how it was split when sent. */
const ESCAPED_BRACKET = /%5[BD]/i;

/**
 * The members of each deepObject's keys as sent, by its name and then by each key as the query
 * parser decoded it (`f[a[b]]` → ['a[b]'] for `f[a%5Bb%5D]`): split at the bare brackets, then each
 * member decoded, for every name of `names` in one pass over the query (once per name cost the
 * parameters times the query). Undefined when no bracket of the query is escaped, so the decoded
 * keys split alike; keys whose own brackets were escaped too (`f%5Ba%5D`, as qs writes them) are
 * left to the decoded key.
 */
export function sentDeepObjectPaths(
  url: string,
  names: ReadonlySet<string>,
): ReadonlyMap<string, ReadonlyMap<string, readonly string[]>> | undefined {
  const start = queryStart(url);
  if (start === -1 || !ESCAPED_BRACKET.test(url.slice(start))) return undefined;
  const byName = new Map<string, Map<string, readonly string[]>>();
  for (const pair of url.slice(start + 1).split('&')) {
    const equals = pair.indexOf('=');
    const key = equals === -1 ? pair : pair.slice(0, equals);
    const open = key.indexOf('[');
    const name = open === -1 ? undefined : decodedName(key.slice(0, open));
    if (name === undefined || !names.has(name)) continue;
    const members = bracketPath(key.slice(open))?.map(decodedName);
    const decoded = decodedName(key);
    if (members === undefined || decoded === undefined || members.includes(undefined)) continue;
    let paths = byName.get(name);
    if (paths === undefined) byName.set(name, (paths = new Map()));
    if (!paths.has(decoded)) paths.set(decoded, members as string[]);
  }
  return byName;
}
