/**
 * Mounting a route table on a Fastify instance: one Fastify route per operation, with
 * authentication in `onRequest`, request validation through Fastify's validator compiler (the
 * validators themselves compiled up front by schema-checks.ts), and the handler's typed result
 * mapped to the wire by respond.ts.
 *
 * Hot path: everything that depends only on the route (parameter names, header names, the
 * security plan, response lookup, every schema) is worked out once at mount; per request the
 * hooks are synchronous callbacks unless `authenticate` or the handler return a promise.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler, preValidationHookHandler } from 'fastify';
import type { ApiDefinition, PrincipalBase, RouteDefinition, RouteParameter, RuntimeOptions } from './contract.js';
import { authorize, isThenable, planSecurity, type SecurityPlan } from './auth.js';
import { asError, HttpProblem, internalProblem, logFailure, problemFormatter, problemFromError, ROUTE_KEY, routeOf, sendProblem, unsupportedMediaType, useProblemFormatter } from './problems.js';
import { findResponse, responseFinder, sendResult, type BodyCheck } from './respond.js';
import { compileChecks, define, type RouteChecks } from './schema-checks.js';
import { toFastifyPath, type FastifyPath } from './paths.js';
import { bodylessProblem, hasBody, ignoreContentTypeWithoutBody, takenBody, useJsonOnly } from './request-body.js';
import { bodyDecoder, bodyDecoding, DECODING_KEY, DEFAULT_FORM_LIMITS, multipartOperation, needsDecoding } from './body-decoding.js';
import { mediaKind } from './media-types.js';
import { armDeadline, deadlineMs, HandlerTimeoutError } from './deadline.js';
import { HandlerInput } from './handler-input.js';
import { refuseContentCoding } from './content-coding.js';
import { boundChunkedBody } from './body-pieces.js';
import { refuseOversizedExpectedBodies } from './continue.js';
import { answerConnectRequests, answerUnmetExpectations, readEveryHeaderLine, unreadableRequest } from './unreadable-requests.js';
import { notFoundProblem } from './not-found.js';
import { keepSentUrl } from './sent-query.js';
import { keepHeaderLines } from './header-lines.js';
import { hasOwn } from '../own-property.js';
import { trustedOriginSet } from './cross-origin.js';

const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * Mounts every route of `api` on `app`. App-wide on purpose, so every answer is in the
 * document's error shape (problems.ts): it sets the error and not-found handlers and replaces the content-type parsers with JSON's
 * (and, when some operation takes another media type, one parser for every other type, body-decoding.ts).
 * Register other routes that need other parsers in their own encapsulated plugin.
 */
export function registerRoutes<P extends PrincipalBase>(app: FastifyInstance, api: ApiDefinition, options: RuntimeOptions<P>): void {
  requireAuthenticateWhenSecured(api, options);
  const limitMs = deadlineMs(options.handlerTimeoutMs);
  const trustedOrigins = trustedOriginSet(options.trustedOrigins);
  const paths = api.routes.map((route) => toFastifyPath(route.path, route.parameters));
  const checks = compileChecks(api, paths);
  // A HEAD operation takes the place of the HEAD route Fastify adds for the GET at that path.
  const explicitHead = new Set(api.routes.flatMap((route, index) => (route.method.toUpperCase() === 'HEAD' ? [paths[index]!.pattern] : [])));
  useJsonOnly(app);
  if (api.routes.some((route) => needsDecoding(takenBody(route)))) {
    requireMultipartReader(api);
    app.addContentTypeParser('*', bodyDecoder(api.multipart, { ...DEFAULT_FORM_LIMITS, ...options.formLimits }));
  }
  useProblemFormatter(app.server, problemFormatter(api, findResponse, options.formatProblem));
  answerUnmetExpectations(app.server);
  refuseOversizedExpectedBodies(app.server, options.bodyLimit ?? DEFAULT_BODY_LIMIT);
  answerConnectRequests(app.server);
  readEveryHeaderLine(app.server);
  app.setErrorHandler((error, request, reply) => {
    const problem = withinDeclaredStatuses(problemFromError(asError(error, 'thrown:'), request), request);
    if (problem.statusCode >= 500) logFailure(request, {}, error, 'request failed');
    return sendProblem(reply, problem);
  });
  // 404, or 405 with Allow where the path is served under other methods (not-found.ts).
  app.setNotFoundHandler((request, reply) => sendProblem(reply, notFoundProblem(app, request)));
  app.addHook('onRequest', idAndScreen);
  app.addHook('preParsing', boundChunkedBody);
  if (!app.hasRequestDecorator(PRINCIPAL)) app.decorateRequest(PRINCIPAL, undefined);
  for (const hook of [options.onRequest ?? []].flat()) app.addHook('onRequest', hook);
  api.routes.forEach((route, index) => {
    const path = paths[index]!;
    mountRoute(app, api, route, { options, limitMs, trustedOrigins, check: checks.responses, path, checks: checks.routes[index]!, exposeHeadRoute: !explicitHead.has(path.pattern) });
  });
}

