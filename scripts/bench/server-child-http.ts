/** Baseline: bare node:http, the floor any framework is measured against. Same auth check and bodies. */
import http from 'node:http';
import { announceReady, bearerChecker, PLAYBACK_PATH, readFixture, UNAUTHENTICATED_BODY } from './server-protocol.js';

const fixture = readFixture();
const authorized = bearerChecker(fixture.token);
const comments: unknown[] = [];

function sendJson(response: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

const server = http.createServer((request, response) => {
  if (!authorized(request.headers.authorization)) return sendJson(response, 401, UNAUTHENTICATED_BODY);
  if (request.method === 'GET' && request.url === PLAYBACK_PATH) return sendJson(response, 200, fixture.playbackBody);
  if (request.method === 'POST' && request.url?.startsWith('/api/v1/movie/')) {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        comments.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        return sendJson(response, 400, { status: 'error', error: 'Malformed JSON.', code: 'invalid_request' });
      }
      sendJson(response, 200, `c-${comments.length}`);
    });
    return;
  }
  sendJson(response, 404, { status: 'error', error: 'Not found.', code: 'not_found' });
});

server.listen(0, '127.0.0.1', () => announceReady(server.address()));
