/**
 * Clients that never finish a request. Fastify turns Node's request timeout off, so a client
 * that sent its headers and then stalled (or trickled) its body held the connection for ever
 * (seen: still open after 100 s); serverOptions() now bounds the whole request, and the answer
 * is the document's 400 saying why, over a real socket (as for headers over Node's 16 KiB).
 */
import { createServer } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerRoutes, REQUEST_TIMEOUT_MS, serverOptions } from '../../generators/runtime/server-runtime.js';
import { CREATE_THING_API } from './fixtures/create-thing-api.js';

const api = CREATE_THING_API;

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** Writes `text` and waits for the server to end the connection; the reply, and how long it took. */
function stall(port: number, text: string): Promise<{ reply: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let reply = '';
    socket.on('data', (chunk) => (reply += chunk.toString('utf8')));
    socket.on('close', () => resolve({ reply, ms: Date.now() - started }));
    socket.on('error', reject);
  });
}

describe('requests that never finish arriving', () => {
  it('bounds the whole request by default, not only its headers', () => {
    const app = Fastify(serverOptions({ logger: false }));
    // Node refuses a request timeout shorter than its 60 s headers timeout.
    expect(app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBeGreaterThanOrEqual(app.server.headersTimeout);
    expect(Fastify(serverOptions({ logger: false, requestTimeout: 120_000 })).server.requestTimeout).toBe(120_000);
  });

  it('answers a stalled body with a 400 saying the request was too slow, then closes', async () => {
    // The same options with Node's clock shortened (its own check runs every 30 s by default).
    const app = Fastify(
      serverOptions({
        logger: false,
        serverFactory: (handler) => createServer({ requestTimeout: 300, headersTimeout: 300, connectionsCheckingInterval: 50 }, handler),
      }),
    );
    registerRoutes(app, api, { handlers: { createThing: () => ({ status: 201, data: {} }) } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    close = () => app.close();
    const { port } = app.server.address() as AddressInfo;

    const { reply, ms } = await stall(port, 'POST /things HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"na');
    expect(reply).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n[^]*Connection: close\r\n/);
    expect(JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4))).toMatchObject({
      status: 400,
      code: 'invalid_request',
      detail: 'request was not received in time; send the whole request at once',
    });
    expect(ms).toBeLessThan(10_000);

    const oversized = await stall(port, `GET /things?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(JSON.parse(oversized.reply.slice(oversized.reply.indexOf('\r\n\r\n') + 4))).toMatchObject({ status: 400, detail: 'request line and headers are too large' });
  }, 20_000);
});
