/**
 * Generated from generators/runtime/server/respond.ts by npm run generate. Do not edit.
 */

/**
 * Turning a handler's typed result into the response on the wire. The envelope and the error
 * body are applied here, never by a handler, so every handler speaks in data and codes only.
 */
import { validateHeaderName, validateHeaderValue } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type {
  CookieToSet,
  ErrorField,
  ResponseValidation,
  RouteDefinition,
  RouteResponse,
} from './contract.js';
import {
  errorFieldsOf,
  fillErrorBody,
  HttpProblem,
  internalProblem,
  logFailure,
  problemDetails,
} from './problems.js';
import {
  contentKindOf,
  contentMismatch,
  sendContent,
  unwritableText,
  type ContentKind,
} from './respond-content.js';

/** A response body check: `undefined` when it conforms, else a sentence saying why not. */
export type BodyCheck = (response: RouteResponse, body: unknown) => string | undefined;

interface ResultLike {
  readonly status: number;
  readonly data?: unknown;
  readonly code?: unknown;
  readonly message?: unknown;
  readonly internalError?: unknown;
  readonly headers?: unknown;
  readonly cookies?: unknown;
}

export function findResponse(route: RouteDefinition, status: number): RouteResponse | undefined {
  const range = `${Math.floor(status / 100)}XX`;
  return (
    route.responses.find(
      (response) => response.status === status || response.status === String(status),
    ) ??
    route.responses.find((response) => String(response.status).toUpperCase() === range) ??
    route.responses.find((response) => response.status === 'default')
  );
}

/** A declared response with what sending it needs, worked out once per route and status. */
export interface PlannedResponse {
  readonly response: RouteResponse;
  /**
   * The Content-Type header exactly as Fastify would finish it (it appends `; charset=utf-8` to
   * a JSON type without a charset), so each reply sets one constant string; `undefined` for any
   * other type, which goes through `reply.type` as declared.
   */
  readonly contentType: string | undefined;
  /** For an error body the runtime writes: its members (from `ApiDefinition.errorBodies`). */
  readonly errorFields: readonly ErrorField[] | undefined;
  /** For a body that is not JSON: how it is written (respond-content.ts). */
  readonly content: ContentKind | undefined;
}

