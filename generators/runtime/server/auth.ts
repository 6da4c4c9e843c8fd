/**
 * Finding the credentials on a request and checking them, by OpenAPI's rules
 * (https://spec.openapis.org/oas/v3.1.0#security-requirement-object): the requirements are
 * alternatives, tried in the document's order; the first whose schemes are ALL present decides
 * (a present but invalid credential is a 401, never rescued by a later alternative); the scopes a
 * requirement lists reach `authenticate` with each credential; an empty requirement lets
 * anonymous callers in. The runtime owns the order and the answers (401 / 403), the
 * implementer's `authenticate` owns what the credentials mean (decisions/0020).
 */
import type { FastifyRequest } from 'fastify';
import type { Authenticate, Credential, Credentials, PrincipalBase, RouteDefinition, SecuritySchemeDefinition } from './contract.js';
import { cookieValues } from './cookies.js';
import { asError, HttpProblem } from './problems.js';
import { armDeadline, HandlerTimeoutError } from './deadline.js';
import { utf8Text } from './header-text.js';
import { GIVEN_MORE_THAN_ONCE } from './unreadable-value.js';
import { named } from './message-names.js';
import { headerLineCount } from './unreadable-requests.js';
import { hasOwn } from '../own-property.js';
import { originCheck, type OriginCheck } from './cross-origin.js';

interface PlannedUse {
  readonly scheme: SecuritySchemeDefinition;
  readonly scopes: readonly string[];
}

export interface SecurityPlan {
  /** No credential needed (login); the principal is `undefined`. */
  readonly open: boolean;
  /** Credentials are used when present but not required (an empty alternative). */
  readonly optional: boolean;
  /** The non-empty alternatives in the document's order, each the schemes needed together. */
  readonly alternatives: readonly (readonly PlannedUse[])[];
  /** The Authorization forms the route accepts (`Bearer`, `Basic`); any other is refused. */
  readonly authorization: readonly AuthorizationForm[];
  /** What a caller must send, for the 401 message. */
  readonly wanted: string;
  /** The `WWW-Authenticate` challenges (RFC 9110 §11.6.1) of the route's HTTP schemes. */
  readonly challenge: string | undefined;
  /** Refuses a cookie-authenticated request from another origin (cross-origin.ts); none on safe methods or without a cookie scheme. */
  readonly crossOrigin: OriginCheck | undefined;
}

interface AuthorizationForm {
  readonly word: 'Bearer' | 'Basic';
  readonly pattern: RegExp;
}

const BEARER: AuthorizationForm = { word: 'Bearer', pattern: /^Bearer +\S+\s*$/i };
const BASIC: AuthorizationForm = { word: 'Basic', pattern: /^Basic +[A-Za-z0-9+/]+=*\s*$/i };

/** `trustedOrigins`: the origins besides the server's own whose cookie-authenticated requests are taken (cross-origin.ts). */
export function planSecurity(route: RouteDefinition, schemes: readonly SecuritySchemeDefinition[], trustedOrigins: ReadonlySet<string> = new Set()): SecurityPlan {
  const byKey = new Map(schemes.map((scheme) => [scheme.key, scheme]));
  const alternatives: (readonly PlannedUse[])[] = [];
  for (const requirement of route.security) {
    // A route table written by hand must not open a route through a malformed entry either.
    if (typeof requirement !== 'object' || requirement === null || Array.isArray(requirement)) {
      throw new Error(`operation ${route.operationId}: a security requirement must be an object mapping scheme names to scopes, not ${JSON.stringify(requirement)}`);
    }
    const keys = Object.keys(requirement);
    if (keys.length > 0) alternatives.push(keys.map((key) => plannedUse(route, byKey.get(key), key, requirement[key])));
  }
  // Roles need a principal: on a route anonymous callers may use they could never be checked.
  if (route.roles.length > 0 && (route.security.length === 0 || route.security.some((requirement) => Object.keys(requirement).length === 0))) {
    throw new Error(`operation ${route.operationId}: roles ${route.roles.join(', ')} cannot be checked on an operation that lets anonymous callers in; require a credential or remove the roles`);
  }
  const used = alternatives.flat().map((use) => use.scheme);
  const authorization = [BEARER, BASIC].filter((form) => used.some((scheme) => formOf(scheme) === form));
  return {
    open: route.security.length === 0,
    optional: route.security.some((requirement) => Object.keys(requirement).length === 0),
    alternatives,
    authorization,
    wanted: [...new Set(alternatives.map((alternative) => alternative.map((use) => describeScheme(use.scheme)).join(' and ')))].join(' or '),
    challenge: authorization.length === 0 ? undefined : authorization.map((form) => form.word).join(', '),
    crossOrigin: originCheck(route.method, used.some((scheme) => scheme.kind === 'apiKey' && scheme.in === 'cookie'), trustedOrigins),
  };
}

