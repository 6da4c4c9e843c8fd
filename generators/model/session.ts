/**
 * The session an operation starts or ends in a generated client, only where the document says so
 * with `x-session` (spec/decisions/0022): never guessed from operation names or result shapes.
 *
 *   x-session: { role: login, scheme: bearerAuth, token: token }   # keep result.token for bearerAuth
 *   x-session: { role: logout }                                     # forget it
 *
 * `token` (the result's property holding the token) defaults to `token`. The scheme must take a
 * token: HTTP bearer, OAuth2, OpenID Connect or an API key.
 */
import type { ApiModel, JsonSchema, ResponseModel, SecuritySchemeModel, SessionModel } from './types.js';
import { isJsonObject } from '../shared/json-pointer.js';
import { flattenObjectSchema } from './schema-shape.js';
import type { Finding } from '../load/validate.js';

type Json = { readonly [key: string]: unknown };

const DEFAULT_TOKEN_PROPERTY = 'token';
const LOGIN_KEYS: ReadonlySet<unknown> = new Set(['role', 'scheme', 'token']);
const LOGOUT_KEYS: ReadonlySet<unknown> = new Set(['role']);
const TOKEN_KINDS = new Set<SecuritySchemeModel['kind']>(['bearer', 'oauth2', 'openIdConnect', 'apiKey']);

/**
 * The scheme a generated client keeps its session token for: the one the first login operation
 * (document order) names. Calls store the token on login and forget it on logout; other calls
 * send it as that scheme's credential.
 */
export function sessionScheme(model: ApiModel): string | undefined {
  for (const operation of model.operations) if (operation.session?.role === 'login') return operation.session.scheme;
  return undefined;
}

export interface SessionSource {
  readonly document: unknown;
  readonly operation: Json;
  readonly pointer: string;
  readonly responses: readonly ResponseModel[];
  readonly schemes: readonly SecuritySchemeModel[];
}

export function buildSession({ document, operation, pointer, responses, schemes }: SessionSource, findings: Finding[]): SessionModel | undefined {
  const raw = operation['x-session'];
  if (raw === undefined) return undefined;
  const at = `${pointer}/x-session`;
  if (!isJsonObject(raw) || (raw.role !== 'login' && raw.role !== 'logout')) {
    findings.push({ pointer: at, message: '`x-session` must be an object with `role: login` or `role: logout`', hint: 'Write `x-session: {role: login, scheme: <scheme name>}` on the operation that hands out a token, `x-session: {role: logout}` on the one that ends it.' });
    return undefined;
  }
  const allowed = raw.role === 'login' ? LOGIN_KEYS : LOGOUT_KEYS;
  const unknown = Object.keys(raw).filter((key) => !allowed.has(key));
  if (unknown.length > 0) {
    findings.push({ pointer: at, message: `\`x-session\` has unknown member(s) ${unknown.map((key) => JSON.stringify(key)).join(', ')}`, hint: 'A login takes `role`, `scheme` and `token`; a logout only `role`.' });
  }
  if (raw.role === 'logout') return { role: 'logout' };
  return loginSession(document, raw, at, responses, schemes, findings);
}

function loginSession(document: unknown, raw: Json, at: string, responses: readonly ResponseModel[], schemes: readonly SecuritySchemeModel[], findings: Finding[]): SessionModel | undefined {
  const scheme = schemes.find((candidate) => candidate.key === raw.scheme);
  if (scheme === undefined || !TOKEN_KINDS.has(scheme.kind)) {
    findings.push({ pointer: `${at}/scheme`, message: `\`x-session\` login needs \`scheme\` naming a security scheme that takes a token (HTTP bearer, OAuth2, OpenID Connect or API key); got ${JSON.stringify(raw.scheme ?? null)}`, hint: 'Name the scheme later calls send the token with, e.g. `scheme: bearerAuth`.' });
    return undefined;
  }
  const tokenProperty = raw.token ?? DEFAULT_TOKEN_PROPERTY;
  if (typeof tokenProperty !== 'string' || tokenProperty === '') {
    findings.push({ pointer: `${at}/token`, message: '`x-session` `token` must name a property of the result', hint: 'Omit it for `token`, or write e.g. `token: access_token`.' });
    return undefined;
  }
  const result = resultSchema(responses);
  if (result === undefined || !flattenObjectSchema(document, result).properties.has(tokenProperty)) {
    findings.push({ pointer: at, message: `\`x-session\` login: the 2xx result declares no property ${JSON.stringify(tokenProperty)} to keep`, hint: 'Declare the token in the success response (in `data` when it is enveloped) or name the property with `token:`.' });
    return undefined;
  }
  return { role: 'login', scheme: scheme.key, tokenProperty };
}

/** What a client call resolves with: `data` of the success envelope, or the plain body. */
function resultSchema(responses: readonly ResponseModel[]): JsonSchema | undefined {
  const success = responses.find((response) => (typeof response.status === 'number' ? response.status >= 200 && response.status <= 299 : response.status === '2XX'));
  return success?.shape === 'success-envelope' ? success.dataSchema : success?.schema;
}
