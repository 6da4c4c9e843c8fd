/**
 * The house conventions the generators and the reference server rely on (decision records in
 * spec/decisions/): additions marked, security and roles, statuses and reusable error responses,
 * the one envelope exception, documentation and examples on everything, examples that validate,
 * open value sets, paging bounds, timestamps, no secret material in listings.
 */
import { lint } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { redoclyConfig } from '../../generators/load/redocly-config.js';
import { ADDED_OPERATIONS, ERROR_RESPONSES, OPEN_VALUE_SETS, PAGED_LISTS, PUBLISHED_EXTRA_STATUSES, ROOT_SECURITY, SECURITY_SCHEMES } from './fixtures/additions.js';
import { PUBLISHED_OPERATIONS } from './fixtures/interface.js';
import { bundleContract, SPEC_ROOT, type Json, type JsonObject } from './support/bundle-contract.js';
import { isObject, listOperations, nonNullBranches, parametersOf, propertiesOf, requiredOf, resolve, typesOf, type OperationEntry } from './support/document.js';
import { surveyExamples } from './support/examples.js';
import { createValidator, type Validate } from './support/validate.js';

let document: JsonObject;
let validate: Validate;
let operations: OperationEntry[];

beforeAll(async () => {
  const bundled = await bundleContract();
  expect(bundled.problems.map((problem) => problem.message)).toEqual([]);
  document = bundled.document;
  validate = createValidator(document);
  operations = listOperations(document);
});

const idOf = (entry: OperationEntry): string => String(entry.operation.operationId);
const statusesOf = (entry: OperationEntry): string[] => Object.keys(resolve(document, entry.operation.responses));
const isAdminOnly = (entry: OperationEntry): boolean => JSON.stringify(entry.operation['x-roles']) === JSON.stringify(['admin']);
const isOpen = (entry: OperationEntry): boolean => Array.isArray(entry.operation.security) && entry.operation.security.length === 0;
/** Changes state with the cookie accepted (the root's security lists it): 403 from another origin (spec/decisions/0006). */
const changesStateByCookie = (entry: OperationEntry): boolean => !isOpen(entry) && !['get', 'head', 'options'].includes(entry.method);

function schemaAt(name: string): JsonObject {
  return resolve(document, { $ref: `#/components/schemas/${name}` });
}

/** The `data` schema of an operation's enveloped 200 body. */
function dataSchemaOf(operationId: string): Json | undefined {
  const entry = operations.find((candidate) => idOf(candidate) === operationId);
  if (!entry) throw new Error(`operation ${operationId} missing`);
  const response = resolve(document, resolve(document, entry.operation.responses)['200']);
  const content = isObject(response.content) ? response.content['application/json'] : undefined;
  return isObject(content) ? propertiesOf(document, content.schema).get('data') : undefined;
}

describe('operations', () => {
  it('are exactly the published ones plus the additions, each at its fixed method, path and operationId', () => {
    const actual = operations.map((entry) => `${idOf(entry)} ${entry.method} ${entry.path}`).sort();
    const expected = [...PUBLISHED_OPERATIONS, ...ADDED_OPERATIONS].map((op) => `${op.operationId} ${op.method} ${op.path}`).sort();
    expect(actual).toEqual(expected);
  });

  it('mark additions with x-addition: true and say so in the description; published ones carry no mark', () => {
    const added = new Set(ADDED_OPERATIONS.map((op) => op.operationId));
    const wrong = operations.flatMap((entry) => {
      const marked = entry.operation['x-addition'] === true;
      const says = /addition to the published interface/i.test(String(entry.operation.description));
      if (added.has(idOf(entry))) return marked && says ? [] : [`${idOf(entry)}: needs x-addition: true and a description that says it is an addition`];
      return entry.operation['x-addition'] === undefined ? [] : [`${idOf(entry)}: published, must not carry x-addition`];
    });
    expect(wrong).toEqual([]);
  });

  it('each have a summary, a description and exactly one tag declared at the root with a description', () => {
    const tags = new Map((Array.isArray(document.tags) ? (document.tags as Json[]) : []).filter(isObject).map((tag) => [tag.name, tag.description]));
    const wrong = operations.flatMap((entry) => {
      const problems: string[] = [];
      if (typeof entry.operation.summary !== 'string' || entry.operation.summary === '') problems.push('summary');
      if (typeof entry.operation.description !== 'string' || entry.operation.description === '') problems.push('description');
      const opTags = Array.isArray(entry.operation.tags) ? entry.operation.tags : [];
      if (opTags.length !== 1) problems.push(`exactly one tag (has ${opTags.length})`);
      for (const tag of opTags) if (typeof tags.get(String(tag)) !== 'string') problems.push(`root tag "${String(tag)}" with a description`);
      return problems.map((what) => `${idOf(entry)}: missing ${what}`);
    });
    expect(wrong).toEqual([]);
  });
});

