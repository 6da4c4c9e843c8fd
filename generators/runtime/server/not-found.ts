/**
 * The answer to a request no route takes. A path the server serves under other methods is 405
 * with `Allow` (RFC 9110 §15.5.6: the server must send the methods the resource takes), so a
 * client that used the wrong method learns which ones work instead of reading "not found" for a
 * path that exists; any other path is 404. Worked out only here, in Fastify's not-found
 * handler, so requests that reach an operation pay nothing for it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpProblem } from './problems.js';
import { quoted } from '../quoted-text.js';

export function notFoundProblem(app: FastifyInstance, request: FastifyRequest): HttpProblem {
  const { method, url } = request;
  const path = url.split('?')[0] ?? '';
  const at = `${method} ${quoted(path)}`;
  const allowed = allowedMethods(app, url);
  // A handler that calls `reply.callNotFound()` on a route it was routed to: its method is served here.
  if (allowed.length === 0 || allowed.includes(method)) return new HttpProblem(404, 'not_found', `no operation at ${at}${slashHint(app, method, path)}`);
  const allow = allowed.join(', ');
  return new HttpProblem(405, 'method_not_allowed', `no operation at ${at}; this path takes ${allow}`, { allow });
}

/**
 * The methods the router takes `url` under, each asked of the router itself: it matches a URL
 * per method (a static segment before a parameter, `/users/me` before `/users/{id}`, as it routes
 * requests), so a probe answers exactly what a request with that method would meet. Every method
 * the app accepts is asked, not only the document's, so routes the app adds beside the
 * operations count too; the router answers a method without routes at once. HEAD is found
 * where Fastify serves it for a GET. Sorted, so the header does not depend on registration order.
 */
function allowedMethods(app: FastifyInstance, url: string): string[] {
  return app.supportedMethods.filter((method) => serves(app, method, url)).sort();
}

/**
 * Whether a request with `method` would reach a resource at `url`. The router matches a named
 * parameter with the empty text (`/users/` for `/users/{id}`), but the runtime refuses an empty
 * path parameter with 400 whatever its value, so such a match is no resource: counted, it made
 * `POST /api/v1/users/` (a trailing slash by mistake) a 405 saying "this path takes DELETE",
 * which only ever answers 400 there (2026-11-27, a new-user pass). A wildcard (`*`) may be empty.
 */
function serves(app: FastifyInstance, method: string, url: string): boolean {
  const route = app.findRoute({ method, url });
  if (route === null) return false;
  return !Object.entries(route.params as Record<string, string | undefined>).some(([name, value]) => name !== '*' && value === '');
}

/** For `/users/` where `/users` takes the method: the slash is the likely mistake, so say so. */
function slashHint(app: FastifyInstance, method: string, path: string): string {
  if (path.length < 2 || !path.endsWith('/')) return '';
  const without = path.slice(0, -1);
  return serves(app, method, without) ? `; ${method} ${quoted(without)}, without the trailing slash, is an operation` : '';
}
