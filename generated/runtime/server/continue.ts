/**
 * Generated from generators/runtime/server/continue.ts by npm run generate. Do not edit.
 */

/**
 * `Expect: 100-continue` (RFC 9110 §10.1.1): the client sends the head alone and the body only on
 * `100 Continue`, so a server can refuse a body before it is sent. Node answered 100 Continue to
 * every such request the moment its headers arrived, so a body whose Content-Length was already
 * past the limit was invited anyway: curl, which expects 100-continue for every body over 1 MB,
 * sent a 50 MB body to the 1 MiB limit, the server answered 413 and closed, and in two of three
 * runs curl reported "failed sending data to the peer" (exit 55) instead of the 413 (2026-11-28,
 * a red-team pass through `npm start`). Such a request is now handed to the app without the 100,
 * and gets its 413 (400 where the operation takes no body) alone. Every other one is continued
 * at once, as Node did: the routes an app adds beside the API's may read bodies the runtime never
 * sees, so the 100 is not held back for any later check (a 401 still follows a 100; its body,
 * within the limit, is read and dropped).
 */
import type { Server } from 'node:http';

/** Once per Node server, with the limit of the API mounted first. */
export function refuseOversizedExpectedBodies(server: Server, bodyLimit: number): void {
  if (server.listenerCount('checkContinue') > 0) return;
  server.on('checkContinue', (request, response) => {
    if (!(Number(request.headers['content-length']) > bodyLimit)) response.writeContinue();
    server.emit('request', request, response);
  });
}
