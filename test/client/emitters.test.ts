/**
 * The client and envelope emitters on a hand-built model: what they declare, how they escape
 * spec text, the session rule, and that output is deterministic and syntactically valid.
 */
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { emitClient } from '../../generators/emit/client.js';
import { apiKeyHeader, clientHeaderNames, literal, operationDescriptor } from '../../generators/emit/client/descriptors.js';
import { operationTypeNames } from '../../generators/emit/client/names.js';
import { sessionRole } from '../../generators/emit/client/session.js';
import { emitEnvelope } from '../../generators/emit/envelope.js';
import type { ApiModel, Emitter, JsonSchema, OperationModel } from '../../generators/model/types.js';
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
    expect(text).toContain('export type DownloadData = ResponseBody<paths["/files/{name}"]["get"], 200, "application/octet-stream">;');
    expect(text).toContain('export type PingData = undefined;');
    expect(text).toContain('export type GetAbData2 = unknown;');
  });

  it('lists documented errors per operation: sorted codes, ranges and default widen, none is never', async () => {
    const text = await textOf(emitEnvelope, fixtureModel());
    expect(text).toContain(
      'readonly getThing: { readonly status: 404; readonly code: "gone" | "not_found" } | ' +
        '{ readonly status: number; readonly code: string } | { readonly status: number; readonly code: string | undefined };',
    );
    expect(text).toContain('readonly signIn: { readonly status: 400; readonly code: "invalid_request" };');
    expect(text).toContain('readonly ping: never;');
  });

  it('emits nothing envelope-specific for a document without the envelope, but keeps the client types', async () => {
    const plain = fixtureModel({ usesEnvelope: false, operations: [byId('download'), byId('ping')] });
    const text = await textOf(emitEnvelope, plain);
    expect(text).not.toMatch(/Envelope|unwrap|isErrorBody/);
    expect(text).toContain('export type DownloadData = ResponseBody<');
    expect(text).toContain('export interface OperationErrors');
  });
});

describe('client emitter', () => {
  it('declares one documented method per operation and a factory', async () => {
    const text = await textOf(emitClient, fixtureModel());
    for (const { identifier } of OPERATIONS) {
      expect(text).toMatch(new RegExp(`^\\s+${identifier}\\(\\.\\.\\.args: InputArgs<\\w+Input\\d?>\\): Promise<\\w+Data\\d?>;$`, 'm'));
      // The factory makes one method per entry of the operation table.
      expect(text).toMatch(new RegExp(`^\\s+${identifier}: \\{ operationId: `, 'm'));
    }
    expect(text).toContain('export function createApiClient(options: ClientOptions): ApiClient {');
    expect(text).toContain('return operationMethods<ApiClient>(createRuntime(options, CONTRACT), OPERATIONS);');
    expect(text).toContain('export type SignInInput = OperationInput<WithDefaultedHeaders<paths["/auth/sign-in"]["post"], "x-client-id">>;');
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
      '{ operationId: "get/thing", method: "get", path: "/things/{id}", result: "envelope", parseAs: "json", ' +
        'errors: [{ status: 404, codes: ["gone", "not_found"] }, { status: "4XX", codes: "string" }, { status: "default", codes: "any" }] }',
    );
    expect(operationDescriptor(byId('download'), model)).toMatchObject({ result: 'body', parseAs: 'blob' });
    expect(operationDescriptor(byId('getAB'), model)).toMatchObject({ result: 'body', parseAs: 'text' });
    expect(operationDescriptor(byId('ping'), model)).toMatchObject({ result: 'empty', errors: [] });
    expect(apiKeyHeader(model)).toBe('X-Token');
    expect(apiKeyHeader(fixtureModel({ securitySchemes: [] }))).toBe('X-Api-Key');
  });

  it('hands the runtime its body encoders only when some request body is not JSON', async () => {
    const jsonOnly = await textOf(emitClient, fixtureModel());
    expect(jsonOnly).toContain('const CONTRACT: ContractInfo = { apiKeyHeader: "X-Token" };');
    expect(jsonOnly).not.toContain('bodyEncoder');
    const form = operation({
      operationId: 'createThing',
      identifier: 'createThing',
      method: 'post',
      path: '/things',
      requestBody: { required: true, contentType: 'application/x-www-form-urlencoded', schema: { type: 'object' }, pointer: '/requestBody' },
    });
    const text = await textOf(emitClient, fixtureModel({ operations: [...OPERATIONS, form] }));
    expect(text).toContain('const CONTRACT: ContractInfo = { apiKeyHeader: "X-Token", bodyEncoder };');
    expect(text).toMatch(/import \{ bodyEncoder, createRuntime, isDeclaredError, operationMethods \} from '\.\/runtime\/client-runtime\.js';/);
    expect(operationDescriptor(form, fixtureModel())).toMatchObject({ requestContentType: 'application/x-www-form-urlencoded' });
  });

  it('fills only the required login client headers, matched case-insensitively', () => {
    expect(clientHeaderNames(byId('signIn'))).toEqual(['x-client-id']);
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

describe('session rule', () => {
  const model = fixtureModel();
  const token = { $ref: '#/components/schemas/Session' };
  const envelopeWith = (dataSchema: JsonSchema) => [response(200, { shape: 'success-envelope', contentType: 'application/json', dataSchema })];
  const cases: [string, { given: OperationModel; want: string | undefined }][] = [
    ['operationId login always stores', { given: operation({ operationId: 'login', identifier: 'login', method: 'post', path: '/l', security: [[{ scheme: 'bearerAuth', scopes: [] }]] }), want: 'login' }],
    ['operationId logout forgets', { given: operation({ operationId: 'logout', identifier: 'logout', method: 'post', path: '/o' }), want: 'logout' }],
    ['open + token via $ref and allOf stores', { given: byId('signIn'), want: 'login' }],
    ['anonymous alternative counts as open', { given: operation({ operationId: 'a', identifier: 'a', method: 'post', path: '/a', security: [[{ scheme: 'bearerAuth', scopes: [] }], []], responses: envelopeWith(token) }), want: 'login' }],
    ['protected + token does not store', { given: byId('rotateToken'), want: undefined }],
    ['open without token does not store', { given: operation({ operationId: 'b', identifier: 'b', method: 'get', path: '/b', security: [], responses: envelopeWith({ $ref: '#/components/schemas/Thing' }) }), want: undefined }],
    ['open plain body with token stores', { given: operation({ operationId: 'c', identifier: 'c', method: 'post', path: '/c', security: [], responses: [response(200, { contentType: 'application/json', schema: { type: 'object', properties: { token: { type: 'string' } } } })] }), want: 'login' }],
  ];
  it.each(cases)('%s', (_name, { given, want }) => {
    expect(sessionRole(given, model)).toBe(want);
  });
});
