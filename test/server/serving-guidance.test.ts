/**
 * What an output folder tells a backend team about mounting server.ts. `registerHandlers` keeps
 * malformed URLs, long path values and slow requests in the document's terms only on an app made
 * with `serverOptions()`; the folder neither exported it from server.ts nor said so, and a team
 * that wrote `Fastify()` answered `/pets/%` in Fastify's own body (2026-11-28, a re-check). Its
 * advice to mount under a server URL's path left out `authenticate`, which a secured document's
 * plugin options require (2026-11-28, a backend-team pass: TS2769 on the line as written).
 */
import { describe, expect, it } from 'vitest';
import { renderServer } from '../../generators/emit/server.js';
import { readmeFile } from '../../generators/emit/readme.js';
import type { ApiModel, OperationModel } from '../../generators/model/types.js';
import type { GeneratedFile } from '../../generators/emit/emitter.js';

const CONTEXT = { regenerateCommand: 'npm run generate' };

function model(secured: boolean): ApiModel {
  const operation = {
    operationId: 'listPets', identifier: 'listPets', method: 'get', path: '/pets', pointer: '#/paths/~1pets/get',
    servers: [{ url: '/' }], tags: [], deprecated: false, parameters: { path: [], query: [], header: [], cookie: [] },
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
const readme = (secured: boolean, paths: string[]): string =>
  readmeFile(model(secured), CONTEXT, ['server'], paths.map(file), new Map([['fastify', '5.0.0']])).contents;

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

  it('a folder without server.ts has no serving section', () => {
    expect(readme(false, ['types.ts', 'client.ts'])).not.toContain('## Serving');
  });
});
