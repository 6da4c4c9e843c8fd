/**
 * Baseline: the same two routes hand-written on Fastify, no schemas (so no validation and the
 * default JSON.stringify serialiser), the same bearer-token lookup and the same bodies.
 */
import Fastify from 'fastify';
import { announceReady, bearerChecker, readFixture, UNAUTHENTICATED_BODY } from '../scripts/bench/server-protocol.js';

const fixture = readFixture();
const authorized = bearerChecker(fixture.token);
const comments: unknown[] = [];
let n = 0;
const app = Fastify({ logger: false });

app.get('/v1/movie/:id/playback', async (request, reply) => {
  if (!authorized(request.headers.authorization)) return reply.code(401).send(UNAUTHENTICATED_BODY);
  reply.header('cache-control', 'no-store').header('x-request-id', '0-oGkXoiDfMs-' + (n++));
  return fixture.playbackBody;
});

app.post('/api/v1/movie/:id/comments', async (request, reply) => {
  if (!authorized(request.headers.authorization)) return reply.code(401).send(UNAUTHENTICATED_BODY);
  comments.push(request.body);
  // The contract's one non-enveloped success body: a bare JSON string (the new comment's id).
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(`c-${comments.length}`));
});

await app.listen({ host: '127.0.0.1', port: 0 });
announceReady(app.server.address());
