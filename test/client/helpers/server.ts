/**
 * A small HTTP server on 127.0.0.1 (port 0) that answers every operation of a model. It records
 * each request exactly as it arrived (raw path, headers, body), answers with the operation's
 * default reply, and lets a test queue other replies (errors, 503 with Retry-After, dropped
 * connections) for the next calls of one operation.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OperationModel } from '../../../generators/model/types.js';

export interface RecordedRequest {
  readonly operation: string | undefined;
  readonly method: string;
  /** Path and query exactly as sent (still percent-encoded). */
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  /** The body's bytes as they arrived (for multipart and binary bodies). */
  readonly raw: Buffer;
  readonly at: number;
}

export type Reply =
  | {
      readonly status: number;
      /** Sent as JSON; or use `text` or `bytes` to send a body verbatim. */
      readonly body?: unknown;
      readonly text?: string;
      readonly bytes?: Uint8Array;
      /**
       * Writes the body piece by piece (chunked, no Content-Length) and ends it when the promise
       * settles: for streams whose pieces must arrive one at a time.
       */
      readonly stream?: (write: (text: string) => void) => Promise<void>;
      readonly headers?: Readonly<Record<string, string>>;
      readonly delayMs?: number;
    }
  | { readonly dropConnection: true };

interface Route {
  readonly identifier: string;
  readonly method: string;
  readonly pattern: RegExp;
}

function routeOf(operation: OperationModel): Route {
  const source = operation.path
    .split(/(\{[^{}]+\})/)
    .map((part) => (part.startsWith('{') ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return { identifier: operation.identifier, method: operation.method.toUpperCase(), pattern: new RegExp(`^${source}$`) };
}

export class TestServer {
  readonly requests: RecordedRequest[] = [];
  /** Called (once) when a connection closes before its response was finished: a client that went away. */
  onClose: (() => void) | undefined;
  readonly #routes: Route[];
  readonly #defaults: ReadonlyMap<string, Reply>;
  readonly #queued = new Map<string, Reply[]>();
  readonly #static = new Map<string, { readonly contentType: string; readonly text: string }>();
  readonly #server: Server;

  constructor(operations: readonly OperationModel[], defaults: ReadonlyMap<string, Reply>) {
    this.#routes = operations.map(routeOf);
    this.#defaults = defaults;
    this.#server = createServer((request, response) => void this.#handle(request, response));
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    const { port } = this.#server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  /** The next calls of `identifier` get these replies, in order, before the default again. */
  queue(identifier: string, ...replies: Reply[]): void {
    this.#queued.set(identifier, [...(this.#queued.get(identifier) ?? []), ...replies]);
  }

  /** Serves a fixed file at `path` (GET), e.g. a page and a script for a browser test. */
  serveStatic(path: string, contentType: string, text: string): void {
    this.#static.set(path, { contentType, text });
  }

  reset(): void {
    this.requests.length = 0;
    this.#queued.clear();
  }

  requestsOf(identifier: string): RecordedRequest[] {
    return this.requests.filter((request) => request.operation === identifier);
  }

  #match(method: string, url: string): Route | undefined {
    const path = url.split('?')[0] ?? '';
    return this.#routes.find((route) => route.method === method && route.pattern.test(path));
  }

  async #handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = request.url ?? '';
    const route = this.#match(request.method ?? '', url);
    this.requests.push({
      operation: route?.identifier,
      method: request.method ?? '',
      url,
      headers: request.headers,
      body: Buffer.concat(chunks).toString('utf8'),
      raw: Buffer.concat(chunks),
      at: Date.now(),
    });
    response.once('close', () => {
      if (response.writableFinished) return;
      const hook = this.onClose;
      this.onClose = undefined;
      hook?.();
    });
    const file = request.method === 'GET' ? this.#static.get(url) : undefined;
    const reply = file !== undefined ? { status: 200, text: file.text, headers: { 'content-type': file.contentType } } : route === undefined ? notFound(url) : this.#nextReply(route.identifier);
    await send(response, reply);
  }

  #nextReply(identifier: string): Reply {
    const queued = this.#queued.get(identifier);
    const next = queued?.shift();
    if (next !== undefined) return next;
    return this.#defaults.get(identifier) ?? { status: 500, body: { status: 'error', error: `no reply for ${identifier}`, code: 'internal' } };
  }
}

function notFound(url: string): Reply {
  return { status: 404, body: { status: 'error', error: `no route for ${url}`, code: 'not_found' } };
}

async function send(response: ServerResponse, reply: Reply): Promise<void> {
  if ('dropConnection' in reply) {
    response.socket?.destroy();
    return;
  }
  if (reply.delayMs !== undefined) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
  if (response.destroyed) return;
  if (reply.stream !== undefined) {
    response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    response.flushHeaders();
    response.on('error', () => undefined); // the client may go away mid-stream (a test that stops reading)
    await reply.stream((text) => void (response.destroyed || response.write(text))).finally(() => response.end());
    return;
  }
  const payload = reply.bytes ?? reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
  response.writeHead(reply.status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...reply.headers });
  response.end(payload);
}
