/**
 * The client and envelope emitters on a hand-built model: what they declare, how they escape
 * spec text, the session and credentials they take from the model, and that output is
 * deterministic and syntactically valid.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { emitClient } from '../../generators/emit/client.js';
import { clientMethodDocs } from '../../generators/emit/client/docs.js';
import { clientHeaderNames, contractData, literal, operationDescriptor } from '../../generators/emit/client/descriptors.js';
import { CLIENT_VALUE_NAMES, operationTypeNames } from '../../generators/emit/client/names.js';
import { emitEnvelope } from '../../generators/emit/envelope.js';
import type { ApiModel, OperationModel, ParameterModel } from '../../generators/model/types.js';
import type { Emitter } from '../../generators/emit/emitter.js';
import { clientUsage } from '../../generators/emit/package/usage.js';
import { readmeFile } from '../../generators/emit/readme.js';
import { buildModel } from '../../generators/model/build.js';
import { fixtureModel, HOSTILE_SUMMARY, operation, OPERATIONS, response } from './fixtures/model.js';

const CONTEXT = { regenerateCommand: 'npm run generate' };

async function textOf(emitter: Emitter, model: ApiModel): Promise<string> {
  const files = await emitter(model, CONTEXT);
  expect(files).toHaveLength(1);
  return files[0]!.contents;
}

function syntaxErrors(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const diagnostics = (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
  return diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

/** Every name a module binds at its top level: imports (types too) and declarations. */
function topLevelBindings(text: string): string[] {
  const source = ts.createSourceFile('client.ts', text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  return source.statements.flatMap((statement): string[] => {
    if (ts.isImportDeclaration(statement)) {
      const bindings = statement.importClause?.namedBindings;
      return bindings !== undefined && ts.isNamedImports(bindings) ? bindings.elements.map((element) => element.name.text) : [];
    }
    if (ts.isVariableStatement(statement)) return statement.declarationList.declarations.flatMap((declaration) => (ts.isIdentifier(declaration.name) ? [declaration.name.text] : []));
    if ((ts.isFunctionDeclaration(statement) || ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name !== undefined) return [statement.name.text];
    return [];
  });
}

/** The values (not types) a module exports by name. */
function exportedValueNames(text: string): string[] {
  const source = ts.createSourceFile('runtime.ts', text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const exported = (statement: ts.Statement): boolean => ts.canHaveModifiers(statement) && (ts.getModifiers(statement) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
  return source.statements.flatMap((statement): string[] => {
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.exportClause !== undefined && ts.isNamedExports(statement.exportClause)) {
      return statement.exportClause.elements.filter((element) => !element.isTypeOnly).map((element) => element.name.text);
    }
    if (ts.isFunctionDeclaration(statement) && exported(statement) && statement.name !== undefined) return [statement.name.text];
    if (ts.isClassDeclaration(statement) && exported(statement) && statement.name !== undefined) return [statement.name.text];
    if (ts.isVariableStatement(statement) && exported(statement)) return statement.declarationList.declarations.flatMap((declaration) => (ts.isIdentifier(declaration.name) ? [declaration.name.text] : []));
    return [];
  });
}

function byId(identifier: string): OperationModel {
  const found = OPERATIONS.find((candidate) => candidate.identifier === identifier);
  if (found === undefined) throw new Error(`fixture has no ${identifier}`);
  return found;
}

describe('envelope emitter', () => {
  it('re-exports the envelope helpers and declares data types per body shape', async () => {
    const text = await textOf(emitEnvelope, fixtureModel());
    expect(text).toMatch(/^\/\*\*\n \* Generated from test\/client\/fixtures\/model\.ts by npm run generate\. Do not edit\./);
    expect(text).toContain("export { EnvelopeError, isErrorBody, isSuccessEnvelope, unwrap } from './runtime/envelope.js';");
    expect(text).toContain('export type SignInData = EnvelopeData<ResponseBody<paths["/auth/sign-in"]["post"], 200, "application/json">>;');
    // An octet stream is read as a Blob, so it is typed as one, whatever its schema says.
    expect(text).toContain('export type DownloadData = Blob;');
    expect(text).toContain('export type PingData = undefined;');
    expect(text).toContain('export type GetAbData2 = unknown;');
  });

  it('lists documented errors per operation with their bodies: sorted codes, ranges and default widen, none is never', async () => {
    const text = await textOf(emitEnvelope, fixtureModel());
    const body = (status: string) => `ResponseBody<paths["/things/{id}"]["get"], ${status}, "application/json">`;
    expect(text).toContain(
      `readonly getThing: { readonly status: 404; readonly code: "gone" | "not_found"; readonly body: ${body('404')} } | ` +
        `{ readonly status: number; readonly code: string; readonly body: ${body('"4XX"')} } | ` +
        `{ readonly status: number; readonly code: string | number | undefined; readonly body: ${body('"default"')} };`,
    );
    expect(text).toContain('readonly signIn: { readonly status: 400; readonly code: "invalid_request"; readonly body: ResponseBody<paths["/auth/sign-in"]["post"], 400, "application/json"> };');
    expect(text).toContain('readonly ping: never;');
  });

  // A red-team pass (2026-11-27): only the first 2xx was read. With `200: JSON, 204: none` the data
  // type was the 200 body, never undefined, while a 204 resolves with undefined; with `200: none,
  // 201: JSON` the call was typed `undefined` and dropped the 201's JSON at run time.
  it('reads the first 2xx that has a body, and adds undefined when another 2xx has none', async () => {
    const json = (status: number) => response(status, { contentType: 'application/json' });
    const jsonFirst = operation({ operationId: 'jsonFirst', identifier: 'jsonFirst', method: 'get', path: '/a', responses: [json(200), response(204, { shape: 'empty' })] });
    const emptyFirst = operation({ operationId: 'emptyFirst', identifier: 'emptyFirst', method: 'post', path: '/b', responses: [response(200, { shape: 'empty' }), json(201)] });
    const text = await textOf(emitEnvelope, fixtureModel({ usesEnvelope: false, operations: [jsonFirst, emptyFirst] }));
    expect(text).toContain('export type JsonFirstData = ResponseBody<paths["/a"]["get"], 200, "application/json"> | undefined;');
    expect(text).toContain('export type EmptyFirstData = ResponseBody<paths["/b"]["post"], 201, "application/json"> | undefined;');
    expect(operationDescriptor(emptyFirst, fixtureModel())).toMatchObject({ result: 'body', parseAs: 'json' });
  });

  // Until 2026-11-28 only the first JSON 2xx was typed: `200: Movie, 202: Job` resolved a 202's Job
  // under the Movie type. Every JSON 2xx the call reads as-is is in the union now, as in openapi-fetch.
  it('types the data of several JSON 2xx answers as their union, with undefined when another has no body', async () => {
    const json = (status: number) => response(status, { contentType: 'application/json' });
    const accepted = operation({ operationId: 'startJob', identifier: 'startJob', method: 'post', path: '/jobs', responses: [json(200), json(202), response(204, { shape: 'empty' }), json(400)] });
    const text = await textOf(emitEnvelope, fixtureModel({ usesEnvelope: false, operations: [accepted] }));
    const body = (status: number) => `ResponseBody<paths["/jobs"]["post"], ${status}, "application/json">`;
    expect(text).toContain(`export type StartJobData = ${body(200)} | ${body(202)} | undefined;`);
    expect(operationDescriptor(accepted, fixtureModel())).toMatchObject({ result: 'body', parseAs: 'json' });
  });

  // A reviewer's pass (2026-11-28): the union stopped at envelopes. The runtime unwraps every 2xx
  // of an enveloped call, so `200: {data: Item}, 202: {data: Job}` resolved a 202's Job typed as
  // an Item; and a call read as-is resolves an enveloped 202 whole, which the union left out.
  it('reads each 2xx its own way and types what it resolves with: envelopes unwrapped, plain bodies whole, text as a string, a 204 beside envelopes as undefined', async () => {
    const json = (status: number) => response(status, { contentType: 'application/json' });
    const envelope = (status: number) => response(status, { contentType: 'application/json', shape: 'success-envelope' });
    const enveloped = operation({ operationId: 'addItem', identifier: 'addItem', method: 'post', path: '/items', responses: [envelope(200), envelope(202), json(203), response(204, { shape: 'empty' })] });
    const plain = operation({ operationId: 'addJob', identifier: 'addJob', method: 'post', path: '/jobs', responses: [json(200), envelope(202), response(203, { contentType: 'text/plain' })] });
    const text = await textOf(emitEnvelope, fixtureModel({ operations: [enveloped, plain] }));
    const body = (pathName: string, status: number) => `ResponseBody<paths["${pathName}"]["post"], ${status}, "application/json">`;
    expect(text).toContain(`export type AddItemData = EnvelopeData<${body('/items', 200)}> | EnvelopeData<${body('/items', 202)}> | ${body('/items', 203)} | undefined;`);
    expect(text).toContain(`export type AddJobData = ${body('/jobs', 200)} | EnvelopeData<${body('/jobs', 202)}> | string;`);
    // Until 2026-11-28 every 2xx was read the first one's way: the 203s and the 204 rejected.
    expect(operationDescriptor(enveloped, fixtureModel())).toMatchObject({ result: 'envelope', parseAs: 'json', successes: { 203: { result: 'body', parseAs: 'json' }, 204: { result: 'empty', parseAs: 'json' } } });
    expect(operationDescriptor(plain, fixtureModel())).toMatchObject({ result: 'body', parseAs: 'json', successes: { 202: { result: 'envelope', parseAs: 'json' }, 203: { result: 'body', parseAs: 'text' } } });
    expect(operationDescriptor(byId('download'), fixtureModel())).not.toHaveProperty('successes', expect.anything());
  });

  // Redoc's pseudo-recursive example declares a JSON body on a 204; the runtime reads no body from
  // a 204 (as openapi-fetch), so the call resolves it with undefined, not that body.
  // Content a document declares for a 204 or 205 never reaches the emitters: the model reads those
  // answers as empty (test/generators/load-lenient.test.ts generates such a document).
  it('types a 204 as no body beside a 200 with one', async () => {
    const listing = operation({ operationId: 'listDocs', identifier: 'listDocs', method: 'get', path: '/docs', responses: [response(200, { contentType: 'application/json' }), response(204, { shape: 'empty' })] });
    const text = await textOf(emitEnvelope, fixtureModel({ usesEnvelope: false, operations: [listing] }));
    expect(text).toContain('export type ListDocsData = ResponseBody<paths["/docs"]["get"], 200, "application/json"> | undefined;');
  });

  // An attack on the reading by status (2026-11-28): each case resolved, at run time, something
  // its type did not say. The type and the descriptor must now agree with what the runtime does.
  it.each([
    {
      name: 'a `2XX` range beside a numeric 200 lists the 200 too (the runtime tries `2XX` before the operation\'s way)',
      responses: [response(200, { contentType: 'application/json' }), response('2XX', { contentType: 'text/plain' })],
      data: 'ResponseBody<paths["/x"]["get"], 200, "application/json"> | string',
      descriptor: { result: 'body', parseAs: 'json', successes: { 200: { result: 'body', parseAs: 'json' }, '2XX': { result: 'body', parseAs: 'text' } } },
    },
    {
      name: 'a 204 beside an event stream resolves with undefined, not an empty stream',
      responses: [response(200, { contentType: 'text/event-stream' }), response(204, { shape: 'empty' })],
      data: 'AsyncIterable<ServerSentEvent> | undefined',
      descriptor: { result: 'body', parseAs: 'stream', successes: { 204: { result: 'empty', parseAs: 'json' } } },
    },
    {
      // The runtime refuses an empty answer read as JSON (no JSON value is empty): a documented one is read as empty.
      name: 'a 204 beside a plain JSON 200 resolves with undefined, read as no body',
      responses: [response(200, { contentType: 'application/json' }), response(204, { shape: 'empty' })],
      data: 'ResponseBody<paths["/x"]["get"], 200, "application/json"> | undefined',
      descriptor: { result: 'body', parseAs: 'json', successes: { 204: { result: 'empty', parseAs: 'json' } } },
    },
    {
      name: 'a 204 as the only 2xx has no body',
      responses: [response(204, { shape: 'empty' })],
      data: 'undefined',
      descriptor: { result: 'empty', parseAs: 'json' },
    },
    {
      name: 'a 204 before a `2XX` envelope: the envelope is the way, the 204 reads no body',
      responses: [response(204, { shape: 'empty' }), response('2XX', { contentType: 'application/json', shape: 'success-envelope' })],
      data: 'EnvelopeData<ResponseBody<paths["/x"]["get"], "2XX", "application/json">> | undefined',
      descriptor: { result: 'envelope', parseAs: 'json', successes: { 204: { result: 'empty', parseAs: 'json' } } },
    },
  ] as const)('$name', async ({ responses, data, descriptor }) => {
    const read = operation({ operationId: 'readX', identifier: 'readX', method: 'get', path: '/x', responses: [...responses] });
    const text = await textOf(emitEnvelope, fixtureModel({ operations: [read] }));
    expect(text).toContain(`export type ReadXData = ${data};`);
    const described = operationDescriptor(read, fixtureModel());
    expect(described).toMatchObject(descriptor);
    if (!('successes' in descriptor)) expect(described).not.toHaveProperty('successes', expect.anything());
  });

  it('types a HEAD call as no body whatever its answer declares: the runtime reads none', async () => {
    const head = operation({ operationId: 'headX', identifier: 'headX', method: 'head', path: '/x', responses: [response(200, { contentType: 'application/json', shape: 'success-envelope' })] });
    const text = await textOf(emitEnvelope, fixtureModel({ operations: [head] }));
    expect(text).toContain('export type HeadXData = undefined;');
    expect(text).toContain('What `headX` resolves with: its 200 response has no body.');
    expect(operationDescriptor(head, fixtureModel())).toMatchObject({ result: 'empty', parseAs: 'json' });
  });

  it('types a pet store\'s integer `code` as a number', async () => {
    const petError = response('default', { contentType: 'application/json', errorFields: [{ name: 'code', from: 'status' }, { name: 'message', from: 'message' }] });
    const pets = operation({ operationId: 'listPets', identifier: 'listPets', method: 'get', path: '/pets', responses: [petError] });
    const text = await textOf(emitEnvelope, fixtureModel({ operations: [pets] }));
    expect(text).toContain('readonly listPets: { readonly status: number; readonly code: number; readonly body: ResponseBody<paths["/pets"]["get"], "default", "application/json"> };');
    expect(operationDescriptor(pets, fixtureModel({ errorFormat: undefined }))).toMatchObject({ errors: [{ status: 'default', codes: 'number', at: { code: ['code'], message: ['message'] } }] });
  });

  it('names the kinds a declared error\'s JSON body may be when no code check already requires an object', () => {
    const problem = response(404, { contentType: 'application/json', schema: { $ref: '#/components/schemas/Problem' } });
    const listed = response(409, { contentType: 'application/problem+json', schema: { type: ['integer', 'string', 'null'] } });
    const free = response(410, { contentType: 'application/json', schema: { oneOf: [{ type: 'object' }, { type: 'string' }] } });
    const bodiless = response(401, {});
    const get = operation({ operationId: 'getX', identifier: 'getX', method: 'get', path: '/x', responses: [problem, listed, free, bodiless] });
    const model = fixtureModel({ errorFormat: undefined, document: { components: { schemas: { Problem: { type: 'object', properties: { message: { type: 'string' } } } } } } });
    expect(operationDescriptor(get, model)).toMatchObject({
      errors: [
        { status: 404, codes: 'any', body: ['object'] },
        { status: 409, codes: 'any', body: ['null', 'number', 'string'] },
        { status: 410, codes: 'any', body: undefined },
        { status: 401, codes: 'any', body: undefined },
      ],
    });
  });

  // A red-team pass (2026-11-28): without an Accept header a server free to choose could answer a
  // `200: application/json, application/xml` call in XML, which the call refused as "not JSON".
  it('asks for the media types the call reads where a 2xx answer offers others too', () => {
    const model = fixtureModel();
    const offered = response(200, { contentType: 'application/json', otherContentTypes: ['application/xml'] });
    const both = operation({ operationId: 'getX', identifier: 'getX', method: 'get', path: '/x', responses: [offered, response(201, { contentType: 'text/csv' })] });
    expect(operationDescriptor(both, model)).toMatchObject({ accept: 'application/json, text/csv, */*;q=0.1' });
    const single = operation({ operationId: 'getY', identifier: 'getY', method: 'get', path: '/y', responses: [response(203, { contentType: 'application/json' })] });
    expect(operationDescriptor(single, model)).toMatchObject({ accept: undefined });
    const head = operation({ operationId: 'headX', identifier: 'headX', method: 'head', path: '/x', responses: [offered] });
    expect(operationDescriptor(head, model)).toMatchObject({ accept: undefined });
  });

  // The review of that change: the value is the document's text, and a header must hold it.
  it.each([
    ['a control character, which Headers refuses on every call', 'application/json\u0001x'],
    ['a quoted parameter, which a browser would preflight', 'application/json; profile="a"'],
    ['a value past 128 bytes, which a browser would preflight', `application/vnd.${'x'.repeat(120)}+json`],
  ])('sends no Accept where the media types would make %s', (_name, contentType) => {
    const model = fixtureModel();
    const offered = response(200, { contentType, otherContentTypes: ['application/xml'] });
    const odd = operation({ operationId: 'getZ', identifier: 'getZ', method: 'get', path: '/z', responses: [offered] });
    expect(operationDescriptor(odd, model)).toMatchObject({ accept: undefined });
    // The same operation with a plain JSON type asks for it: the refusal is the value's, not the shape's.
    const json = operation({ operationId: 'getZ', identifier: 'getZ', method: 'get', path: '/z', responses: [response(200, { contentType: 'application/json', otherContentTypes: ['application/xml'] })] });
    expect(operationDescriptor(json, model)).toMatchObject({ accept: 'application/json, */*;q=0.1' });
  });

  it('emits nothing envelope-specific for a document without the envelope, but keeps the client types', async () => {
    const plain = fixtureModel({ usesEnvelope: false, operations: [byId('download'), byId('ping')] });
    const text = await textOf(emitEnvelope, plain);
    expect(text).not.toMatch(/Envelope|unwrap|isErrorBody/);
    expect(text).toContain('export type DownloadData = Blob;');
    expect(text).not.toContain('ResponseBody'); // nothing here is read as JSON: no unused import
    expect(text).toContain('export interface OperationErrors');
  });
});

describe('client emitter', () => {
  it('declares one documented method and one standalone function per operation, and the factories', async () => {
    const text = await textOf(emitClient, fixtureModel());
    for (const { identifier } of OPERATIONS) {
      expect(text).toMatch(new RegExp(`^\\s+${identifier}\\(\\.\\.\\.args: InputArgs<\\w+Input\\d?>\\): Promise<\\w+Data\\d?>;$`, 'm'));
      // Each operation is an export of its own, marked pure so a bundler can drop it; the factory binds the table of them.
      expect(text).toMatch(new RegExp(`^export const ${identifier}: Operation<\\w+Input\\d?, \\w+Data\\d?> = /\\* @__PURE__ \\*/ defineOperation<\\w+Input\\d?, \\w+Data\\d?>\\(\\{ name: "${identifier}", operationId: `, 'm'));
      expect(text).toMatch(new RegExp(`^\\s+${identifier},$`, 'm'));
    }
    expect(text).toContain('export function createClientCore(options: ClientOptions): ClientCore {');
    expect(text).toContain('return createRuntime(options, CONTRACT);');
    expect(text).toContain('export function createApiClient(options: ClientOptions): ApiClient {');
    expect(text).toContain('return operationMethods<ApiClient>(createClientCore(options), OPERATIONS);');
    expect(text).toContain('return isDeclaredError(error, operation);');
    expect(text).toContain('export type SignInInput = OperationInput<WithDefaultedHeaders<paths["/auth/sign-in"]["post"], "x-client-id" | "X-Device-Id">>;');
  });

  it('escapes hostile summaries and descriptions so they stay inside the comment', async () => {
    const text = await textOf(emitClient, fixtureModel());
    expect(syntaxErrors('client.ts', text)).toEqual([]);
    expect(text).not.toContain(HOSTILE_SUMMARY);
    expect(text).toContain('Get a thing *\\/ console.log("pwned"); /\\*');
    expect(text).toContain('   * Line one\n   * Line two with *\\/ inside');
    expect(text).toContain('@deprecated');
    // The only `console.log` in the file is inside that comment line.
    expect(text.split('\n').filter((line) => line.includes('console.log')).every((line) => line.trimStart().startsWith('*'))).toBe(true);
  });

  it("says what baseUrl means from the document's servers and paths, escaping that spec text", async () => {
    const servers = [{ url: 'https://api.example.test/v2' }, { url: 'https://b.example.test/*/ x' }];
    const text = await textOf(emitClient, fixtureModel({ operations: OPERATIONS.map((entry) => ({ ...entry, servers })) }));
    expect(text).toContain("the document's servers are `https://api.example.test/v2`, `https://b.example.test/\\*\\/ x`");
    expect(text).toContain('Paths keep the prefixes the document writes, e.g. `/auth/sign-in` and `/things/{id}`.');
    expect(syntaxErrors('client.ts', text)).toEqual([]);
  });

  it('describes each operation to the runtime', async () => {
    const model = fixtureModel();
    expect(literal(operationDescriptor(byId('getThing'), model))).toBe(
      '{ name: "getThing", operationId: "get/thing", method: "get", path: "/things/{id}", result: "envelope", parseAs: "json", security: [["bearerAuth"]], ' +
        'errors: [{ status: 404, codes: ["gone", "not_found"] }, { status: "4XX", codes: "string" }, { status: "default", codes: "any" }] }',
    );
    expect(operationDescriptor(byId('download'), model)).toMatchObject({ result: 'body', parseAs: 'blob' });
    expect(operationDescriptor(byId('getAB'), model)).toMatchObject({ result: 'body', parseAs: 'text' });
    expect(operationDescriptor(byId('ping'), model)).toMatchObject({ result: 'empty', errors: [], security: [[]] });
    expect(operationDescriptor(byId('signIn'), model)).toMatchObject({ clientHeaders: [{ name: 'x-client-id', required: true }, { name: 'X-Device-Id', required: false }] });
    expect(operationDescriptor(byId('signIn'), model)).not.toHaveProperty('security', expect.anything());
      });

  it('describes the document to the runtime: every scheme type, the session scheme, client headers and the error body', () => {
    const model = fixtureModel({
      securitySchemes: [
        { key: 'cookieKey', kind: 'apiKey', in: 'cookie', name: 'sid' },
        { key: 'headerKey', kind: 'apiKey', in: 'header', name: 'X-Token' },
        { key: 'queryKey', kind: 'apiKey', in: 'query', name: 'api_key' },
        { key: 'basicAuth', kind: 'basic' },
        { key: 'bearerAuth', kind: 'bearer' },
        { key: 'oauth', kind: 'oauth2' },
        { key: 'oidc', kind: 'openIdConnect' },
        { key: 'mtls', kind: 'other' },
      ],
    });
    expect(contractData(model)).toEqual({
      securitySchemes: [
        { key: 'cookieKey', kind: 'apiKey', in: 'cookie', name: 'sid' },
        { key: 'headerKey', kind: 'apiKey', in: 'header', name: 'X-Token' },
        { key: 'queryKey', kind: 'apiKey', in: 'query', name: 'api_key' },
        { key: 'basicAuth', kind: 'basic' },
        { key: 'bearerAuth', kind: 'bearer' },
        { key: 'oauth', kind: 'bearer' },
        { key: 'oidc', kind: 'bearer' },
      ],
      sessionScheme: 'bearerAuth',
      clientHeaders: { clientId: 'x-client-id', deviceId: 'X-Device-Id' },
      errorFormat: { code: ['code'], message: ['error'] },
    });
  });

  it('declares Auth from the schemes and ClientHeaders from x-client-header, without guessing', async () => {
    const text = await textOf(emitClient, fixtureModel());
    expect(text).toMatch(/export type Auth = \{[^}]*readonly apiKeyCookie\?: string \| undefined;[^}]*readonly apiKeyHeader\?: string \| undefined;[^}]*readonly bearerAuth\?: string \| undefined;\s*\};/);
    expect(text).toMatch(/export type ClientHeaders = \{[^}]*readonly clientId\?: string \| undefined;[^}]*readonly deviceId\?: string \| undefined;\s*\};/);
    expect(text).toContain('export type ClientOptions = RuntimeClientOptions<Auth, ClientHeaders>;');
    expect(text).not.toMatch(/LoginClientHeaders|X-Api-Key|X-Client-Platform/);
    const bare = await textOf(emitClient, fixtureModel({ securitySchemes: [], operations: [byId('getThing')] }));
    expect(bare).toContain('export type Auth = Record<string, never>;');
    expect(bare).toContain('export type ClientHeaders = Record<string, never>;');
  });

  it('hands the runtime a body encoder only in the descriptors of operations whose request body is not JSON', async () => {
    const jsonOnly = await textOf(emitClient, fixtureModel());
    expect(jsonOnly).toMatch(/const CONTRACT: ContractInfo = \{[^;]*errorFormat: \{ code: \["code"\], message: \["error"\] \} \};/);
    expect(jsonOnly).not.toContain('bodyEncoder');
    const form = operation({
      operationId: 'createThing',
      identifier: 'createThing',
      method: 'post',
      path: '/things',
      requestBody: { required: true, contentType: 'application/x-www-form-urlencoded', schema: { type: 'object' }, pointer: '/requestBody' },
    });
    const text = await textOf(emitClient, fixtureModel({ operations: [...OPERATIONS, form] }));
    expect(text).toMatch(/export const createThing: Operation<CreateThingInput, CreateThingData> = [^;]*requestContentType: "application\/x-www-form-urlencoded"[^;]*, bodyEncoder: formEncoder \}\);/);
    expect(text).not.toMatch(/const CONTRACT: ContractInfo = \{[^;]*Encoder/);
    // Only the form operation names it, and only the form family's encoder: an app calling the others bundles no encoder.
    expect(text.match(/bodyEncoder: /g)).toHaveLength(1);
    expect(text).not.toMatch(/multipartEncoder|textEncoder|rawEncoder/);
    expect(text).toMatch(/import \{\s*createRuntime,\s*defineOperation,\s*fillClientHeaders,\s*formEncoder,\s*isDeclaredError,\s*loginSession,\s*logoutSession,\s*operationMethods,\s*textByCharset,\s*unwrap,?\s*\} from '\.\/runtime\/client-runtime\.js';/);
    expect(operationDescriptor(form, fixtureModel())).toMatchObject({ requestContentType: 'application/x-www-form-urlencoded' });
  });

  it('names textByCharset only in the descriptors of operations whose success answer is text', async () => {
    const text = await textOf(emitClient, fixtureModel());
    expect(text).toMatch(/export const getAB: Operation<[^;]*parseAs: "text"[^;]*, textByCharset \}\);/);
    // Only the text operation: an app calling the JSON ones does not bundle the reader.
    expect(text.match(/, textByCharset \}/g)).toHaveLength(1);
  });

  it('names the session rule only in the descriptors of x-session operations: a login with its token property, a logout', async () => {
    const text = await textOf(emitClient, fixtureModel());
    expect(text).toMatch(/export const signIn: Operation<[^;]*, session: \/\* @__PURE__ \*\/ loginSession\("token"\) \}\);/);
    expect(text).toMatch(/export const logout: Operation<[^;]*, session: logoutSession \}\);/);
    // Only those two: an app calling the others bundles no session rule (decision 0031).
    expect(text.match(/session: /g)).toHaveLength(2);
    expect(operationDescriptor(byId('signIn'), fixtureModel())).not.toHaveProperty('tokenProperty');
  });

  it('names styledQuery, with the styles, only in the descriptors of operations whose query openapi-fetch would write otherwise', async () => {
    const query = (name: string, fields: Partial<ParameterModel>): ParameterModel => ({ name, in: 'query', required: false, schema: {}, style: 'form', explode: true, pointer: `/q/${name}`, ...fields });
    const asDeclared = operation({
      operationId: 'asDeclared',
      identifier: 'asDeclared',
      method: 'get',
      path: '/as-declared',
      parameters: {
        path: [],
        query: [
          query('q', { valueTypes: ['string'] }),
          query('ids', { valueTypes: ['array'] }),
          query('meta', { style: 'deepObject', valueTypes: ['object'] }),
          query('pipes', { style: 'pipeDelimited', explode: true, valueTypes: ['array'] }),
          query('n', { explode: false, valueTypes: ['integer', 'null'] }),
        ],
        header: [],
        cookie: [],
      },
    });
    const styled = operation({
      operationId: 'styled',
      identifier: 'styled',
      method: 'get',
      path: '/styled',
      parameters: {
        path: [],
        query: [
          query('q', { valueTypes: ['string'] }),
          query('filter', { valueTypes: ['object', 'string'] }),
          query('ids', { explode: false, valueTypes: ['array'] }),
          query('next', { allowReserved: true, valueTypes: ['string'] }),
          query('any', { style: 'pipeDelimited', explode: false }),
        ],
        header: [],
        cookie: [],
      },
    });
    const plain = await textOf(emitClient, fixtureModel({ operations: [...OPERATIONS, asDeclared] }));
    expect(plain).not.toMatch(/styledQuery|querySerializer/);
    const text = await textOf(emitClient, fixtureModel({ operations: [...OPERATIONS, asDeclared, styled] }));
    expect(text.match(/querySerializer: /g)).toHaveLength(1);
    expect(text).toMatch(
      /export const styled: [^;]*querySerializer: \/\* @__PURE__ \*\/ styledQuery\(\[\s*\{ name: "filter", style: "form", explode: true \},\s*\{ name: "ids", style: "form", explode: false \},\s*\{ name: "next", style: "form", explode: true, allowReserved: true \},\s*\{ name: "any", style: "pipeDelimited", explode: false \},?\s*\]\),?\s*\}\);/,
    );
    expect(text).toMatch(/import \{[^}]*\bstyledQuery\b[^}]*\} from '\.\/runtime\/client-runtime\.js';/);
    expect(syntaxErrors('client.ts', text)).toEqual([]);
  });

  it("gives an operation named like one of client.ts's own values a function of another name, and keeps its method name", async () => {
    const clash = operation({ operationId: 'createApiClient', identifier: 'createApiClient', method: 'get', path: '/clash' });
    const text = await textOf(emitClient, fixtureModel({ operations: [clash] }));
    expect(text).toMatch(/^export const createApiClient2: Operation<\w+, \w+> = /m);
    expect(text).toMatch(/^\s+createApiClient: createApiClient2,$/m);
    expect(text).toMatch(/^\s+createApiClient\(\.\.\.args: InputArgs</m);
    expect(text.match(/^export (const|function) createApiClient\b/gm)).toHaveLength(1);
  });

  it('gives an operation named like a type or runtime function client.ts imports (paths, styledQuery) a function of another name', async () => {
    const styled: ParameterModel = { name: 'ids', in: 'query', required: false, schema: {}, style: 'pipeDelimited', explode: false, pointer: '/q/ids', valueTypes: ['array'] };
    const named = (identifier: string) =>
      operation({ operationId: identifier, identifier, method: 'get', path: `/${identifier}`, parameters: { path: [], query: [styled], header: [], cookie: [] } });
    const text = await textOf(emitClient, fixtureModel({ operations: [named('paths'), named('styledQuery')] }));
    expect(text).toMatch(/import type \{ paths \} from '\.\/types\.js';/);
    expect(text).toMatch(/\bstyledQuery\b[^}]*\} from '\.\/runtime\/client-runtime\.js';/);
    // Two top-level bindings of one name (a type-only import and a const) is an error TypeScript reports in every set-up.
    const bindings = topLevelBindings(text);
    expect(bindings.filter((name, index) => bindings.indexOf(name) !== index)).toEqual([]);
    expect(bindings).toEqual(expect.arrayContaining(['paths2', 'styledQuery2']));
  });

  it('reserves every value the client runtime exports, so a runtime function client.ts comes to import can never clash', () => {
    const runtime = readFileSync(fileURLToPath(new URL('../../generators/runtime/client-runtime.ts', import.meta.url)), 'utf8');
    const exported = exportedValueNames(runtime);
    expect(exported).toEqual(expect.arrayContaining(['styledQuery', 'defineOperation', 'unwrap']));
    expect(exported.filter((name) => !(CLIENT_VALUE_NAMES as readonly string[]).includes(name))).toEqual([]);
  });

  it('fills only the headers the document marks x-client-header', () => {
    expect(clientHeaderNames(byId('signIn'))).toEqual(['x-client-id', 'X-Device-Id']);
    expect(clientHeaderNames(byId('logout'))).toEqual([]);
  });

  it('is deterministic and valid for a document without operations', async () => {
    const model = fixtureModel();
    expect(await textOf(emitClient, model)).toBe(await textOf(emitClient, model));
    expect(await textOf(emitEnvelope, model)).toBe(await textOf(emitEnvelope, model));
    const empty = fixtureModel({ operations: [] });
    const text = await textOf(emitClient, empty);
    expect(syntaxErrors('client.ts', text)).toEqual([]);
    expect(text).not.toContain("from './types.js'");
  });
});

