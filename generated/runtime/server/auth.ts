/**
 * Generated from generators/runtime/server/auth.ts by npm run generate. Do not edit.
 */

/**
 * Finding the credential on a request and checking it: the runtime owns the order and the
 * answers (401 / 403), the implementer's `authenticate` owns what a credential means.
 */
import type { FastifyRequest } from 'fastify';
import type {
  Authenticate,
  Credential,
  PrincipalBase,
  RouteDefinition,
  SecuritySchemeDefinition,
} from './contract.js';
import { HttpProblem } from './problems.js';

export interface SecurityPlan {
  /** No credential needed (login); the principal is `undefined`. */
  readonly open: boolean;
  /** A credential is used when present but not required (an empty alternative). */
  readonly optional: boolean;
  /** Schemes to look for, in the document's order (first alternative first). */
  readonly schemes: readonly SecuritySchemeDefinition[];
}

export function planSecurity(
  route: RouteDefinition,
  schemes: readonly SecuritySchemeDefinition[],
): SecurityPlan {
  const byKey = new Map(schemes.map((scheme) => [scheme.key, scheme]));
  const ordered: SecuritySchemeDefinition[] = [];
  for (const alternative of route.security) {
    for (const key of alternative) {
      const scheme = byKey.get(key);
      if (scheme === undefined) {
        throw new Error(
          `operation ${route.operationId}: security scheme ${JSON.stringify(key)} is not defined under components.securitySchemes; add it or remove it from the operation's security`,
        );
      }
      if (!ordered.includes(scheme)) ordered.push(scheme);
    }
  }
  return {
    open: route.security.length === 0,
    optional: route.security.some((alternative) => alternative.length === 0),
    schemes: ordered,
  };
}

/** Cookies of the request by name; a Map so no cookie name can reach an object prototype. */
export function parseCookies(header: string | undefined): ReadonlyMap<string, string> {
  const cookies = new Map<string, string>();
  if (header === undefined) return cookies;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    const name = pair.slice(0, Math.max(separator, 0)).trim();
    if (name === '') continue;
    const raw = pair
      .slice(separator + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    if (!cookies.has(name)) cookies.set(name, safeDecode(raw));
  }
  return cookies;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The first credential present, in the plan's order; a present-but-malformed one is a 401. */
export function findCredential(
  request: FastifyRequest,
  plan: SecurityPlan,
): Credential | undefined {
  for (const scheme of plan.schemes) {
    const credential = credentialFor(request, scheme);
    if (credential !== undefined) return credential;
  }
  return undefined;
}

function credentialFor(
  request: FastifyRequest,
  scheme: SecuritySchemeDefinition,
): Credential | undefined {
  if (scheme.kind === 'bearer' || scheme.kind === 'oauth2' || scheme.kind === 'openIdConnect') {
    return bearerCredential(request, scheme.key);
  }
  if (scheme.kind !== 'apiKey') return undefined;
  const value = apiKeyValue(request, scheme);
  if (value === undefined) return undefined;
  return { scheme: scheme.key, kind: 'apiKey', location: scheme.in, name: scheme.name, value };
}

function bearerCredential(request: FastifyRequest, key: string): Credential | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  if (!BEARER_HEADER.test(header)) {
    // Any other scheme word (`Basic`, `Token`, `Foo`) is refused outright, never ignored.
    throw unauthenticated('Authorization header must be "Bearer <token>"');
  }
  // `test` and `trim` instead of a capturing `exec`: no match array on every request. `trim`
  // strips exactly the characters `\s` matches, so what is left is the `\S+` that was accepted.
  return {
    scheme: key,
    kind: 'bearer',
    location: 'header',
    name: 'Authorization',
    value: header.slice(BEARER_WORD.length).trim(),
  };
}

const BEARER_WORD = 'Bearer';
const BEARER_HEADER = /^Bearer +\S+\s*$/i;

