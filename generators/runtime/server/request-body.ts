/**
 * What a request body may be: JSON with finite numbers (other media types: body-decoding.ts),
 * and none at all on an operation that declares no request body.
 */
import type { FastifyBodyParser, FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteBody, RouteDefinition } from './contract.js';
import { HttpProblem, routeOf } from './problems.js';
import { duplicateMember, JSON_DEPTH_LIMIT, limitBreach, memberBreach, PROTOTYPE_KEY_REASON, prototypeKey } from './json-checks.js';
import { decodedText, essenceOf } from './media-types.js';
import { fieldPath } from './message-names.js';

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

/**
 * A request without a body has nothing to parse, whatever Content-Type it names, so on an
 * operation that takes no body, or takes an optional one, the header is hidden from Fastify, which
 * picks a parser by Content-Type alone. Clients that send one header set with every call
 * (`Content-Type: application/json` on a DELETE; fetch adds `Content-Length: 0` to a POST without
 * a body) were answered 400 "body is empty … send a JSON value" by an operation that refuses any
 * body, or 400/415 naming a media type to send. `request.headers` then shows no Content-Type
 * (Fastify lays an assigned object over the raw headers); `request.raw.headers` keeps it as sent.
 */
export function ignoreContentTypeWithoutBody(request: FastifyRequest): void {
  if (request.headers['content-type'] !== undefined && !hasBody(request)) request.headers = { 'content-type': undefined };
}

/** 400, which every operation declares (413 is declared only where a body is accepted). */
export function bodylessProblem(route: RouteDefinition): HttpProblem {
  return new HttpProblem(400, 'invalid_request', `${route.operationId} takes no request body; send none`);
}

/**
 * JSON's parsers, the only ones a JSON-only document gets; any other Content-Type reaches the
 * error handler as 415 (routes.ts: 400 where the operation lists 400 but not 415). A document with
 * other bodies also gets body-decoding.ts's parser for every other type.
 * Fastify tests a pattern against the whole normalised header, parameters included
 * (`application/merge-patch+json; charset="utf-8"`), so the pattern ends at the subtype or at
 * the first parameter: a `+json` body with a charset was refused while the same body without
 * one was taken. The subtype's characters are those RFC 6838 §4.2 allows.
 * Bodies are read as bytes and decoded in the charset the Content-Type names (`decodedText`,
 * media-types.ts): Fastify's `parseAs: 'string'` read every body as UTF-8, whatever it said.
 */
export function useJsonOnly(app: FastifyInstance): void {
  const json = withinJsonLimits(app.getDefaultJsonParser('error', 'error'));
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, json);
  app.addContentTypeParser(STRUCTURED_JSON, { parseAs: 'buffer' }, json);
}

/**
 * What the JSON parsers hand on for a body that is the JSON text `null`. Fastify validates `null`
 * in place of an absent body too, so the body validators could not tell the two apart: a required
 * body of a schema that allows null was refused as missing ("body is required") when a client
 * sent `null`, and an optional one's schema was never applied to it. They read this marker as the
 * value `null` and hand the handler `null` (schema-checks.ts, body-validation.ts). Routes the app
 * adds on the same instance get `null` itself: they have no validator of ours to read it back.
 */
export const NULL_BODY: unique symbol = Symbol('a JSON null body');

