/**
 * A chunked request body sent in a great many tiny chunks (`1\r\n \r\n` over and over). Node calls
 * into JavaScript once per chunk, so each costs the server about 4 µs while costing the client six
 * bytes: measured through `npm start` (2026-11-28, a red-team pass), one login of a million 1-byte
 * chunks (6 MB on the wire, within the 1 MiB body limit) took 3.9-4.1 s of CPU, and a 401 answered
 * before such a body was read cost as much again while Node read the rest to keep the connection;
 * the same body in one piece cost 20 ms. The server refuses a body past MAX_BODY_PIECES chunks
 * with 400 and closes the connection, and closes it too after any refusal sent before the body was
 * read, so the rest is never read.
 */
import { describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import { MAX_BODY_PIECES } from '../../generators/runtime/server/body-pieces.js';
import { rawJsonBody } from './helpers/raw-http.js';
import { rawTarget } from './helpers/raw-target.js';

const target = rawTarget('tiny-chunks');

/** `count` chunks of one space each, then `{}`: a JSON body of `count` + 2 bytes. */
const tinyChunks = (count: number) => `${'1\r\n \r\n'.repeat(count)}2\r\n{}\r\n0\r\n\r\n`;

/**
 * Writes `head` and then `body` (without waiting for the server) and resolves with what the server
 * sent before it closed, and whether it closed before reading everything: a server that reads the
 * whole body answers and then waits for the next request on a keep-alive connection.
 */
function exchange(head: string, body: string): Promise<{ readonly answer: string; readonly closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(target.port, '127.0.0.1', () => {
      socket.write(head);
      socket.write(body);
    });
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closed: false });
    }, 2_000);
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ answer, closed: true });
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server closing while the rest of the body is still being written is the point.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
  });
}

const statusOf = (answer: string) => Number(answer.slice(9, 12));
const headOf = (path: string, auth: string) => `POST ${path} HTTP/1.1\r\nHost: x\r\n${auth}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`;

describe('a chunked body in more than MAX_BODY_PIECES chunks', () => {
  it('is refused with 400 in the document shape, and the connection is closed', async () => {
    const { answer, closed } = await exchange(headOf('/api/v1/api_keys', `Authorization: Bearer ${target.token}\r\n`), tinyChunks(MAX_BODY_PIECES * 4));
    expect([statusOf(answer), rawJsonBody(answer)]).toEqual([
      400,
      { status: 'error', error: `body arrives in more than ${MAX_BODY_PIECES} chunks; send it with Content-Length, or in fewer, larger chunks`, code: 'invalid_request' },
    ]);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(closed).toBe(true);
  });

  it('is refused on an open operation and on a path nobody serves, which read bodies too', async () => {
    for (const path of ['/api/v1/auth/login', '/no-such-path']) {
      const { answer, closed } = await exchange(headOf(path, ''), tinyChunks(MAX_BODY_PIECES * 2));
      expect({ path, status: statusOf(answer), closed }).toEqual({ path, status: 400, closed: true });
    }
  });

  it('is not read at all after a 401 sent before it: the connection is closed instead', async () => {
    const { answer, closed } = await exchange(headOf('/api/v1/api_keys', ''), tinyChunks(MAX_BODY_PIECES * 4));
    expect(statusOf(answer)).toBe(401);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(closed).toBe(true);
  });
});

describe('a chunked body within MAX_BODY_PIECES chunks', () => {
  it('is read as before, and the connection is kept', async () => {
    const body = JSON.stringify({ name: 'chunked-key' });
    const pieces = [...body].map((character) => `1\r\n${character}\r\n`).join('');
    const { answer, closed } = await exchange(headOf('/api/v1/api_keys', `Authorization: Bearer ${target.token}\r\n`), `${pieces}0\r\n\r\n`);
    expect(statusOf(answer)).toBe(200);
    expect(closed).toBe(false);
  });
});
