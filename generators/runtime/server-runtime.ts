/**
 * Server runtime for generated/server.ts: a generic Fastify 5 adapter driven by the emitted route
 * table. Hand-written and tested here; the runtime emitter copies it (with server/) verbatim into
 * generated/runtime/ so generated code has no dependency on this repository.
 */
import type { ServerOptions } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import { HttpProblem, problemText, sendProblem } from './server/problems.js';
import { endAfterOwedResponses } from './server/owed-responses.js';
import { requestIdGenerator } from './server/request-ids.js';

export type {
  AnyHandler,
  ApiDefinition,
  Authenticate,
  BinaryBody,
  BodyShape,
  CookieToSet,
  Credential,
  Credentials,
  DataResult,
  EmptyResult,
  ErrorField,
  ErrorFormat,
  ErrorResult,
  FormatProblem,
  FormLimits,
  HandlerRequest,
  JsonSchema,
  MultipartReader,
  PrincipalBase,
  Problem,
  ProblemContext,
  ProblemResponse,
  ResponseExtras,
  ResponseValidation,
  RouteBody,
  RouteDefinition,
  RouteMedia,
  RouteParameter,
  RouteResponse,
  RuntimeOptions,
  StatusRange,
  SecurityRequirement,
  SecuritySchemeDefinition,
  ServerSentEventInit,
  UploadedFile,
} from './server/contract.js';
export type { DeclaredHeaders, EnvelopeData, MultipartBody, WithDefaults } from './server/types.js';
export { registerRoutes } from './server/routes.js';
export { HANDLER_TIMEOUT_MS } from './server/deadline.js';
export { HttpProblem, problemDetails, sendProblem } from './server/problems.js';
export { hasBody } from './server/request-body.js';
export { originProblem } from './server/cross-origin.js';
export { parseCookies } from './server/cookies.js';
export { serializeCookie } from './server/respond.js';
/** The one rule for request text in an error message (decisions/0038), for handlers' own messages too. */
export { named } from './server/message-names.js';
export { quoted } from './quoted-text.js';

/**
 * Fastify options that keep failures below the router in the document's error shape too:
 * malformed HTTP and undecodable URLs (`/users/%`) are answered like every other 400 of the API
 * mounted with `registerHandlers` instead of with Fastify's default body, and `constructor` keys
 * in JSON are refused like `__proto__` keys. Pass these when creating the Fastify instance that
 * `registerHandlers` mounts on.
 *
 * A request must arrive whole within REQUEST_TIMEOUT_MS: Fastify turns Node's request timeout
 * off, so a client that sent headers and then a body one byte at a time, or never, held its
 * connection open for ever (Node only times out the headers).
 *
 * The promises of `authenticate` and handlers have a deadline of their own, armed only while one
 * is pending (server/deadline.ts, `registerHandlers(app, { handlerTimeoutMs })`); Fastify's
 * `handlerTimeout` stays off unless passed here, since it costs every request a timer.
 */
export function serverOptions(overrides: HttpServerOptions = {}): HttpServerOptions {
  return {
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // Ids no other server repeats (a restart, the other processes behind a balancer).
    genReqId: requestIdGenerator(),
    routerOptions: { maxParamLength: MAX_PATH_PARAMETER_LENGTH },
    // Node's refusal of an HTTP/1.1 request without Host has an empty body; registerHandlers
    // refuses it in its first hook instead, in the document's shape (server/unreadable-requests.ts).
    http: { requireHostHeader: false },
    frameworkErrors: (error, _request, reply) => {
      void sendProblem(reply, new HttpProblem(400, 'invalid_request', frameworkErrorMessage(error.code)));
    },
    clientErrorHandler(this: { readonly server?: object }, error, socket) {
      if (!socket.writable) return;
      // Fastify calls this bound to the root instance, whose `server` is the key formats are kept under.
      const { contentType, text } = problemText(this.server, new HttpProblem(400, 'invalid_request', clientErrorMessage(error)));
      // After the answers still owed to earlier pipelined requests, never in their place (server/owed-responses.ts).
      endAfterOwedResponses(
        socket,
        `HTTP/1.1 400 Bad Request\r\nContent-Type: ${contentType}\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
      );
    },
    ...overrides,
  };
}

/** Fastify's options with those of Node's HTTP server (`http`), which Fastify passes on when it creates it. */
export type HttpServerOptions = FastifyServerOptions & { readonly http?: ServerOptions | null };

/**
 * How long a whole request (headers and body) may take to arrive. Node times out the headers
 * after 60 s and requires this to be at least that; 60 s lets the default 1 MiB body arrive at
 * 18 KB/s. Node checks every 30 s, so a stalled request is answered 60 to 90 s after it began.
 */
export const REQUEST_TIMEOUT_MS = 60_000;

/**
 * The router's limit on one path parameter's length. Its default, 100 characters, refused values
 * the document's schema allows (a long file name, cursor or key) before the schema was consulted,
 * as "could not be routed". Node already bounds the request line (with the headers, 16 KiB by
 * default), so this only keeps a bound for servers that raise Node's; a value's own limits are
 * its schema's `maxLength` or `pattern`. Path expressions (paths.ts) stay linear at any length.
 */
export const MAX_PATH_PARAMETER_LENGTH: number = 16 * 1024;

function frameworkErrorMessage(code: string | undefined): string {
  if (code === 'FST_ERR_BAD_URL') return 'URL is not valid percent-encoding; encode path segments with encodeURIComponent';
  if (code === 'FST_ERR_MAX_PARAM_LENGTH') return `a path parameter is longer than ${MAX_PATH_PARAMETER_LENGTH} characters`;
  return 'request could not be routed';
}

/** Node's reasons for refusing a request before it is routed, in words a client can act on; always a 400, declared on every operation. */
function clientErrorMessage(error: Error & { readonly code?: string }): string {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'request was not received in time; send the whole request at once';
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'request line and headers are too large';
  return 'request could not be parsed as HTTP';
}
