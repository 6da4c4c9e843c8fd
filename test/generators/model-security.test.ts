/**
 * Security requirements in the model, by OpenAPI's rules: alternatives OR, the schemes of one
 * requirement AND, scopes kept per scheme, `{}` optional; and a malformed `security` refused with
 * a located message by the model itself (whatever the loader checks first), never read as open.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
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

describe('x-roles in the model (an operation limited to roles must never end up open to others)', () => {
  const withRoles = (roles: string, security = '[{ userToken: [] }]') => document(security).replace('      security:', `      x-roles: ${roles}\n      security:`);

  it('keeps a list of role names, sorted and without repeats', () => {
    expect(modelOf(withRoles('[user, admin, admin]')).operations[0]?.roles).toEqual(['admin', 'user']);
  });

  it.each<[string, string, string, RegExp]>([
    ['one role written as a string (it was read as no roles: any principal passed)', 'admin', '[{ userToken: [] }]', /`x-roles` must be a list of role names/],
    ['roles that are not names', '[{ admin: true }, null]', '[{ userToken: [] }]', /`x-roles` must be a list of role names/],
    ['an empty role name', "['']", '[{ userToken: [] }]', /`x-roles` must be a list of role names/],
    ['roles on an open operation (anyone passed)', '[admin]', '[]', /security lets anonymous callers in, so no role could be checked/],
    ['roles where authentication is optional (anonymous callers passed)', '[admin]', '[{ userToken: [] }, {}]', /security lets anonymous callers in/],
  ])('refuses %s at the x-roles pointer', (_name, roles, security, message) => {
    const [problem, ...others] = refusal(withRoles(roles, security)).problems;
    expect(others).toEqual([]);
    expect(problem).toMatchObject({ file: FILE, pointer: '/paths/~1things/get/x-roles', line: 7 });
    expect(problem?.message).toMatch(message);
  });
});

describe('any security value (property)', () => {
  const scheme = fc.constantFrom('appKey', 'userToken', 'oauth', 'nobody', '__proto__', 'constructor');
  const scopes = fc.oneof(fc.array(fc.constantFrom('read', 'admin:write'), { maxLength: 2 }), fc.constant('read'), fc.constant(null), fc.constant([1]));
  const requirement = fc.oneof(fc.dictionary(scheme, scopes, { maxKeys: 3 }), scheme, fc.constant(null), fc.integer(), fc.constant([]));
  const security = fc.oneof(fc.array(requirement, { maxLength: 4 }), fc.dictionary(scheme, scopes, { maxKeys: 2 }), fc.string({ maxLength: 5 }));

  it('is refused with a located message, or read exactly as written, never as open unless it is []', () => {
    fc.assert(
      fc.property(security, (value) => {
        const text = document(JSON.stringify(value));
        let model: ApiModel;
        try {
          model = modelOf(text);
        } catch (error) {
          if (!(error instanceof SpecError)) throw error;
          for (const problem of error.problems) {
            expect(problem.pointer.startsWith('/paths/~1things/get/security')).toBe(true);
            expect(problem.line).toBeGreaterThan(0);
          }
          return;
        }
        const written = (parse(stringify(value)) as Record<string, string[]>[]).map((entry) =>
          Object.keys(entry).sort().map((name) => ({ scheme: name, scopes: [...new Set(entry[name])] })),
        );
        expect(model.operations[0]?.security).toEqual(written);
      }),
      { numRuns: 300 },
    );
  });
});
