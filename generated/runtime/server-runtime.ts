/**
 * Generated from generators/runtime/server-runtime.ts by npm run generate. Do not edit.
 */

/**
 * Server runtime for generated/server.ts: a generic Fastify 5 adapter driven by the emitted route
 * table. Hand-written and tested here; the runtime emitter copies it (with server/) verbatim into
 * generated/runtime/ so generated code has no dependency on this repository.
 */
import type { FastifyServerOptions } from 'fastify';
import { formatterFor, HttpProblem, sendProblem } from './server/problems.js';

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
  SecurityRequirement,
  SecuritySchemeDefinition,
  ServerSentEventInit,
  UploadedFile,
} from './server/contract.js';
export type { EnvelopeData, MultipartBody } from './server/types.js';
export { registerRoutes } from './server/routes.js';
export { HttpProblem, problemDetails, sendProblem } from './server/problems.js';
export { parseCookies } from './server/auth.js';
export { serializeCookie } from './server/respond.js';

/**
 * Fastify options that keep failures below the router in the document's error shape too:
 * malformed HTTP and undecodable URLs (`/users/%`) are answered like every other 400 of the API
 * mounted with `registerHandlers` instead of with Fastify's default body, and `constructor` keys
 * in JSON are refused like `__proto__` keys. Pass these when creating the Fastify instance that
 * `registerHandlers` mounts on.
 */
export function serverOptions(overrides: FastifyServerOptions = {}): FastifyServerOptions {
  return {
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
    frameworkErrors: (error, _request, reply) => {
      const message =
        error.code === 'FST_ERR_BAD_URL'
          ? 'URL is not valid percent-encoding; encode path segments with encodeURIComponent'
          : 'request could not be routed';
      void sendProblem(reply, new HttpProblem(400, 'invalid_request', message));
    },
    clientErrorHandler(this: { readonly server?: object }, _error, socket) {
      if (!socket.writable) return;
      // Fastify calls this bound to the root instance, whose `server` is the key formats are kept under.
      const { contentType, body } = formatterFor(this.server)(
        new HttpProblem(400, 'invalid_request', 'request could not be parsed as HTTP'),
      );
      const text = JSON.stringify(body);
      socket.end(
        `HTTP/1.1 400 Bad Request\r\nContent-Type: ${contentType}\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
      );
    },
    ...overrides,
  };
}
