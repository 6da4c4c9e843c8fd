/**
 * Conventions come from the document, never from our service: the session only where
 * `x-session` declares it, client-wide headers only where `x-client-header` marks them, and the
 * error body the runtime writes from the document's own error schema (decisions/0021).
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildModel } from '../../generators/model/build.js';
import { createLocator } from '../../generators/load/locate.js';
import { SpecError } from '../../generators/load/problems.js';
import type { ApiModel } from '../../generators/model/types.js';

const FILE = 'partner.yaml';

function modelOf(text: string): ApiModel {
  return buildModel({ document: parse(text) as { [key: string]: unknown }, file: FILE, locate: createLocator(text) }, { source: FILE });
}

function problemsOf(text: string): { pointer: string; message: string; line: number }[] {
  try {
    modelOf(text);
  } catch (error) {
    if (error instanceof SpecError) return error.problems.map(({ pointer, message, line }) => ({ pointer, message, line }));
    throw error;
  }
  throw new Error('the model accepted the document');
}

const sessionDocument = (login: string, logout = '{ role: logout }') => `openapi: 3.1.0
info: { title: Sessions, version: '1' }
security: [{ bearer: [] }]
paths:
  /login:
    post:
      operationId: login
      security: []
      x-session: ${login}
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { type: object, properties: { access_token: { type: string }, token: { type: string } } }
  /logout:
    post:
      operationId: logout
      x-session: ${logout}
      responses: { '204': { description: gone } }
components:
  securitySchemes:
    bearer: { type: http, scheme: bearer }
    basic: { type: http, scheme: basic }
`;

describe('x-session', () => {
  it('declares the login, its token property and scheme, and the logout', () => {
    const [login, logout] = modelOf(sessionDocument('{ role: login, scheme: bearer, token: access_token }')).operations;
    expect(login?.session).toEqual({ role: 'login', scheme: 'bearer', tokenProperty: 'access_token' });
    expect(logout?.session).toEqual({ role: 'logout' });
  });

  it('is never guessed: operations named login and logout that hand out a token have no session without it', () => {
    const text = sessionDocument('{ role: login, scheme: bearer }').replace(/\n      x-session: .*/g, '');
    expect(modelOf(text).operations.map((operation) => operation.session)).toEqual([undefined, undefined]);
  });

  it.each<[string, string, string, RegExp]>([
    ['a role it does not know', '{ role: start }', '/paths/~1login/post/x-session', /role: login.*role: logout/],
    ['a scheme the document does not define', '{ role: login, scheme: cookie }', '/paths/~1login/post/x-session/scheme', /takes a token/],
    ['a scheme that takes no token', '{ role: login, scheme: basic }', '/paths/~1login/post/x-session/scheme', /takes a token/],
    ['a token property the result does not declare', '{ role: login, scheme: bearer, token: jwt }', '/paths/~1login/post/x-session', /no property "jwt"/],
    ['a member it does not know', '{ role: login, scheme: bearer, keep: true }', '/paths/~1login/post/x-session', /unknown member.*"keep"/],
  ])('refuses %s with its location', (_name, login, pointer, message) => {
    const [problem, ...others] = problemsOf(sessionDocument(login));
    expect(others).toEqual([]);
    expect(problem).toMatchObject({ pointer, line: 9 });
    expect(problem?.message).toMatch(message);
  });
});

const headerDocument = (extension: string, location = 'header') => `openapi: 3.1.0
info: { title: Headers, version: '1' }
paths:
  /things:
    get:
      operationId: listThings
      parameters:
        - { name: X-Device-Id, in: ${location}, required: true, x-client-header: ${extension}, schema: { type: string } }
        - { name: X-Trace, in: header, schema: { type: string } }
      responses: { '204': { description: none } }
`;

