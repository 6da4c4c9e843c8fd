/**
 * Browser apps on other origins (CORS). A web app served from its own origin (a dev server on
 * http://localhost:5173, https://app.example.com) can read the service's answers only when they
 * name its origin, and can send Authorization, X-Api-Key or the client headers only after a
 * preflight that allows them. Without this, no browser app but one served by the service itself
 * could call it; the upstream service allowed some origins but not X-Api-Key (a defect the
 * contract notes say not to copy).
 *
 * Off unless origins are named (CORS_ORIGINS): an origin allowed here is trusted with the
 * user's cookie session (`Access-Control-Allow-Credentials`), so there is no `*`, and a request
 * without an allowed Origin is answered as before. The allowed request headers and methods are
 * read from the API definition (its header parameters and API-key headers), so they follow the
 * document. Off, it costs nothing per request: no hook and no route are added.
 */
import type { FastifyInstance } from 'fastify';
import { originProblem, type ApiDefinition } from '../../generated/runtime/server-runtime.js';

/** How long a browser may reuse a preflight's answer, in seconds. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;
/** Response headers a browser app may read besides the CORS-safelisted ones. */
const EXPOSED_HEADERS = 'Retry-After, WWW-Authenticate, X-Request-Id';

/**
 * CORS_ORIGINS: comma-separated origins, each exactly as a browser sends it (scheme, host, and a
 * port unless the scheme's default), such as `https://app.example.com,http://localhost:5173`.
 * Unset or empty: none. Anything else is refused with the entry named.
 */
export function corsOriginsSetting(raw: string | undefined): ReadonlySet<string> {
  const origins = new Set<string>();
  for (const entry of (raw ?? '').split(',').map((item) => item.trim())) {
    if (entry === '') continue;
    const problem = originProblem(entry);
    if (problem !== undefined) throw new Error(`CORS_ORIGINS: ${JSON.stringify(entry)} ${problem}`);
    origins.add(entry);
  }
  return origins;
}

/** Adds the CORS headers and answers preflights, before the app's API routes; nothing when `origins` is empty. */
export function installCors(app: FastifyInstance, api: ApiDefinition, origins: ReadonlySet<string>): void {
  if (origins.size === 0) return;
  const allowHeaders = requestHeaders(api).join(', ');
  const allowMethods = [...new Set(api.routes.map((route) => route.method.toUpperCase()))].sort().join(', ');
  // One hook, before routing's outcome matters: it runs for requests no route takes too (Fastify's
  // not-found handler), which is what a preflight to an operation path is, since the document
  // declares no OPTIONS there.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (origin === undefined || !origins.has(origin)) {
      // An origin not named gets no CORS header, so the browser refuses the request itself; a
      // preflight from it is answered as any OPTIONS request (405 with Allow, or 404).
      done();
      return;
    }
    // Every answer to it, errors included: a browser app reads a 401 or a 429 only when it names the origin.
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
      reply.header('access-control-allow-methods', allowMethods);
      reply.header('access-control-allow-headers', allowHeaders);
      reply.header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS));
      // Answered here, so the request goes no further (no done()).
      reply.code(204).send();
      return;
    }
    reply.header('access-control-expose-headers', EXPOSED_HEADERS);
    done();
  });
}

/** Content-Type, Authorization when a scheme uses it, every header parameter and API-key header, as the document spells them. */
function requestHeaders(api: ApiDefinition): string[] {
  const names = new Map<string, string>([['content-type', 'Content-Type']]);
  const add = (name: string) => {
    if (!names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
  };
  for (const scheme of api.securitySchemes) {
    // HTTP, OAuth 2 and OpenID Connect schemes all send Authorization; an API key names its own header (or none).
    if (scheme.kind !== 'apiKey') add('Authorization');
    else if (scheme.in === 'header') add(scheme.name);
  }
  for (const route of api.routes) for (const parameter of route.parameters) if (parameter.in === 'header') add(parameter.name);
  return [...names.values()].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
}
