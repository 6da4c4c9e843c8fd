/**
 * Generated from generators/runtime/server/body-pieces.ts by npm run generate. Do not edit.
 */

/**
 * Chunked request bodies in a great many tiny chunks (RFC 9112 §7.1). Node calls into JavaScript
 * once per chunk, about 4 µs each, while a chunk of one byte costs the client six (`1\r\n \r\n`):
 * through the reference service (2026-11-28, a red-team pass) a login body of a million such
 * chunks, 6 MB on the wire and within the 1 MiB body limit, cost 3.9-4.1 s of CPU against 20 ms
 * for the same body in one piece, and a body sent after an early answer (a 401 from `onRequest`)
 * cost as much again while Node read it to keep the connection. So a body is read in at most
 * MAX_BODY_PIECES chunks (400 past that, from the app's `preParsing` hook, which 404s pass too),
 * and a refusal answered while a chunked body is still arriving closes the connection, so Node
 * reads no more of it (`closeIfBodyArriving`, problems.ts). Bodies with Content-Length arrive in as many pieces as the network splits
 * them into (a 1 MiB body in tens), and pay nothing here.
 */
import { Transform, type TransformCallback } from 'node:stream';
import type { preParsingHookHandler } from 'fastify';
import { HttpProblem } from './problems.js';

/**
 * At most this many chunks per body: a 1 MiB body in chunks of 64 bytes, and about 65 ms of the
 * server's time at most, the order of reading and checking a 1 MiB body in one piece.
 */
export const MAX_BODY_PIECES = 16_384;

/** The app's `preParsing` hook: chunked bodies are read through a counter; others as they come. */
export const boundChunkedBody: preParsingHookHandler = (request, _reply, payload, done) => {
  if (request.headers['transfer-encoding'] === undefined) {
    done(null, payload);
    return;
  }
  const counter = new PieceCounter();
  // pipe() passes data, not failures: a client that goes away must still end the read.
  payload.once('error', (error: Error) => counter.destroy(error));
  done(null, payload.pipe(counter));
};

class PieceCounter extends Transform {
  #pieces = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#pieces++;
    if (this.#pieces > MAX_BODY_PIECES) callback(tooManyPieces());
    else callback(null, chunk);
  }
}

function tooManyPieces(): HttpProblem {
  return new HttpProblem(
    400,
    'invalid_request',
    `body arrives in more than ${MAX_BODY_PIECES} chunks; send it with Content-Length, or in fewer, larger chunks`,
  );
}
