/**
 * A document's generated client and generated server, meeting in this process: the client's
 * fetch hands each request (with its body) to the server's `app.inject`, without a socket, and records it in
 * `sent` as the client made it.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { generateClient, scratchDir } from './generate.js';
import { loadClient, type ClientMethod } from './load-client.js';
import { documentApp, type DocumentApp, type DocumentAppOptions } from '../../server/helpers/document-app.js';

export interface ClientAndServer {
  readonly served: DocumentApp;
  readonly client: Record<string, ClientMethod>;
  readonly sent: Request[];
  readonly clientDir: string;
}

/**
 * Generates both from `document` (YAML text) under a scratch folder named after `name`; operations
 * without a handler in `handlers` (keyed by operationId) answer with everything they were given.
 */
export async function clientAndServer(name: string, document: string, handlers: DocumentAppOptions['handlers'] = {}): Promise<ClientAndServer> {
  const outDir = scratchDir(name);
  const spec = path.join(outDir, 'openapi.yaml');
  writeFileSync(spec, document);
  const clientDir = path.join(outDir, 'client');
  const [served] = await Promise.all([documentApp(name, document, { handlers }), generateClient(spec, clientDir)]);
  const { createApiClient } = await loadClient(clientDir);
  const sent: Request[] = [];
  const client = createApiClient({ baseUrl: 'http://api.test', retry: false, fetch: injectingFetch(served.app, sent) });
  return { served, client, sent, clientDir };
}

function injectingFetch(app: FastifyInstance, sent: Request[]): (request: Request) => Promise<Response> {
  return async (request) => {
    sent.push(request);
    const { pathname, search } = new URL(request.url);
    const payload = request.body === null ? undefined : Buffer.from(await request.clone().arrayBuffer());
    const answer = await app.inject({ method: request.method as InjectOptions['method'], url: pathname + search, headers: Object.fromEntries(request.headers), ...(payload === undefined ? {} : { payload }) });
    return new Response(answer.body, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type']) } });
  };
}
