/**
 * Generated from generators/runtime/server/routes.ts by npm run generate. Do not edit.
 */

/**
 * Mounting a route table on a Fastify instance: one Fastify route per operation, with
 * authentication in `onRequest`, request validation through Fastify's validator compiler, and the
 * handler's typed result mapped to the wire by respond.ts.
 */
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySchemaCompiler,
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
import { authorize, planSecurity, type SecurityPlan } from './auth.js';
import { HttpProblem, internalProblem, problemFromError, sendProblem } from './problems.js';
import { sendResult, type BodyCheck } from './respond.js';
import {
  compileSchema,
  createValidators,
  describeError,
  type RequestPart,
  type Validators,
} from './validation.js';
import { toFastifyPath } from './paths.js';

const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * Mounts every route of `api` on `app`. App-wide on purpose, so every answer is the house error
 * body: it sets the error and not-found handlers and replaces the content-type parsers with JSON
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
  useJsonOnly(app);
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
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  for (const hook of [options.onRequest ?? []].flat()) app.addHook('onRequest', hook);
  for (const route of api.routes) mountRoute(app, api, route, { options, validators, check });
}

const ROUTE_KEY = 'openapiRoute';

/**
 * 413 is declared only where a body is accepted; on an operation that takes no body an oversized
 * one is answered 400 (which every operation declares), so answers stay within the contract.
 */
function withinDeclaredStatuses(problem: HttpProblem, request: FastifyRequest): HttpProblem {
  const config = request.routeOptions.config as
    { readonly [ROUTE_KEY]?: RouteDefinition } | undefined;
  const route = config?.[ROUTE_KEY];
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
}

function mountRoute<P extends PrincipalBase>(
  app: FastifyInstance,
  api: ApiDefinition,
  route: RouteDefinition,
  context: MountContext<P>,
): void {
  const plan: SecurityPlan = planSecurity(route, api.securitySchemes);
  const path = toFastifyPath(route.path, route.parameters);
  const principals = new WeakMap<FastifyRequest, P | undefined>();
  app.route({
    method: route.method.toUpperCase(),
    url: path.url,
    bodyLimit: context.options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    config: { [ROUTE_KEY]: route },
    schema: requestSchema(route, path.names),
    validatorCompiler: validatorCompiler(route, context.validators, path.names),
    onRequest: async (request) => {
      principals.set(request, await authorize(request, route, plan, context.options.authenticate));
    },
    handler: async (request, reply) => {
      const handler = context.options.handlers[route.handler];
      if (handler === undefined) {
        return sendProblem(
          reply,
          new HttpProblem(501, 'not_implemented', `${route.operationId} is not implemented yet`),
        );
      }
      const typedRequest = {
        path: renameKeys(request.params, path.names),
        query: request.query ?? {},
        headers: declaredHeaders(request, route.parameters),
        body: request.body,
        principal: principals.get(request),
        raw: request,
      };
      let result: unknown;
      try {
        result = await handler(typedRequest);
      } catch (error) {
        request.log.error(
          { reqId: request.id, operationId: route.operationId, err: error },
          `handler ${route.handler} threw`,
        );
        return sendProblem(reply, internalProblem());
      }
      return sendResultSafely(request, reply, route, result, context);
    },
  });
}

function sendResultSafely<P extends PrincipalBase>(
  request: FastifyRequest,
  reply: FastifyReply,
  route: RouteDefinition,
  result: unknown,
  context: MountContext<P>,
): FastifyReply {
  try {
    return sendResult(
      request,
      reply,
      route,
      result,
      context.check,
      context.options.responseValidation ?? 'error',
    );
  } catch (error) {
    if (!(error instanceof HttpProblem)) {
      request.log.error(
        { reqId: request.id, operationId: route.operationId, err: error },
        `response of ${route.handler} could not be sent`,
      );
    }
    reply.removeHeader('set-cookie');
    return sendProblem(reply, internalProblem());
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
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, json);
  app.addContentTypeParser(/^application\/[a-z0-9.+-]*\+json$/, { parseAs: 'string' }, json);
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

function renameKeys(values: unknown, names: ReadonlyMap<string, string>): Record<string, unknown> {
  const source = (values ?? {}) as Record<string, unknown>;
  return Object.fromEntries([...names].map(([key, wire]) => [wire, source[key]]));
}

function declaredHeaders(
  request: FastifyRequest,
  parameters: readonly RouteParameter[],
): Record<string, unknown> {
  return Object.fromEntries(
    parameters
      .filter((p) => p.in === 'header' && request.headers[p.name.toLowerCase()] !== undefined)
      .map((p) => [p.name, request.headers[p.name.toLowerCase()]]),
  );
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
