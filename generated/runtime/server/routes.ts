/**
 * Generated from generators/runtime/server/routes.ts by npm run generate. Do not edit.
 */

/**
 * Mounting a route table on a Fastify instance: one Fastify route per operation, with
 * authentication in `onRequest`, request validation through Fastify's validator compiler, and the
 * handler's typed result mapped to the wire by respond.ts.
 *
 * Hot path: everything that depends only on the route (parameter names, header names, the
 * security plan, response lookup) is worked out once at mount; per request the hooks are
 * synchronous callbacks unless `authenticate` or the handler return a promise.
 */
import type {
  FastifyBodyParser,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySchemaCompiler,
  HookHandlerDoneFunction,
} from 'fastify';
import type { ValidateFunction } from 'ajv';
import type {
  ApiDefinition,
  JsonSchema,
  PrincipalBase,
  RouteDefinition,
  RouteParameter,
  RouteResponse,
  RuntimeOptions,
} from './contract.js';
import { authorize, isThenable, planSecurity, type SecurityPlan } from './auth.js';
import {
  HttpProblem,
  internalProblem,
  problemFormatter,
  problemFromError,
  ROUTE_KEY,
  routeOf,
  sendProblem,
  useProblemFormatter,
} from './problems.js';
import { findResponse, responseFinder, sendResult, type BodyCheck } from './respond.js';
import { responseSerializer, type BodySerializer } from './serialization.js';
import {
  compileSchema,
  createValidators,
  describeError,
  type RequestPart,
  type Validators,
} from './validation.js';
import { toFastifyPath } from './paths.js';
import { someMember } from './json-walk.js';

const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * Mounts every route of `api` on `app`. App-wide on purpose, so every answer is in the
 * document's error shape (problems.ts): it sets the error and not-found handlers and replaces the content-type parsers with JSON
 * only. Register other routes that need other parsers in their own encapsulated plugin.
 */
export function registerRoutes<P extends PrincipalBase>(
  app: FastifyInstance,
  api: ApiDefinition,
  options: RuntimeOptions<P>,
): void {
  requireAuthenticateWhenSecured(api, options);
  const validators = createValidators(api.components);
  const check = responseChecker(validators);
  const serialize = responseSerializer(api.components);
  useJsonOnly(app);
  useProblemFormatter(app.server, problemFormatter(api, findResponse, options.formatProblem));
  app.setErrorHandler((error, request, reply) => {
    const problem = withinDeclaredStatuses(
      problemFromError(error instanceof Error ? error : new Error(String(error)), request),
      request,
    );
    if (problem.statusCode >= 500)
      request.log.error({ reqId: request.id, err: error }, 'request failed');
    return sendProblem(reply, problem);
  });
  app.setNotFoundHandler((request, reply) =>
    sendProblem(
      reply,
      new HttpProblem(
        404,
        'not_found',
        `no operation at ${request.method} ${request.url.split('?')[0] ?? ''}`,
      ),
    ),
  );
  app.addHook('onRequest', sendRequestId);
  if (!app.hasRequestDecorator(PRINCIPAL)) app.decorateRequest(PRINCIPAL, undefined);
  for (const hook of [options.onRequest ?? []].flat()) app.addHook('onRequest', hook);
  for (const route of api.routes)
    mountRoute(app, api, route, { options, validators, check, serialize });
}

/** Where the authenticated principal waits between `onRequest` and the handler (a request decoration). */
const PRINCIPAL = Symbol('openapi.principal');

type WithPrincipal = FastifyRequest & { [PRINCIPAL]?: unknown };

/** Every answer carries the request id, so a client can quote it and a log line can be found. */
function sendRequestId(
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  reply.header('x-request-id', request.id);
  done();
}

/**
 * 413 is declared only where a body is accepted; on an operation that takes no body an oversized
 * one is answered 400 (which every operation declares), so answers stay within the contract.
 */
function withinDeclaredStatuses(problem: HttpProblem, request: FastifyRequest): HttpProblem {
  const route = routeOf(request);
  if (problem.statusCode !== 413 || route === undefined || route.body !== undefined) return problem;
  return new HttpProblem(
    400,
    'invalid_request',
    `${route.operationId} takes no request body; send none`,
  );
}

interface MountContext<P extends PrincipalBase> {
  readonly options: RuntimeOptions<P>;
  readonly validators: Validators;
  readonly check: BodyCheck;
  readonly serialize: BodySerializer;
}