describe('x-client-header', () => {
  it('marks a header the client takes once; other headers stay per call', () => {
    const [things] = modelOf(headerDocument('deviceId')).operations;
    expect(things?.parameters.header.map((parameter) => [parameter.name, parameter.clientHeader])).toEqual([
      ['X-Device-Id', 'deviceId'],
      ['X-Trace', undefined],
    ]);
  });

  it.each([
    ['a query parameter', headerDocument('deviceId', 'query')],
    ['a name that is not an identifier', headerDocument('device-id')],
    ['a prototype name', headerDocument('constructor')],
  ])('refuses it on %s', (_name, text) => {
    expect(problemsOf(text)).toEqual([expect.objectContaining({ pointer: '/paths/~1things/get/parameters/0/x-client-header', line: 8 })]);
  });
});

const errorDocument = (schemas: string, mediaType = 'application/json') => `openapi: 3.1.0
info: { title: Errors, version: '1' }
paths:
  /a:
    get:
      operationId: a
      responses:
        '204': { description: ok }
        '400': { description: bad, content: { ${mediaType}: { schema: { $ref: '#/components/schemas/Bad' } } } }
        default: { description: other, content: { ${mediaType}: { schema: { $ref: '#/components/schemas/Other' } } } }
components:
  schemas:
${schemas}
`;

describe('error bodies from the document\'s schemas', () => {
  it.each<[string, string, string, unknown, string]>([
    [
      'our house body (a const, the message, a string code)',
      '    Bad: { type: object, required: [status, error, code], properties: { status: { const: error }, error: { type: string }, code: { type: string, enum: [invalid_request] } } }',
      'application/json',
      [{ name: 'status', value: 'error' }, { name: 'error', from: 'message' }, { name: 'code', from: 'code' }],
      'error-body',
    ],
    [
      'a pet store\'s integer code: the status',
      '    Bad: { type: object, required: [code, message], properties: { code: { type: integer, format: int32 }, message: { type: string } } }',
      'application/json',
      [{ name: 'code', from: 'status' }, { name: 'message', from: 'message' }],
      'plain',
    ],
    [
      'RFC 9457 problem details declared by the document',
      '    Bad: { type: object, required: [type, title, status], properties: { type: { type: string, format: uri }, title: { type: string }, status: { type: integer }, detail: { type: string } } }',
      'application/problem+json',
      [{ name: 'type', value: 'about:blank' }, { name: 'title', from: 'title' }, { name: 'status', from: 'status' }, { name: 'detail', from: 'message' }],
      'plain',
    ],
    [
      'a nested error object',
      '    Bad: { type: object, required: [error], properties: { error: { type: object, required: [code, message], properties: { code: { type: string }, message: { type: string } } } } }',
      'application/json',
      [{ name: 'error', fields: [{ name: 'code', from: 'code' }, { name: 'message', from: 'message' }] }],
      'plain',
    ],
  ])('fills %s', (_name, schema, mediaType, fields, shape) => {
    const other = '    Other: { type: object }';
    const [operation] = modelOf(errorDocument(`${schema}\n${other}`, mediaType)).operations;
    expect(operation?.responses.find((response) => response.status === 400)).toMatchObject({ shape, errorFields: fields });
  });

  it('does not fill a schema with a required member it cannot know (a Stripe-like `type` enum)', () => {
    const bad = '    Bad: { type: object, required: [type, message], properties: { type: { type: string, enum: [api_error, card_error] }, message: { type: string } } }';
    const model = modelOf(errorDocument(`${bad}\n    Other: { type: object }`));
    expect(model.operations[0]?.responses.find((response) => response.status === 400)).toMatchObject({ shape: 'plain' });
    expect(model.operations[0]?.responses.find((response) => response.status === 400)?.errorFields).toBeUndefined();
    expect(model.errorFormat).toBeUndefined();
  });

  it('takes the most used fillable body as the document\'s usual one', () => {
    const bad = '    Bad: { type: object, required: [message], properties: { message: { type: string } } }';
    const model = modelOf(errorDocument(`${bad}\n    Other: { $ref: '#/components/schemas/Bad' }`));
    expect(model.errorFormat).toEqual({ contentType: 'application/json', fields: [{ name: 'message', from: 'message' }] });
  });
});
