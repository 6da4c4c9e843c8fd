/** The model builder on small documents: envelope detection, error codes, security, parameters, order. */
import { describe, expect, it } from 'vitest';
import { loadDocument } from '../../generators/load/index.js';
import { buildModel } from '../../generators/model/build.js';
import type { ApiModel } from '../../generators/model/types.js';
import { writeSpec } from './helpers/scratch.js';

async function modelOf(name: string, text: string): Promise<ApiModel> {
  const file = writeSpec(name, text);
  return buildModel(await loadDocument(file), { source: 'spec/openapi.yaml' });
}

const ENVELOPE_DOCUMENT = `openapi: 3.1.0
info: { title: Envelope, version: '2' }
security: [{ bearer: [] }]
paths:
  /movies/{id}:
    parameters:
      - { name: id, in: path, required: true, schema: { type: string }, description: path-item level }
      - { name: lang, in: query, schema: { type: string }, description: path-item level }
      - { $ref: '#/components/parameters/Trace' }
    get:
      operationId: get movie
      tags: [movies, catalog]
      parameters:
        - { name: lang, in: query, required: true, schema: { type: string }, description: operation level }
        - { name: page, in: query, schema: { type: integer } }
      responses:
        '404': { $ref: '#/components/responses/NotFound' }
        '200':
          description: ok
          content:
            application/json:
              schema:
                allOf:
                  - { $ref: '#/components/schemas/SuccessEnvelope' }
                  - properties: { data: { $ref: '#/components/schemas/Movie' } }
        default:
          description: unexpected
          content:
            application/json: { schema: { $ref: '#/components/schemas/ErrorBody' } }
    delete:
      x-roles: [editor, admin]
      x-addition: true
      security: [{ key: [] }]
      responses:
        '204': { description: gone }
  /health:
    get:
      operationId: health
      x-envelope: false
      x-envelope-reason: load balancers read it
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                allOf:
                  - { $ref: '#/components/schemas/SuccessEnvelope' }
                  - properties: { data: { type: string } }
        4XX:
          description: plain text
          content:
            text/plain: { schema: { type: string } }
components:
  securitySchemes:
    bearer: { type: http, scheme: bearer }
    key: { type: apiKey, in: header, name: X-Api-Key }
  parameters:
    Trace: { name: X-Trace, in: header, schema: { type: string } }
  responses:
    NotFound:
      description: not found
      content:
        application/json:
          schema:
            allOf:
              - { $ref: '#/components/schemas/ErrorBody' }
              - properties: { code: { enum: [not_found] } }
  schemas:
    Movie: { type: object, properties: { id: { type: string } } }
    SuccessEnvelope:
      type: object
      required: [status, data]
      properties:
        status: { type: string, const: success }
        data: {}
    ErrorBody:
      type: object
      required: [status, error, code]
      properties:
        status: { type: string, enum: [error] }
        error: { type: string }
        code: { type: string, enum: [unauthenticated, internal, not_found] }
`;

