/**
 * Documents peers accept (issue 12, point 1): what breaks the specification but can still be
 * turned into correct code is a located warning and is generated as peers generate it; `strict`
 * (`--strict`) refuses the same warnings. What the specification allows (3.1 without `paths`) is
 * neither, except where the generated code could not work: a 3.1 operation without `responses`
 * is allowed but warned about, since its server handler has no answer it may give.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocument, SpecError, type SpecProblem } from '../../generators/load/index.js';
import { buildModel } from '../../generators/model/build.js';
import { generate } from '../../generators/pipeline.js';
import { writeOutput } from '../../generators/write/index.js';
import { FIXTURES, REPO_ROOT, scratchDir, writeSpec } from './helpers/scratch.js';
import { typeCheck } from './helpers/typecheck.js';

const INFO = "info: { title: t, version: '1' }\n";

/** `pointer message` of each warning, for compact expectations. */
function summary(warnings: readonly SpecProblem[]): string[] {
  return warnings.map((warning) => `${warning.pointer} ${warning.message}`);
}

describe('documents the specification allows load without a word', () => {
  it.each([
    ['a 3.1 document with components only', `openapi: 3.1.0\n${INFO}components:\n  schemas:\n    Pet: { type: object, properties: { name: { type: string } } }\n`],
    ['a 3.1 document with webhooks only', `openapi: 3.1.0\n${INFO}webhooks:\n  newPet:\n    post:\n      responses: { '200': { description: ok } }\n`],
    // NestJS's own example declares one (test/corpus/documents/nestjs-swagger-e2e-api-spec.json); it was refused.
    ['a server variable its URL does not name', `openapi: 3.0.3\n${INFO}servers:\n  - url: http://localhost:3000\n    variables:\n      unused: { default: x }\npaths: {}\n`],
    // OpenAPI 3.2 (September 2025) was refused as an unknown version; what it adds here changes no generated code.
    ['a 3.2 document with a server name, tag parent and kind, a response summary, $self and itemSchema', `openapi: 3.2.0\n$self: https://example.com/openapi\n${INFO}servers: [{ url: 'https://example.com', name: production }]\ntags: [{ name: pets, kind: nav }, { name: cats, parent: pets }]\npaths:\n  /pets:\n    get:\n      tags: [cats]\n      responses:\n        '200':\n          summary: the pets\n          description: ok\n          content:\n            application/jsonl:\n              itemSchema: { type: object, properties: { id: { type: integer } } }\n`],
    // Redocly's 3.2 type tree declares this flow's scopes as a map of a node type it does not
    // have, and threw "Unknown type name found: string" (load/oas32-types.ts corrects it).
    ['a 3.2 document with an OAuth device authorization flow', `openapi: 3.2.0\n${INFO}security: [{ device: [read] }]\npaths: {}\ncomponents:\n  securitySchemes:\n    device:\n      type: oauth2\n      oauth2MetadataUrl: https://auth.example/.well-known/oauth-authorization-server\n      flows:\n        deviceAuthorization:\n          deviceAuthorizationUrl: https://auth.example/device\n          tokenUrl: https://auth.example/token\n          scopes: { read: Read things. }\n`],
  ])('%s', async (name, text) => {
    const loaded = await loadDocument(writeSpec(`allowed-${name.replace(/\W+/g, '-')}`, text));
    expect(loaded.warnings).toEqual([]);
  });

  it('our own spec/ loads with no warning at all (CI runs check --strict)', async () => {
    const loaded = await loadDocument(path.join(REPO_ROOT, 'spec/openapi.yaml'));
    expect(loaded.warnings).toEqual([]);
  });
});

