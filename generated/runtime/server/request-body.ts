/**
 * Generated from generators/runtime/server/request-body.ts by npm run generate. Do not edit.
 */

/**
 * What a request body may be: JSON with finite numbers (other media types: body-decoding.ts),
 * and none at all on an operation that declares no request body.
 */
import type { FastifyBodyParser, FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteBody, RouteDefinition } from './contract.js';
import { HttpProblem } from './problems.js';
import { someMember } from './json-walk.js';

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
  return (
    headers['transfer-encoding'] !== undefined ||
    (headers['content-length'] !== undefined && headers['content-length'] !== '0')
  );
}

/** 400, which every operation declares (413 is declared only where a body is accepted). */
export function bodylessProblem(route: RouteDefinition): HttpProblem {
  return new HttpProblem(
    400,
    'invalid_request',
    `${route.operationId} takes no request body; send none`,
  );
}

/**
 * JSON's parsers, the only ones a JSON-only document gets; any other Content-Type reaches the
 * error handler as 415 (routes.ts: 400 where the operation lists 400 but not 415). A document with
 * other bodies also gets body-decoding.ts's parser for every other type.
 */
export function useJsonOnly(app: FastifyInstance): void {
  const json = finiteNumbersOnly(app.getDefaultJsonParser('error', 'error'));
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, json);
  app.addContentTypeParser(/^application\/[a-z0-9.+-]*\+json$/, { parseAs: 'string' }, json);
}

/**
 * JSON.parse turns a number too large for a double (`1e400`, or 400 digits) into Infinity, which
 * JSON Schema's `number` accepts and JSON.stringify later writes as `null`: a handler storing it
 * would send a body its own schema forbids. Such bodies are refused with 400. Only a body whose
 * text has a three-digit exponent, or one long enough for a 309-digit run, can hold one, so short
 * ordinary bodies are not walked. (A regex for the digit run itself, `\d{309}`, rescans up to 308
 * digits from every position: over half a second on a hostile 1 MiB body.)
 */
function finiteNumbersOnly(parser: FastifyBodyParser<string>): JsonParser {
  // Fastify's default JSON parser is the callback form and answers synchronously.
  const parse = parser as JsonParser;
  return (request, body, done) => {
    parse(request, body, (error, value) => {
      if (error !== null) done(error, undefined);
      else if (mayOverflow(body) && hasNonFinite(value)) {
        done(
          new HttpProblem(
            400,
            'invalid_request',
            'body has a number too large to represent; send finite numbers',
          ),
          undefined,
        );
      } else done(null, value);
    });
  };
}

type JsonParser = (
  request: FastifyRequest,
  body: string,
  done: (error: Error | null, value?: unknown) => void,
) => void;

/** Fewer than 309 digits and no exponent of three digits: the number fits a double (max ~1.8e308). */
const LONGEST_FINITE_TEXT = 308;
const THREE_DIGIT_EXPONENT = /[eE]\+?\d{3}/;

function mayOverflow(body: string): boolean {
  return body.length > LONGEST_FINITE_TEXT || THREE_DIGIT_EXPONENT.test(body);
}

function hasNonFinite(value: unknown): boolean {
  const nonFinite = (member: unknown): boolean =>
    typeof member === 'number' && !Number.isFinite(member);
  return nonFinite(value) || someMember(value, (_key, member) => nonFinite(member));
}