describe('buildModel', () => {
  it('lists operations in document order with sanitised identifiers', async () => {
    const model = await modelOf('order', ENVELOPE_DOCUMENT);
    expect(model.operations.map((operation) => [operation.method, operation.path, operation.operationId, operation.identifier])).toEqual([
      ['get', '/movies/{id}', 'get movie', 'getMovie'],
      ['delete', '/movies/{id}', 'delete /movies/{id}', 'deleteMoviesId'],
      ['get', '/health', 'health', 'health'],
    ]);
    expect(model).toMatchObject({ title: 'Envelope', version: '2', source: 'spec/openapi.yaml', usesEnvelope: true });
  });

  it('detects the success envelope through $ref and allOf and keeps the data schema', async () => {
    const [getMovie] = (await modelOf('envelope', ENVELOPE_DOCUMENT)).operations;
    const ok = getMovie?.responses.find((response) => response.status === 200);
    expect(ok).toMatchObject({ shape: 'success-envelope', contentType: 'application/json', dataSchema: { $ref: '#/components/schemas/Movie' } });
  });

  it('honours x-envelope: false', async () => {
    const health = (await modelOf('exception', ENVELOPE_DOCUMENT)).operations[2];
    expect(health).toMatchObject({ envelopeException: true, envelopeExceptionReason: 'load balancers read it' });
    expect(health?.responses.map((response) => [response.status, response.shape])).toEqual([
      [200, 'plain'],
      ['4XX', 'plain'],
    ]);
  });

  it('detects error bodies and their codes, narrowed through allOf, sorted', async () => {
    const [getMovie] = (await modelOf('errors', ENVELOPE_DOCUMENT)).operations;
    expect(getMovie?.responses.map((response) => [response.status, response.shape, response.errorCodes])).toEqual([
      [200, 'success-envelope', []],
      [404, 'error-body', ['not_found']],
      ['default', 'error-body', ['internal', 'not_found', 'unauthenticated']],
    ]);
    expect(getMovie?.responses[1]?.pointer).toBe('/components/responses/NotFound');
  });

  it('merges path-item and operation parameters by name and location', async () => {
    const [getMovie, deleteMovie] = (await modelOf('parameters', ENVELOPE_DOCUMENT)).operations;
    expect(getMovie?.parameters.path.map((parameter) => parameter.name)).toEqual(['id']);
    expect(getMovie?.parameters.query.map((parameter) => [parameter.name, parameter.required, parameter.description])).toEqual([
      ['lang', true, 'operation level'],
      ['page', false, undefined],
    ]);
    expect(getMovie?.parameters.header.map((parameter) => [parameter.name, parameter.pointer])).toEqual([['X-Trace', '/components/parameters/Trace']]);
    expect(deleteMovie?.parameters.query.map((parameter) => parameter.description)).toEqual(['path-item level']);
  });

  it('takes security from the operation or the root, roles and additions from extensions', async () => {
    const model = await modelOf('security', ENVELOPE_DOCUMENT);
    const [getMovie, deleteMovie, health] = model.operations;
    const bearer = [[{ scheme: 'bearer', scopes: [] }]];
    expect(getMovie).toMatchObject({ security: bearer, roles: [], isAddition: false, idempotent: true, tags: ['movies', 'catalog'] });
    expect(deleteMovie).toMatchObject({ security: [[{ scheme: 'key', scopes: [] }]], roles: ['admin', 'editor'], isAddition: true, idempotent: true });
    expect(health?.security).toEqual(bearer);
    expect(model.securitySchemes).toEqual([
      { key: 'bearer', kind: 'bearer' },
      { key: 'key', kind: 'apiKey', in: 'header', name: 'X-Api-Key' },
    ]);
  });

  it('marks no envelope use when no response is enveloped, and empty bodies as empty', async () => {
    const model = await modelOf('plain', `openapi: 3.1.0
info: { title: t, version: '1' }
paths:
  /a:
    post:
      operationId: a
      requestBody:
        required: true
        content:
          text/plain: { schema: { type: string } }
          application/merge-patch+json: { schema: { type: object } }
      responses:
        '204': { description: none }
`);
    const [a] = model.operations;
    expect(model.usesEnvelope).toBe(false);
    expect(a?.idempotent).toBe(false);
    expect(a?.requestBody).toMatchObject({ required: true, contentType: 'application/merge-patch+json', schema: { type: 'object' } });
    expect(a?.responses[0]).toMatchObject({ status: 204, shape: 'empty', errorCodes: [] });
  });

  it('records the other media types an answer is offered in, which the client names in its Accept', async () => {
    const model = await modelOf('offered', `openapi: 3.1.0
info: { title: t, version: '1' }
paths:
  /a:
    get:
      operationId: a
      responses:
        '200': { description: ok, content: { application/xml: {}, application/json: { schema: { type: object } }, text/csv: {} } }
        '404': { description: gone, content: { application/json: { schema: { type: object } } } }
`);
    const [ok, gone] = model.operations[0]!.responses;
    expect(ok).toMatchObject({ contentType: 'application/json', otherContentTypes: ['application/xml', 'text/csv'] });
    expect(gone).not.toHaveProperty('otherContentTypes');
  });

  it('de-duplicates identifiers that sanitise to the same name: an operationId that needs no change keeps its name, the others get numbers in document order', async () => {
    const model = await modelOf('duplicates', `openapi: 3.1.0
info: { title: t, version: '1' }
paths:
  /a:
    get: { operationId: list-movies, responses: { '204': { description: x } } }
    post: { operationId: list_movies, responses: { '204': { description: x } } }
    put: { operationId: listMovies, responses: { '204': { description: x } } }
    delete: { operationId: listMovies2, responses: { '204': { description: x } } }
`);
    // Operations are in HTTP_METHODS order (get, put, post, delete). `listMovies` and `listMovies2` are
    // the methods the document names; adding `list-movies` must not rename them.
    expect(model.operations.map((operation) => [operation.operationId, operation.identifier])).toEqual([
      ['list-movies', 'listMovies3'],
      ['listMovies', 'listMovies'],
      ['list_movies', 'listMovies4'],
      ['listMovies2', 'listMovies2'],
    ]);
  });

  it('keeps an operationId with capitals in a row (`getURL`) as written, and no operation named from its path takes it', async () => {
    const model = await modelOf('capitals', `openapi: 3.1.0
info: { title: t, version: '1' }
paths:
  /a-b: { get: { responses: { '204': { description: x } } } }
  /aB: { get: { operationId: getAB, responses: { '204': { description: x } } } }
  /url: { get: { operationId: getURL, responses: { '204': { description: x } } } }
  /form: { post: { operationId: testFormURLEncoded, responses: { '204': { description: x } } } }
`);
    expect(model.operations.map((operation) => [operation.operationId, operation.identifier])).toEqual([
      ['get /a-b', 'getAB2'],
      ['getAB', 'getAB'],
      ['getURL', 'getURL'],
      ['testFormURLEncoded', 'testFormURLEncoded'],
    ]);
  });

  // Unicode operationIds, an idea from hey-api/hey-api#15 and OAI/OpenAPI-Specification#204.
  it('names an operation whose id keeps no ASCII letter from its route, not `unnamed`', async () => {
    const model = await modelOf('scripts', `openapi: 3.1.0
info: { title: t, version: '1' }
paths:
  /zhifu: { get: { operationId: 获取支付, responses: { '204': { description: x } } } }
  /orders/{id}: { delete: { operationId: '!!!', parameters: [{ in: path, name: id, required: true, schema: { type: string } }], responses: { '204': { description: x } } } }
  /fatura: { get: { operationId: obterFatúra, responses: { '204': { description: x } } } }
`);
    expect(model.operations.map((operation) => [operation.operationId, operation.identifier])).toEqual([
      ['获取支付', 'getZhifu'],
      ['!!!', 'deleteOrdersId'],
      ['obterFatúra', 'obterFatura'],
    ]);
  });

  // A cycle through allOf alone (B allOf A) is refused by the loader (load-structure.test.ts);
  // one that passes through a property is a recursive type, and the model must not loop on it.
  it('survives a $ref cycle without hanging', async () => {
    const model = await modelOf('cycle', `openapi: 3.1.0
info: { title: t, version: '1' }
paths:
  /a:
    get:
      operationId: a
      responses:
        '200':
          description: ok
          content:
            application/json: { schema: { $ref: '#/components/schemas/A' } }
components:
  schemas:
    A: { allOf: [{ $ref: '#/components/schemas/B' }] }
    B: { properties: { next: { $ref: '#/components/schemas/A' } } }
`);
    expect(model.operations[0]?.responses[0]?.shape).toBe('plain');
  });
  it('gives each operation its servers: its own, else its path item\'s, else the document\'s, variables at their defaults', async () => {
    const model = await modelOf('servers', `openapi: 3.1.0
info: { title: t, version: '1' }
servers:
  - url: 'https://{region}.example.test/{base}'
    description: regional
    variables:
      region: { default: eu, enum: [eu, us] }
      base: { default: v2 }
paths:
  /a:
    get: { operationId: documentLevel, responses: { '204': { description: none } } }
  /b:
    servers: [{ url: /item }]
    get: { operationId: pathLevel, responses: { '204': { description: none } } }
    put:
      operationId: operationLevel
      servers: [{ url: 'https://one.example.test' }, { url: 'https://two.example.test/{missing}' }]
      responses: { '204': { description: none } }
`);
    expect(Object.fromEntries(model.operations.map((operation) => [operation.operationId, operation.servers]))).toEqual({
      documentLevel: [{ url: 'https://eu.example.test/v2', description: 'regional' }],
      pathLevel: [{ url: '/item' }],
      operationLevel: [{ url: 'https://one.example.test' }, { url: 'https://two.example.test/{missing}' }],
    });
  });

  it('serves operations from the document\'s origin when no level names a server, and reads Swagger 2.0 host and basePath', async () => {
    const none = await modelOf('no-servers', `openapi: 3.1.0
info: { title: t, version: '1' }
paths:
  /a:
    get: { operationId: a, responses: { '204': { description: none } } }
`);
    expect(none.operations[0]?.servers).toEqual([{ url: '/' }]);
    const swagger = await modelOf('swagger-servers', `swagger: '2.0'
info: { title: t, version: '1' }
host: api.example.test
basePath: /v2
schemes: [https]
paths:
  /a:
    get: { operationId: a, responses: { '204': { description: none } } }
`);
    expect(swagger.operations[0]?.servers).toEqual([{ url: 'https://api.example.test/v2' }]);
  });
});