function plannedUse(route: RouteDefinition, scheme: SecuritySchemeDefinition | undefined, key: string, scopes: unknown): PlannedUse {
  if (scheme === undefined) {
    throw new Error(`operation ${route.operationId}: security scheme ${JSON.stringify(key)} is not defined under components.securitySchemes; add it or remove it from the operation's security`);
  }
  if (!Array.isArray(scopes) || !scopes.every((scope) => typeof scope === 'string')) {
    throw new Error(`operation ${route.operationId}: the scopes of security scheme ${JSON.stringify(key)} must be a list of strings`);
  }
  return { scheme, scopes: Object.freeze([...(scopes as string[])]) };
}

function formOf(scheme: SecuritySchemeDefinition): AuthorizationForm | undefined {
  if (scheme.kind === 'bearer' || scheme.kind === 'oauth2' || scheme.kind === 'openIdConnect') return BEARER;
  return scheme.kind === 'basic' ? BASIC : undefined;
}

/**
 * The credentials of the first alternative whose schemes are all present, or `undefined` when
 * none is complete. An Authorization header of a form the route does not take is a 401.
 */
export function findCredentials(request: FastifyRequest, plan: SecurityPlan): Credentials | undefined {
  const header = request.headers.authorization;
  if (header !== undefined && plan.authorization.length > 0 && !plan.authorization.some((form) => form.pattern.test(header))) {
    // Any other scheme word (`Token`, `Foo`, a bare token) is refused outright, never ignored.
    throw unauthenticated(`Authorization header must be ${plan.authorization.map((form) => `"${form.word} <${form === BASIC ? 'base64 user:password' : 'token'}>"`).join(' or ')}`, plan.challenge);
  }
  for (const alternative of plan.alternatives) {
    const found = credentialsOf(request, alternative);
    if (found !== undefined) return found;
  }
  return undefined;
}

function credentialsOf(request: FastifyRequest, alternative: readonly PlannedUse[]): Credentials | undefined {
  const found: Credential[] = [];
  for (const use of alternative) {
    const credential = credentialFor(request, use);
    if (credential === undefined) return undefined;
    found.push(credential);
  }
  return found as unknown as Credentials;
}

function credentialFor(request: FastifyRequest, { scheme, scopes }: PlannedUse): Credential | undefined {
  const form = formOf(scheme);
  if (form !== undefined) return authorizationCredential(request.headers.authorization, form, scheme.key, scopes);
  if (scheme.kind !== 'apiKey') return undefined; // mutualTLS, digest and other schemes: never satisfied here
  const value = apiKeyValue(request, scheme);
  if (value === undefined) return undefined;
  return { scheme: scheme.key, kind: 'apiKey', location: scheme.in, name: scheme.name, value, scopes };
}

function authorizationCredential(header: string | undefined, form: AuthorizationForm, key: string, scopes: readonly string[]): Credential | undefined {
  if (header === undefined || !form.pattern.test(header)) return undefined;
  // `trim` strips exactly the characters `\s` matches, so what is left is the `\S+` that was accepted.
  const value = header.slice(form.word.length).trim();
  if (form === BEARER) return { scheme: key, kind: 'bearer', location: 'header', name: 'Authorization', value, scopes };
  const decoded = basicCredentials(value);
  const colon = decoded === undefined ? -1 : decoded.indexOf(':');
  if (decoded === undefined || colon < 0) throw unauthenticated('Basic credentials must be "user:password", base64-encoded with padding', 'Basic');
  return { scheme: key, kind: 'basic', location: 'header', name: 'Authorization', value: decoded, username: decoded.slice(0, colon), password: decoded.slice(colon + 1), scopes };
}