function mountRoute<P extends PrincipalBase>(
  app: FastifyInstance,
  api: ApiDefinition,
  route: RouteDefinition,
  context: MountContext<P>,
): void {
  const plan: SecurityPlan = planSecurity(route, api.securitySchemes);
  const path = toFastifyPath(route.path, route.parameters);
  const readPath = pathReader(path.names);
  const readHeaders = headerReader(route.parameters);
  const find = responseFinder(route, api.errorBodies);
  const { handlers, authenticate } = context.options;
  const mode = context.options.responseValidation ?? 'error';
  const respond = (request: FastifyRequest, reply: FastifyReply, result: unknown): void => {
    try {
      sendResult(request, reply, route, result, find, context.check, mode, context.serialize);
    } catch (error) {
      if (!(error instanceof HttpProblem)) {
        request.log.error(
          { reqId: request.id, operationId: route.operationId, err: error },
          `response of ${route.handler} could not be sent`,
        );
      }
      reply.removeHeader('set-cookie');
      sendInternalProblem(reply);
    }
  };
  const failed = (request: FastifyRequest, reply: FastifyReply, error: unknown): void => {
    request.log.error(
      { reqId: request.id, operationId: route.operationId, err: error },
      `handler ${route.handler} threw`,
    );
    sendInternalProblem(reply);
  };
  app.route({
    method: route.method.toUpperCase(),
    url: path.url,
    bodyLimit: context.options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    config: { [ROUTE_KEY]: route },
    schema: requestSchema(route, path.names),
    validatorCompiler: validatorCompiler(route, context.validators, path.names),
    // Open operations need no hook at all; the principal stays the decoration's `undefined`.
    ...(plan.open
      ? {}
      : {
          onRequest: (
            request: FastifyRequest,
            _reply: FastifyReply,
            done: HookHandlerDoneFunction,
          ): void => {
            authorize(request, route, plan, authenticate, (error, principal) => {
              if (error !== null) {
                done(error);
                return;
              }
              (request as WithPrincipal)[PRINCIPAL] = principal;
              done();
            });
          },
        }),
    handler: (request, reply) => {
      const handler = handlers[route.handler];
      if (handler === undefined) {
        sendProblem(
          reply,
          new HttpProblem(501, 'not_implemented', `${route.operationId} is not implemented yet`),
        );
        return;
      }
      const typedRequest = {
        path: readPath(request.params),
        query: request.query ?? {},
        headers: readHeaders(request.headers),
        body: request.body,
        principal: (request as WithPrincipal)[PRINCIPAL],
        raw: request,
      };
      let result: unknown;
      try {
        result = handler(typedRequest);
      } catch (error) {
        failed(request, reply, error);
        return;
      }
      // A promise is settled here and not handed to Fastify: Fastify would chain one more promise
      // on it and then inspect the reply only to find it sent. `respond` and `failed` answer
      // every outcome themselves, so nothing is left for Fastify to catch.
      if (isThenable(result)) {
        Promise.resolve(result).then(
          (settled) => respond(request, reply, settled),
          (error: unknown) => failed(request, reply, error),
        );
        return;
      }
      respond(request, reply, result);
    },
  });
}

/**
 * The 500 answer; should even that fail, the error goes to Fastify's own error path, as it did
 * when handler promises were returned to Fastify, so a request can never be left unanswered.
 */
function sendInternalProblem(reply: FastifyReply): void {
  try {
    sendProblem(reply, internalProblem());
  } catch (error) {
    reply.send(error);
  }
}

function requireAuthenticateWhenSecured<P extends PrincipalBase>(
  api: ApiDefinition,
  options: RuntimeOptions<P>,
): void {
  const secured = api.routes.find((route) => route.security.length > 0);
  if (secured !== undefined && options.authenticate === undefined) {
    throw new Error(
      `operation ${secured.operationId} requires authentication: pass an authenticate hook to registerHandlers`,
    );
  }
}

