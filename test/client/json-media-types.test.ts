/**
 * A JSON request body goes with the JSON media type its document names: openapi-fetch labels every
 * body `application/json`, so a JSON type of its own (`application/merge-patch+json`) or one with
 * parameters (`application/json; x-api-version=1.0`, how ASP.NET versions an API by media type:
 * kubb's requestBody fixture in test/corpus) reached the server as another type, which such a
 * server may refuse. Where a body declares several types, plain JSON is chosen by its essence:
 * `application/json-patch+json` is not `application/json`.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateClient, removeScratchDirs, scratchDir } from './helpers/generate.js';
import { loadClient, type LooseClientModule } from './helpers/load-client.js';
import { TestServer } from './helpers/server.js';
import { tsc } from './helpers/tsc.js';

const SPEC = `openapi: 3.0.3
info: { title: json media types, version: '1' }
paths:
  /pets/{id}:
    patch:
      operationId: patchPet
      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
      requestBody:
        content:
          application/merge-patch+json: { schema: { $ref: '#/components/schemas/Pet' } }
      responses: { '204': { description: patched } }
  /accountants:
    post:
      operationId: addAccountant
      requestBody:
        content:
          application/json-patch+json; x-api-version=1.0: { schema: { $ref: '#/components/schemas/Pet' } }
          application/json; x-api-version=1.0: { schema: { $ref: '#/components/schemas/Pet' } }
          application/*+json; x-api-version=1.0: { schema: { $ref: '#/components/schemas/Pet' } }
      responses: { '204': { description: added } }
  /pets:
    post:
      operationId: addPet
      requestBody:
        content:
          application/json: { schema: { $ref: '#/components/schemas/Pet' } }
      responses: { '204': { description: added } }
components:
  schemas:
    Pet: { type: object, properties: { name: { type: string } } }
`;

let client: LooseClientModule;
let server: TestServer;
let baseUrl: string;
let outDir: string;

beforeAll(async () => {
  const dir = scratchDir('json-media-types');
  const spec = path.join(dir, 'openapi.yaml');
  writeFileSync(spec, SPEC);
  outDir = path.join(dir, 'out');
  const model = await generateClient(spec, outDir);
  client = await loadClient(outDir);
  server = new TestServer(model.operations, new Map(model.operations.map((operation) => [operation.identifier, { status: 204 }])));
  baseUrl = await server.listen();
}, 120_000);

afterAll(async () => {
  await server?.close();
  removeScratchDirs();
});

it('sends each JSON body as JSON, labelled with the media type the document names', async () => {
  const api = client.createApiClient({ baseUrl, retry: false });
  await api.patchPet!({ params: { path: { id: 'p1' } }, body: { name: 'Rex' } });
  await api.addAccountant!({ body: { name: 'Ada' } });
  await api.addPet!({ body: { name: 'Tom' } });
  expect(server.requests.map((request) => [request.headers['content-type'], request.body])).toEqual([
    ['application/merge-patch+json', '{"name":"Rex"}'],
    ['application/json; x-api-version=1.0', '{"name":"Ada"}'],
    ['application/json', '{"name":"Tom"}'],
  ]);
});

it('compiles strictly, the encoder fitting the descriptor (the corpus caught a narrower parameter)', async () => {
  const config = path.join(outDir, 'tsconfig.json');
  const compilerOptions = { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', lib: ['ES2022', 'DOM'], types: [], strict: true, exactOptionalPropertyTypes: true, skipLibCheck: true, noEmit: true };
  writeFileSync(config, JSON.stringify({ compilerOptions, files: ['client.ts'] }));
  expect((await tsc(config)).output).toBe('');
});
