/**
 * Cross-site request forgery against cookie credentials (decisions/0020). A browser attaches a
 * site's cookies to a request another page makes: an HTML form on any page can POST to the server
 * with no body or a form body, and `SameSite=Lax` keeps out other sites but not a sibling
 * subdomain (`evil.example.com` posting to `api.example.com` is same-site, cross-origin). So a
 * request that changes state (any method but GET, HEAD and OPTIONS) and is authenticated by a
 * cookie credential (an API key `in: cookie`) must come from the server's own origin or a trusted
 * one; otherwise it is a 403 before `authenticate` runs.
 *
 * Whose request it is, in the order the browser's word is strongest:
 * 1. `Origin` is one of `trustedOrigins` (a browser app on another origin that the server trusts
 *    with its users' cookies): taken.
 * 2. `Sec-Fetch-Site` (Fetch Metadata, every current browser since 2023) is present: taken when it
 *    is `same-origin` or `none` (the user's own navigation), refused otherwise (`same-site`,
 *    `cross-site`, or any value the browser would not send). The browser compares origins itself,
 *    scheme included, so no proxy between it and the server can make this check wrong.
 * 3. No `Sec-Fetch-Site` but an `Origin` (an older browser): taken when its host and port are
 *    those of the request's `Host` (the scheme is not compared: behind a proxy that ends TLS the
 *    server cannot know it without believing a forwarded header). `Origin: null` (a sandboxed
 *    frame, a `data:` page, some redirects) is refused.
 * 4. Neither (curl, a generated client in Node, a server-to-server call): taken. A browser page
 *    cannot leave both out of a cross-origin request that changes state.
 *
 * `Host` is the request's own, never `X-Forwarded-Host`: a forwarded header is believed by
 * nothing here. Behind a proxy that rewrites `Host`, an older browser's requests from the public
 * origin are refused until that origin is listed in `trustedOrigins`; current browsers are decided
 * by step 2 and never reach the comparison.
 */
import type { FastifyRequest } from 'fastify';
import type { Credentials } from './contract.js';
import { HttpProblem } from './problems.js';
import { named } from './message-names.js';
import { quoted } from '../quoted-text.js';

/** Methods that do not change state (RFC 9110 §9.2.1) and that an HTML form can send without cookies mattering. */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What the route's plan keeps: the check for its requests, or none where it cannot apply. */
export type OriginCheck = (request: FastifyRequest, credentials: Credentials) => HttpProblem | undefined;

/**
 * `trustedOrigins` as given to the runtime, checked once at mount: each exactly as a browser sends
 * `Origin` (scheme, host, and a port unless the scheme's default; no path, no trailing slash), http
 * or https. `*` and `null` are refused: a trusted origin may act with any user's cookie.
 */
export function trustedOriginSet(origins: readonly string[] | undefined): ReadonlySet<string> {
  const set = new Set<string>();
  for (const entry of origins ?? []) {
    const problem = typeof entry === 'string' ? originProblem(entry) : 'is not a string';
    if (problem !== undefined) throw new Error(`trustedOrigins: ${JSON.stringify(entry)} ${problem}`);
    set.add(entry);
  }
  return set;
}

/**
 * What is wrong with `entry` as an origin a browser sends, or undefined: the one check for lists
 * of origins (trustedOrigins here; an app's own, such as the service's CORS_ORIGINS, through the
 * runtime's exports).
 */
export function originProblem(entry: string): string | undefined {
  const example = 'such as https://app.example.com or http://localhost:5173';
  if (entry === '*' || entry === 'null') return `is not allowed: a trusted origin may act with any user's cookie, so name each one (${example})`;
  const url = parsedUrl(entry);
  if (url === undefined) return `is not an origin (${example})`;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `is not an http or https origin (${example})`;
  if (url.origin !== entry) return `is not written as a browser sends it: ${JSON.stringify(url.origin)} (scheme and host in lower case, no path or trailing slash, no default port)`;
  return undefined;
}

/**
 * The check for one route, or `undefined` when none is needed: a safe method, or no alternative
 * that a cookie can satisfy. Decided at mount, so other routes pay nothing per request.
 */
export function originCheck(method: string, usesCookie: boolean, trusted: ReadonlySet<string>): OriginCheck | undefined {
  const upper = method.toUpperCase();
  if (SAFE_METHODS.has(upper) || !usesCookie) return undefined;
  return (request, credentials) => {
    const cookie = credentials.find((credential) => credential.location === 'cookie');
    if (cookie === undefined) return undefined; // a header, bearer or query credential decided: no browser attaches those
    const refusal = refusalReason(request, trusted);
    if (refusal === undefined) return undefined;
    return new HttpProblem(
      403,
      'forbidden',
      `cross-origin request refused: ${upper} with the cookie ${named(cookie.name)} is taken only from this server's own origin or a trusted one, and ${refusal}; call from that origin, or send a credential that is not a cookie`,
    );
  };
}

/** Why the request is taken to come from another origin, or `undefined` when it is not. */
function refusalReason(request: FastifyRequest, trusted: ReadonlySet<string>): string | undefined {
  const { origin } = request.headers;
  if (origin !== undefined && trusted.has(origin)) return undefined;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) {
    if (site === 'same-origin' || site === 'none') return undefined;
    return `the browser says it comes from ${origin === undefined ? 'another origin' : quoted(origin)} (Sec-Fetch-Site: ${quoted(site)})`;
  }
  if (origin === undefined) return undefined;
  if (origin === 'null') return 'its Origin is null (a sandboxed frame, a data: page or a redirect)';
  return isOwnOrigin(origin, ownAuthority(request)) ? undefined : `it comes from ${quoted(origin)}`;
}

/** The authority the request was sent to: Host, or HTTP/2's `:authority`. */
function ownAuthority(request: FastifyRequest): string | undefined {
  const host = request.headers.host ?? request.headers[':authority'];
  return typeof host === 'string' && host !== '' ? host : undefined;
}

/** Whether `origin` names the host and port the request was sent to, in the origin's scheme (so `:443` and no port are one). */
function isOwnOrigin(origin: string, authority: string | undefined): boolean {
  const url = parsedUrl(origin);
  if (authority === undefined || url === undefined || url.origin !== origin) return false;
  const own = parsedUrl(`${url.protocol}//${authority}`);
  return own !== undefined && own.host === url.host;
}

function parsedUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}