const DEFAULT_CONTENT_TYPE = 'application/json; charset=utf-8';
const BARE_JSON_TYPE =
  /^[a-z0-9!#$%&'*+.^_`|~-]+\/[a-z0-9!#$%&'*+.^_`|~-]*json[a-z0-9!#$%&'*+.^_`|~-]*$/;

function finishedContentType(declared: string | undefined): string | undefined {
  if (declared === undefined) return DEFAULT_CONTENT_TYPE;
  return BARE_JSON_TYPE.test(declared) ? `${declared}; charset=utf-8` : undefined;
}

/**
 * `findResponse` for one route, remembered per status (statuses are few and handlers return the
 * same ones again and again). `null` remembers "not declared".
 */
export function responseFinder(
  route: RouteDefinition,
  errorBodies: readonly (readonly ErrorField[])[] = [],
): (status: number) => PlannedResponse | undefined {
  const known = new Map<number, PlannedResponse | null>();
  return (status) => {
    const cached = known.get(status);
    if (cached !== undefined) return cached ?? undefined;
    const response = findResponse(route, status);
    const planned =
      response === undefined
        ? undefined
        : {
            response,
            contentType: finishedContentType(response.contentType),
            errorFields: errorFieldsOf({ errorBodies }, response.errorBody),
            content: response.shape === 'plain' ? contentKindOf(response.contentType) : undefined,
          };
    // Only real HTTP statuses are remembered, so a handler returning odd integers cannot grow the map.
    if (status >= 100 && status <= 999) known.set(status, planned ?? null);
    return planned;
  };
}

export function sendResult(
  request: FastifyRequest,
  reply: FastifyReply,
  route: RouteDefinition,
  result: unknown,
  find: (status: number) => PlannedResponse | undefined,
  check: BodyCheck,
  mode: ResponseValidation,
): void {
  if (!isResult(result)) {
    throw offContract(request, route, 'returned something that is not { status, ... }');
  }
  const planned = find(result.status);
  if (planned === undefined)
    throw offContract(
      request,
      route,
      `returned status ${result.status}, which the document does not declare`,
    );
  const { response } = planned;
  if (planned.content !== undefined) {
    sendNonJson(request, reply, route, planned.content, result, check, mode, response);
    return;
  }
  const body = bodyFor(request, route, planned, result);
  if (mode !== 'off' && response.shape !== 'empty') {
    const problem = check(response, body);
    if (problem !== undefined) {
      const failure = offContract(
        request,
        route,
        `returned a ${result.status} body that does not match its schema: ${problem}`,
      );
      if (mode === 'error') throw failure;
    }
  }
  checkHeaders(request, route, response, result, mode);
  if (result.headers !== undefined || result.cookies !== undefined) applyExtras(reply, result);
  if (reply.statusCode !== result.status) reply.code(result.status);
  if (response.shape === 'empty' || body === undefined) {
    reply.send();
    return;
  }
  if (planned.contentType !== undefined) reply.header('content-type', planned.contentType);
  else reply.type(response.contentType ?? DEFAULT_CONTENT_TYPE);
  // What the handler returned, all of it (decisions/0016): a schema without
  // `additionalProperties: false` allows more properties than it names, and validation above
  // already refused whatever the schema forbids.
  reply.send(JSON.stringify(body));
}

/** Text, bytes or events: checked for the kind of data the media type needs, text validated, then written as it is. */
function sendNonJson(
  request: FastifyRequest,
  reply: FastifyReply,
  route: RouteDefinition,
  kind: ContentKind,
  result: ResultLike,
  check: BodyCheck,
  mode: ResponseValidation,
  response: RouteResponse,
): void {
  const mismatch =
    contentMismatch(kind, result.data) ??
    (kind === 'text'
      ? unwritableText(response.contentType ?? '', result.headers, result.data as string)
      : undefined);
  if (mismatch !== undefined)
    throw offContract(request, route, `returned ${mismatch} (status ${result.status})`);
  if (kind === 'text' && mode !== 'off') {
    const problem = check(response, result.data);
    if (problem !== undefined) {
      const failure = offContract(
        request,
        route,
        `returned a ${result.status} body that does not match its schema: ${problem}`,
      );
      if (mode === 'error') throw failure;
    }
  }
  checkHeaders(request, route, response, result, mode);
  if (result.headers !== undefined || result.cookies !== undefined) applyExtras(reply, result);
  if (reply.statusCode !== result.status) reply.code(result.status);
  sendContent(request, reply, kind, response.contentType ?? '', result.data);
}

function bodyFor(
  request: FastifyRequest,
  route: RouteDefinition,
  planned: PlannedResponse,
  result: ResultLike,
): unknown {
  switch (planned.response.shape) {
    case 'success-envelope':
      return { status: 'success', data: result.data === undefined ? null : result.data };
    case 'error-body':
      return errorBodyFor(request, route, planned, result);
    case 'plain':
      return result.data;
    case 'empty':
      return undefined;
  }
}

function errorBodyFor(
  request: FastifyRequest,
  route: RouteDefinition,
  { response, errorFields }: PlannedResponse,
  result: ResultLike,
): unknown {
  const { code, message } = result;
  if (
    typeof code !== 'string' ||
    (response.errorCodes.length > 0 && !response.errorCodes.includes(code))
  ) {
    throw offContract(
      request,
      route,
      `returned error code ${JSON.stringify(code)} for status ${result.status}; declared: ${response.errorCodes.join(', ')}`,
    );
  }
  if (result.internalError !== undefined) {
    logFailure(
      request,
      { operationId: route.operationId },
      result.internalError,
      `${route.operationId} answered ${result.status} ${code}`,
    );
  }
  const values = {
    status: result.status,
    code,
    message: typeof message === 'string' ? message : code,
  };
  // The document's error members; a hand-written route table that names none gets problem details.
  return errorFields === undefined
    ? problemDetails(values).body
    : fillErrorBody(errorFields, values);
}

/**
 * A header the document requires on this answer that the result does not carry (names compared
 * in lower case, as HTTP compares them): off contract like a body that does not match its schema,
 * so a 201 is not sent without its `Location` to a client that reads it. The handler's type asks
 * for them too (runtime/server/types.ts, `DeclaredHeaders`); this catches a cast or plain JS.
 */
function checkHeaders(
  request: FastifyRequest,
  route: RouteDefinition,
  response: RouteResponse,
  result: ResultLike,
  mode: ResponseValidation,
): void {
  if (mode === 'off' || response.requiredHeaders === undefined) return;
  const given = new Set(
    isRecord(result.headers) ? Object.keys(result.headers).map((name) => name.toLowerCase()) : [],
  );
  const missing = response.requiredHeaders.find((name) => !given.has(name.toLowerCase()));
  if (missing === undefined) return;
  const failure = offContract(
    request,
    route,
    `returned a ${result.status} without the header ${missing}, which the document requires`,
  );
  if (mode === 'error') throw failure;
}

function isResult(value: unknown): value is ResultLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    Number.isInteger((value as { status?: unknown }).status)
  );
}