describe('what breaks the specification but can be generated: a located warning', () => {
  it('reads an unquoted `swagger: 2.0` (the YAML number 2) as Swagger 2.0', async () => {
    const file = writeSpec('swagger-number', `swagger: 2.0\n${INFO}paths:\n  /a:\n    get:\n      responses: { '200': { description: ok } }\n`);
    const loaded = await loadDocument(file);
    expect(loaded.document.openapi).toBe('3.1.0');
    expect(loaded.warnings).toEqual([expect.objectContaining({ file, line: 1, column: 10, pointer: '/swagger', severity: 'warning', message: expect.stringContaining('the number 2') })]);
  });

  it('reads a Swagger 2.0 basePath without its leading slash as rooted (the server URL was `https://api.example.com:8443api/v1`)', async () => {
    const file = writeSpec('swagger-base-path', `swagger: '2.0'\n${INFO}host: api.example.com:8443\nbasePath: api/v1\nschemes: [https]\npaths:\n  /a:\n    get:\n      responses: { '200': { description: ok } }\n`);
    const loaded = await loadDocument(file);
    expect(loaded.document.servers).toEqual([{ url: 'https://api.example.com:8443/api/v1' }]);
    expect(loaded.warnings).toEqual([expect.objectContaining({ file, line: 4, pointer: '/basePath', severity: 'warning', message: expect.stringContaining('does not start with "/"') })]);
  });

  it('says where a Swagger 2.0 parameter is tab-separated (collectionFormat: tsv), which the conversion left as a repeated parameter without a word', async () => {
    const file = writeSpec('swagger-tsv', `swagger: '2.0'\n${INFO}parameters:\n  Ids: { name: ids, in: header, type: array, items: { type: string }, collectionFormat: tsv }\npaths:\n  /a:\n    get:\n      parameters:\n        - { $ref: '#/parameters/Ids' }\n        - { name: tags, in: query, type: array, items: { type: string }, collectionFormat: tsv }\n        - { name: csv, in: query, type: array, items: { type: string }, collectionFormat: csv }\n      responses: { '200': { description: ok } }\n`);
    const loaded = await loadDocument(file);
    const tags = (loaded.document as any).paths['/a'].get.parameters[1];
    expect([tags.name, tags.style ?? 'form', tags.explode ?? true]).toEqual(['tags', 'form', true]);
    expect(loaded.warnings).toEqual([
      expect.objectContaining({ file, line: 4, pointer: '/parameters/Ids/collectionFormat', severity: 'warning', message: expect.stringContaining('"ids" is tab-separated (collectionFormat: tsv), which OpenAPI 3 has no style for; it was generated as comma-separated values') }),
      expect.objectContaining({ file, line: 10, pointer: '/paths/~1a/get/parameters/1/collectionFormat', severity: 'warning', message: expect.stringContaining('"tags" is tab-separated (collectionFormat: tsv), which OpenAPI 3 has no style for; it was generated as a repeated parameter') }),
    ]);
  });

  it('reads `openapi: 3.0` (a YAML number) and `openapi: "3.1"` (no patch number) as 3.0.0 and 3.1.0', async () => {
    const number = await loadDocument(writeSpec('openapi-number', `openapi: 3.0\n${INFO}paths: {}\n`));
    expect(number.warnings.map((warning) => warning.pointer)).toEqual(['/openapi']);
    expect(number.originalVersion).toBe('3');
    const short = await loadDocument(writeSpec('openapi-short', `openapi: '3.1'\n${INFO}paths: {}\n`));
    expect(summary(short.warnings)).toEqual(['/openapi the version "3.1" is not a version string like "3.1.0"; read as 3.1.0']);
  });

  it('generates a 3.0 document without paths (required in 3.0) as one without operations', async () => {
    const file = writeSpec('no-paths-30', `openapi: 3.0.3\n${INFO}components:\n  schemas:\n    A: { type: string }\n`);
    const loaded = await loadDocument(file);
    expect(loaded.warnings).toEqual([expect.objectContaining({ file, line: 1, column: 1, pointer: '', severity: 'warning', message: 'the required field `paths` is missing' })]);
    expect(buildModel(loaded, { source: file }).operations).toEqual([]);
  });

  it('generates a 3.0 operation without responses, and any operation with an empty list, as declaring none', async () => {
    const file = writeSpec('no-responses-30', `openapi: 3.0.3\n${INFO}paths:\n  /a:\n    get: { operationId: a }\n    put: { operationId: b, responses: {} }\n`);
    const loaded = await loadDocument(file);
    expect(summary(loaded.warnings)).toEqual(['/paths/~1a/get the required field `responses` is missing', '/paths/~1a/put/responses the operation declares no response, so the generated server has no answer it may give (its handler can only throw, and every call is answered with an error)']);
    expect(loaded.warnings.map((warning) => warning.line)).toEqual([5, 6]);
    expect(buildModel(loaded, { source: file }).operations.map((operation) => operation.responses)).toEqual([[], []]);
  });

  it('warns where a 3.1 operation leaves out `responses` (3.1 allows it): its server handler has no answer it may give', async () => {
    const file = writeSpec('no-responses-31', `openapi: 3.1.0\n${INFO}paths:\n  /a:\n    get: { operationId: a }\n    post: { operationId: b, responses: { '204': { description: done } } }\n`);
    const loaded = await loadDocument(file);
    expect(summary(loaded.warnings)).toEqual(['/paths/~1a/get the operation has no `responses`, so the generated server has no answer it may give (its handler can only throw, and every call is answered with an error)']);
    expect(loaded.warnings[0]).toMatchObject({ line: 5, severity: 'warning' });
    expect(buildModel(loaded, { source: file }).operations.map((operation) => operation.responses.length)).toEqual([0, 1]);
  });

  it('fills in what a licence, a tag, a response or info lacks (a name, a description, a title)', async () => {
    const file = writeSpec('missing-fields', `openapi: 3.1.0\ninfo: { version: '1', license: { url: 'https://x.test' } }\ntags: [{ description: no name }]\npaths:\n  /a:\n    get:\n      responses: { '204': {} }\n`);
    const loaded = await loadDocument(file);
    expect(summary(loaded.warnings)).toEqual([
      '/info the required field `title` is missing',
      '/info/license the required field `name` is missing',
      '/tags/0 the required field `name` is missing',
      '/paths/~1a/get/responses/204 the required field `description` is missing',
    ]);
    expect(buildModel(loaded, { source: file }).title).toBe('API');
  });

  it("ignores a security scheme's field that only another `type` reads, saying where the credential goes (it was refused)", async () => {
    // pb33f's burgershop (test/corpus) names its http bearer and oauth2 schemes with `name`.
    const file = writeSpec(
      'scheme-fields',
      `openapi: 3.0.3\n${INFO}security: [{ jwt: [] }, { key: [] }]\npaths:\n  /a:\n    get:\n      responses: { '204': { description: none } }\ncomponents:\n  securitySchemes:\n    jwt: { type: http, scheme: bearer, name: X-Token, in: header }\n    oauth: { type: oauth2, name: oAuthy, flows: { implicit: { authorizationUrl: 'https://x.test', scopes: {} } } }\n    key: { type: apiKey, name: key, in: query, scheme: bearer }\n`,
    );
    const loaded = await loadDocument(file);
    expect(summary(loaded.warnings)).toEqual([
      '/components/securitySchemes/jwt/name `name` does not apply to a security scheme of this `type`',
      '/components/securitySchemes/jwt/in `in` does not apply to a security scheme of this `type`',
      '/components/securitySchemes/oauth/name `name` does not apply to a security scheme of this `type`',
      '/components/securitySchemes/key/scheme `scheme` does not apply to a security scheme of this `type`',
    ]);
    expect(loaded.warnings[0]?.hint).toMatch(/it was ignored, and the credential is sent as the scheme's `type` says/);
    expect(buildModel(loaded, { source: file }).securitySchemes).toEqual([
      { key: 'jwt', kind: 'bearer' },
      { key: 'key', kind: 'apiKey', in: 'query', name: 'key' },
      { key: 'oauth', kind: 'oauth2' },
    ]);
    const swagger = writeSpec('scheme-fields-2', `swagger: '2.0'\n${INFO}paths: {}\nsecurityDefinitions:\n  basic: { type: basic, name: user }\n`);
    expect(summary((await loadDocument(swagger)).warnings)).toEqual(['/securityDefinitions/basic/name `name` does not apply to a security scheme of this `type`']);
  });

  it('reads an info version or title that YAML read as a number as its text (it was refused before)', async () => {
    // hey-api's body-binary-format fixture in test/corpus says `version: 1`.
    const file = writeSpec('info-number', `openapi: 3.0.0\ninfo:\n  title: 2024\n  version: 1.5\npaths:\n  /a:\n    get:\n      responses: { '204': { description: none } }\n`);
    const loaded = await loadDocument(file);
    expect(summary(loaded.warnings)).toEqual(['/info/title `title` is a YAML integer, not a string', '/info/version `version` is a YAML number, not a string']);
    expect(loaded.warnings.map((warning) => warning.line)).toEqual([3, 4]);
    expect(loaded.document.info).toEqual({ title: '2024', version: '1.5' });
    const model = buildModel(loaded, { source: file });
    expect([model.title, model.version]).toEqual(['2024', '1.5']);
    await expect(loadDocument(writeSpec('info-object', `openapi: 3.0.0\ninfo: { title: t, version: { major: 1 } }\npaths: {}\n`))).rejects.toThrow(/Expected type `string` but got `object`/);
  });

  it('says that a 3.1 schema\'s `nullable` was honoured, not ignored (Scalar\'s Galaxy example has one)', async () => {
    const file = writeSpec('nullable-31', `openapi: 3.1.0\n${INFO}components:\n  schemas:\n    Planet:\n      type: object\n      properties:\n        image: { type: string, nullable: true }\n`);
    const loaded = await loadDocument(file);
    expect(summary(loaded.warnings)).toEqual(["/components/schemas/Planet/properties/image/nullable `nullable` is not a keyword of OpenAPI 3.1 schemas (it was 3.0's)"]);
    expect(loaded.warnings[0]?.hint).toMatch(/null is allowed/);
    expect((loaded.document as any).components.schemas.Planet.properties.image).toEqual({ type: ['string', 'null'] });
  });

  it("speaks of Swagger 2.0, not 3.1, for a 2.0 schema's `nullable`, and offers no 3.1 syntax (kubb's nullable fixture)", async () => {
    const file = writeSpec('nullable-20', `swagger: '2.0'\n${INFO}paths: {}\ndefinitions:\n  Page:\n    type: object\n    properties:\n      items: { type: array, items: { type: string }, nullable: true }\n`);
    const loaded = await loadDocument(file);
    expect(summary(loaded.warnings)).toEqual(['/definitions/Page/properties/items/nullable `nullable` is not a keyword of Swagger 2.0 schemas (OpenAPI 3.0 added it)']);
    expect(loaded.warnings[0]?.hint).toMatch(/no way to allow null.*null is allowed/);
    expect(loaded.warnings[0]?.hint).not.toMatch(/'null'/);
    expect((loaded.document as any).components.schemas.Page.properties.items.type).toEqual(['array', 'null']);
  });

  it('leaves out, with a warning at each, the OpenAPI 3.2 operations it cannot generate yet: QUERY, additionalOperations, a querystring parameter', async () => {
    const file = writeSpec('openapi-32-left-out', `openapi: 3.2.0
${INFO}paths:
  /pets:
    get: { operationId: listPets, responses: { '204': { description: x } } }
    query: { operationId: searchPets, responses: { '204': { description: x } } }
    additionalOperations:
      LINK: { operationId: linkPets, responses: { '204': { description: x } } }
  /search:
    parameters: [{ $ref: '#/components/parameters/Whole' }]
    get: { operationId: search, responses: { '204': { description: x } } }
  /find:
    post:
      operationId: find
      parameters: [{ name: q, in: querystring, content: { application/json: { schema: { type: object } } } }]
      callbacks:
        done:
          '{$request.body#/url}':
            query: { responses: { '204': { description: x } } }
      responses: { '204': { description: x } }
components:
  parameters:
    Whole: { name: q, in: querystring, content: { application/x-www-form-urlencoded: { schema: { type: object } } } }
`);
    const loaded = await loadDocument(file);
    expect(summary(loaded.warnings)).toEqual([
      '/paths/~1pets/query a QUERY operation (OpenAPI 3.2) is not generated',
      '/paths/~1pets/additionalOperations/LINK the LINK operation (additionalOperations, OpenAPI 3.2) is not generated',
      '/paths/~1search/parameters/0 a parameter in: querystring (OpenAPI 3.2) cannot be sent or read yet, so this GET operation is not generated',
      '/paths/~1find/post/parameters/0 a parameter in: querystring (OpenAPI 3.2) cannot be sent or read yet, so this POST operation is not generated',
    ]);
    expect(loaded.warnings.map((warning) => warning.line)).toEqual([6, 8, 10, 15]);
    const paths = (loaded.document as any).paths;
    expect(Object.keys(paths['/pets'])).toEqual(['get']);
    expect(Object.keys(paths['/search'])).toEqual(['parameters']);
    expect(Object.keys(paths['/find'])).toEqual([]);
    const model = buildModel(loaded, { source: file });
    expect(model.operations.map((operation) => operation.operationId)).toEqual(['listPets']);
  });

  it('warns once about a part of the document that a referenced file points back into (Redocly walked it twice)', async () => {
    const file = writeSpec('warn-once-back-reference', `openapi: 3.1.0\n${INFO}paths: {}\ncomponents:\n  schemas:\n    Pet:\n      type: object\n      properties:\n        name: { type: string, nullable: true }\n    Cat: { $ref: 'cat.yaml' }\n`);
    const { writeFileSync } = await import('node:fs');
    writeFileSync(path.join(path.dirname(file), 'cat.yaml'), `allOf:\n  - $ref: '${path.basename(file)}#/components/schemas/Pet'\n  - { type: object, properties: { meow: { type: boolean } } }\n`);
    const loaded = await loadDocument(file);
    expect(summary(loaded.warnings)).toEqual(["/components/schemas/Pet/properties/name/nullable `nullable` is not a keyword of OpenAPI 3.1 schemas (it was 3.0's)"]);
  });

  it('warns once per parameter about a header or cookie name HTTP cannot carry, or fetch may not set (the client threw only when called)', async () => {
    const loaded = await loadDocument(
      writeSpec(
        'field-names',
        `openapi: 3.1.0\n${INFO}paths:
  /a:
    parameters: [{ $ref: '#/components/parameters/Shared' }]
    get:
      parameters:
        - { name: X-Fine_Name.1, in: header, schema: { type: string } }
        - { name: "X-Weird*/Header", in: header, schema: { type: string } }
        - { name: "session id", in: cookie, schema: { type: string } }
        - { name: "a b", in: query, schema: { type: string } }
        - { name: keep-alive, in: header, schema: { type: boolean } }
        - { name: Sec-Purpose, in: header, schema: { type: string } }
        - { name: Date, in: cookie, schema: { type: string } }
      responses: { '204': { description: none } }
    post:
      parameters: [{ $ref: '#/components/parameters/Shared' }]
      responses: { '204': { description: none } }
components:
  parameters:
    Shared: { name: "Ümlaut", in: header, schema: { type: string } }
`,
      ),
    );
    expect(summary(loaded.warnings)).toEqual([
      '/components/parameters/Shared/name header parameter "Ümlaut" is not a valid HTTP header name, so no client can send it',
      '/paths/~1a/get/parameters/1/name header parameter "X-Weird*/Header" is not a valid HTTP header name, so no client can send it',
      '/paths/~1a/get/parameters/2/name cookie parameter "session id" is not a valid HTTP cookie name, so no client can send it',
      // FastAPI's output for openapi-python-client's test app declares keep-alive; a cookie may be named Date.
      '/paths/~1a/get/parameters/4/name header parameter "keep-alive" names a header fetch does not let a request set: a browser sends the request without it, and Node\'s fetch refuses the request',
      '/paths/~1a/get/parameters/5/name header parameter "Sec-Purpose" names a header fetch does not let a request set: a browser sends the request without it',
    ]);
  });

  it('warns once per parameter about a required query, header or cookie parameter that allows null (the client sends nothing for null, and the server refuses the call)', async () => {
    const loaded = await loadDocument(
      writeSpec(
        'null-parameters',
        `openapi: 3.0.3\n${INFO}paths:
  /a/{id}:
    parameters: [{ $ref: '#/components/parameters/Shared' }]
    get:
      parameters:
        - { name: id, in: path, required: true, schema: { type: string, nullable: true } }
        - { name: plain, in: query, required: true, schema: { type: string } }
        - { name: optional, in: query, schema: { type: string, nullable: true } }
        - { name: nullable, in: query, required: true, schema: { type: string, nullable: true } }
        - { name: X-Either, in: header, required: true, schema: { oneOf: [{ type: integer }, { $ref: '#/components/schemas/Nothing' }] } }
        - { name: pick, in: cookie, required: true, schema: { enum: [a, null] } }
      responses: { '204': { description: none } }
    post:
      responses: { '204': { description: none } }
components:
  schemas:
    Nothing: { enum: [null] }
  parameters:
    Shared: { name: since, in: query, required: true, schema: { type: integer, nullable: true } }
`,
      ),
    );
    expect(summary(loaded.warnings).filter((line) => line.includes('allows null'))).toEqual([
      '/components/parameters/Shared/schema required query parameter "since" allows null, which a request cannot carry: the generated client sends nothing for null, and the server then refuses the call as missing the parameter',
      '/paths/~1a~1{id}/get/parameters/3/schema required query parameter "nullable" allows null, which a request cannot carry: the generated client sends nothing for null, and the server then refuses the call as missing the parameter',
      '/paths/~1a~1{id}/get/parameters/4/schema required header parameter "X-Either" allows null, which a request cannot carry: the generated client sends nothing for null, and the server then refuses the call as missing the parameter',
      '/paths/~1a~1{id}/get/parameters/5/schema required cookie parameter "pick" allows null, which a request cannot carry: the generated client sends nothing for null, and the server then refuses the call as missing the parameter',
    ]);
  });

  it('warns once per parameter that has both `schema` and `content`, and reads its `schema` everywhere (peers drop one without a word)', async () => {
    // pb33f's burgershop (test/corpus) gives its shared `burgerHeader` both.
    const file = writeSpec(
      'schema-and-content',
      `openapi: 3.0.3\n${INFO}paths:
  /a:
    get:
      parameters:
        - $ref: '#/components/parameters/Both'
        - { name: only, in: query, content: { application/json: { schema: { type: object } } } }
      responses: { '204': { description: none } }
    post:
      parameters: [{ $ref: '#/components/parameters/Both' }]
      responses: { '204': { description: none } }
components:
  parameters:
    Both:
      name: burgerHeader
      in: header
      required: true
      schema: { type: integer }
      content: { application/json: { schema: { type: object, properties: { theme: { type: string } } } } }
`,
    );
    const loaded = await loadDocument(file);
    expect(summary(loaded.warnings)).toEqual(['/components/parameters/Both/content header parameter "burgerHeader" has both `schema` and `content`, which OpenAPI forbids (a parameter is described by one or the other)']);
    const [get] = buildModel(loaded, { source: file }).operations;
    const read = [...(get?.parameters.header ?? []), ...(get?.parameters.query ?? [])];
    expect(read.map((parameter) => [parameter.name, parameter.schema, parameter.contentType])).toEqual([
      ['burgerHeader', { type: 'integer' }, undefined],
      ['only', { type: 'object' }, 'application/json'],
    ]);
  });

  it('looks at each schema once when asking whether a parameter allows null (branches naming one schema again multiplied the walk: 40^5 steps held generate)', async () => {
    const levels = ['A', 'B', 'C', 'D', 'E', 'F'];
    const schemas = levels.slice(0, -1).map((name, index) => `    ${name}: { anyOf: [${Array.from({ length: 40 }, () => `{ $ref: '#/components/schemas/${levels[index + 1]}' }`).join(', ')}] }`);
    const loaded = await loadDocument(
      writeSpec(
        'null-parameters-fan-out',
        `openapi: 3.1.0\n${INFO}paths:
  /a:
    get:
      parameters:
        - { name: q, in: query, required: true, schema: { $ref: '#/components/schemas/A' } }
        - { name: r, in: query, required: true, schema: { anyOf: [{ $ref: '#/components/schemas/A' }, { type: 'null' }] } }
      responses: { '204': { description: none } }
components:
  schemas:
${schemas.join('\n')}
    F: { type: string }
`,
      ),
    );
    // q reaches only F, a string, through every branch; r allows null after all of A is looked at.
    expect(summary(loaded.warnings).filter((line) => line.includes('allows null'))).toEqual([expect.stringMatching(/^\/paths\/~1a\/get\/parameters\/1\/schema required query parameter "r" allows null/)]);
  }, 20_000);

  it('warns where an operation lists a query parameter sending a key another of its query parameters sends (exploded form objects share member names)', async () => {
    const loaded = await loadDocument(
      writeSpec(
        'shared-query-keys',
        `openapi: 3.1.0\n${INFO}paths:
  /a:
    parameters:
      - { name: page, in: query, schema: { type: integer } }
    get:
      parameters:
        - { name: filter, in: query, schema: { $ref: '#/components/schemas/Filter' } }
        - { name: other, in: query, schema: { type: object, properties: { color: { type: string }, size: { type: integer } } } }
        - { name: deep, in: query, style: deepObject, schema: { $ref: '#/components/schemas/Filter' } }
        - { name: flat, in: query, explode: false, schema: { $ref: '#/components/schemas/Filter' } }
        - { $ref: '#/components/parameters/Paging' }
      responses: { '204': { description: none } }
    post:
      parameters:
        - { name: page, in: query, schema: { type: string } }
        - { name: filter, in: query, schema: { $ref: '#/components/schemas/Filter' } }
      responses: { '204': { description: none } }
components:
  parameters:
    Paging: { name: paging, in: query, schema: { type: object, properties: { page: { type: integer } } } }
  schemas:
    Filter: { type: object, properties: { color: { type: string } } }
`,
      ),
    );
    expect(summary(loaded.warnings).map((line) => line.replace(/: an object sent exploded.*/, ''))).toEqual([
      // get: color in filter and other; page from the path item's parameter and from paging's member.
      '/paths/~1a/get/parameters/1 query parameter "other" sends the key "color", which query parameter "filter" of this operation sends too',
      '/paths/~1a/get/parameters/4 query parameter "paging" sends the key "page", which query parameter "page" of this operation sends too',
    ]);
  });

  it('leaves out, with a warning at each, a default its own schema refuses (the server filled it in and refused the request)', async () => {
    const file = writeSpec(
      'unfit-defaults',
      `openapi: 3.0.3\n${INFO}paths:
  /items:
    get:
      parameters:
        - { name: limit, in: query, schema: { type: integer, default: "10" } }
        - { name: sort, in: query, schema: { type: string, enum: [asc, desc], default: ascending } }
        - { name: page, in: query, schema: { type: integer, default: 1.0 } }
        - { name: tag, in: query, schema: { type: string, nullable: true, enum: [a, b], default: null } }
        - { name: owner, in: query, schema: { type: string, default: null } }
      responses: { '204': { description: none } }
components:
  schemas:
    Counts: { type: array, items: { type: integer }, default: {} }
    Loose: { default: anything }
`,
    );
    const loaded = await loadDocument(file);
    expect(summary(loaded.warnings)).toEqual([
      '/paths/~1items/get/parameters/0/schema/default `default: "10"` does not satisfy its own schema (type integer)',
      '/paths/~1items/get/parameters/1/schema/default `default: "ascending"` does not satisfy its own schema (the enum)',
      // 3.0's `nullable` allows null (and adds it to the enum); without it, null is no string.
      '/paths/~1items/get/parameters/4/schema/default `default: null` does not satisfy its own schema (type string)',
      '/components/schemas/Counts/default `default: {}` does not satisfy its own schema (type array)',
    ]);
    expect(loaded.warnings[0]).toMatchObject({ file, line: 7, column: 71, severity: 'warning', hint: expect.stringContaining('it was left out') });
    const parameters = (loaded.document as any).paths['/items'].get.parameters;
    expect(parameters.map((parameter: any) => parameter.schema.default)).toEqual([undefined, undefined, 1, null, undefined]);
  });

  it('leaves alone a default under not, if, anyOf or oneOf, which the server never fills in', async () => {
    const file = writeSpec(
      'defaults-never-filled',
      `openapi: 3.0.3\n${INFO}paths:
  /items:
    get:
      parameters:
        - { name: a, in: query, schema: { oneOf: [{ type: integer, default: "x" }, { type: boolean }] } }
        - { name: b, in: query, schema: { nullable: true, enum: [on, off], default: null } }
      responses: { '204': { description: none } }
`,
    );
    const loaded = await loadDocument(file);
    expect(loaded.warnings).toEqual([]);
    const parameters = (loaded.document as any).paths['/items'].get.parameters;
    expect(parameters[0].schema.oneOf[0].default).toBe('x');
  });

  it('leaves out a default outside its bounds, length, pattern, size or format, and keeps one within them', async () => {
    const file = writeSpec(
      'unfit-default-bounds',
      `openapi: 3.1.0\n${INFO}paths:
  /items:
    get:
      parameters:
        - { name: a, in: query, schema: { type: integer, minimum: 1, maximum: 100, default: 0 } }
        - { name: b, in: query, schema: { type: integer, minimum: 1, maximum: 100, default: 100 } }
        - { name: c, in: query, schema: { type: number, exclusiveMaximum: 1, default: 1 } }
        - { name: d, in: query, schema: { type: string, maxLength: 2, default: "abc" } }
        - { name: e, in: query, schema: { type: string, maxLength: 2, default: "😀😀" } }
        - { name: f, in: query, schema: { type: string, pattern: "^[a-z]+$", default: "Abc" } }
        - { name: g, in: query, schema: { type: string, pattern: "^[a-z]+$", default: "abc" } }
        - { name: h, in: query, schema: { type: array, items: { type: string }, minItems: 1, default: [] } }
        - { name: i, in: query, schema: { type: object, maxProperties: 1, default: { x: 1, y: 2 } } }
        - { name: j, in: query, schema: { type: string, format: date-time, default: "1010-10-10T00:00:00" } }
        - { name: k, in: query, schema: { type: string, format: date-time, default: "1010-10-10T00:00:00Z" } }
        - { name: l, in: query, schema: { type: string, format: not-a-known-format, default: "anything" } }
        - { name: m, in: query, schema: { type: integer, format: int32, default: 2147483648 } }
      responses: { '204': { description: none } }
`,
    );
    const loaded = await loadDocument(file);
    expect(summary(loaded.warnings)).toEqual([
      '/paths/~1items/get/parameters/0/schema/default `default: 0` does not satisfy its own schema (minimum 1)',
      '/paths/~1items/get/parameters/2/schema/default `default: 1` does not satisfy its own schema (exclusiveMaximum 1)',
      '/paths/~1items/get/parameters/3/schema/default `default: "abc"` does not satisfy its own schema (maxLength 2)',
      '/paths/~1items/get/parameters/5/schema/default `default: "Abc"` does not satisfy its own schema (the pattern)',
      '/paths/~1items/get/parameters/7/schema/default `default: []` does not satisfy its own schema (minItems 1)',
      '/paths/~1items/get/parameters/8/schema/default `default: {"x":1,"y":2}` does not satisfy its own schema (maxProperties 1)',
      // FastAPI's default for a naive datetime: RFC 3339 requires the offset (openapi-python-client's fastapi_app).
      '/paths/~1items/get/parameters/9/schema/default `default: "1010-10-10T00:00:00"` does not satisfy its own schema (format date-time)',
      '/paths/~1items/get/parameters/12/schema/default `default: 2147483648` does not satisfy its own schema (format int32)',
    ]);
    const parameters = (loaded.document as any).paths['/items'].get.parameters;
    // Two emoji are two characters to JSON Schema (four UTF-16 units): within maxLength 2.
    expect(parameters.map((parameter: any) => parameter.schema.default)).toEqual([undefined, 100, undefined, undefined, '😀😀', undefined, 'abc', undefined, undefined, undefined, '1010-10-10T00:00:00Z', 'anything', undefined]);
  });

  it('finds such a default in a Swagger 2.0 parameter too, where 2.0 requires it to fit, and beside a 3.1 const', async () => {
    const file = writeSpec('unfit-defaults-2', `swagger: '2.0'\n${INFO}paths:\n  /a:\n    get:\n      parameters:\n        - { name: ratio, in: query, required: false, type: number, default: "0.2" }\n      responses: { '200': { description: ok } }\n`);
    const loaded = await loadDocument(file);
    // Said where 2.0 writes it, inline (it was the converted `…/parameters/0/schema/default`, a place the file lacks).
    expect(summary(loaded.warnings)).toEqual(['/paths/~1a/get/parameters/0/default `default: "0.2"` does not satisfy its own schema (type number)']);
    expect((loaded.document as any).paths['/a'].get.parameters[0].schema).toEqual({ type: 'number' });
    const pinned = await loadDocument(writeSpec('unfit-defaults-const', `openapi: 3.1.0\n${INFO}components:\n  schemas:\n    Pinned: { const: on, default: off }\n    Kept: { const: on, default: on }\n`));
    expect(summary(pinned.warnings)).toEqual(['/components/schemas/Pinned/default `default: "off"` does not satisfy its own schema (the const)']);
  });

  it('tests a default against its pattern within the server\'s work limit, so a pattern refused as exponential cannot hold the loader first', async () => {
    // The linear matcher cannot run lookbehind, so outside the limit this was matched natively:
    // about 10 s for 28 `a`s, twice as long for each more, before the pattern's refusal was reached.
    const value = `${'a'.repeat(30)}b`;
    const file = writeSpec('unfit-default-exponential', `openapi: 3.1.0\n${INFO}components:\n  schemas:\n    Word: { type: string, pattern: '^(a+)+(?<!b)$', default: '${value}' }\n`);
    const started = performance.now();
    await expect(loadDocument(file)).rejects.toThrow(/nests a repetition inside a repetition/);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('ignores a response key that is not a status code (it was refused before)', async () => {
    const file = writeSpec('status-key', `openapi: 3.1.0\n${INFO}paths:\n  /a:\n    get:\n      responses: { '200': { description: ok }, abc: { description: x }, pattern: '^a' }\n`);
    const loaded = await loadDocument(file);
    expect(summary(loaded.warnings)).toEqual(['/paths/~1a/get/responses/abc "abc" is not a status code', '/paths/~1a/get/responses/pattern "pattern" is not a status code']);
    expect(buildModel(loaded, { source: file }).operations[0]?.responses.map((response) => response.status)).toEqual([200]);
    // Removed before any tool reads the document: openapi-typescript crashed on such a member.
    expect(Object.keys((loaded.document as any).paths['/a'].get.responses)).toEqual(['200']);
  });

  it('makes path templates and parameters agree, as peers do, warning at each disagreement', async () => {
    const file = writeSpec('path-parameters', PATH_PARAMETERS);
    const loaded = await loadDocument(file);
    expect(summary(loaded.warnings)).toEqual([
      '/paths/~1users~1{userId}~1items~1{itemId}/parameters/0 path parameter "stray" does not appear in the path',
      '/paths/~1users~1{userId}~1items~1{itemId}/get/parameters/0 path parameter "userId" does not say `required: true`',
      '/paths/~1users~1{userId}~1items~1{itemId}/get/parameters/1 path parameter "other" does not appear in the path',
      '/paths/~1users~1{userId}~1items~1{itemId}/get/parameters path parameter {itemId} is not declared',
      '/paths/~1users~1{userId}~1items~1{itemId}/delete/parameters path parameter {userId} is not declared',
      '/paths/~1users~1{userId}~1items~1{itemId}/delete/parameters path parameter {itemId} is not declared',
    ]);
    // An operation without `parameters` is located at its first line (its operationId, line 18).
    expect(loaded.warnings.map((warning) => warning.line)).toEqual([6, 10, 11, 10, 18, 18]);
    const parameters = buildModel(loaded, { source: file }).operations.map((operation) => operation.parameters.path.map(({ name, required, schema }) => ({ name, required, schema })));
    expect(parameters).toEqual([
      [
        { name: 'userId', required: true, schema: { type: 'integer' } },
        { name: 'itemId', required: true, schema: { type: 'string' } },
      ],
      [
        { name: 'userId', required: true, schema: { type: 'string' } },
        { name: 'itemId', required: true, schema: { type: 'string' } },
      ],
    ]);
    // The document the other emitters read says the same: openapi-typescript types the client from it.
    const item = (loaded.document.paths as any)['/users/{userId}/items/{itemId}'];
    expect(item.parameters).toEqual([]);
    expect(item.get.parameters.map((parameter: { name: string; required: boolean }) => [parameter.name, parameter.required])).toEqual([
      ['userId', true],
      ['itemId', true],
    ]);
  });

  it('keeps a shared path item and parameter component intact for the other paths that use them', async () => {
    const file = writeSpec('shared-item', `openapi: 3.1.0\n${INFO}paths:
  /a/{id}: { $ref: '#/components/pathItems/Item' }
  /b/{key}: { $ref: '#/components/pathItems/Item' }
components:
  pathItems:
    Item:
      get:
        parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
        responses: { '204': { description: none } }
`);
    const loaded = await loadDocument(file);
    expect(summary(loaded.warnings)).toEqual(['/paths/~1b~1{key}/get/parameters/0 path parameter "id" does not appear in the path', '/paths/~1b~1{key}/get/parameters path parameter {key} is not declared']);
    const document = loaded.document as any;
    expect(document.components.pathItems.Item.get.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(['id']);
    expect(document.paths['/a/{id}']).toEqual({ $ref: '#/components/pathItems/Item' });
    expect(document.paths['/b/{key}'].get.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(['key']);
  });

  it('generates code that type-checks strictly from such a document, calling with the repaired parameters', async () => {
    // Every output that is code (the docs page is not type-checked, and its render is a Redocly process).
    const { files, warnings } = await generate({ specPath: writeSpec('path-parameters-generate', PATH_PARAMETERS), regenerateCommand: 'npm run generate', outputs: ['types', 'client', 'server'] });
    expect(files.map((file) => file.path)).toEqual(expect.arrayContaining(['types.ts', 'client.ts', 'server.ts']));
    expect(warnings).toHaveLength(6);
    const out = scratchDir('path-parameters-out');
    await writeOutput(out, files);
    const consumer = path.join(out, 'consumer.ts');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(
      consumer,
      `import { createApiClient } from './client.js';
const api = createApiClient({ baseUrl: 'http://localhost' });
export const calls = [
  api.getItem({ params: { path: { userId: 1, itemId: 'x' } } }),
  api.deleteItem({ params: { path: { userId: 'u', itemId: 'x' } } }),
];
`,
    );
    expect(typeCheck(out)).toEqual([]);
  }, 300_000);
});

describe('content declared for an answer HTTP gives none (204, 205): a located warning, generated without a body', () => {
  const NO_CONTENT = `openapi: 3.1.0
${INFO}paths:
  /x:
    get:
      operationId: watchX
      responses:
        '204': { description: none, content: { text/event-stream: { schema: { type: string } } } }
  /y:
    get:
      operationId: readY
      responses:
        '200': { description: ok, content: { application/json: { schema: { type: object, properties: { n: { type: integer } } } } } }
        '204': { $ref: '#/components/responses/Shared' }
  /z:
    delete:
      operationId: resetZ
      responses:
        '205': { description: reset, content: { application/json: { schema: { type: string } } } }
  /v:
    get:
      operationId: readV
      responses:
        '204': { $ref: '#/components/responses/Shared' }
components:
  responses:
    Shared: { description: shared, content: { application/json: { schema: { type: object } } } }
`;

  it('warns at each declared content once (a shared response at its definition) and models the answers as empty', async () => {
    const file = writeSpec('no-content-statuses', NO_CONTENT);
    const loaded = await loadDocument(file);
    expect(loaded.warnings.map((warning) => `${warning.line}:${warning.column} ${warning.pointer}`)).toEqual([
      '8:46 /paths/~1x/get/responses/204/content',
      '27:45 /components/responses/Shared/content',
      '19:47 /paths/~1z/delete/responses/205/content',
    ]);
    expect(loaded.warnings[0]).toMatchObject({ severity: 'warning', message: 'a 204 answer has no content in HTTP (it ends with its headers), so the content declared here is never sent' });
    const answers = buildModel(loaded, { source: file }).operations.map((operation) => `${operation.operationId} ${operation.responses.map((response) => `${response.status}:${response.shape}:${response.contentType ?? '-'}`).join(' ')}`);
    expect(answers).toEqual(['watchX 204:empty:-', 'readY 200:plain:application/json 204:empty:-', 'resetZ 205:empty:-', 'readV 204:empty:-']);
  });

  it('types a handler that returns no data for them and a client call that resolves with none, and --strict refuses', async () => {
    const file = writeSpec('no-content-generate', NO_CONTENT);
    const { files } = await generate({ specPath: file, regenerateCommand: 'npm run generate', outputs: ['types', 'client', 'server', 'docs'] });
    const text = (name: string) => files.find((generated) => generated.path === name)?.contents ?? '';
    // The page says what the code does, not what was declared (the shared response too, not "same as").
    expect(text('docs/index.html').match(/No body: HTTP gives a 20[45] answer none/g)).toHaveLength(4);
    expect(text('docs/index.html')).not.toContain('text/event-stream');
    expect(text('server.ts')).toContain('export type WatchXResponse = EmptyResult<204>;');
    expect(text('server.ts')).toContain('export type ResetZResponse = EmptyResult<205>;');
    expect(text('envelope.ts')).toContain('export type WatchXData = undefined;');
    expect(text('envelope.ts')).toMatch(/export type ReadYData = ResponseBody<paths\['\/y'\]\['get'\], 200, 'application\/json'> \| undefined;/);
    // EmptyResult<S> takes a status and no data (runtime/server/contract.ts).
    await expect(generate({ specPath: file, strict: true, emitters: [] })).rejects.toThrow(SpecError);
  }, 300_000);
});

describe('valid but a well-known trap: a located warning, generated as written', () => {
  const TRAP = `openapi: 3.1.0
${INFO}paths:
  /pets:
    post:
      operationId: addPet
      requestBody:
        content:
          application/json:
            schema:
              allOf: [{ $ref: '#/components/schemas/Named' }]
              additionalProperties: false
      responses: { '204': { description: ok } }
components:
  schemas:
    Named: { type: object, properties: { name: { type: string } } }
    Pet:
      allOf: [{ $ref: '#/components/schemas/Animal' }, { properties: { tag: { type: string } } }]
      properties: { owner: { type: string } }
      additionalProperties: false
    Animal: { allOf: [{ $ref: '#/components/schemas/Named' }], properties: { legs: { type: integer } } }
    Listed:
      allOf: [{ $ref: '#/components/schemas/Named' }]
      properties: { name: { type: string }, extra: { type: string } }
      additionalProperties: false
    Patterned:
      allOf: [{ $ref: '#/components/schemas/Named' }]
      patternProperties: { '^na': { type: string } }
      additionalProperties: false
    Unevaluated:
      allOf: [{ $ref: '#/components/schemas/Named' }]
      unevaluatedProperties: false
    Bare:
      allOf: [{ type: object }]
      additionalProperties: false
    Referenced:
      $ref: '#/components/schemas/Named'
      additionalProperties: false
    Many:
      allOf: [{ properties: { a: {}, b: {}, c: {}, d: {}, e: {}, f: {}, g: {} } }]
      additionalProperties: false
`;

  it('warns at each schema whose additionalProperties: false refuses what its allOf or $ref members declare, and at no other', async () => {
    const file = writeSpec('closed-beside-allof', TRAP);
    const loaded = await loadDocument(file);
    expect(summary(loaded.warnings)).toEqual([
      '/paths/~1pets/post/requestBody/content/application~1json/schema `additionalProperties: false` beside `allOf` refuses the properties its members declare ("name"): it sees only this schema\'s own `properties`',
      '/components/schemas/Pet `additionalProperties: false` beside `allOf` refuses the properties its members declare ("legs", "name", "tag"): it sees only this schema\'s own `properties`',
      // 3.1 keywords beside a $ref are read as allOf: [$ref] beside them (decisions/0004).
      '/components/schemas/Referenced `additionalProperties: false` beside `allOf` refuses the properties its members declare ("name"): it sees only this schema\'s own `properties`',
      '/components/schemas/Many `additionalProperties: false` beside `allOf` refuses the properties its members declare ("a", "b", "c", "d", "e", …): it sees only this schema\'s own `properties`',
    ]);
    expect(loaded.warnings[1]).toMatchObject({ file, line: 18, column: 7, severity: 'warning', hint: expect.stringContaining('`unevaluatedProperties: false`') });
    // Generated as written: the document is valid JSON Schema.
    expect((loaded.document as any).components.schemas.Pet.additionalProperties).toBe(false);
  });

  it('warns at a oneOf two of whose members accept every bare object (protoc-gen-openapi\'s oneof groups), and at no oneOf that can tell its members apart', async () => {
    const file = writeSpec(
      'one-of-overlap',
      `openapi: 3.0.3
${INFO}paths: {}
components:
  schemas:
    Message:
      allOf:
        - { type: object, properties: { text: { type: string } } }
        - oneOf:
            - { title: email, type: object, properties: { email: { type: string } } }
            - { title: name, type: object, properties: { name: { type: string } } }
    ByReference: { oneOf: [{ $ref: '#/components/schemas/Email' }, { type: string }, { $ref: '#/components/schemas/Name' }] }
    Email: { type: object, description: by address, properties: { email: { type: string } }, additionalProperties: true }
    Name: { properties: { name: { type: string } }, x-origin: proto }
    Required: { oneOf: [{ type: object, required: [email], properties: { email: {} } }, { $ref: '#/components/schemas/Name' }] }
    Closed: { oneOf: [{ type: object, additionalProperties: false, properties: { a: {} } }, { $ref: '#/components/schemas/Name' }] }
    TypedExtras: { oneOf: [{ type: object, additionalProperties: { type: integer } }, { $ref: '#/components/schemas/Name' }] }
    Discriminated:
      oneOf: [{ $ref: '#/components/schemas/Email' }, { $ref: '#/components/schemas/Name' }]
      discriminator: { propertyName: kind }
    Either: { anyOf: [{ $ref: '#/components/schemas/Email' }, { $ref: '#/components/schemas/Name' }] }
`,
    );
    const loaded = await loadDocument(file);
    const overlap = (pointer: string, first: number, second: number): string =>
      `${pointer} \`oneOf\` members ${first} and ${second} both accept \`{}\` and every property they do not declare (neither requires one nor closes the object), so a value valid for one that holds none of the other's properties matches both, and \`oneOf\` refuses it`;
    expect(summary(loaded.warnings)).toEqual([overlap('/components/schemas/Message/allOf/1', 0, 1), overlap('/components/schemas/ByReference', 0, 2)]);
    expect(loaded.warnings[0]).toMatchObject({ file, line: 9, severity: 'warning', hint: expect.stringContaining('`anyOf`') });
  });

  // Shapes of orval-labs/orval#884 (a Swashbuckle enum of names typed integer) and
  // openapi-ts/openapi-typescript#2129 (an enum beside `type: array`, meant for its items).
  it('warns at an enum listing values its own type refuses, and at no enum whose values fit (3.0 nullable included)', async () => {
    const file = writeSpec(
      'enum-outside-type',
      `openapi: 3.0.3
${INFO}paths:
  /filters:
    get:
      parameters:
        - { in: query, name: kinds, schema: { type: array, enum: [a, b] } }
      responses: { '204': { description: none } }
components:
  schemas:
    LoginStatus: { type: integer, format: int32, enum: [0 - Unknown, 1 - Success] }
    Mostly: { type: string, enum: [on, off, null] }
    Nullable: { type: string, nullable: true, enum: [on, null] }
    Counts: { type: number, enum: [1, 2.5] }
    Untyped: { enum: [1, one, null] }
    Large: { type: string, enum: [{ text: '${'x'.repeat(5_000)}' }] }
`,
    );
    const loaded = await loadDocument(file);
    expect(summary(loaded.warnings)).toEqual([
      '/paths/~1filters/get/parameters/0/schema/enum `enum` lists values of another type than `type: array` ("a", "b"), so no value is valid here',
      '/components/schemas/LoginStatus/enum `enum` lists values of another type than `type: integer` ("0 - Unknown", "1 - Success"), so no value is valid here',
      '/components/schemas/Mostly/enum `enum` lists a value of another type than `type: string` (null), so it is never valid',
      // A value is named by its first 60 characters: an object can be any size.
      `/components/schemas/Large/enum \`enum\` lists a value of another type than \`type: string\` ({"text":"${'x'.repeat(51)}…), so no value is valid here`,
    ]);
    expect(loaded.warnings[0]).toMatchObject({ file, line: 7, column: 66, severity: 'warning', hint: expect.stringContaining('under `items`') });
    expect(loaded.warnings[1]).toMatchObject({ line: 11, hint: expect.stringContaining('`type: string`') });
  });

  // JSON Schema since draft 6 only says an enum SHOULD list a value; Discord's published
  // description has an empty one (discord/discord-api-spec#51). Ajv will not compile `enum: []`,
  // and generate refused the whole document at its start check, blaming the operation.
  it('generates a document with empty enums wherever a schema stands, warning at each, in code that type-checks strictly', async () => {
    const file = path.join(FIXTURES, 'empty-enums.yaml');
    const { files, warnings } = await generate({ specPath: file, regenerateCommand: 'npm run generate', outputs: ['types', 'client', 'server'] });
    const things = '/paths/~1things/post';
    const thing = '/components/schemas/Thing/properties';
    expect(warnings.map((warning) => warning.pointer)).toEqual([
      `${things}/parameters/0/schema/enum`,
      `${things}/parameters/1/schema/enum`,
      `${things}/responses/200/content/application~1json/schema/properties/tags/items/enum`,
      '/paths/~1nothing/put/requestBody/content/application~1json/schema/enum',
      '/components/schemas/Nothing/enum',
      `${thing}/flavour/enum`,
      `${thing}/nested/properties/deeper/enum`,
      `${thing}/words/items/enum`,
      `${thing}/composed/enum`,
      `${thing}/negated/enum`,
    ]);
    expect(warnings[0]).toMatchObject({ file, line: 13, column: 66, severity: 'warning', message: '`enum` is empty, so no value can pass this schema', hint: expect.stringContaining('List the values it allows') });
    const out = scratchDir('empty-enums-out');
    await writeOutput(out, files);
    expect(typeCheck(out)).toEqual([]);
  }, 300_000);

  it('warns at an empty enum in 3.0 too, whose JSON Schema draft said an enum MUST list a value', async () => {
    const loaded = await loadDocument(writeSpec('empty-enum-30', `openapi: 3.0.3\n${INFO}paths: {}\ncomponents:\n  schemas:\n    Nothing: { type: string, enum: [] }\n`));
    expect(summary(loaded.warnings)).toEqual(['/components/schemas/Nothing/enum `enum` is empty, so no value can pass this schema']);
  });

  it('warns at a form or multipart body whose schema is not an object (no request matches it), once per shared body', async () => {
    const file = writeSpec(
      'form-not-object',
      `openapi: 3.1.0
${INFO}paths:
  /files:
    post:
      requestBody:
        content:
          multipart/form-data: { schema: { type: array, items: { type: string, format: binary } } }
          application/json: { schema: { type: array } }
      responses: { '200': { description: ok } }
    put:
      requestBody: { $ref: '#/components/requestBodies/Raw' }
      responses: { '200': { description: ok } }
    patch:
      requestBody: { $ref: '#/components/requestBodies/Raw' }
      responses: { '200': { description: ok } }
  /forms:
    post:
      requestBody:
        content:
          application/x-www-form-urlencoded; charset=utf-8: { schema: { type: [object, 'null'] } }
          multipart/form-data: { schema: { properties: { a: { type: string } } } }
      responses: { '200': { description: ok } }
components:
  requestBodies:
    Raw:
      content:
        application/x-www-form-urlencoded: { schema: { type: string } }
`,
    );
    const loaded = await loadDocument(file);
    expect(summary(loaded.warnings)).toEqual([
      // In the order of the document's lines.
      '/components/requestBodies/Raw/content/application~1x-www-form-urlencoded/schema a body of application/x-www-form-urlencoded is a set of named fields, so a schema of type string matches no request: the generated server refuses every one with a 400',
      '/paths/~1files/post/requestBody/content/multipart~1form-data/schema a body of multipart/form-data is a set of named fields, so a schema of type array matches no request: the generated server refuses every one with a 400',
    ]);
    expect(loaded.warnings[0]).toMatchObject({ file, line: 28, severity: 'warning', hint: expect.stringContaining('application/octet-stream') });
  });
});

describe('strict: warnings refuse the document', () => {
  it('refuses with the same located problems, as errors, before emitting anything', async () => {
    const file = writeSpec('strict', PATH_PARAMETERS);
    let emitted = false;
    const run = generate({ specPath: file, strict: true, emitters: [{ name: 'spy', emit: () => ((emitted = true), []) }] });
    const error = await run.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(SpecError);
    const problems = (error as SpecError).problems;
    expect(problems).toHaveLength(6);
    expect(problems.every((problem) => problem.severity === undefined && problem.line > 0 && problem.file === file)).toBe(true);
    // Nothing was generated: the hints say what happens without --strict, not what "was generated".
    expect(problems.map((problem) => problem.hint).filter((hint) => /\bit was\b/.test(hint))).toEqual([]);
    expect(problems.find((problem) => problem.message === 'path parameter {itemId} is not declared')?.hint).toBe(
      'Add a parameter with `name: itemId`, `in: path`, `required: true`; without --strict it is generated as a required string.',
    );
    expect(emitted).toBe(false);
  });

  it('generates the same document without strict, returning the warnings as data', async () => {
    const { warnings } = await generate({ specPath: writeSpec('not-strict', PATH_PARAMETERS), emitters: [] });
    expect(warnings.every((warning) => warning.severity === 'warning')).toBe(true);
    expect(warnings).toHaveLength(6);
  });
});

const PATH_PARAMETERS = `openapi: 3.1.0
${INFO}paths:
  /users/{userId}/items/{itemId}:
    parameters:
      - { name: stray, in: path, required: true, schema: { type: string } }
    get:
      operationId: getItem
      parameters:
        - { name: userId, in: path, schema: { type: integer } }
        - { name: other, in: path, required: true, schema: { type: string } }
      responses:
        '200':
          description: ok
          content:
            application/json: { schema: { type: object, properties: { id: { type: string } } } }
    delete:
      operationId: deleteItem
      responses: { '204': { description: gone } }
`;

/**
 * `default` outside a schema is a response (`responses.default`) or a component's name, and holds
 * schemas. The loader's schema walk (load/schema-walk.ts) skipped it as data, as it is inside a
 * schema: a 3.0 `default` response's schema was never normalised, so `exclusiveMinimum: true`
 * refused the whole document, and no check reached those schemas. Nor did the servable-schema
 * check reach a property named `default` (load/servable-schemas.ts).
 */
describe('schemas under a default response, a component named default and a property named default', () => {
  it('normalises a 3.0 default response\'s schema, as any other response\'s', async () => {
    const file = writeSpec('default-response-30', `openapi: 3.0.3\n${INFO}paths:\n  /a:\n    get:\n      responses:\n        '200': { description: ok }\n        default:\n          description: error\n          content:\n            application/json:\n              schema:\n                type: object\n                properties:\n                  code: { type: integer, minimum: 0, exclusiveMinimum: true }\n                  note: { type: string, nullable: true }\n`);
    const loaded = await loadDocument(file);
    const schema = (loaded.document as any).paths['/a'].get.responses.default.content['application/json'].schema;
    expect(schema.properties.code).toEqual({ type: 'integer', exclusiveMinimum: 0 });
    expect(schema.properties.note.type).toEqual(['string', 'null']);
  });

  it('warns at an empty enum and refuses a pattern there, at its own place', async () => {
    const warned = await loadDocument(writeSpec('default-places-enum', `openapi: 3.1.0\n${INFO}paths:\n  /a:\n    get:\n      responses:\n        default:\n          description: error\n          content:\n            application/json:\n              schema: { type: string, enum: [] }\ncomponents:\n  parameters:\n    default: { name: q, in: query, schema: { type: string, enum: [] } }\n`));
    expect(warned.warnings.map((warning) => warning.pointer).sort()).toEqual(['/components/parameters/default/schema/enum', '/paths/~1a/get/responses/default/content/application~1json/schema/enum']);
    const refused = await loadDocument(writeSpec('default-places-pattern', `openapi: 3.1.0\n${INFO}paths:\n  /a:\n    post:\n      requestBody:\n        content:\n          application/json:\n            schema: { type: object, properties: { default: { type: string, pattern: '(unclosed' } } }\n      responses:\n        default:\n          description: error\n          content:\n            application/json:\n              schema: { type: string, pattern: '[z-a]' }\n`)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SpecError);
    expect((refused as SpecError).problems.map((problem) => problem.pointer).sort()).toEqual([
      '/paths/~1a/post/requestBody/content/application~1json/schema/properties/default/pattern',
      '/paths/~1a/post/responses/default/content/application~1json/schema/pattern',
    ]);
  });
});