function apiKeyValue(
  request: FastifyRequest,
  scheme: Extract<SecuritySchemeDefinition, { kind: 'apiKey' }>,
): string | undefined {
  let value: unknown;
  if (scheme.in === 'header') value = request.headers[scheme.name.toLowerCase()];
  else if (scheme.in === 'cookie') value = parseCookies(request.headers.cookie).get(scheme.name);
  else {
    const query = request.query as { readonly [name: string]: unknown } | undefined;
    value =
      query !== undefined && Object.hasOwn(query, scheme.name) ? query[scheme.name] : undefined;
  }
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function unauthenticated(message: string): HttpProblem {
  return new HttpProblem(401, 'unauthenticated', message, { 'www-authenticate': 'Bearer' });
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
  settle: (error: Error | null, principal?: P) => void,
): void {
  if (plan.open) {
    settle(null, undefined);
    return;
  }
  let found: ReturnType<Authenticate<P>> | typeof ANONYMOUS;
  try {
    found = authenticateCredential(request, plan, authenticate);
  } catch (error) {
    settle(asError(error, 'authenticate threw'));
    return;
  }
  if (found === ANONYMOUS) {
    settle(null, undefined);
    return;
  }
  if (!isThenable(found)) {
    admitInto(found, route, settle);
    return;
  }
  Promise.resolve(found).then(
    (principal) => admitInto(principal, route, settle),
    // A rejection without a reason must still fail the request, never let it through.
    (error: unknown) => settle(asError(error, 'authenticate rejected with')),
  );
}

/** The credential's principal as `authenticate` answers it; a missing required credential is a 401. */
function authenticateCredential<P extends PrincipalBase>(
  request: FastifyRequest,
  plan: SecurityPlan,
  authenticate: Authenticate<P> | undefined,
): ReturnType<Authenticate<P>> | typeof ANONYMOUS {
  const credential = findCredential(request, plan);
  if (credential === undefined) {
    if (plan.optional) return ANONYMOUS;
    throw unauthenticated(`authentication required: send ${describeSchemes(plan.schemes)}`);
  }
  if (authenticate === undefined) throw new Error('authenticate hook missing');
  return authenticate(credential, request);
}

function admitInto<P extends PrincipalBase>(
  principal: P | null | undefined,
  route: RouteDefinition,
  settle: (error: Error | null, principal?: P) => void,
): void {
  let admitted: P;
  try {
    admitted = admit(principal, route);
  } catch (error) {
    settle(asError(error, 'admitting the principal failed with'));
    return;
  }
  settle(null, admitted);
}

function asError(error: unknown, what: string): Error {
  return error instanceof Error ? error : new Error(`${what} ${String(error)}`);
}

function admit<P extends PrincipalBase>(
  principal: P | null | undefined,
  route: RouteDefinition,
): P {
  if (principal === null || principal === undefined) {
    throw unauthenticated(
      'credentials are invalid, expired or revoked; log in again or use another key',
    );
  }
  if (!hasAllowedRole(principal, route.roles)) {
    throw new HttpProblem(
      403,
      'forbidden',
      `this operation requires the role ${route.roles.join(' or ')}`,
    );
  }
  return principal;
}

export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

function hasAllowedRole(principal: PrincipalBase, roles: readonly string[]): boolean {
  if (roles.length === 0) return true;
  const held = [
    ...(principal.roles ?? []),
    ...(principal.role === undefined ? [] : [principal.role]),
  ];
  return held.some((role) => roles.includes(role));
}

function describeSchemes(schemes: readonly SecuritySchemeDefinition[]): string {
  const words = schemes.map((scheme) => {
    if (scheme.kind === 'bearer' || scheme.kind === 'oauth2' || scheme.kind === 'openIdConnect')
      return 'Authorization: Bearer <token>';
    if (scheme.kind === 'apiKey') return `the ${scheme.in} ${scheme.name}`;
    return `credentials for ${scheme.key}`;
  });
  return words.join(' or ');
}