/** A handler broke its contract: logged for the implementer, a bare 500 for the client. */
function offContract(request: FastifyRequest, route: RouteDefinition, what: string): HttpProblem {
  request.log.error({ operationId: route.operationId }, `handler ${route.handler} ${what}`);
  return internalProblem();
}

/**
 * The handler's own headers, each checked as Node will check it when the head is written: a name
 * that is not a token or a value with CR, LF or other control characters (a path value decoded
 * from `%0D%0A` echoed into `Location`) is refused here, so the 500 is the document's. Refused at
 * write time, it escaped to Fastify's fallback, which answered in Fastify's own shape with Node's
 * message.
 */
function applyExtras(reply: FastifyReply, result: ResultLike): void {
  if (isRecord(result.headers)) {
    const headers = Object.entries(result.headers).map(
      ([name, value]) => [name, Array.isArray(value) ? value.map(String) : String(value)] as const,
    );
    for (const [name, value] of headers) {
      validateHeaderName(name);
      for (const item of [value].flat()) validateHeaderValue(name, item);
    }
    for (const [name, value] of headers) reply.header(name, value);
  }
  if (Array.isArray(result.cookies) && result.cookies.length > 0) {
    reply.header('set-cookie', (result.cookies as CookieToSet[]).map(serializeCookie));
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// RFC 6265 §4.1.1: cookie names are tokens, values exclude controls, whitespace, `"`, `,`, `;`, `\`.
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const COOKIE_VALUE = /^[!#-+\--:<-[\]-~]*$/;
const ATTRIBUTE_VALUE = /^[^;\u0000-\u001f\u007f]*$/;

export function serializeCookie(cookie: CookieToSet): string {
  if (!COOKIE_NAME.test(cookie.name))
    throw new Error(`cookie name ${JSON.stringify(cookie.name)} is not an RFC 6265 token`);
  if (!COOKIE_VALUE.test(cookie.value))
    throw new Error(
      `cookie ${cookie.name}: value has characters RFC 6265 forbids; encode it first`,
    );
  const parts = [`${cookie.name}=${cookie.value}`];
  if (cookie.path !== undefined) parts.push(`Path=${attribute(cookie.path)}`);
  if (cookie.domain !== undefined) parts.push(`Domain=${attribute(cookie.domain)}`);
  if (cookie.maxAge !== undefined) parts.push(`Max-Age=${Math.trunc(cookie.maxAge)}`);
  if (cookie.expires !== undefined) parts.push(`Expires=${cookie.expires.toUTCString()}`);
  if (cookie.httpOnly === true) parts.push('HttpOnly');
  if (cookie.secure === true) parts.push('Secure');
  if (cookie.sameSite !== undefined) parts.push(`SameSite=${cookie.sameSite}`);
  return parts.join('; ');
}

function attribute(value: string): string {
  if (!ATTRIBUTE_VALUE.test(value))
    throw new Error(`cookie attribute ${JSON.stringify(value)} contains ; or control characters`);
  return value;
}