/** `application/…+json` (RFC 6839 §3.1), with or without parameters. */
const STRUCTURED_JSON = /^application\/[a-z0-9!#$&^_.+-]*\+json(?:;|$)/;

/** Whether the JSON parsers above read a body of this declared type; other JSON types (`text/json`) are body-decoding.ts's. */
export function jsonParserTakes(contentType: string): boolean {
  const essence = essenceOf(contentType);
  return essence === 'application/json' || STRUCTURED_JSON.test(essence);
}

/**
 * What JSON.parse accepts and a handler cannot be given (json-checks.ts: infinite numbers, nesting
 * deeper than JSON_DEPTH_LIMIT), each refused with 400, and before parsing what JSON.parse itself
 * is slow to read (an object of more than JSON_MEMBERS_LIMIT members). A 20 KB body of nested arrays in a
 * free-form member was answered 500 before the depth limit. Only a body whose text has a
 * three-digit exponent, or one long enough for a 309-digit run, can break them, so short
 * ordinary bodies are not walked. (A regex for the digit run itself, `\d{309}`, rescans up to 308
 * digits from every position: over half a second on a hostile 1 MiB body.)
 */
function withinJsonLimits(parser: FastifyBodyParser<string>): JsonParser {
  // Fastify's default JSON parser is the callback form and answers synchronously.
  const parse = parser as TextParser;
  return (request, bytes, done) => {
    let body: string;
    try {
      body = decodedText(bytes, request.headers['content-type']);
    } catch (error) {
      done(error as Error, undefined);
      return;
    }
    // Before parsing: an object of too many members costs JSON.parse itself (json-checks.ts).
    const crowded = memberBreach(body);
    if (crowded !== undefined) {
      done(new HttpProblem(400, 'invalid_request', `body ${crowded}`), undefined);
      return;
    }
    parse(request, body, (error, value) => {
      if (error !== null) {
        done(prototypeKeyProblem(body) ?? error, undefined);
        return;
      }
      const breach = limitBreach(body);
      if (breach !== undefined) done(new HttpProblem(400, 'invalid_request', `body ${breach}`), undefined);
      // The marker only on the document's routes, whose validators read it back: a route the app
      // adds beside them is given the `null` Fastify would give it.
      else done(duplicateMemberProblem(body, value) ?? null, value === null && routeOf(request) !== undefined ? NULL_BODY : value);
    });
  };
}

/**
 * A body with a prototype key (json-checks.ts) is refused by Fastify's parser (serverOptions:
 * onProtoPoisoning and onConstructorPoisoning `error`), which reports it as any malformed JSON;
 * this names the key. Called only after the parser has refused a body, so valid bodies pay
 * nothing; a body that is not JSON at all gets `undefined`.
 */
function prototypeKeyProblem(body: string): HttpProblem | undefined {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return undefined;
  }
  return prototypeKeyIn(value);
}

function prototypeKeyIn(value: unknown): HttpProblem | undefined {
  const key = prototypeKey(value);
  if (key === undefined) return undefined;
  const where = key.path.length === 1 ? 'body' : `body field ${fieldPath(key.path.slice(0, -1))}`;
  return new HttpProblem(400, 'invalid_request', `${where} has ${key.what}, ${PROTOTYPE_KEY_REASON}`);
}

/**
 * A JSON body the JSON parser does not read (`text/json`, a `+json` type outside `application/`:
 * body-decoding.ts reads them), held to the same rules: valid JSON, no prototype key, within the limits.
 */
export function parseJsonBody(text: string): unknown {
  const crowded = memberBreach(text);
  if (crowded !== undefined) throw new HttpProblem(400, 'invalid_request', `body ${crowded}`);
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw new HttpProblem(400, 'invalid_request', 'body is not valid JSON; check quoting and commas');
  }
  const problem = prototypeKeyIn(value);
  if (problem !== undefined) throw problem;
  const breach = limitBreach(text);
  if (breach !== undefined) throw new HttpProblem(400, 'invalid_request', `body ${breach}`);
  const twice = duplicateMemberProblem(text, value);
  if (twice !== undefined) throw twice;
  return value;
}

/** A member given twice in one object (json-checks.ts), as the body's 400. */
function duplicateMemberProblem(text: string, value: unknown): HttpProblem | undefined {
  const twice = duplicateMember(text, value);
  if (twice === undefined) return undefined;
  const where = twice.path.length === 0 ? 'body' : `body field ${fieldPath(twice.path)}`;
  return new HttpProblem(400, 'invalid_request', `${where} ${twice.words}`);
}

/** Objects and arrays nested inside one another in a request body, at most (json-checks.ts). */
export const BODY_DEPTH_LIMIT: number = JSON_DEPTH_LIMIT;

type TextParser = (request: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void) => void;
type JsonParser = (request: FastifyRequest, body: Buffer, done: (error: Error | null, value?: unknown) => void) => void;