/**
 * The text of Basic credentials (RFC 7617 §2: base64 of RFC 4648 §4), or `undefined`. Node's
 * base64 reading skips characters outside the alphabet and any padding, and its UTF-8 reading
 * puts U+FFFD for bytes that are not UTF-8, so different byte strings (`0xff:0xfe` and
 * `0xfe:0xff`) reached a handler as the same username and password (a red-team pass,
 * 2026-11-28). Read strictly, as Go's `Request.BasicAuth` does: whole four-character groups; the
 * bytes as UTF-8 (RFC 7617's charset, and the generated client's) when they are UTF-8, else as
 * Latin-1 (what `btoa` of a JavaScript string sends), as header text is (header-text.ts).
 */
function basicCredentials(value: string): string | undefined {
  if (value.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) return undefined;
  const bytes = Buffer.from(value, 'base64');
  return utf8Text(bytes) ?? bytes.toString('latin1');
}

function apiKeyValue(request: FastifyRequest, scheme: Extract<SecuritySchemeDefinition, { kind: 'apiKey' }>): string | undefined {
  let value: unknown;
  if (scheme.in === 'header') {
    const lower = scheme.name.toLowerCase();
    value = request.headers[lower];
    // Two lines (`Api-Key: a` and `Api-Key: b`) reached `authenticate` as Node joins them,
    // `a, b`: a credential nobody issued, answered 401 "invalid" though each key may be valid,
    // while a proxy or log in front acted on one of them (a red-team pass, 2026-11-29). Refused
    // as two query keys or two Authorization lines are.
    if (value !== undefined && headerLineCount(request.raw.rawHeaders, lower) > 1) {
      throw new HttpProblem(400, 'invalid_request', `header ${named(scheme.name)} ${GIVEN_MORE_THAN_ONCE}`);
    }
  } else if (scheme.in === 'cookie') value = credentialCookie(request.headers.cookie, scheme.name);
  else {
    const query = request.query as { readonly [name: string]: unknown } | undefined;
    value = query !== undefined && hasOwn(query, scheme.name) ? query[scheme.name] : undefined;
    // `?api_key=a&api_key=b`: which one a proxy or log acted on is unknowable, as with two
    // Authorization lines (a 400 too); it was answered 401 "authentication required", as if none
    // had been sent (a red-team pass, 2026-11-28).
    if (Array.isArray(value)) throw new HttpProblem(400, 'invalid_request', `query parameter ${named(scheme.name)} ${GIVEN_MORE_THAN_ONCE}`);
  }
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * A credential cookie's value. Sent twice with different values, it is refused, as two
 * Authorization lines are: it was the first, and a browser sends first the cookie of the longer
 * path, which a sibling subdomain can set (cookie tossing), so a request carrying the user's own
 * session and one planted beside it was served as the planted one's user (a red-team pass,
 * 2026-11-28). The same value twice (one cookie under two paths) is one credential.
 */
function credentialCookie(header: string | undefined, name: string): string | undefined {
  const values = cookieValues(header).get(name);
  if (values === undefined) return undefined;
  if (values.some((value) => value !== values[0])) {
    throw new HttpProblem(400, 'invalid_request', `cookie ${named(name)} is given more than once with different values; send it once (clear the other one)`);
  }
  return values[0];
}

export function unauthenticated(message: string, challenge: string | undefined): HttpProblem {
  return new HttpProblem(401, 'unauthenticated', message, challenge === undefined ? {} : { 'www-authenticate': challenge });
}

/** No credential on a route where one is optional: the handler runs without a principal. */
const ANONYMOUS = Symbol('anonymous');

