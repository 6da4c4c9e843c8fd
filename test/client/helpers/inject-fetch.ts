/**
 * A fetch for the generated client that hands each request to a Fastify app in this process
 * (`app.inject`), so a client and the generated server meet without a socket; every request is
 * recorded in `sent` as the client made it.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';

export function injectingFetch(app: () => FastifyInstance, sent: Request[]): (request: Request) => Promise<Response> {
  return async (request) => {
    sent.push(request);
    const { pathname, search } = new URL(request.url);
    const answer = await app().inject({ method: request.method as InjectOptions['method'], url: pathname + search, headers: Object.fromEntries(request.headers) });
    return new Response(answer.body, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type']) } });
  };
}