/** What handlers of operations without cookie parameters get: one shared, frozen object. */
const NO_COOKIES: Record<string, unknown> = Object.freeze({});

/** Where the authenticated principal waits between `onRequest` and the handler (a request decoration). */
const PRINCIPAL = Symbol('openapi.principal');

type WithPrincipal = FastifyRequest & { [PRINCIPAL]?: unknown };

/**
 * The app's first hook. Every answer carries the request id, so a client can quote it and a log
 * line can be found; a request the router let through malformed (unreadable-requests.ts) is
 * refused here, before any operation's hooks.
 */
function idAndScreen(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  reply.header('x-request-id', request.id);
  done(unreadableRequest(request));
}

/**
 * 413 is declared only where a body is accepted; on an operation that takes no body an oversized
 * one is answered 400 (which every operation declares), so answers stay within the contract. A
 * media type the operation does not take is 415, unless the operation lists its 400 but not 415.
 */
function withinDeclaredStatuses(problem: HttpProblem, request: FastifyRequest): HttpProblem {
  const route = routeOf(request);
  if (problem.statusCode === 413 && route !== undefined && takenBody(route) === undefined) return bodylessProblem(route);
  // 415 where the operation declares it, or declares neither it nor 400; else the 400 it declares
  // (our spec's operations). Outside any operation (a malformed Content-Type on an unknown path) it is 400, as it always was.
  if (problem.statusCode === 415 && (route === undefined || (findResponse(route, 415) === undefined && findResponse(route, 400) !== undefined))) {
    return new HttpProblem(400, 'invalid_request', problem.message);
  }
  return problem;
}

interface MountContext<P extends PrincipalBase> {
  readonly options: RuntimeOptions<P>;
  /** `handlerTimeoutMs`, checked once at mount (deadline.ts). */
  readonly limitMs: number;
  /** `trustedOrigins`, checked once at mount (cross-origin.ts). */
  readonly trustedOrigins: ReadonlySet<string>;
  readonly check: BodyCheck;
  readonly path: FastifyPath;
  readonly checks: RouteChecks;
  readonly exposeHeadRoute: boolean;
}