describe('type names', () => {
  it('never take a name the generated files import or declare', () => {
    const clashing = ['operation', 'envelope', 'response', 'getAB', 'getAb'].map((identifier) =>
      operation({ operationId: identifier, identifier, method: 'get', path: `/${identifier}` }),
    );
    const names = operationTypeNames(fixtureModel({ operations: clashing }));
    expect([...names.values()]).toEqual([
      { data: 'OperationData', input: 'OperationInput2' },
      { data: 'EnvelopeData2', input: 'EnvelopeInput' },
      { data: 'ResponseData', input: 'ResponseInput' },
      { data: 'GetAbData', input: 'GetAbInput' },
      { data: 'GetAbData2', input: 'GetAbInput2' },
    ]);
  });
});

describe("a client method's documentation", () => {
  // With no error declared, isOperationError never holds and TypeScript narrows the error to
  // never: the comment pointed there anyway ("none documented; narrow with isOperationError").
  it('points to isOperationError only where the operation declares errors', () => {
    const declared = clientMethodDocs(operation({ operationId: 'a', identifier: 'a', method: 'get', path: '/a', responses: [response(200), response(404)] }));
    expect(declared).toContain("Rejects with ApiError on a non-2xx answer (documented: 404); narrow with `isOperationError(error, 'a')`.");
    const none = clientMethodDocs(operation({ operationId: 'b', identifier: 'b', method: 'get', path: '/b', responses: [response(200)] }));
    expect(none).toContain('Rejects with ApiError on a non-2xx answer (none documented: check `error instanceof ApiError`).');
    expect(none).not.toContain('isOperationError');
  });
});

