/**
 * Security requirements in the model, by OpenAPI's rules: alternatives OR, the schemes of one
 * requirement AND, scopes kept per scheme, `{}` optional; and a malformed `security` refused with
 * a located message by the model itself (whatever the loader checks first), never read as open.
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

function refusal(text: string): SpecError {
  try {
    modelOf(text);
  } catch (error) {
    if (error instanceof SpecError) return error;
    throw error;
  }
  throw new Error('the model accepted the document');
}

const document = (security: string, root = '') => `openapi: 3.1.0
info: { title: Partner, version: '1' }
${root}paths:
  /things:
    get:
      operationId: listThings
      security: ${security}
      responses:
        '204': { description: none }
components:
  securitySchemes:
    appKey: { type: apiKey, in: header, name: X-App-Key }
    userToken: { type: http, scheme: bearer }
    oauth: { type: oauth2, flows: { clientCredentials: { tokenUrl: /token, scopes: { 'admin:write': w, read: r } } } }
`;

describe('security requirements in the model', () => {
  it.each<[string, string, unknown]>([
    ['both schemes of one requirement are needed together', '[{ appKey: [], userToken: [] }]', [[{ scheme: 'appKey', scopes: [] }, { scheme: 'userToken', scopes: [] }]]],
    ['alternatives stay alternatives', '[{ appKey: [] }, { userToken: [] }]', [[{ scheme: 'appKey', scopes: [] }], [{ scheme: 'userToken', scopes: [] }]]],
    ['scopes are kept with their scheme', "[{ oauth: ['admin:write', read] }]", [[{ scheme: 'oauth', scopes: ['admin:write', 'read'] }]]],
    ['an empty requirement makes authentication optional', '[{ userToken: [] }, {}]', [[{ scheme: 'userToken', scopes: [] }], []]],
    ['an empty list is open', '[]', []],
  ])('%s', (_name, security, want) => {
    expect(modelOf(document(security)).operations[0]?.security).toEqual(want);
  });

  it('takes the root requirements when the operation names none', () => {
    const text = document('[]', 'security: [{ appKey: [], userToken: [] }]\n').replace('      security: []\n', '');
    expect(modelOf(text).operations[0]?.security).toEqual([[{ scheme: 'appKey', scopes: [] }, { scheme: 'userToken', scopes: [] }]]);
  });

  it.each<[string, string, string, RegExp]>([
    ['a scheme name written as a string', '[userToken]', '/paths/~1things/get/security/0', /must be an object mapping scheme names to scopes, not the string "userToken"/],
    ['a requirement object instead of a list', '{ userToken: [] }', '/paths/~1things/get/security', /must be a list/],
    ['a scheme the document does not define', '[{ sessionCookie: [] }]', '/paths/~1things/get/security/0/sessionCookie', /"sessionCookie" is not defined/],
    ['scopes that are not a list of strings', '[{ oauth: admin }]', '/paths/~1things/get/security/0/oauth', /list of strings/],
    ['null in the list', '[null]', '/paths/~1things/get/security/0', /not null/],
  ])('refuses %s with file, line and pointer', (_name, security, pointer, message) => {
    const [problem, ...others] = refusal(document(security)).problems;
    expect(others).toEqual([]);
    expect(problem).toMatchObject({ file: FILE, pointer });
    expect(problem?.message).toMatch(message);
    expect(problem?.line).toBe(7);
  });

  it('refuses a malformed root requirement once, not once per operation', () => {
    const text = document('[]', 'security: [appKey]\n').replace('      security: []\n', '');
    const { problems } = refusal(text);
    expect(problems.map((problem) => [problem.pointer, problem.line])).toEqual([['/security/0', 3]]);
  });
});
