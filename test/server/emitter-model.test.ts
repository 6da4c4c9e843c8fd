/**
 * The server emitter on hand-built models (no document, no disk): the type expressions it picks
 * for each kind of response and security, and the identifiers it allocates.
 */
import { describe, expect, it } from 'vitest';
import { renderServer } from '../../generators/emit/server.js';
import type { ApiModel, OperationModel, ParameterModel, ResponseModel, SecurityRequirementModel } from '../../generators/model/types.js';
import { ErrorBodyTable, routeData } from '../../generators/emit/server/route-table.js';

const NO_PARAMETERS = { path: [], query: [], header: [], cookie: [] };

function response(status: ResponseModel['status'], shape: ResponseModel['shape'], errorCodes: string[] = []): ResponseModel {
  return { status, description: '', shape, errorCodes, headers: [], pointer: '#', contentType: shape === 'empty' ? undefined : 'application/json' } as ResponseModel;
}

function operation(overrides: Partial<OperationModel>): OperationModel {
  return {
    operationId: 'op',
    identifier: 'op',
    method: 'get',
    path: '/op',
    pointer: '#/paths/~1op/get',
    servers: [{ url: '/' }],
    tags: [],
    deprecated: false,
    parameters: NO_PARAMETERS,
    responses: [response(200, 'plain')],
    security: [],
    roles: [],
    isAddition: false,
    envelopeException: false,
    idempotent: true,
    ...overrides,
  };
}

function render(operations: OperationModel[]): string {
  const model: ApiModel = {
    title: 'T',
    version: '1',
    source: 'fixture.yaml',
    document: { components: { schemas: {} } },
    operations,
    securitySchemes: [{ key: 'bearer', kind: 'bearer' }],
    usesEnvelope: false,
  };
  return renderServer(model, { regenerateCommand: 'npm run generate' });
}

describe('server emitter on model fixtures', () => {
  it.each([
    ['an envelope unwraps data', response(200, 'success-envelope'), 'DataResult<200, EnvelopeData<OpOperation["responses"][200]["content"]["application/json"]>>'],
    ['a plain body is the whole content', response(201, 'plain'), 'DataResult<201, OpOperation["responses"][201]["content"]["application/json"]>'],
    ['an empty response has no data', response(204, 'empty'), 'EmptyResult<204>'],
    ['error codes become a literal union', response(409, 'error-body', ['conflict', 'gone']), 'ErrorResult<409, "conflict" | "gone">'],
    ['an error body without codes takes any code', response(400, 'error-body'), 'ErrorResult<400, string>'],
    ['a range takes the statuses it covers', response('5XX', 'error-body', ['internal']), 'ErrorResult<StatusRange<"5">, "internal">'],
    ['default reads its body by name', response('default', 'plain'), 'DataResult<number, OpOperation["responses"]["default"]["content"]["application/json"]>'],
  ])('%s', (_name, given, want) => {
    expect(render([operation({ responses: [given] })]).replace(/\s+/g, ' ')).toContain(want);
  });

  it('types a range less the statuses the operation declares on their own, which the runtime matches first, and imports StatusRange', () => {
    const text = render([operation({ responses: [response(200, 'plain'), response(204, 'empty'), response(404, 'error-body'), response('2XX', 'plain'), response('4XX', 'error-body')] })]).replace(/\s+/g, ' ');
    expect(text).toContain('DataResult<Exclude<StatusRange<"2">, 200 | 204>, OpOperation["responses"]["2XX"]["content"]["application/json"]>');
    expect(text).toContain('ErrorResult<Exclude<StatusRange<"4">, 404>, string>');
    expect(text).toMatch(/import type \{[^}]*\bStatusRange\b[^}]*\} from '.\/runtime\/server-runtime.js'/);
    expect(render([operation({})])).not.toMatch(/\bStatusRange\b/);
  });

  it.each<[string, SecurityRequirementModel[], string]>([
    ['open', [], 'undefined'],
    ['secured', [[{ scheme: 'bearer', scopes: [] }]], 'P'],
    ['optionally secured', [[{ scheme: 'bearer', scopes: [] }], []], 'P | undefined'],
  ])('gives an %s operation the principal type %s', (_name, security, principal) => {
    const text = render([operation({ security })]).replace(/\s+/g, ' ');
    expect(text).toContain(`Record<string, never>, undefined, ${principal}>;`);
  });

  it('types cookies from the document only where an operation has cookie parameters (HandlerRequest defaults them to none)', () => {
    const page: ParameterModel = { name: 'page', in: 'cookie', required: false, schema: { type: 'integer' }, style: 'form', explode: true, pointer: '#/p' };
    const text = render([operation({ parameters: { ...NO_PARAMETERS, cookie: [page] } })]).replace(/\s+/g, ' ');
    expect(text).toContain('undefined, undefined, NonNullable<OpOperation["parameters"]["cookie"]>>;');
    expect(render([operation({})]).replace(/\s+/g, ' ')).toContain('Record<string, never>, undefined, undefined>;');
  });

  it('carries style and explode in the route table only where they depart from the defaults', () => {
    const ids = (style: string, explode: boolean): ParameterModel => ({ name: 'ids', in: 'path', required: true, schema: { type: 'array' }, style, explode, pointer: '#/p' });
    const parameters = (parameter: ParameterModel) => (routeData(operation({ parameters: { ...NO_PARAMETERS, path: [parameter] } }), new ErrorBodyTable({ operations: [] } as unknown as ApiModel)).parameters as object[])[0];
    expect(parameters(ids('simple', false))).toEqual({ name: 'ids', in: 'path', required: true, schema: { type: 'array' } });
    expect(parameters(ids('simple', true))).toMatchObject({ explode: true });
    expect(parameters(ids('matrix', false))).toMatchObject({ style: 'matrix' });
    expect(parameters(ids('matrix', false))).not.toHaveProperty('explode');
  });

  it('makes authenticate optional only when nothing is secured', () => {
    expect(render([operation({})])).toMatch(/readonly authenticate\?: Authenticate<P>/);
    expect(render([operation({ security: [[{ scheme: 'bearer', scopes: [] }]] })])).toMatch(/readonly authenticate: Authenticate<P>/);
  });

  it('allocates distinct type names when identifiers collide after casing', () => {
    const text = render([operation({ identifier: 'getItem', operationId: 'getItem' }), operation({ identifier: 'getItem2', operationId: 'GetItem', path: '/other' })]);
    expect(text).toContain('type GetItemOperation =');
    expect(text).toContain('type GetItem2Operation =');
  });

  it('is deterministic', () => {
    const operations = [operation({ responses: [response(200, 'success-envelope'), response(404, 'error-body', ['not_found'])] })];
    expect(render(operations)).toBe(render(operations));
  });
});