/** Only JSON is parsed; any other Content-Type reaches the error handler as 415 and answers 400. */
function useJsonOnly(app: FastifyInstance): void {
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

type Part = 'params' | 'querystring' | 'headers' | 'body';

function requestSchema(
  route: RouteDefinition,
  pathNames: ReadonlyMap<string, string>,
): FastifySchema {
  const schema: Record<string, unknown> = {};
  const wireToKey = new Map([...pathNames].map(([key, wire]) => [wire, key]));
  const params = objectSchema(
    route.parameters.filter((p) => p.in === 'path'),
    (name) => wireToKey.get(name) ?? name,
  );
  const query = objectSchema(
    route.parameters.filter((p) => p.in === 'query'),
    (name) => name,
  );
  const headers = objectSchema(
    route.parameters.filter((p) => p.in === 'header'),
    (name) => name.toLowerCase(),
  );
  if (params !== undefined) schema['params'] = params;
  if (query !== undefined) schema['querystring'] = query;
  if (headers !== undefined) schema['headers'] = headers;
  if (route.body !== undefined) schema['body'] = route.body.schema;
  return schema;
}

function objectSchema(
  parameters: readonly RouteParameter[],
  key: (name: string) => string,
): object | undefined {
  if (parameters.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(
      parameters.map((parameter) => [key(parameter.name), parameter.schema]),
    ),
    required: parameters
      .filter((parameter) => parameter.required)
      .map((parameter) => key(parameter.name)),
  };
}

function validatorCompiler(
  route: RouteDefinition,
  validators: Validators,
  pathNames: ReadonlyMap<string, string>,
): FastifySchemaCompiler<unknown> {
  const headerNames = new Map(
    route.parameters.filter((p) => p.in === 'header').map((p) => [p.name.toLowerCase(), p.name]),
  );
  return ({ schema, httpPart }) => {
    const part = (httpPart ?? 'body') as Part;
    const ajv = part === 'body' ? validators.bodies : validators.strings;
    const validate = compileSchema(ajv, schema as JsonSchema, `${route.operationId} ${part}`);
    const label = PART_LABELS[part];
    const names = part === 'params' ? pathNames : part === 'headers' ? headerNames : undefined;
    // `true` (not `{ value }`) on success: Fastify then leaves the request part as it was, so an
    // absent optional body stays `undefined` instead of the `null` Fastify validates in its place.
    return (data: unknown) => {
      if (part === 'body' && (data === null || data === undefined) && route.body?.required !== true)
        return true;
      if (part === 'body' && data === null)
        return {
          error: new Error('body is required; send a JSON body with Content-Type application/json'),
        };
      return validate(data)
        ? true
        : { error: new Error(describeError(label, validate.errors?.[0], names)) };
    };
  };
}

const PART_LABELS: Readonly<Record<Part, RequestPart>> = {
  params: 'path parameter',
  querystring: 'query parameter',
  headers: 'header',
  body: 'body',
};

/**
 * Router keys (`p0`) back to the document's names (`thing-id`), as a reader built once per route.
 * Keys are defined as own properties, so a parameter called `__proto__` stays a plain key.
 * Parallel arrays and an index loop: this runs on every request, and destructuring pairs in a
 * for-of allocates iterators whenever the optimiser does not remove them.
 */
function pathReader(
  names: ReadonlyMap<string, string>,
): (values: unknown) => Record<string, unknown> {
  const keys = [...names.keys()];
  const wires = [...names.values()];
  return (values) => {
    const source = (values ?? {}) as Record<string, unknown>;
    const target: Record<string, unknown> = {};
    for (let index = 0; index < keys.length; index++)
      define(target, wires[index]!, source[keys[index]!]);
    return target;
  };
}

/** The declared headers present on the request, under the names the document uses. */
function headerReader(
  parameters: readonly RouteParameter[],
): (headers: FastifyRequest['headers']) => Record<string, unknown> {
  const declared = parameters.filter((p) => p.in === 'header');
  if (declared.length === 0) return () => ({});
  const lowered = declared.map((p) => p.name.toLowerCase());
  const names = declared.map((p) => p.name);
  return (headers) => {
    const target: Record<string, unknown> = {};
    for (let index = 0; index < lowered.length; index++) {
      const value = headers[lowered[index]!];
      if (value !== undefined) define(target, names[index]!, value);
    }
    return target;
  };
}

function define(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(target, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  else target[key] = value;
}

function responseChecker(validators: Validators): BodyCheck {
  const compiled = new WeakMap<RouteResponse, ValidateFunction | null>();
  return (response, body) => {
    if (response.schema === undefined) return undefined;
    let validate = compiled.get(response);
    if (validate === undefined) {
      validate = compileSchema(
        validators.responses,
        response.schema,
        `response ${String(response.status)}`,
      );
      compiled.set(response, validate);
    }
    if (validate === null || validate(body)) return undefined;
    return describeError('body', validate.errors?.[0]);
  };
}