function mountRoute<P extends PrincipalBase>(app: FastifyInstance, api: ApiDefinition, route: RouteDefinition, context: MountContext<P>): void {
  const plan: SecurityPlan = planSecurity(route, api.securitySchemes, context.trustedOrigins);
  const { path } = context;
  const readPath = pathReader(path.names);
  const readQuery = declaredReader(route.parameters, 'query');
  const readHeaders = declaredReader(route.parameters, 'header');
  const find = responseFinder(route, api.errorBodies);
  const readCookies = context.checks.cookies;
  const { handlers, authenticate } = context.options;
  const mode = context.options.responseValidation ?? 'error';
  const { limitMs } = context;
  const respond = (request: FastifyRequest, reply: FastifyReply, result: unknown): void => {
    try {
      // A 401 must name a challenge (RFC 9110 §15.5.2): a handler's own 401 (credentials that
      // went stale while the request ran) gets the route's, as the runtime's do; headers the
      // handler returns still take precedence.
      if (plan.challenge !== undefined && (result as { status?: unknown } | null)?.status === 401) reply.header('www-authenticate', plan.challenge);
      sendResult(request, reply, route, result, find, context.check, mode);
    } catch (error) {
      // offContract() logged its reason already; `asError` because `instanceof` itself throws on a hostile Proxy.
      if (!(asError(error, 'thrown:') instanceof HttpProblem)) logFailure(request, { operationId: route.operationId }, error, `response of ${route.handler} could not be sent`);
      reply.removeHeader('set-cookie');
      sendInternalProblem(reply);
    }
  };
  const failed = (request: FastifyRequest, reply: FastifyReply, error: unknown): void => {
    logFailure(request, { operationId: route.operationId }, error, `handler ${route.handler} threw`);
    sendInternalProblem(reply);
  };
  const body = takenBody(route);
  const decoding = body !== undefined && needsDecoding(body) ? bodyDecoding(body, api.components) : undefined;
  const onRequest = requestHook(route, plan, authenticate, decoding?.acceptsJson === false, limitMs);
  app.route({
    method: route.method.toUpperCase(),
    url: path.url,
    exposeHeadRoute: context.exposeHeadRoute,
    bodyLimit: context.options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    config: decoding === undefined ? { [ROUTE_KEY]: route } : { [ROUTE_KEY]: route, [DECODING_KEY]: decoding },
    schema: context.checks.schema,
    validatorCompiler: context.checks.validatorCompiler,
    // Open operations that take a body need no hook at all; the principal stays `undefined`.
    ...(onRequest === undefined ? {} : { onRequest }),
    ...(body === undefined ? {} : { preParsing: refuseContentCoding }),
    ...preValidation(context.checks.sentUrl, context.checks.headerLines),
    handler: (request, reply) => {
      const handler = handlers[route.handler];
      if (handler === undefined) {
        sendProblem(reply, new HttpProblem(501, 'not_implemented', `${route.operationId} is not implemented yet`));
        return;
      }
      let cookies: Record<string, unknown> = NO_COOKIES;
      if (readCookies !== undefined) {
        const read = readCookies(request.headers.cookie);
        if ('error' in read) {
          sendProblem(reply, new HttpProblem(400, 'invalid_request', read.error));
          return;
        }
        cookies = read.value;
      }
      const typedRequest = new HandlerInput(
        readPath(request.params),
        readQuery(request.query),
        readHeaders(request.headers),
        cookies,
        request.body,
        (request as WithPrincipal)[PRINCIPAL],
        request,
      );
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
        const deadline = armDeadline(limitMs, () => expired(request, reply, route, limitMs, typedRequest));
        Promise.resolve(result).then(
          (settled) => {
            clearTimeout(deadline);
            if (reply.sent) late(request, route);
            else respond(request, reply, settled);
          },
          (error: unknown) => {
            clearTimeout(deadline);
            if (reply.sent) late(request, route, { error });
            else failed(request, reply, error);
          },
        );
        return;
      }
      respond(request, reply, result);
    },
  });
}

/**
 * The route's `preValidation` hooks, none on most routes: only routes with a joined query or split
 * path list or object read the URL as sent (sent-query.ts, sent-path.ts), and only routes with a
 * header parameter keep the request's header lines for its validator (header-lines.ts).
 */
function preValidation(sentUrl: boolean, headerLines: boolean): { preValidation?: preValidationHookHandler | preValidationHookHandler[] } {
  if (sentUrl && headerLines) return { preValidation: [keepSentUrl, keepHeaderLines] };
  if (sentUrl) return { preValidation: keepSentUrl };
  return headerLines ? { preValidation: keepHeaderLines } : {};
}

/** The handler's promise outlived the deadline (deadline.ts): the document's 500, logged. */
function expired(request: FastifyRequest, reply: FastifyReply, route: RouteDefinition, limitMs: number, input: HandlerInput): void {
  const error = new HandlerTimeoutError(`handler ${route.handler}`, limitMs);
  if (!reply.sent) {
    logFailure(request, { operationId: route.operationId }, error, 'request failed');
    sendInternalProblem(reply);
  }
  input.abort(error);
}

/**
 * A handler promise that settled after its request was answered at the deadline (deadline.ts):
 * its result can no longer be sent, so it is logged instead.
 */
