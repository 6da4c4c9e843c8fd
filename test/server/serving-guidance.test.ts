/**
 * What an output folder tells a backend team about mounting server.ts. `registerHandlers` keeps
 * malformed URLs, long path values and slow requests in the document's terms only on an app made
 * with `serverOptions()`; the folder neither exported it from server.ts nor said so, and a team
 * that wrote `Fastify()` answered `/pets/%` in Fastify's own body (2026-11-28, a re-check). Its
 * advice to mount under a server URL's path left out `authenticate`, which a secured document's
 * plugin options require (2026-11-28, a backend-team pass: TS2769 on the line as written). A
 * new-user pass (2026-11-29) had to read the runtime to learn what a handler and `authenticate`
 * receive, found `partial: true` only in server.ts, and read the generic `/v2` prefix beside its
 * own document's `/v1` as a rule: the section now says those, with the document's own server path.
 */
import { describe, expect, it } from 'vitest';
import { renderServer } from '../../generators/emit/server.js';
import { readmeFile } from '../../generators/emit/readme.js';
import type { ApiModel, OperationModel } from '../../generators/model/types.js';
import type { GeneratedFile } from '../../generators/emit/emitter.js';

const CONTEXT = { regenerateCommand: 'npm run generate' };

function model(secured: boolean, serverUrl = '/'): ApiModel {
  const operation = {
    operationId: 'listPets', identifier: 'listPets', method: 'get', path: '/pets', pointer: '#/paths/~1pets/get',
    servers: [{ url: serverUrl }], tags: [], deprecated: false, parameters: { path: [], query: [], header: [], cookie: [] },
    responses: [{ status: 204, description: '', shape: 'empty', errorCodes: [], headers: [], pointer: '#' }],
    security: secured ? [{ schemes: [{ key: 'bearer', scopes: [] }] }] : [], roles: [],
    isAddition: false, envelopeException: false, idempotent: true,
  } as unknown as OperationModel;
  return {
    title: 'Pets', version: '1', source: 'pets.yaml', document: { components: { schemas: {} } }, operations: [operation],
    securitySchemes: secured ? [{ key: 'bearer', kind: 'bearer' }] : [], usesEnvelope: false,
  };
}

const file = (path: string): GeneratedFile => ({ path, contents: '', format: 'none' });
const readme = (secured: boolean, paths: string[], serverUrl?: string): string =>
  readmeFile(model(secured, serverUrl), CONTEXT, ['server'], paths.map(file), new Map([['fastify', '5.0.0']])).contents;

describe('mounting the generated server', () => {
  it('server.ts exports the Fastify options registerHandlers relies on', () => {
    expect(renderServer(model(false), CONTEXT)).toContain("export { serverOptions } from './runtime/server-runtime.js';");
  });

  it.each([
    ['an open API', false, 'registerHandlers(app, { handlers });', "app.register(handlersPlugin, { prefix: '/v2', handlers })"],
    ['a secured API, with its authenticate', true, 'registerHandlers(app, { handlers, authenticate });', "app.register(handlersPlugin, { prefix: '/v2', handlers, authenticate })"],
  ])('the README shows the app made with serverOptions(): %s', (_name, secured, registration, plugin) => {
    const text = readme(secured, ['server.ts', 'types.ts']);
    expect(text).toContain('## Serving');
    expect(text).toContain("import { registerHandlers, serverOptions, type ServerOptions } from './server.js';");
    expect(text).toContain('const app = Fastify(serverOptions({ logger: true }));');
    expect(text).toContain(registration);
    // The plugin takes the same options as registerHandlers: without authenticate, a secured document's does not compile.
    expect(text).toContain(plugin);
  });

  it('says what a handler receives and returns, and how to implement some operations first', () => {
    const text = readme(false, ['server.ts', 'types.ts']);
    expect(text).toContain('`{ path, query, headers, cookies, body, principal, signal, raw }`, and returns `{ status, data }` for a success or\n`{ status, code, message }` for an error');
    expect(text).toContain('pass `partial: true` with a `Partial<Handlers>`: the others answer 501 `not_implemented`.');
    // authenticate only where the document has security.
    expect(text).not.toContain('`authenticate(credentials, request)`');
    expect(readme(true, ['server.ts', 'types.ts'])).toContain('`authenticate(credentials, request)` receives the credentials of the first security requirement');
  });

  it.each([
    ['an absolute URL with a path', 'https://api.fieldnotes.example/v1/', '/v1', '`https://api.fieldnotes.example/v1/`'],
    ['a relative URL', '/api/v3', '/api/v3', '`/api/v3`'],
    ['the root', '/', '/v2', '`https://api.example.com/v2`'],
    ['an origin alone', 'https://api.example.org', '/v2', '`https://api.example.com/v2`'],
    ['a path a quote would end early', "https://api.example.org/a'b", '/v2', '`https://api.example.com/v2`'],
  ])('mounts under the document\'s own server path where it has one: %s', (_name, url, prefix, shown) => {
    const text = readme(false, ['server.ts', 'types.ts'], url);
    expect(text).toContain(`The path of a server URL (\`${prefix}\` in ${shown}) is not added`);
    expect(text).toContain(`app.register(handlersPlugin, { prefix: '${prefix}', handlers })`);
  });

  it('a folder without server.ts has no serving section', () => {
    expect(readme(false, ['types.ts', 'client.ts'])).not.toContain('## Serving');
  });
});
