/**
 * A malformed request pipelined behind one still being handled. The 400 for it was written raw on
 * the socket at once, so the client read it as the answer to the earlier request, whose real
 * answer was lost although its handler ran (found by a hostile pass on the service: a login
 * pipelined with a request carrying two Content-Length headers got only the 400).
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRoutes, serverOptions } from '../../generators/runtime/server-runtime.js';
import { CREATE_THING_API } from './fixtures/create-thing-api.js';

const api = CREATE_THING_API;

const app = Fastify(serverOptions({ logger: false }));
let handled = 0;
registerRoutes(app, api, {
  handlers: {
    // Slow enough that the malformed request behind it is parsed while this one is in flight.
    createThing: async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      handled += 1;
      return { status: 201, data: { made: handled } };
    },
  },
});
let port = 0;
beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

/** Writes each chunk (a pause between them) and collects everything until the server closes. */
function exchange(...chunks: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', async () => {
      for (const chunk of chunks) {
        socket.write(chunk);
        await new Promise((resume) => setTimeout(resume, 10));
      }
    });
    let reply = '';
    socket.on('data', (data) => (reply += data.toString('utf8')));
    socket.on('close', () => resolve(reply));
    socket.on('error', reject);
  });
}

const create = 'POST /things HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}';
const malformed = 'GET /things HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab';

describe('a malformed request behind one in flight', () => {
  it('answers the earlier requests first, in order, then the 400, once', async () => {
    const before = handled;
    // Two good requests, the malformed one, then more bytes, which Node reports as a parse error again.
    const reply = await exchange(create + create + malformed, 'GET /things HTTP/1.1\r\n\r\n');
    const statusLines = reply.match(/HTTP\/1\.1 \d{3}/g);
    expect(statusLines).toEqual(['HTTP/1.1 201', 'HTTP/1.1 201', 'HTTP/1.1 400']);
    expect(reply).toContain(`{"made":${before + 1}}`);
    expect(reply).toContain(`{"made":${before + 2}}`);
    expect(JSON.parse(reply.slice(reply.lastIndexOf('\r\n\r\n') + 4))).toMatchObject({ status: 400, detail: 'request could not be parsed as HTTP' });
  });

  it('still answers a malformed first request at once', async () => {
    const reply = await exchange(malformed);
    expect(reply).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
  });
});
