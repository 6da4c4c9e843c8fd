/**
 * Generated from generators/runtime/server/unreadable-requests.ts by npm run generate. Do not edit.
 */

/**
 * Requests refused before any operation reads them, for faults in the request line and framing
 * headers that Node and the router let through: percent-escapes in the query that decode to no
 * text. Refused in the app's first `onRequest` hook (routes.ts), so the answer is the document's
 * 400 and nothing can throw inside the router, where an exception is not the request's error
 * but the process's.
 */
import type { FastifyRequest } from 'fastify';
import { HttpProblem } from './problems.js';

/** Checks that cost a request without a `%` in its query two `indexOf` calls. */
export function unreadableRequest(request: FastifyRequest): HttpProblem | undefined {
  return queryEscapeProblem(request.url);
}

/**
 * The router's query parser (fast-querystring) keeps a value it cannot decode as it was sent, so
 * `?q=%FF`, `?q=%` and `?q=%C0%AF` reached handlers as the literal text `%FF`, while the same
 * mistakes in a path are refused (FST_ERR_BAD_URL). Every name and value must decode as UTF-8
 * (decodeURIComponent's rules: no bare `%`, no byte sequence that is not UTF-8, overlong or a
 * surrogate), in declared and undeclared parameters alike: the URL is malformed either way.
 */
export function queryEscapeProblem(url: string): HttpProblem | undefined {
  const start = url.indexOf('?');
  if (start === -1 || url.indexOf('%', start) === -1) return undefined;
  for (const pair of url.slice(start + 1).split('&')) {
    if (!pair.includes('%')) continue;
    const equals = pair.indexOf('=');
    const name = decoded((equals === -1 ? pair : pair.slice(0, equals)).replace(/\+/g, ' '));
    if (name === undefined) return malformedQuery('a query parameter name');
    if (equals !== -1 && decoded(pair.slice(equals + 1)) === undefined)
      return malformedQuery(`query parameter ${shortened(name)}`);
  }
  return undefined;
}

function decoded(text: string): string | undefined {
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** A name is echoed for the client to find its mistake, not to return kilobytes of it. */
function shortened(name: string): string {
  return name.length > 64 ? `${name.slice(0, 64)}...` : name;
}

function malformedQuery(what: string): HttpProblem {
  return new HttpProblem(
    400,
    'invalid_request',
    `${what} is not valid percent-encoding; encode query names and values with encodeURIComponent`,
  );
}