/**
 * Runs the plan for one request and hands the outcome to `settle`: the principal, `undefined` on
 * open routes and anonymous optional ones, or the 401/403 problem. Synchronous as far as it can
 * be: when `authenticate` returns a value, `settle` runs before `authorize` returns; when it
 * returns a promise, `settle` runs from that promise's one reaction (no intermediate promise
 * for admitting the principal, which would cost every authenticated request a microtask turn).
 */
export function authorize<P extends PrincipalBase>(
  request: FastifyRequest,
  route: RouteDefinition,
  plan: SecurityPlan,
  authenticate: Authenticate<P> | undefined,
  limitMs: number,
  settle: (error: Error | null, principal?: P) => void,
): void {
  if (plan.open) {
    settle(null, undefined);
    return;
  }
  let found: ReturnType<Authenticate<P>> | typeof ANONYMOUS;
  try {
    found = authenticateCredentials(request, plan, authenticate);
  } catch (error) {
    settle(asError(error, 'authenticate threw'));
    return;
  }
  if (found === ANONYMOUS) {
    settle(null, undefined);
    return;
  }
  if (!isThenable(found)) {
    admitInto(found, route, plan, settle);
    return;
  }
  // Past the deadline the request is answered 500; what `authenticate` says later is dropped.
  let expired = false;
  const deadline = armDeadline(limitMs, () => {
    expired = true;
    settle(new HandlerTimeoutError('authenticate', limitMs));
  });
  Promise.resolve(found).then(
    (principal) => {
      clearTimeout(deadline);
      if (!expired) admitInto(principal, route, plan, settle);
    },
    // A rejection without a reason must still fail the request, never let it through.
    (error: unknown) => {
      clearTimeout(deadline);
      if (!expired) settle(asError(error, 'authenticate rejected with'));
    },
  );
}

/** The principal as `authenticate` answers it; a missing required credential is a 401. */
function authenticateCredentials<P extends PrincipalBase>(
  request: FastifyRequest,
  plan: SecurityPlan,
  authenticate: Authenticate<P> | undefined,
): ReturnType<Authenticate<P>> | typeof ANONYMOUS {
  const credentials = findCredentials(request, plan);
  if (credentials === undefined) {
    if (plan.optional) return ANONYMOUS;
    throw unauthenticated(`authentication required: send ${plan.wanted}`, plan.challenge);
  }
  // Before `authenticate`, so a forged request neither reaches the application nor learns whether the cookie is valid.
  const forged = plan.crossOrigin?.(request, credentials);
  if (forged !== undefined) throw forged;
  if (authenticate === undefined) throw new Error('authenticate hook missing');
  return authenticate(credentials, request);
}

function admitInto<P extends PrincipalBase>(
  principal: P | null | undefined,
  route: RouteDefinition,
  plan: SecurityPlan,
  settle: (error: Error | null, principal?: P) => void,
): void {
  let admitted: P;
  try {
    admitted = admit(principal, route, plan);
  } catch (error) {
    settle(asError(error, 'admitting the principal failed with'));
    return;
  }
  settle(null, admitted);
}

function admit<P extends PrincipalBase>(principal: P | null | undefined, route: RouteDefinition, plan: SecurityPlan): P {
  if (principal === null || principal === undefined) {
    throw unauthenticated('credentials are invalid, expired or revoked; log in again or use another key', plan.challenge);
  }
  if (!hasAllowedRole(principal, route.roles)) {
    throw new HttpProblem(403, 'forbidden', `this operation requires the role ${route.roles.join(' or ')}`);
  }
  return principal;
}

export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

function hasAllowedRole(principal: PrincipalBase, roles: readonly string[]): boolean {
  if (roles.length === 0) return true;
  const held = [...(principal.roles ?? []), ...(principal.role === undefined ? [] : [principal.role])];
  return held.some((role) => roles.includes(role));
}

function describeScheme(scheme: SecuritySchemeDefinition): string {
  const form = formOf(scheme);
  if (form === BEARER) return 'Authorization: Bearer <token>';
  if (form === BASIC) return 'Authorization: Basic <base64 user:password>';
  if (scheme.kind === 'apiKey') return `the ${scheme.in} ${scheme.name}`;
  return `credentials for ${scheme.key}`;
}
