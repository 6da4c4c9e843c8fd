/**
 * The failures the runtime answers itself (as opposed to errors a handler returns), written in
 * the document's own error shape: the error schema the operation declares for that status, else
 * the document's usual error body, else RFC 9457 problem details; the implementer's
 * `formatProblem` hook has the last word (decisions/0021).
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiDefinition, ErrorField, FormatProblem, Problem, ProblemResponse, RouteDefinition, RouteResponse } from './contract.js';
import { quoted } from '../quoted-text.js';

/** A failure with a status and a client-safe message; thrown inside the runtime's hooks. */
export class HttpProblem extends Error {
  readonly statusCode: number;
  readonly problemCode: string;
  readonly headers: { readonly [name: string]: string };

  constructor(statusCode: number, problemCode: string, message: string, headers: { readonly [name: string]: string } = {}) {
    super(message);
    this.name = 'HttpProblem';
    this.statusCode = statusCode;
    this.problemCode = problemCode;
    this.headers = headers;
  }
}

/** What goes in each member of an error body. */
export interface ErrorValues {
  readonly status: number;
  readonly code: string;
  readonly message: string;
}

/** Fills the document's error members (see ErrorField); members are own properties, whatever their names. */
export function fillErrorBody(fields: readonly ErrorField[], values: ErrorValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    let value: unknown;
    if ('fields' in field) value = fillErrorBody(field.fields, values);
    else if ('value' in field) value = field.value;
    else value = field.from === 'title' ? reasonPhrase(values.status) : values[field.from];
    Object.defineProperty(body, field.name, { value, enumerable: true, writable: true, configurable: true });
  }
  return body;
}