function late(request: FastifyRequest, route: RouteDefinition, rejected?: { readonly error: unknown }): void {
  const fields = { operationId: route.operationId };
  const message = `handler ${route.handler} settled after its request was answered (handler timeout); its result was dropped`;
  if (rejected === undefined) request.log.warn(fields, message);
  else logFailure(request, fields, rejected.error, message);
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

/**
 * The route's `onRequest` work, in one hook: an operation that takes no body refuses a request
 * that has one before a byte of it is read (400, declared on every operation; a 5 MB body on a
 * GET used to be read and ignored) and ignores the Content-Type of one that has none (as does an
 * operation whose body is optional), then a secured one authenticates, then one that takes no
 * JSON refuses a JSON body (415), which the JSON parser would otherwise read (`refuseJson`; other
 * media types it does not take are refused by body-decoding.ts, also before they are read).
 */
function requestHook<P extends PrincipalBase>(
  route: RouteDefinition,
  plan: SecurityPlan,
  authenticate: RuntimeOptions<P>['authenticate'],
  refuseJson: boolean,
  limitMs: number,
): onRequestHookHandler | undefined {
  const body = takenBody(route);
  const bodyless = body === undefined;
  // Where a request may come without a body, one that does is not parsed whatever its Content-Type.
  const emptyIsNone = bodyless || !body.required;
  if (plan.open && !emptyIsNone && !refuseJson) return undefined;
  const mediaProblem = (request: FastifyRequest): Error | undefined =>
    refuseJson && hasBody(request) && mediaKind(request.headers['content-type'] ?? '') === 'json' ? unsupportedMediaType(request) : undefined;
  return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    if (bodyless && hasBody(request)) {
      done(bodylessProblem(route));
      return;
    }
    if (emptyIsNone) ignoreContentTypeWithoutBody(request);
    if (plan.open) {
      done(mediaProblem(request));
      return;
    }
    authorize(request, route, plan, authenticate, limitMs, (error, principal) => {
      if (error !== null) {
        done(error);
        return;
      }
      (request as WithPrincipal)[PRINCIPAL] = principal;
      done(mediaProblem(request));
    });
  };
}

function requireMultipartReader(api: ApiDefinition): void {
  const route = multipartOperation(api);
  if (route !== undefined && api.multipart === undefined) {
    throw new Error(`operation ${route.operationId} takes multipart/form-data: pass the multipart reader (runtime/server/multipart.ts) as api.multipart`);
  }
}

function requireAuthenticateWhenSecured<P extends PrincipalBase>(api: ApiDefinition, options: RuntimeOptions<P>): void {
  const secured = api.routes.find((route) => route.security.length > 0);
  if (secured !== undefined && options.authenticate === undefined) {
    throw new Error(`operation ${secured.operationId} requires authentication: pass an authenticate hook to registerHandlers`);
  }
}

/**
 * Router keys (`p0`) back to the document's names (`thing-id`), as a reader built once per route.
 * Keys are defined as own properties, so a parameter called `__proto__` stays a plain key.
 * Parallel arrays and an index loop: this runs on every request, and destructuring pairs in a
 * for-of allocates iterators whenever the optimiser does not remove them.
 */
function pathReader(names: ReadonlyMap<string, string>): (values: unknown) => Record<string, unknown> {
  const keys = [...names.keys()];
  const wires = [...names.values()];
  return (values) => {
    const source = (values ?? {}) as Record<string, unknown>;
    const target: Record<string, unknown> = {};
    for (let index = 0; index < keys.length; index++) define(target, wires[index]!, source[keys[index]!]);
    return target;
  };
}

/**
 * The operation's declared query parameters or headers present on the request, under the names the
 * document uses, as a reader built once per route; nothing else reaches the handler. Undeclared
 * query keys used to: an API key sent in the query (`?api_key=…`, a credential `authenticate`
 * has already read) and any stray key arrived in `query` beside the declared ones, while headers
 * were already filtered (decisions/0007). Read after validation, so a deepObject or an exploded
 * form object is already gathered under its own name and its member keys are gone (parameter-styles.ts);
 * an open form object's stray keys are its members. `raw` keeps the request as sent.
 */
function declaredReader(parameters: readonly RouteParameter[], location: 'query' | 'header'): (values: unknown) => Record<string, unknown> {
  const declared = parameters.filter((p) => p.in === location);
  if (declared.length === 0) return () => ({});
  // Node gives header names in lower case; query keys are as sent.
  const keys = declared.map((p) => (location === 'header' ? p.name.toLowerCase() : p.name));
  const names = declared.map((p) => p.name);
  return (values) => {
    const source = (values ?? {}) as Record<string, unknown>;
    const target: Record<string, unknown> = {};
    for (let index = 0; index < keys.length; index++) {
      // Own members only: a query key `constructor` that was never sent is not Object's.
      const key = keys[index]!;
      const value = hasOwn(source, key) ? source[key] : undefined;
      if (value !== undefined) define(target, names[index]!, value);
    }
    return target;
  };
}