describe('security and roles', () => {
  it('declares the three schemes and the root requirement in the order a server checks them', () => {
    const schemes = isObject(document.components) ? document.components.securitySchemes : undefined;
    expect(Object.keys(isObject(schemes) ? schemes : {})).toEqual(Object.keys(SECURITY_SCHEMES));
    expect(schemes).toMatchObject(SECURITY_SCHEMES);
    expect(document.security).toEqual(ROOT_SECURITY);
  });

  it('leaves only login open; no other operation overrides the root requirement', () => {
    expect(operations.filter(isOpen).map(idOf)).toEqual(['login']);
    const overriding = operations.filter((entry) => !isOpen(entry) && entry.operation.security !== undefined).map(idOf);
    expect(overriding).toEqual([]);
  });

  it('marks exactly the admin routes with x-roles: [admin]', () => {
    const expected = ADDED_OPERATIONS.filter((op) => op.roles.includes('admin')).map((op) => op.operationId).sort();
    expect(operations.filter(isAdminOnly).map(idOf).sort()).toEqual(expected);
    const otherRoles = operations.filter((entry) => entry.operation['x-roles'] !== undefined && !isAdminOnly(entry)).map(idOf);
    expect(otherRoles).toEqual([]);
  });
});

describe('statuses and error bodies', () => {
  it('every operation declares 200, 400, 500 and 503; 401 when protected, 403 when admin-only or changing state with the cookie, 413 with a body, and its own 404/409/429', () => {
    const extras = new Map<string, readonly string[]>([...ADDED_OPERATIONS.map((op) => [op.operationId, op.extraStatuses] as const), ...Object.entries(PUBLISHED_EXTRA_STATUSES)]);
    const wrong = operations.flatMap((entry) => {
      const expected = new Set(['200', '400', '500', '503', ...(extras.get(idOf(entry)) ?? [])]);
      if (!isOpen(entry)) expected.add('401');
      if (isAdminOnly(entry) || changesStateByCookie(entry)) expected.add('403');
      if (entry.operation.requestBody !== undefined) expected.add('413');
      const actual = statusesOf(entry).sort();
      const want = [...expected].sort();
      return JSON.stringify(actual) === JSON.stringify(want) ? [] : [`${idOf(entry)}: declares ${actual.join(',')}, expected ${want.join(',')}`];
    });
    expect(wrong).toEqual([]);
  });

  it('every error status uses its one reusable response', () => {
    const wrong = operations.flatMap((entry) => {
      const responses = resolve(document, entry.operation.responses);
      return Object.entries(responses)
        .filter(([status]) => !status.startsWith('2'))
        .flatMap(([status, response]) => {
          const want = ERROR_RESPONSES[status];
          const ref = isObject(response) ? response.$ref : undefined;
          return want && ref === `#/components/responses/${want.name}` ? [] : [`${idOf(entry)} ${status}: expected $ref to #/components/responses/${want?.name ?? '(no reusable response for this status)'}`];
        });
    });
    expect(wrong).toEqual([]);
  });

  it('each reusable error response narrows ErrorBody to its one code', () => {
    for (const [status, { name, code }] of Object.entries(ERROR_RESPONSES)) {
      const pointer = `#/components/responses/${name}/content/application~1json/schema`;
      expect(validate(pointer, { status: 'error', error: 'Something happened', code }).valid, `${status} ${name} accepts ${code}`).toBe(true);
      expect(validate(pointer, { status: 'error', error: 'Something happened', code: 'other_code' }).valid, `${name} refuses other codes`).toBe(false);
      expect(validate(pointer, { status: 'error', code }).valid, `${name} requires the message`).toBe(false);
    }
  });

  it('the error body is {status: "error", error, code} with a snake_case code', () => {
    const pointer = '#/components/schemas/ErrorBody';
    expect(validate(pointer, { status: 'error', error: 'Not found', code: 'not_found' }).valid).toBe(true);
    expect(validate(pointer, { status: 'error', error: 'Not found', code: 'NotFound' }).valid).toBe(false);
    expect(validate(pointer, { status: 'success', error: 'Not found', code: 'not_found' }).valid).toBe(false);
  });

  it("the error body's code lists every code the document's description names", () => {
    const info = resolve(document, document.info);
    const errors = String(info.description).split('## Errors')[1]?.split('\n## ')[0] ?? '';
    const named = [...errors.matchAll(/`([a-z][a-z0-9_]*)` \((\d{3})/g)].map((match) => match[1]);
    expect(named).toContain('method_not_allowed');
    const listed = String(resolve(document, propertiesOf(document, schemaAt('ErrorBody')).get('code')).description);
    expect(named.filter((code) => !listed.includes(`\`${code}\``))).toEqual([]);
  });
});

describe('what the reference service does where the description and the notes are silent', () => {
  const descriptionOf = (operationId: string): string => String(operations.find((entry) => idOf(entry) === operationId)?.operation.description);

  it('deleteUser says an admin cannot delete their own account (400)', () => {
    expect(descriptionOf('deleteUser')).toMatch(/cannot delete their own account \(400/);
  });

  it('saving progress with an API key, which has no session, records the platform `api`', () => {
    expect(descriptionOf('savePlaybackProgress')).toMatch(/`api` when the call is made with an API key/);
    expect(String(schemaAt('PlaybackProgressWrite').description)).toMatch(/`api` for a call made with an API key/);
  });

  it('a media id with leading zeros names the same item', () => {
    expect(String(schemaAt('MediaId').description)).toMatch(/Leading\s+zeros in the number do not matter/);
  });

  it('listComments says its paging parameters are additions to the published operation', () => {
    expect(descriptionOf('listComments')).toMatch(/`limit` and `offset` are additions to the published operation/);
  });
});

describe('success bodies', () => {
  it('are enveloped everywhere except postComment, which documents why', () => {
    const exceptions = operations.filter((entry) => entry.operation['x-envelope'] === false).map(idOf);
    expect(exceptions).toEqual(['postComment']);
    const postComment = operations.find((entry) => idOf(entry) === 'postComment');
    expect(String(postComment?.operation['x-envelope-reason'])).toMatch(/JSON string/);
    const notEnveloped = operations
      .filter((entry) => entry.operation['x-envelope'] !== false)
      .filter((entry) => !JSON.stringify(resolve(document, entry.operation.responses)['200']).includes('"#/components/schemas/SuccessEnvelope"'))
      .map(idOf);
    expect(notEnveloped).toEqual([]);
  });

  it('continue watching and playback read answer data: null when there is nothing', () => {
    for (const operationId of ['getContinueWatching', 'getPlaybackProgress']) {
      expect(typesOf(document, dataSchemaOf(operationId)), operationId).toContain('null');
    }
    expect(typesOf(document, dataSchemaOf('getSeasonDetails'))).not.toContain('null');
  });

  it('saving progress answers the saved record or {watched: true}, with the threshold stated', () => {
    const branches = nonNullBranches(document, dataSchemaOf('savePlaybackProgress'));
    expect(branches).toEqual([{ $ref: '#/components/schemas/WatchProgress' }, { $ref: '#/components/schemas/PlaybackWatched' }]);
    expect(validate('#/components/schemas/PlaybackWatched', { watched: true }).valid).toBe(true);
    expect(validate('#/components/schemas/PlaybackWatched', { watched: false }).valid).toBe(false);
    const description = String(operations.find((entry) => idOf(entry) === 'savePlaybackProgress')?.operation.description);
    expect(description).toMatch(/85 %/);
    expect(description).toMatch(/300 seconds/);
  });
});

describe('documentation and examples', () => {
  it('every response has a description', () => {
    const missing = operations.flatMap((entry) =>
      Object.entries(resolve(document, entry.operation.responses))
        .filter(([, response]) => typeof resolve(document, response).description !== 'string')
        .map(([status]) => `${idOf(entry)} ${status}`),
    );
    expect(missing).toEqual([]);
  });

  it('every request body, response body and parameter carries at least one example', () => {
    expect(surveyExamples(document).missing).toEqual([]);
  });

  it('every example validates against its schema', () => {
    const { examples } = surveyExamples(document);
    expect(examples.length).toBeGreaterThan(40);
    const invalid = examples.flatMap(({ at, schemaPointer, value }) => {
      const result = validate(schemaPointer, value);
      return result.valid ? [] : [`${at}: ${result.errors}`];
    });
    expect(invalid).toEqual([]);
  });

  it("passes Redocly's recommended rules with no errors and no warnings", async () => {
    const config = await redoclyConfig({ extends: ['recommended'] });
    const problems = await lint({ ref: SPEC_ROOT, config });
    expect(problems.map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? ''}`)).toEqual([]);
  });
});

describe('settled value sets and formats', () => {
  it('open value sets document their known values as examples and stay open', () => {
    for (const [name, known] of Object.entries(OPEN_VALUE_SETS)) {
      const schema = schemaAt(name);
      expect(schema.enum, `${name} must not be a closed enum`).toBeUndefined();
      expect(schema.examples, name).toEqual(expect.arrayContaining([...known]));
      expect(validate(`#/components/schemas/${name}`, 'a-value-from-the-future').valid, `${name} accepts new values`).toBe(true);
    }
  });

  it('comment types are exactly review, note and comment', () => {
    expect(schemaAt('CommentType').enum).toEqual(['review', 'note', 'comment']);
    expect(validate('#/components/schemas/CommentCreate', { comment_type: 'review', score: 80 }).valid).toBe(true);
    expect(validate('#/components/schemas/CommentCreate', { comment_type: 'review' }).valid, 'a review needs a score').toBe(false);
    expect(validate('#/components/schemas/CommentCreate', { comment_type: 'note', comment: 'x' }).valid).toBe(true);
    expect(validate('#/components/schemas/CommentCreate', { comment_type: 'review', score: 101 }).valid).toBe(false);
  });

  it('pages exactly the ruled lists, and listComments as 0023 says, by `limit` and `offset`', () => {
    const paged = operations.filter((entry) => parametersOf(document, entry).some((parameter) => parameter.in === 'query' && parameter.name === 'limit')).map(idOf);
    expect(paged.sort()).toEqual([...Object.keys(PAGED_LISTS), 'listComments'].sort());
  });

  it.each(Object.entries(PAGED_LISTS))('%s takes the shared limit 1..500 (default 100) and offset 0.. (default 0)', (operationId) => {
    const entry = operations.find((candidate) => idOf(candidate) === operationId);
    if (!entry) throw new Error(`${operationId} missing`);
    const raw = Array.isArray(entry.operation.parameters) ? (entry.operation.parameters as Json[]) : [];
    expect(raw).toEqual(expect.arrayContaining([{ $ref: '#/components/parameters/Limit' }, { $ref: '#/components/parameters/Offset' }]));
    const byName = new Map(parametersOf(document, entry).map((parameter) => [parameter.name, resolve(document, parameter.schema)]));
    expect(byName.get('limit')).toMatchObject({ type: 'integer', default: 100, minimum: 1, maximum: 500 });
    expect(byName.get('offset')).toMatchObject({ type: 'integer', default: 0, minimum: 0 });
  });

  it.each(Object.entries(PAGED_LISTS))('%s answers a page that echoes limit and offset and gives total_records, its records in `%s`', (operationId, items) => {
    const page = dataSchemaOf(operationId);
    expect(resolve(document, page).type, `${operationId}: data is a page object, not a bare array`).toBe('object');
    expect([...requiredOf(document, page)].sort()).toEqual([items, 'limit', 'offset', 'total_records'].sort());
    const properties = propertiesOf(document, page);
    expect(resolve(document, properties.get(items)).type).toBe('array');
    expect(resolve(document, properties.get('limit'))).toMatchObject({ type: 'integer', minimum: 1, maximum: 500 });
    expect(resolve(document, properties.get('offset'))).toMatchObject({ type: 'integer', minimum: 0 });
    expect(resolve(document, properties.get('total_records'))).toMatchObject({ type: 'integer', minimum: 0 });
  });

  it('last_watched_at is integer Unix seconds; every other *_at is an RFC 3339 date-time string', () => {
    const wrong: string[] = [];
    const schemas = isObject(document.components) && isObject(document.components.schemas) ? document.components.schemas : {};
    for (const [schemaName, schema] of Object.entries(schemas)) {
      for (const [field, property] of propertiesOf(document, schema)) {
        if (!field.endsWith('_at')) continue;
        const resolved = resolve(document, property);
        const ok = field === 'last_watched_at' ? resolved.type === 'integer' : typesOf(document, property).includes('string') && resolved.format === 'date-time';
        if (!ok) wrong.push(`${schemaName}.${field}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('login documents the token cookie and the token lifetime', () => {
    const login = operations.find((entry) => idOf(entry) === 'login');
    const ok = resolve(document, resolve(document, login?.operation.responses)['200']);
    const setCookie = isObject(ok.headers) ? resolve(document, ok.headers['Set-Cookie']) : {};
    const text = `${String(setCookie.description)} ${String(setCookie.example)}`;
    for (const attribute of ['token=', 'HttpOnly', 'SameSite=Lax', 'Path=/', 'Secure']) expect(text, attribute).toContain(attribute);
    expect(String(login?.operation.description)).toMatch(/one year/);
  });

  it('listings carry no secret material: users without passwords, API keys without the secret', () => {
    expect([...propertiesOf(document, schemaAt('User')).keys()].filter((name) => /password|hash|secret/i.test(name))).toEqual([]);
    expect([...propertiesOf(document, schemaAt('ApiKey')).keys()].filter((name) => /api_key|secret|hash/i.test(name))).toEqual([]);
    expect([...propertiesOf(document, schemaAt('ApiKeyCreated')).keys()]).toContain('api_key');
    expect([...propertiesOf(document, schemaAt('PlaybackProgressWrite')).keys()], 'client_platform comes from the session').not.toContain('client_platform');
  });
});
