/**
 * What a request body may be: JSON only, with finite numbers, and none at all on an operation
 * that declares no request body.
 */
import type { FastifyBodyParser, FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteBody, RouteDefinition } from './contract.js';
import { HttpProblem } from './problems.js';
import { memberPath, someValue } from './json-walk.js';

/**
 * Methods whose requests carry no body here, whatever a document declares: HTTP gives a body on
 * them no meaning (RFC 9110 §9.3.1, §9.3.2, §9.3.8), fetch refuses to send one, and Fastify
 * neither reads one nor accepts a body schema on them (mounting one threw on start: Stripe's
 * description declares a form body on GET /v1/3d_secure/{intent}). generated/server.ts types the
 * handler's body as `undefined` on these methods too (generators/emit/server/handler-types.ts).
 */
const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'TRACE']);

/** The request body an operation takes, or `undefined`. */
export function takenBody(route: RouteDefinition): RouteBody | undefined {
  return BODYLESS_METHODS.has(route.method.toUpperCase()) ? undefined : route.body;
}

/**
 * HTTP/1.1 frames a request body with Content-Length or Transfer-Encoding (RFC 9112 §6); without
 * either there is none. `Content-Length: 0` is an empty body, which any operation accepts.
 */
export function hasBody(request: FastifyRequest): boolean {
  const { headers } = request;
  return headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0');
}

/** 400, which every operation declares (413 is declared only where a body is accepted). */
export function bodylessProblem(route: RouteDefinition): HttpProblem {
  return new HttpProblem(400, 'invalid_request', `${route.operationId} takes no request body; send none`);
}

/**
 * Only JSON is parsed; any other Content-Type reaches the error handler as 415 and answers 400.
 * Fastify tests a pattern against the whole normalised header, parameters included
 * (`application/merge-patch+json; charset="utf-8"`), so the pattern ends at the subtype or at
 * the first parameter: a `+json` body with a charset was refused while the same body without
 * one was taken. The subtype's characters are those RFC 6838 §4.2 allows.
 */
export function useJsonOnly(app: FastifyInstance): void {
  const json = withinJsonLimits(app.getDefaultJsonParser('error', 'error'));
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, json);
  app.addContentTypeParser(STRUCTURED_JSON, { parseAs: 'string' }, json);
}

/** `application/…+json` (RFC 6839 §3.1), with or without parameters. */
const STRUCTURED_JSON = /^application\/[a-z0-9!#$&^_.+-]*\+json(?:;|$)/;

/**
 * What JSON.parse accepts and a handler cannot be given, each refused with 400:
 * - A number too large for a double (`1e400`, or 400 digits) becomes Infinity, which JSON
 *   Schema's `number` accepts and JSON.stringify later writes as `null`: a handler storing it
 *   would send a body its own schema forbids. Only a body whose text has a three-digit exponent,
 *   or one long enough for a 309-digit run, can hold one, so short ordinary bodies are not
 *   walked. (A regex for the digit run itself, `\d{309}`, rescans up to 308 digits from every
 *   position: over half a second on a hostile 1 MiB body.)
 * - Nesting deeper than BODY_DEPTH_LIMIT. JSON.parse nests as deep as the body is long, while
 *   code that walks a value recursively (a handler's, a store's, JSON.stringify answering it)
 *   overflows the call stack at a few thousand levels: a 20 KB body of nested arrays in a free-form
 *   member was answered 500. Only a body longer than twice the limit can nest that deep.
 */
function withinJsonLimits(parser: FastifyBodyParser<string>): JsonParser {
  // Fastify's default JSON parser is the callback form and answers synchronously.
  const parse = parser as JsonParser;
  return (request, body, done) => {
    parse(request, body, (error, value) => {
      if (error !== null) {
        done(prototypeKeyProblem(body) ?? error, undefined);
        return;
      }
      const problem = mayBreakLimits(body) ? limitProblem(value) : undefined;
      if (problem === undefined) done(null, value);
      else done(problem, undefined);
    });
  };
}

/**
 * Keys that change an object's prototype when a body is copied or merged into another object
 * (`Object.assign`, a deep merge): `__proto__` anywhere, and `constructor` holding `prototype`.
 * JSON.parse makes them ordinary own properties, so parsing is safe, but handlers copy bodies, and
 * a copy made by assignment sets the target's prototype instead (prototype pollution). Fastify's
 * parser refuses such bodies (serverOptions: onProtoPoisoning and onConstructorPoisoning `error`)
 * yet reports them as any malformed JSON; this names the key. Called only after the parser has
 * refused a body, so valid bodies pay nothing; a body that is not JSON at all gets `undefined`.
 */
function prototypeKeyProblem(body: string): HttpProblem | undefined {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return undefined;
  }
  let what = '';
  const path = memberPath(value, (key, member) => {
    if (key === '__proto__') what = 'the key "__proto__"';
    else if (key === 'constructor' && typeof member === 'object' && member !== null && Object.hasOwn(member, 'prototype')) what = 'the key "constructor" holding "prototype"';
    return what !== '';
  });
  if (path === undefined) return undefined;
  const where = path.length === 1 ? 'body' : `body field ${path.slice(0, -1).join('.')}`;
  return new HttpProblem(
    400,
    'invalid_request',
    `${where} has ${what}, which is refused: copied into another object it would replace that object's prototype (prototype pollution); rename the key`,
  );
}

/**
 * Whether a body of this text can hold an infinite number or nest past the limit (most cannot:
 * nesting past it takes at least twice BODY_DEPTH_LIMIT characters, far more than this length).
 */
function mayBreakLimits(body: string): boolean {
  return body.length > LONGEST_FINITE_TEXT || THREE_DIGIT_EXPONENT.test(body);
}

/** The first of the two problems in `value`, in one walk of it. */
function limitProblem(value: unknown): HttpProblem | undefined {
  let problem: HttpProblem | undefined;
  someValue(value, (member, depth) => {
    // An object or array at depth d is nesting level d + 1.
    if (depth >= BODY_DEPTH_LIMIT && typeof member === 'object' && member !== null) {
      problem = new HttpProblem(400, 'invalid_request', `body is nested more than ${BODY_DEPTH_LIMIT} levels deep`);
    } else if (typeof member === 'number' && !Number.isFinite(member)) {
      problem = new HttpProblem(400, 'invalid_request', 'body has a number too large to represent; send finite numbers');
    }
    return problem !== undefined;
  });
  return problem;
}

/**
 * Objects and arrays nested inside one another in a request body, at most. Jackson's default
 * (its StreamReadConstraints) is the same; no document's data needs more, and what handlers do
 * with a value (recursion, JSON.stringify) stays far from the stack's end.
 */
export const BODY_DEPTH_LIMIT = 1000;

type JsonParser = (request: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void) => void;

/** Fewer than 309 digits and no exponent of three digits: the number fits a double (max ~1.8e308). */
const LONGEST_FINITE_TEXT = 308;
const THREE_DIGIT_EXPONENT = /[eE]\+?\d{3}/;
