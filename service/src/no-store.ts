/**
 * Every answer of the service is sent with `Cache-Control: no-store`. They are one user's data
 * (progress, private comments, API keys), secrets shown once (a login's token, a new key), or the
 * state of the moment (/healthz), and none carried a cache directive: a 200 to a GET without one
 * is heuristically cacheable (RFC 9111 §4.2.2), and credentials in a cookie, unlike
 * Authorization, do not keep a shared cache from storing it, nor a browser from showing it
 * after logout. /docs is the same for every caller, but small, and sending it fresh keeps the rule
 * to one line.
 */
import type { FastifyInstance } from 'fastify';

/** Installs the hook on `app`, before any route. A callback hook: it runs on every request. */
export function installNoStore(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });
}