function reasonPhrase(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

export const PROBLEM_JSON = 'application/problem+json';

/**
 * RFC 9457 problem details: `about:blank` says the status is all the meaning there is; `code`
 * is an extension member so programs can branch without parsing `detail`.
 */
export function problemDetails(problem: Problem): ProblemResponse {
  return {
    contentType: `${PROBLEM_JSON}; charset=utf-8`,
    body: { type: 'about:blank', title: reasonPhrase(problem.status), status: problem.status, detail: problem.message, code: problem.code },
  };
}

/** How one Fastify server writes problems: the format is resolved per route and status. */
export type ProblemFormatter = (problem: HttpProblem, route?: RouteDefinition, request?: FastifyRequest) => ProblemResponse;

export type ResponseLookup = (route: RouteDefinition, status: number) => RouteResponse | undefined;

export function problemFormatter(api: ApiDefinition, findResponse: ResponseLookup, hook: FormatProblem | undefined): ProblemFormatter {
  return (problem, route, request) => {
    const plain: Problem = { status: problem.statusCode, code: problem.problemCode, message: problem.message };
    const declared = route === undefined ? undefined : findResponse(route, problem.statusCode);
    const standard = standardResponse(plain, declared, api);
    if (hook === undefined) return standard;
    return hook(plain, { ...(request !== undefined ? { request } : {}), ...(route !== undefined ? { route } : {}), standard });
  };
}

function standardResponse(problem: Problem, declared: RouteResponse | undefined, api: ApiDefinition): ProblemResponse {
  const fields = errorFieldsOf(api, declared?.errorBody);
  if (fields !== undefined && declared?.contentType !== undefined) {
    const code = documentedCode(declared.errorCodes, problem.code);
    return { contentType: withCharset(declared.contentType), body: fillErrorBody(fields, { ...problem, code }) };
  }
  const common = api.errorFormat;
  const commonFields = errorFieldsOf(api, common?.body);
  if (common !== undefined && commonFields !== undefined) return { contentType: withCharset(common.contentType), body: fillErrorBody(commonFields, problem) };
  return problemDetails(problem);
}

/** The members of error body `index` of the API; `undefined` when there is none. */
export function errorFieldsOf(api: Pick<ApiDefinition, 'errorBodies'>, index: number | undefined): readonly ErrorField[] | undefined {
  return index === undefined ? undefined : api.errorBodies?.[index];
}

/** A response that allows exactly one code other than ours gets that one: it is what the document promises. */
function documentedCode(codes: readonly string[], code: string): string {
  return codes.length === 1 && codes[0] !== code ? codes[0]! : code;
}

/**
 * The declared media type with a charset, as Fastify would finish it. Document text reaches a
 * header here (and a raw socket for unparsable requests), so anything but a plain `type/subtype`
 * token pair becomes `application/json`.
 */
function withCharset(contentType: string): string {
  return MEDIA_TYPE.test(contentType) ? `${contentType}; charset=utf-8` : 'application/json; charset=utf-8';
}

const MEDIA_TYPE = /^[A-Za-z0-9!#$&^_.+-]{1,64}\/[A-Za-z0-9!#$&^_.+-]{1,64}$/;

/**
 * The formatter each Fastify server registered an API with, keyed by its Node HTTP server (the
 * same object for the root instance and every plugin instance), so failures met before routing
 * (a malformed URL, unparsable HTTP) and `sendProblem` calls in the implementer's own routes
 * answer in the document's shape too.
 */
const formatters = new WeakMap<object, ProblemFormatter>();

export function useProblemFormatter(server: object, formatter: ProblemFormatter): void {
  formatters.set(server, formatter);
}

export function formatterFor(server: object | undefined): ProblemFormatter {
  return (server === undefined ? undefined : formatters.get(server)) ?? defaultFormatter;
}

const defaultFormatter: ProblemFormatter = (problem) => problemDetails({ status: problem.statusCode, code: problem.problemCode, message: problem.message });

/**
 * A problem as the text of an answer written outside Fastify (on the raw socket or Node's own
 * response, before routing). It never throws: a throw there is inside Node's HTTP parser and ends
 * the process, so a `formatProblem` hook that throws, or returns a body JSON cannot write, gets
 * problem details instead.
 */
export function problemText(server: object | undefined, problem: HttpProblem): { readonly contentType: string; readonly text: string } {
  try {
    const { contentType, body } = formatterFor(server)(problem);
    const text = JSON.stringify(body);
    if (typeof contentType === 'string' && typeof text === 'string') return { contentType, text };
  } catch {
    // Answered below.
  }
  const { contentType, body } = problemDetails({ status: problem.statusCode, code: problem.problemCode, message: problem.message });
  return { contentType, text: JSON.stringify(body) };
}

export function writeProblem(reply: FastifyReply, problem: HttpProblem, response: ProblemResponse): FastifyReply {
  for (const [name, value] of Object.entries(problem.headers)) reply.header(name, value);
  return reply.code(problem.statusCode).header('content-type', response.contentType).send(JSON.stringify(response.body));
}

/** Where a mounted operation's RouteDefinition sits in its Fastify route config. */
export const ROUTE_KEY = 'openapiRoute';

/**
 * While a chunked body is still arriving, a refusal closes the connection after it instead of
 * Node reading the rest of the body to keep the connection, whatever its chunks cost (body-pieces.ts).
 */
function closeIfBodyArriving(reply: FastifyReply): void {
  const raw = reply.request.raw;
  if (raw.headers['transfer-encoding'] !== undefined && !raw.complete && !reply.raw.headersSent) reply.header('connection', 'close');
}

export function routeOf(request: FastifyRequest): RouteDefinition | undefined {
  const config = request.routeOptions.config as { readonly [ROUTE_KEY]?: RouteDefinition } | undefined;
  return config?.[ROUTE_KEY];
}

/**
 * Answers `problem` in the error shape of the API mounted on this server: the operation's own
 * error schema for that status when the request reached an operation. Usable in any route.
 */
export function sendProblem(reply: FastifyReply, problem: HttpProblem): FastifyReply {
  const request = reply.request;
  closeIfBodyArriving(reply);
  return writeProblem(reply, problem, formatterFor(reply.server.server)(problem, routeOf(request), request));
}

/**
 * Logs a failure and never throws. A handler or `authenticate` can throw anything, including
 * values whose members throw when the logger reads them (a Proxy, a throwing getter, an Error
 * whose `stack` getter throws); a throw from the log call left the request unanswered and, from a
 * promise reaction, ended the process as an unhandled rejection.
 */
export function logFailure(request: FastifyRequest, fields: { readonly [key: string]: unknown }, error: unknown, message: string): void {
  try {
    request.log.error({ ...fields, err: error }, message);
  } catch {
    try {
      request.log.error(fields, `${message} (a value that cannot be logged)`);
    } catch {
      // The logger itself fails: the answer matters more than the log line.
    }
  }
}

/** Whatever was thrown, as an Error (even a value that throws when examined or printed). */
export function asError(value: unknown, what: string): Error {
  try {
    return value instanceof Error ? value : new Error(`${what} ${String(value)}`);
  } catch {
    return new Error(`${what} a value that cannot be printed`);
  }
}

export const INTERNAL_MESSAGE = 'Internal server error; the request id is in the X-Request-Id header';

export function internalProblem(): HttpProblem {
  return new HttpProblem(500, 'internal', INTERNAL_MESSAGE);
}

/**
 * Turns anything that reached Fastify's error handler into a client-safe problem. Fastify's own
 * messages for request-reading failures name no internals, so they are passed on; anything else
 * is a 500 whose message says nothing about the cause.
 */
export function problemFromError(error: FastifyError | Error, request: FastifyRequest): HttpProblem {
  if (error instanceof HttpProblem) return error;
  const code = 'code' in error ? String(error.code ?? '') : '';
  const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (code === 'FST_ERR_VALIDATION') return new HttpProblem(400, 'invalid_request', error.message);
  // `authenticate` or the handler did not answer in time (deadline.ts, or Fastify's own
  // `handlerTimeout` where an app sets one; decisions/0007). A 500, not Fastify's 503: the
  // handler may still be acting on the request, and a 503 tells clients (ours retry it) the
  // server did not act on it.
  if (code === 'FST_ERR_HANDLER_TIMEOUT' || code === 'ERR_HANDLER_TIMEOUT') return internalProblem();
  if (statusCode === 413) return new HttpProblem(413, 'payload_too_large', error.message);
  if (statusCode === 415) return unsupportedMediaType(request);
  if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return new HttpProblem(400, 'invalid_request', 'body is empty but Content-Type is application/json; send a JSON value or no Content-Type');
  }
  if (error instanceof SyntaxError || code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return new HttpProblem(400, 'invalid_request', 'body is not valid JSON; check quoting and commas');
  }
  if (statusCode >= 400 && statusCode < 500) {
    return new HttpProblem(400, 'invalid_request', `request could not be read: ${error.message}`);
  }
  return internalProblem();
}

/**
 * 415, naming the media types the operation takes. Where the operation declares 400 but not 415,
 * routes.ts answers 400 instead, within its contract (decisions/0029).
 */
export function unsupportedMediaType(request: FastifyRequest): HttpProblem {
  const sent = request.headers['content-type'];
  const what = sent === undefined ? 'a body without Content-Type' : `Content-Type ${quoted(sent)}`;
  const body = routeOf(request)?.body;
  const accepted = body === undefined ? ['application/json'] : [body.contentType, ...(body.alternatives ?? []).map((media) => media.contentType)];
  const send = accepted.length === 1 ? accepted[0]! : `one of ${accepted.join(', ')}`;
  return new HttpProblem(415, 'unsupported_media_type', `${what} is not accepted; send ${send}`);
}