describe('README usage example', () => {
  const exampleFor = (servers: readonly { readonly url: string }[]) =>
    clientUsage(buildModel({ document: { openapi: '3.0.3', info: { title: 'T', version: '1' }, servers, paths: { '/pets': { get: { operationId: 'listPets', responses: { '200': { description: 'ok' } } } } } } }, { source: 'x.yaml' }), './client.js')?.example;

  it("keeps a relative server URL's path in baseUrl, since the client appends operation paths to baseUrl alone", () => {
    // Swagger's petstore says `/v3`; the example's `https://api.example.com` sent every call to /pets, not /v3/pets.
    expect(exampleFor([{ url: '/v3/' }])).toContain('createApiClient({ baseUrl: "https://api.example.com/v3" })');
    expect(exampleFor([{ url: 'https://pets.example/api/' }])).toContain('baseUrl: "https://pets.example/api"');
    expect(exampleFor([{ url: '/' }])).toContain('baseUrl: "https://api.example.com"');
    expect(exampleFor([])).toContain('baseUrl: "https://api.example.com"');
  });

  // A new-user pass (2026-11-29): the example calls an open operation, and nothing said which key of `auth` takes the bearer token.
  it('names the keys `auth` takes, each scheme of the document by its name, and none for a document without security', () => {
    const afterFor = (securitySchemes: Record<string, unknown> | undefined) =>
      clientUsage(buildModel({ document: { openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: { '/pets': { get: { operationId: 'listPets', responses: { '204': { description: 'ok' } } } } }, ...(securitySchemes === undefined ? {} : { components: { securitySchemes } }) } }, { source: 'x.yaml' }), './client.js')!.after.join('\n');
    expect(afterFor({ bearerAuth: { type: 'http', scheme: 'bearer' }, key: { type: 'apiKey', in: 'header', name: 'X-Key' } })).toContain('`createApiClient` also takes `auth` (one credential per security scheme, under its name in the document: `bearerAuth`, `key`),');
    expect(afterFor(undefined)).toContain('`createApiClient` also takes `auth` (one credential per security scheme of the document),');
  });

  it('trims the trailing slashes of a long server URL in linear time', () => {
    // `/\/+$/` on 200,000 slashes before a last segment took about 20 s (a run retried from each slash).
    const url = `https://pets.example/${'/'.repeat(200_000)}x///`;
    const started = performance.now();
    const example = exampleFor([{ url }]);
    // About 1 ms now; a wide bound, since the test's own timeout does not stop synchronous work.
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(example).toContain(`baseUrl: "${url.slice(0, -3)}"`);
  });

  it('writes a Blob where the types take bytes, and text where a contentMediaType names text', () => {
    const bodyFor = (schema: Record<string, unknown>) =>
      clientUsage(buildModel({ document: { openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: { '/notes': { post: { operationId: 'save', requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', required: ['note'], properties: { note: schema } } } } }, responses: { '204': { description: 'ok' } } } } } } }, { source: 'x.yaml' }), './client.js')?.example;
    expect(bodyFor({ type: 'string', format: 'binary' })).toContain('body: { note: new Blob([]) }');
    expect(bodyFor({ type: 'string', contentMediaType: 'image/png' })).toContain('body: { note: new Blob([]) }');
    // Text in a media type, and bytes written as base64, are strings in the types.
    expect(bodyFor({ type: 'string', contentMediaType: 'text/plain' })).toContain('body: { note: "note" }');
    expect(bodyFor({ type: 'string', contentMediaType: 'image/png', contentEncoding: 'base64' })).toContain('body: { note: "note" }');
  });

  it('tags a discriminated body with the value the types give its member (a mapping by bare name, a base\'s mapping)', () => {
    const body = (mapping: Record<string, string> | undefined, baseMapping?: Record<string, string>) =>
      clientUsage(
        buildModel(
          {
            document: {
              openapi: '3.1.0',
              info: { title: 'T', version: '1' },
              paths: { '/pets': { post: { operationId: 'addPet', requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } }, responses: { '204': { description: 'ok' } } } } },
              components: {
                schemas: {
                  Pet: { oneOf: [{ $ref: '#/components/schemas/Cat' }], discriminator: { propertyName: 'kind', ...(mapping === undefined ? {} : { mapping }) } },
                  Animal: { type: 'object', properties: { kind: { type: 'string' } }, discriminator: { propertyName: 'kind', ...(baseMapping === undefined ? {} : { mapping: baseMapping }) } },
                  Cat: { allOf: [{ $ref: '#/components/schemas/Animal' }, { type: 'object', required: ['kind'], properties: { kind: { type: 'string' } } }] },
                },
              },
            },
          },
          { source: 'x.yaml' },
        ),
        './client.js',
      )?.example;
    expect(body({ cat: 'Cat' })).toContain('body: { kind: "cat" }');
    expect(body({ cat: '#/components/schemas/Cat' })).toContain('body: { kind: "cat" }');
    expect(body(undefined, { feline: 'Cat' })).toContain('body: { kind: "feline" }');
    expect(body(undefined)).toContain('body: { kind: "Cat" }');
  });

  it('says in the output folder README what an app sets first (auth, timeout, retries) and how to keep a bundle to the operations it calls', () => {
    // Only the root README said so: a team reading the folder's learned of retries from its logs.
    const model = buildModel({ document: { openapi: '3.0.3', info: { title: 'T', version: '1' }, paths: { '/pets': { get: { operationId: 'listPets', responses: { '200': { description: 'ok' } } } } } } }, { source: 'x.yaml' });
    const readme = readmeFile(model, CONTEXT, ['client'], [{ path: 'client.ts', contents: '', format: 'none' }], new Map()).contents.replace(/\n/g, ' ');
    expect(readme).toContain('`timeoutMs` (none by default), `retry` (GET, HEAD, OPTIONS, PUT and DELETE calls are sent up to three times');
    expect(readme).toContain('`const core = createClientCore(options)`, then `await listPets(core, input)`.');
  });
});
