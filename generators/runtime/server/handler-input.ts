/**
 * What a handler is given (contract.ts `HandlerRequest`). A class rather than an object literal
 * so that `signal` is a getter on the prototype: its AbortController is made only for a handler
 * that asks for it, and a request that never does costs nothing for it.
 */
import type { FastifyRequest } from 'fastify';

export class HandlerInput {
  #aborter: AbortController | undefined = undefined;

  readonly path: Record<string, unknown>;
  readonly query: unknown;
  readonly headers: Record<string, unknown>;
  readonly cookies: Record<string, unknown>;
  readonly body: unknown;
  readonly principal: unknown;
  readonly raw: FastifyRequest;

  constructor(path: Record<string, unknown>, query: unknown, headers: Record<string, unknown>, cookies: Record<string, unknown>, body: unknown, principal: unknown, raw: FastifyRequest) {
    this.path = path;
    this.query = query;
    this.headers = headers;
    this.cookies = cookies;
    this.body = body;
    this.principal = principal;
    this.raw = raw;
  }

  /**
   * Aborted when the client goes away (Fastify's `request.signal`) or when the handler's deadline
   * passes (deadline.ts), with the reason; pass it to database calls and fetches to stop their work.
   */
  get signal(): AbortSignal {
    return this.#controller().signal;
  }

  /** The deadline passed: whoever listens on `signal` stops (routes.ts has answered 500). */
  abort(reason: Error): void {
    this.#controller().abort(reason);
  }

  #controller(): AbortController {
    if (this.#aborter !== undefined) return this.#aborter;
    const aborter = new AbortController();
    this.#aborter = aborter;
    const client = this.raw.signal;
    if (client.aborted) aborter.abort(client.reason);
    else client.addEventListener('abort', () => aborter.abort(client.reason), { once: true });
    return aborter;
  }
}
