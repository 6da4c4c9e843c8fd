/**
 * Generated from generators/runtime/server-runtime.ts by npm run generate. Do not edit.
 */

/**
 * Server runtime for generated/server.ts: a generic Fastify 5 adapter driven by the emitted route
 * table. Hand-written and tested here; the runtime emitter copies it (with server/) verbatim into
 * generated/runtime/ so generated code has no dependency on this repository.
 */
import type { FastifyServerOptions } from 'fastify';
import { errorBody, HttpProblem, sendProblem } from './server/problems.js';

export type {
  AnyHandler,
  ApiDefinition,
  Authenticate,
  BodyShape,
  CookieToSet,
  Credential,
  DataResult,
  EmptyResult,
  ErrorResult,
  HandlerRequest,
  JsonSchema,
  PrincipalBase,
  ResponseExtras,
  ResponseValidation,
  RouteBody,
  RouteDefinition,
  RouteParameter,
  RouteResponse,
  RuntimeOptions,
  SecuritySchemeDefinition,
} from './server/contract.js';
export type { EnvelopeData } from './server/types.js';
export { registerRoutes } from './server/routes.js';
export { errorBody, HttpProblem, sendProblem } from './server/problems.js';
export { parseCookies } from './server/auth.js';
export { serializeCookie } from './server/respond.js';

/**
 * Fastify options that keep failures below the router in the house error body too: malformed
 * HTTP and undecodable URLs (`/users/%`) get `{status:'error'}` instead of Fastify's default
 * body, and `constructor` keys in JSON are refused like `__proto__` keys. Pass these when
 * creating the Fastify instance that `registerHandlers` mounts on.
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
    clientErrorHandler: (_error, socket) => {
      if (!socket.writable) return;
      const body = JSON.stringify(
        errorBody('request could not be parsed as HTTP', 'invalid_request'),
      );
      socket.end(
        `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    },
    ...overrides,
  };
}
